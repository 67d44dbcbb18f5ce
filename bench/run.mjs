// The performance figures in one run, side by side with a Next hello-world app: HTML bytes and
// first-load JavaScript of every page type; req/s and p99 at 16 connections of the cached pages
// (home, product, recipe), the product list without a query, a filtered list and the search page,
// each as a ratio to hello world; the website's memory after RSS_SECONDS at 100 connections on a
// mixed set of URLs, sampled every minute (growth over a long run: RSS_SECONDS=600). First, before
// anything else is asked, the distinct-URL measurement: filtered product lists, filtered recipe
// lists and search pages where every request is a URL not asked before (what a crowd that filters
// and searches sends), beside hello world's static page and Next's dynamic floor (hello/'s
// `/dynamic`: 24 cards rendered per request), with both ratios and p99. It starts both servers
// itself (from existing builds) and stops them at the end. See bench/README.md.
//
//   node bench/run.mjs [--json out.json] [--distinct-only]   (environment and setup: bench/README.md)
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { FILTERED_LIST, PAGES } from './pages.mjs';
import { get, processTree, waitForHttp } from './process.mjs';

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
/** Only the distinct-URL table (a quick before/after, or a profile of the per-request render). */
const distinctOnly = process.argv.includes('--distinct-only');
/** Seconds of each distinct-URL measurement. */
const DISTINCT_SECONDS = Number(process.env.DISTINCT_SECONDS ?? SECONDS);

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

const rssMb = (pid) => processTree(pid).rssMb;
const cpuMs = (pid) => processTree(pid).cpuMs;

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

// ---- Every URL new

