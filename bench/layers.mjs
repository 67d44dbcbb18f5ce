// What each layer of apps/web/server.mjs buys, measured (issue 34): the same URLs asked again (a
// product page Next keeps, a filtered list Next keeps, a search page) at 16 connections with gzip,
// with the server as configured and with one layer switched off by its setting: the page cache
// (PAGE_CACHE_MB=0: every answer from Next) and the compressed-answer cache (COMPRESSED_CACHE_MB=0:
// compressed on every request). Reports req/s, p99 and the website's CPU per request (/proc).
//
//   NEXT_DIST_DIR=.next-bench WEB_PORT=3410 node bench/layers.mjs
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB_DIR = path.join(ROOT, 'apps/web');
const PORT = Number(process.env.WEB_PORT ?? 3410);
const SECONDS = Number(process.env.SECONDS ?? 8);
const base = `http://127.0.0.1:${PORT}`;
const URLS = ['/it/prodotti/verdure/spinaci-in-foglia', '/it/prodotti?diets=VEGAN', '/it/ricerca?q=spinaci'];
const CASES = [
  { name: 'as configured (page cache, compressed-answer cache)', env: {} },
  { name: 'without the page cache (PAGE_CACHE_MB=0)', env: { PAGE_CACHE_MB: '0' } },
  { name: 'without the compressed-answer cache (COMPRESSED_CACHE_MB=0)', env: { COMPRESSED_CACHE_MB: '0' } },
];

function cpuMs(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

console.log(`| ${SECONDS} s at 16 connections, gzip, the same URL again | ${URLS.map((u) => `\`${u}\` req/s, p99, CPU/request`).join(' | ')} |`);
console.log(`| --- | ${URLS.map(() => '---').join(' | ')} |`);
for (const c of CASES) {
  const child = spawn(process.execPath, ['--max-old-space-size=256', '--max-semi-space-size=2', 'server.mjs', '-p', String(PORT)], {
    cwd: WEB_DIR,
    env: { ...process.env, NODE_ENV: 'production', ...c.env },
    stdio: 'ignore',
  });
  try {
    for (let i = 0; i < 120; i += 1) {
      try {
        if ((await fetch(`${base}/it`)).ok) break;
      } catch {
        // not yet
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    const cells = [];
    for (const url of URLS) {
      for (let i = 0; i < 20; i += 1) await (await fetch(base + url, { headers: { 'accept-encoding': 'gzip' } })).arrayBuffer();
      const before = cpuMs(child.pid);
      const r = await autocannon({ url: base + url, connections: 16, duration: SECONDS, headers: { 'accept-encoding': 'gzip' } });
      const cpu = (cpuMs(child.pid) - before) / Math.max(1, r.requests.total);
      cells.push(`${Math.round(r.requests.average)}, ${r.latency.p99} ms, ${cpu.toFixed(1)} ms${r.non2xx + r.errors ? ` (${r.non2xx + r.errors} bad)` : ''}`);
    }
    console.log(`| ${c.name} | ${cells.join(' | ')} |`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}
console.log(`\nLoad average at the end: ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
