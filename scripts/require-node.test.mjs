// The root commands' Node check: the supported lines pass, older, odd and newer ones stop with one
// line before anything is installed (the package.json range is the one the check reads).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkNode } from './require-node.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const range = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;

test('Node 22.13+ and 24 are supported; 20, 22.12, 23 and 25 are not', () => {
  for (const version of ['22.13.0', '22.23.3', '24.0.0', '24.21.0']) assert.equal(checkNode(version, range).supported, true, version);
  for (const version of ['20.20.2', '22.12.0', '23.11.0', '25.0.0', '18.20.0']) assert.equal(checkNode(version, range).supported, false, version);
  assert.equal(checkNode('20.20.2', range).names, '22.13+ or 24.0+');
});

test('the start command on the running Node passes the check (it runs on a supported Node)', () => {
  const result = spawnSync(process.execPath, ['-e', "import('./scripts/require-node.mjs').then(() => console.log('ok'))"], { cwd: root, encoding: 'utf8' });
  assert.equal(result.stdout.trim(), 'ok');
});
