// `npm start` keeps the site up when the CMS dies: the supervisor restarts a process that exits,
// with a growing delay, and logs each restart. Run by `npm test` (node --test).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

test('a crashed process is restarted with backoff (1 s, then 2 s) and each restart is logged', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brina-supervise-'));
  const starts = path.join(dir, 'starts.log');
  const crasher = path.join(dir, 'crash.mjs');
  fs.writeFileSync(crasher, `import fs from 'node:fs'; fs.appendFileSync(${JSON.stringify(starts)}, Date.now() + '\\n'); process.exit(3);\n`);
  const runner = path.join(dir, 'run.mjs');
  fs.writeFileSync(
    runner,
    `import { supervise } from ${JSON.stringify(path.join(here, 'lib.mjs'))};\nsupervise('crasher', process.execPath, [${JSON.stringify(crasher)}], { stdio: 'ignore' });\n`,
  );
  const child = spawn(process.execPath, [runner], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  await new Promise((resolve) => setTimeout(resolve, 4500));
  process.kill(-child.pid, 'SIGTERM');
  const times = fs.readFileSync(starts, 'utf8').trim().split('\n').map(Number);
  assert.ok(times.length >= 3, `started ${times.length} times in 4.5 s`);
  const gaps = times.slice(1).map((t, i) => t - (times[i] ?? t));
  assert.ok(gaps[0] >= 900, `first restart after ${gaps[0]} ms`);
  assert.ok(gaps[1] >= 1900, `second restart after ${gaps[1]} ms (the delay doubles)`);
  assert.match(stderr, /crasher exited \(3\); restart 1 in 1 s/);
  assert.match(stderr, /restart 2 in 2 s/);
});
