// Imported first by the root commands: on a Node.js outside the supported lines they stop here,
// with one line, before installing, building or seeding anything. Built-ins only.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Whether `version` is in one of the lines of an `engines.node` range written as
 * "^22.13.0 || ^24.0.0"; and the lines as people read them ("22.13+ or 24.0+").
 */
export function checkNode(version, range) {
  const lines = range.split('||').map((part) => part.trim().replace(/^\^/, '').split('.').map(Number));
  const [major, minor] = version.split('.').map(Number);
  const supported = lines.some(([lineMajor, lineMinor]) => major === lineMajor && minor >= lineMinor);
  return { supported, names: lines.map(([lineMajor, lineMinor]) => `${lineMajor}.${lineMinor}+`).join(' or ') };
}

const range = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node;
const { supported, names } = checkNode(process.versions.node, range);
if (!supported) {
  console.error(`[brina] Node.js ${names} is needed (this is ${process.versions.node}); run it through scripts/with-node, e.g. scripts/with-node npm start`);
  process.exit(1);
}