/** A repeatable shuffle (mulberry32): the before and after runs ask the same URLs in the same order. */
function shuffled(items, seed = 34) {
  let a = seed >>> 0;
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Every combination of 1 to `max` filter values a list's form offers, as canonical queries (keys in the form's order, values sorted). */
async function filterQueries(listPath, max = 3) {
  const html = (await get(webUrl + listPath, { 'accept-encoding': 'identity' })).body.toString('utf8');
  const form = html.slice(html.indexOf('id="filter-'));
  const options = [...form.matchAll(/<input id="filter-[^"]+"[^>]*\bname="([a-z_]+)" value="([^"]+)"/g)].map((m) => ({ key: m[1], value: m[2] }));
  const keys = [...new Set(options.map((o) => o.key))];
  const out = [];
  const pick = (from, chosen) => {
    if (chosen.length) {
      const query = keys
        .flatMap((key) =>
          chosen
            .filter((o) => o.key === key)
            .map((o) => o.value)
            .sort()
            .map((value) => `${key}=${encodeURIComponent(value)}`),
        )
        .join('&');
      out.push(`${listPath}?${query}`);
    }
    if (chosen.length === max) return;
    for (let i = from; i < options.length; i += 1) pick(i + 1, [...chosen, options[i]]);
  };
  pick(0, []);
  return out;
}

/** Search queries: the words of the list pages' card titles, alone and in pairs. */
async function searchQueries(searchPath, listPaths) {
  const words = new Set();
  for (const listPath of listPaths) {
    const html = (await get(webUrl + listPath, { 'accept-encoding': 'identity' })).body.toString('utf8');
    for (const m of html.matchAll(/class="card-link[^"]*"[^>]*>([^<]+)</g)) {
      for (const word of m[1].toLowerCase().split(/[^a-zà-ú]+/)) if (word.length >= 4) words.add(word);
    }
  }
  const list = [...words];
  const pairs = list.flatMap((a) => list.filter((b) => b !== a).map((b) => `${a} ${b}`));
  return [...list, ...pairs].map((q) => `${searchPath}?q=${encodeURIComponent(q)}`);
}

/** CMS_PID: the CMS's process, whose CPU per request is reported beside the website's. */
const CMS_PID = Number(process.env.CMS_PID ?? 0);

/** Requests at `connections` where each one asks the next URL of `urls` (each at most once), with the CPU each request cost the `pid` server (and the CMS). */
async function cannonDistinct(base, urls, connections, duration, pid) {
  const cpuBefore = cpuMs(pid);
  const cmsBefore = cpuMs(CMS_PID);
  let next = 0;
  let ranOut = false;
  const result = await cannon(base, {
    connections,
    duration,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => {
          if (next >= urls.length) ranOut = true;
          return { ...req, path: urls[next++ % urls.length] };
        },
      },
    ],
  });
  const perRequest = (ms) => +(ms / Math.max(1, result.requests)).toFixed(1);
  return {
    ...result,
    asked: Math.min(next, urls.length),
    ranOut,
    cpuMs: perRequest(cpuMs(pid) - cpuBefore),
    cmsCpuMs: CMS_PID ? perRequest(cpuMs(CMS_PID) - cmsBefore) : null,
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
  const hello = startServer('hello', [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '-p', String(HELLO_PORT)], path.join(ROOT, 'bench/hello'), {
    NEXT_DIST_DIR: process.env.HELLO_DIST_DIR ?? '.next',
  });
  await Promise.all([waitForHttp(`${webUrl}/it`), waitForHttp(helloUrl)]);

  // Every URL new, first (nothing of it asked before; FILTERED_LIST and the mix below are left out).
  const seen = new Set([FILTERED_LIST, '/it/prodotti?diets=GLUTEN_FREE', '/it/ricette?difficulty=easy', '/it/ricerca?q=piselli', '/it/ricerca?q=spinaci']);
  const fresh = (urls) => shuffled(urls.filter((u) => !seen.has(u)));
  const productQueries = [...(await filterQueries('/it/prodotti')), ...(await filterQueries('/en/products'))];
  // Up to MAX_KEPT_VALUES (2) filter values Next keeps the page (ISR, written on the first visit); more, it renders and keeps nothing.
  const values = (url) => [...new URLSearchParams(url.split('?')[1]).keys()].length;
  const distinctSets = [
    { type: 'filtered product list', urls: fresh(productQueries) },
    { type: 'filtered product list, 1-2 values (Next keeps the page)', urls: fresh(productQueries.filter((u) => values(u) <= 2)) },
    { type: 'filtered product list, 3 values (kept nowhere)', urls: fresh(productQueries.filter((u) => values(u) === 3)) },
    { type: 'filtered recipe list', urls: fresh([...(await filterQueries('/it/ricette')), ...(await filterQueries('/en/recipes'))]) },
    { type: 'search page', urls: fresh(await searchQueries('/it/ricerca', ['/it/prodotti', '/it/ricette'])) },
    // The same page with no hit: the site chrome, the form and an empty state, without results.
    { type: 'search page without a hit (chrome only)', urls: shuffled(Array.from({ length: 50_000 }, (_, i) => `/it/ricerca?q=zqx${i}`)) },
  ];
  // The product sets share URLs: each URL is asked in one of them only.
  const asked = new Set();
  // Warm-up: the routes' code loaded and run a few times, on URLs outside the sets.
  for (let i = 0; i < 10; i += 1) {
    await get(webUrl + FILTERED_LIST, GZIP);
    await get(`${webUrl}/it/ricette?difficulty=easy`, GZIP);
    await get(`${webUrl}/it/ricerca?q=spinaci`, GZIP);
    await get(`${helloUrl}/dynamic?n=warm${i}`, GZIP);
  }
  await warm(helloUrl, '/');
  const distinctHello = await cannon(helloUrl, { connections: 16, duration: DISTINCT_SECONDS });
  const floorUrls = Array.from({ length: 200_000 }, (_, i) => `/dynamic?n=${i}`);
  const floor = { type: 'dynamic floor', path: '/dynamic?n=…', ...(await cannonDistinct(helloUrl, floorUrls, 16, DISTINCT_SECONDS, hello.pid)) };
  const floorHtml = (await get(`${helloUrl}/dynamic?n=size`, { 'accept-encoding': 'identity' })).body.length;
  const distinct = [];
  // DISTINCT_TYPES=search (a part of a type's name, comma-separated): only those sets (one profile per page type).
  const only = (process.env.DISTINCT_TYPES ?? '').split(',').filter(Boolean);
  for (const set of distinctSets.filter((d) => !only.length || only.some((o) => d.type.includes(o)))) {
    const urls = set.urls.filter((u) => !asked.has(u));
    const result = await cannonDistinct(webUrl, urls, 16, DISTINCT_SECONDS, web.pid);
    for (const u of urls.slice(0, result.asked)) asked.add(u);
    distinct.push({ type: set.type, path: urls[0], urls: urls.length, ...result });
  }
  const ratio = (r, of) => (r.rps / of.rps).toFixed(of === floor ? 2 : 3);
  console.log(
    `\n## Every URL new (${new Date().toISOString()}, 16 connections, gzip, ${DISTINCT_SECONDS} s each, load average ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')})\n`,
  );
  console.log(
    "| 16 connections, gzip, every URL new | req/s | × hello world (static) | × Next's dynamic floor | p50 | p99 | CPU per request (site / CMS) | non-2xx/errors | URLs asked (of) |",
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  console.log(`| hello world \`/\` (static) | ${distinctHello.rps} | 1 | | ${distinctHello.p50} ms | ${distinctHello.p99} ms | | ${distinctHello.bad} | |`);
  console.log(
    `| Next's dynamic floor \`/dynamic?n=…\` (24 cards, ${kb(floorHtml)} KB of HTML) | ${floor.rps} | ${ratio(floor, distinctHello)} | 1 | ${floor.p50} ms | ${floor.p99} ms | ${floor.cpuMs} ms | ${floor.bad} | ${floor.asked} |`,
  );
  for (const d of distinct) {
    console.log(
      `| ${d.type} (e.g. \`${d.path}\`) | ${d.rps} | ${ratio(d, distinctHello)} | ${ratio(d, floor)} | ${d.p50} ms | ${d.p99} ms | ${d.cpuMs} ms${d.cmsCpuMs === null ? '' : ` / ${d.cmsCpuMs} ms`} | ${d.bad} | ${d.asked} (${d.urls})${d.ranOut ? ' RAN OUT: repeats' : ''} |`,
    );
  }
  const distinctResult = { hello: distinctHello, floor: { ...floor, html: floorHtml }, distinct };
  if (distinctOnly) {
    if (jsonOut) {
      fs.mkdirSync(path.dirname(jsonOut), { recursive: true });
      fs.writeFileSync(jsonOut, JSON.stringify({ at: new Date().toISOString(), distinct: distinctResult }, null, 2));
    }
    return;
  }

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

  const helloStatic = await cannon(helloUrl, { connections: 16, duration: SECONDS });
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
  // One request in three asks a URL nobody asked before (issue 34: the memory of a crowd that filters
  // and searches): a filter combination of the distinct sets not asked above, else a new search.
  const unasked = shuffled(
    distinctSets
      .slice(0, 4)
      .flatMap((d) => d.urls)
      .filter((u) => !asked.has(u)),
  );
  let sent = 0;
  let newUrls = 0;
  const crowdPath = () => {
    sent += 1;
    if (sent % 3 !== 0) return mix[sent % mix.length];
    newUrls += 1;
    return unasked[newUrls - 1] ?? `/it/ricerca?q=crowd${newUrls}`;
  };
  const crowd = await cannon(webUrl, {
    connections: 100,
    duration: RSS_SECONDS,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: crowdPath() }) }],
  });
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
    `| product req/s ÷ hello-world req/s (gzip, 16 connections) | ${productRps.rps} ÷ ${helloStatic.rps} = ${(productRps.rps / helloStatic.rps).toFixed(2)} | ≥ 0.5 |`,
  );
  console.log(
    `| filtered list \`${FILTERED_LIST}\`, 100 connections | ${filtered.rps} req/s, p99 ${(filtered.p99 / 1000).toFixed(2)} s | p99 ≤ 100 ms at 16 connections (below) |`,
  );
  console.log(
    `| website RSS after ${RSS_SECONDS} s at 100 connections (mixed URLs, ${newUrls} of them new) | ${rssEnd} MB (peak ${rssPeak.value} MB, ${rssStart} MB after warm-up, by minute ${rssByMinute.join(', ') || '-'}; ${crowd.rps} req/s) | ≤ 300 MB after 60 s, no growth over 10 minutes |`,
  );
  console.log(`\n| page at 16 connections (gzip) | req/s | p99 | ÷ hello world (${helloStatic.rps} req/s, p99 ${helloStatic.p99} ms) | goal |`);
  console.log('| --- | --- | --- | --- | --- |');
  for (const s of speed) {
    const goal = ['home', 'product', 'recipe'].includes(s.type) ? '≥ 0.5' : '≥ 0.3, p99 ≤ 100 ms';
    console.log(`| ${s.type} \`${s.path}\` | ${s.rps} | ${s.p99} ms | ${(s.rps / helloStatic.rps).toFixed(2)} | ${goal} |`);
  }
  console.log('\n| page type | path | HTML raw KB | HTML gzip KB | inline RSC KB | first-load JS gzip KB (files) |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const w of weights) {
    if (w.status !== 200) console.log(`| ${w.type} | \`${w.path}\` | not measured: ${w.status} | | | |`);
    else console.log(`| ${w.type} | \`${w.path}\` | ${kb(w.raw)} | ${kb(w.gzip ?? 0)} | ${kb(w.rsc)} | ${kb(w.js)} (${w.scripts}) |`);
  }
  const errors = [helloStatic, ...speed, filtered, crowd, distinctHello, floor, ...distinct].reduce((n, r) => n + r.bad, 0);
  console.log(`\nNon-2xx answers, errors and timeouts during the load runs: ${errors}.`);
  if (jsonOut) fs.mkdirSync(path.dirname(jsonOut), { recursive: true });
  if (jsonOut)
    fs.writeFileSync(
      jsonOut,
      JSON.stringify(
        {
          at: new Date().toISOString(),
          weights,
          hello: helloStatic,
          speed,
          product: productRps,
          filtered,
          crowd,
          distinct: distinctResult,
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
