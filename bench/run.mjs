// The performance figures in one run, side by side with a Next hello-world app: HTML bytes and
// first-load JavaScript of every page type; req/s and p99 at 16 connections of the cached pages
// (home, product, recipe), the product list without a query, a filtered list and the search page,
// each as a ratio to hello world; the website's memory after RSS_SECONDS at 100 connections on a
// mixed set of URLs, sampled every minute (growth over a long run: RSS_SECONDS=600). It starts
// both servers itself (from existing builds) and stops them at the end. See bench/README.md.
//
//   node bench/run.mjs [--json out.json]   (environment and setup: bench/README.md)
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { FILTERED_LIST, PAGES } from './pages.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
/** The website to serve: this checkout's, or another one's (a baseline build of main). */
const WEB_DIR = path.resolve(process.env.WEB_DIR ?? path.join(ROOT, 'apps/web'));
const WEB_PORT = Number(process.env.WEB_PORT ?? 3410);
const HELLO_PORT = Number(process.env.HELLO_PORT ?? 3411);
/** Seconds of each req/s measurement (product page, hello world), of the 100-connection filtered list, of the memory run. */
const SECONDS = Number(process.env.SECONDS ?? 10);
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 20);
const RSS_SECONDS = Number(process.env.RSS_SECONDS ?? 60);
const GZIP = { 'accept-encoding': 'gzip' };
const webUrl = `http://127.0.0.1:${WEB_PORT}`;
const helloUrl = `http://127.0.0.1:${HELLO_PORT}`;
const jsonOut = process.argv.includes('--json') ? process.argv[process.argv.indexOf('--json') + 1] : null;

const children = [];

function startServer(label, args, cwd, env) {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, NODE_ENV: 'production', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.resume();
  child.stderr.on('data', (chunk) => process.stderr.write(`[${label}] ${chunk}`));
  children.push(child);
  return child;
}

function stopServers() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
}
process.on('SIGINT', () => {
  stopServers();
  process.exit(130);
});

/** One GET without decompression: the bytes as they travel. */
function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

