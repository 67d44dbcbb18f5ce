// Imported first by the root commands: on a Node.js outside the supported lines they stop here,
// with one line, before installing, building or seeding anything. Built-ins only.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const range = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
const [major, minor] = process.versions.node.split('.').map(Number);

/** The supported lines, read from `engines.node` ("^22.12.0 || ^24.0.0"). */
const lines = range.split('||').map((part) => part.trim().replace(/^\^/, '').split('.').map(Number));
const supported = lines.some(([lineMajor, lineMinor]) => major === lineMajor && minor >= lineMinor);

if (!supported) {
  const names = lines.map(([lineMajor, lineMinor]) => `${lineMajor}.${lineMinor}+`).join(' or ');
  console.error(`[brina] Node.js ${names} is needed (this is ${process.versions.node}); run it through scripts/with-node, e.g. scripts/with-node npm start`);
  process.exit(1);
}
