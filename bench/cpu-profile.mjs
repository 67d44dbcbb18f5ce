// Reads a V8 CPU profile (`node --cpu-prof`, written when the process exits) and prints where the
// time went: self time per package (or the site's own bundle, Node's internals, garbage collection)
// and the costliest functions. Used for the profiling notes in bench/README.md.
//
//   node bench/cpu-profile.mjs <file.cpuprofile> [--top 20] [--under <regex>] [--per <requests>]
import fs from 'node:fs';

const file = process.argv[2];
if (!file) {
  console.error('usage: node bench/cpu-profile.mjs <file.cpuprofile> [--top 20]');
  process.exit(2);
}
const top = Number(process.argv.includes('--top') ? process.argv[process.argv.indexOf('--top') + 1] : 20);
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));

/** Where a function's code lives, as a label: a package, the site's build output, or Node itself. */
function origin(url) {
  if (!url) return '(native / V8)';
  if (url.startsWith('node:')) return 'node: internals';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) {
    // Next's compiled vendored copies (react-dom server, etc.) are worth telling apart.
    const vendored = /next\/dist\/compiled\/((?:@[^/]+\/)?[^/]+)/.exec(url);
    return vendored ? `next (compiled ${vendored[1]})` : pkg[1];
  }
  if (/\/\.next[^/]*\/server\//.test(url)) return 'site bundle (.next*/server)';
  return url.replace(/^file:\/\//, '');
}

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
// Sample intervals: timeDeltas[i] is the time before sample i.
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);

const byOrigin = new Map();
const byFunction = new Map();
for (const [id, micros] of self) {
  const { callFrame } = byId.get(id);
  const special = ['(garbage collector)', '(idle)', '(program)'].includes(callFrame.functionName) ? callFrame.functionName : null;
  const where = special ?? origin(callFrame.url);
  byOrigin.set(where, (byOrigin.get(where) ?? 0) + micros);
  // Functions by file: Node's module (node:internal/…), or the file name of a bundle or package.
  const fileOf = callFrame.url.startsWith('node:') ? callFrame.url : (callFrame.url.split('/').pop() ?? '');
  const name = `${callFrame.functionName || '(anonymous)'} — ${special ?? `${where}${fileOf ? ` (${fileOf}:${callFrame.lineNumber + 1})` : ''}`}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
}

// `--per <n>`: the busy (not idle) time divided by n, the requests the profiled process answered:
// CPU per request, e.g. per render of a page whose every request is a new URL.
const idle = [...self].filter(([id]) => byId.get(id).callFrame.functionName === '(idle)').reduce((n, [, micros]) => n + micros, 0);
const perIndex = process.argv.indexOf('--per');
if (perIndex > 0) {
  const n = Number(process.argv[perIndex + 1]);
  console.log(
    `Busy ${((total - idle) / 1e6).toFixed(2)} s of ${(total / 1e6).toFixed(2)} s sampled; ${n} requests: ${((total - idle) / 1e3 / n).toFixed(1)} ms of CPU each\n`,
  );
}

const pct = (micros) => `${((100 * micros) / total).toFixed(1)} %`;
const rows = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled\n`);
console.log('| self time | where |\n| --- | --- |');
for (const [where, micros] of rows(byOrigin)) console.log(`| ${pct(micros)} | ${where} |`);
console.log('\n| self time | function |\n| --- | --- |');
for (const [name, micros] of rows(byFunction)) console.log(`| ${pct(micros)} | ${name} |`);

// `--under <regex>` (repeatable): the share of the samples whose stack passes through a function
// whose name or file matches, e.g. `--under 'middleware|proxy'` for the proxy's cost per request.
const parents = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
const patterns = process.argv.flatMap((arg, i) => (arg === '--under' ? [new RegExp(process.argv[i + 1] ?? '', 'i')] : []));
for (const pattern of patterns) {
  let under = 0;
  for (const [id, micros] of self) {
    for (let at = id; at !== undefined; at = parents.get(at)) {
      const { callFrame } = byId.get(at);
      if (pattern.test(callFrame.functionName) || pattern.test(callFrame.url)) {
        under += micros;
        break;
      }
    }
  }
  console.log(`\nUnder ${pattern}: ${pct(under)} of the sampled time (${(under / 1e6).toFixed(2)} s)`);
}