async function waitForHttp(url, seconds = 120) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      if ((await get(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** Resident memory of a process and its descendants, in MB (Linux /proc). */
function rssMb(pid) {
  const parents = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // the process ended meanwhile
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i += 1) for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  let kb = 0;
  for (const p of tree) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // gone
    }
  }
  return Math.round(kb / 1024);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** HTML raw and gzip bytes, the inline RSC payload, and the gzip bytes of the page's <script src> files. */
async function weigh(path) {
  const raw = await get(webUrl + path, { 'accept-encoding': 'identity' });
  if (raw.status !== 200) return { path, status: raw.status };
  const gz = await get(webUrl + path, GZIP);
  const html = raw.body.toString('utf8');
  const rsc = [...html.matchAll(/<script>self\.__next_f\.push\([\s\S]*?<\/script>/g)].reduce((n, m) => n + Buffer.byteLength(m[0]), 0);
  const scripts = [
    ...new Set([...html.matchAll(/<script\b([^>]*)\bsrc="([^"]+)"[^>]*>/g)].filter((m) => !/\bnomodule\b/i.test(m[0])).map((m) => m[2].replace(/&amp;/g, '&'))),
  ];
  let js = 0;
  for (const src of scripts) {
    const file = await get(new URL(src, webUrl).href, GZIP);
    js += file.body.length;
  }
  return { path, status: 200, raw: raw.body.length, gzip: gz.headers['content-encoding'] === 'gzip' ? gz.body.length : null, rsc, js, scripts: scripts.length };
}

async function warm(base, path, times = 20) {
  for (let i = 0; i < times; i += 1) await get(base + path, GZIP);
}

async function cannon(url, options) {
  const result = await autocannon({ url, headers: GZIP, ...options });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

async function main() {
  const helloDist = path.join(ROOT, 'bench/hello', process.env.HELLO_DIST_DIR ?? '.next');
  if (!fs.existsSync(path.join(helloDist, 'BUILD_ID'))) throw new Error('bench/hello is not built: npm run build --prefix bench/hello');
  // WEB_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' profiles the website (bench/cpu-profile.mjs reads it).
  // As `npm run start -w apps/web` runs it: the heap bounded by WEB_HEAP_MB (256 MB by default).
  // and its young generation by WEB_YOUNG_MB (2), with glibc's arenas bounded (MALLOC_ARENA_MAX=2)
  // and its mmap and trim thresholds fixed at 128 KB.
  const heap = process.env.WEB_NODE_ARGS?.includes('--max-old-space-size')
    ? []
    : [`--max-old-space-size=${process.env.WEB_HEAP_MB ?? 256}`, `--max-semi-space-size=${process.env.WEB_YOUNG_MB ?? 2}`];
  const nodeArgs = [...heap, ...(process.env.WEB_NODE_ARGS ?? '').split(' ').filter(Boolean)];
  const web = startServer('web', [...nodeArgs, 'server.mjs', '-p', String(WEB_PORT)], WEB_DIR, {
    NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next-bench',
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
    MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
    MALLOC_TRIM_THRESHOLD_: process.env.MALLOC_TRIM_THRESHOLD_ ?? '131072',
  });
  startServer('hello', [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '-p', String(HELLO_PORT)], path.join(ROOT, 'bench/hello'), {
    NEXT_DIST_DIR: process.env.HELLO_DIST_DIR ?? '.next',
  });
  await Promise.all([waitForHttp(`${webUrl}/it`), waitForHttp(helloUrl)]);

  const weights = [];
  for (const page of PAGES) {
    await warm(webUrl, page.path, 3);
    weights.push({ ...page, ...(await weigh(page.path)) });
  }
  const available = weights.filter((w) => w.status === 200);
  for (const page of available) await warm(webUrl, page.path);
  await warm(webUrl, FILTERED_LIST);
  await warm(helloUrl, '/');
  const rssStart = rssMb(web.pid);

  const hello = await cannon(helloUrl, { connections: 16, duration: SECONDS });
  // Each page type at 16 connections, as a ratio to hello world (measured in the same run).
  const speedTypes = ['home', 'product', 'recipe', 'product list', 'search'];
  const speed = [];
  for (const type of speedTypes) {
    const page = available.find((p) => p.type === type);
    if (page) speed.push({ type, path: page.path, ...(await cannon(webUrl + page.path, { connections: 16, duration: SECONDS })) });
  }
  speed.push({ type: 'filtered list', path: FILTERED_LIST, ...(await cannon(webUrl + FILTERED_LIST, { connections: 16, duration: SECONDS })) });
  const productRps = speed.find((s) => s.type === 'product') ?? speed[0];
  const filtered = await cannon(webUrl + FILTERED_LIST, { connections: 100, duration: LOAD_SECONDS });
  // Every available page type plus filtered lists that vary, as a crowd of visitors would ask.
  const mix = [
    ...available.map((p) => p.path),
    FILTERED_LIST,
    '/it/prodotti?diets=GLUTEN_FREE',
    '/it/ricette?difficulty=easy',
    '/it/prodotti/verdure?diets=VEGAN',
    '/it/ricerca?q=piselli',
    '/it/prodotti?page=2',
  ];
  const rssPeak = { value: 0 };
  const rssByMinute = [];
  const crowdStarted = Date.now();
  const sampler = setInterval(() => {
    const now = rssMb(web.pid);
    rssPeak.value = Math.max(rssPeak.value, now);
    if (Date.now() - crowdStarted >= (rssByMinute.length + 1) * 60_000) rssByMinute.push(now);
  }, 1000);
  const crowd = await cannon(webUrl, { connections: 100, duration: RSS_SECONDS, requests: mix.map((p) => ({ method: 'GET', path: p })) });
  clearInterval(sampler);
  const rssEnd = rssMb(web.pid);

  const of = (type) => weights.find((w) => w.type === type);
  const home = of('home');
  const prod = of('product');
  console.log(`\n## Figures (${new Date().toISOString()}, ${webUrl}, Node ${process.version})\n`);
  console.log('| figure | measured | goal |');
  console.log('| --- | --- | --- |');
  console.log(`| product page HTML (raw / gzip) | ${kb(prod.raw)} KB / ${kb(prod.gzip ?? 0)} KB (inline RSC payload ${kb(prod.rsc)} KB) | ≤ 80 KB raw |`);
  console.log(`| home page HTML | ${kb(home.raw)} KB (inline RSC payload ${kb(home.rsc)} KB) | ≤ 90 KB |`);
  const maxJs = Math.max(...available.map((w) => w.js));
  console.log(
    `| first-load JavaScript (gzip), largest page type | ${kb(maxJs)} KB (product ${kb(prod.js)} KB) | ≤ 150 KB, every page (the 390 px browser figure: lighthouse.mjs) |`,
  );
  console.log(
    `| product req/s ÷ hello-world req/s (gzip, 16 connections) | ${productRps.rps} ÷ ${hello.rps} = ${(productRps.rps / hello.rps).toFixed(2)} | ≥ 0.5 |`,
  );
  console.log(
    `| filtered list \`${FILTERED_LIST}\`, 100 connections | ${filtered.rps} req/s, p99 ${(filtered.p99 / 1000).toFixed(2)} s | p99 ≤ 100 ms at 16 connections (below) |`,
  );
  console.log(
    `| website RSS after ${RSS_SECONDS} s at 100 connections (mixed URLs) | ${rssEnd} MB (peak ${rssPeak.value} MB, ${rssStart} MB after warm-up, by minute ${rssByMinute.join(', ') || '-'}; ${crowd.rps} req/s) | ≤ 300 MB after 60 s, no growth over 10 minutes |`,
  );
  console.log(`\n| page at 16 connections (gzip) | req/s | p99 | ÷ hello world (${hello.rps} req/s, p99 ${hello.p99} ms) | goal |`);
  console.log('| --- | --- | --- | --- | --- |');
  for (const s of speed) {
    const goal = ['home', 'product', 'recipe'].includes(s.type) ? '≥ 0.5' : '≥ 0.3, p99 ≤ 100 ms';
    console.log(`| ${s.type} \`${s.path}\` | ${s.rps} | ${s.p99} ms | ${(s.rps / hello.rps).toFixed(2)} | ${goal} |`);
  }
  console.log('\n| page type | path | HTML raw KB | HTML gzip KB | inline RSC KB | first-load JS gzip KB (files) |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const w of weights) {
    if (w.status !== 200) console.log(`| ${w.type} | \`${w.path}\` | not measured: ${w.status} | | | |`);
    else console.log(`| ${w.type} | \`${w.path}\` | ${kb(w.raw)} | ${kb(w.gzip ?? 0)} | ${kb(w.rsc)} | ${kb(w.js)} (${w.scripts}) |`);
  }
  const errors = [hello, ...speed, filtered, crowd].reduce((n, r) => n + r.bad, 0);
  console.log(`\nNon-2xx answers, errors and timeouts during the load runs: ${errors}.`);
  if (jsonOut) fs.mkdirSync(path.dirname(jsonOut), { recursive: true });
  if (jsonOut)
    fs.writeFileSync(
      jsonOut,
      JSON.stringify(
        {
          at: new Date().toISOString(),
          weights,
          hello,
          speed,
          product: productRps,
          filtered,
          crowd,
          rss: { start: rssStart, end: rssEnd, peak: rssPeak.value, byMinute: rssByMinute },
        },
        null,
        2,
      ),
    );
}

try {
  await main();
} finally {
  stopServers();
}
