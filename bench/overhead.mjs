// Issue 36: what the switchable observability costs a website instance, side by side in one run.
// Four servers from the same build: "off" as `npm start` runs it (no metrics listener, no
// tracing); "metrics" with its METRICS_PORT scraped every SCRAPE_SECONDS, as Prometheus would;
// "metrics + traces" with OTEL_EXPORTER_OTLP_ENDPOINT too, every span sent to a collector started
// here (which reads and drops them); "metrics + 10 % traces", the same with one trace in ten
// sampled (OTEL_TRACES_SAMPLER=parentbased_traceidratio, OTEL_TRACES_SAMPLER_ARG=0.1). All log
// their JSON request lines to /dev/null. Each case is measured on every server in turn, ROUNDS
// times in a rotating order so that the machine's other load falls on all alike: req/s, p99 and
// the CPU time per request of the server's process tree; then each server's resident memory after
// a crowd on mixed URLs, and again after IDLE_SECONDS of rest.
//
//   node bench/overhead.mjs [--json out.json]
//
// Environment: NEXT_DIST_DIR of the build (`.next-bench`), WEB_DIR (apps/web), WEB_PORT (3200: the
// servers on +0..+3, their metrics on +4..+6, the collector on +7), SECONDS of each measurement
// (10), ROUNDS (3), CONNECTIONS (16), CROWD_SECONDS of the memory run (30), IDLE_SECONDS (20),
// SCRAPE_SECONDS (1), ONLY (cases whose name holds it). The site's CMS must answer at CMS_URL. See bench/README.md, "Issue 36".
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { FILTERED_LIST, pagePath } from './pages.mjs';
import { get, processTree, waitForHttp } from './process.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB_DIR = path.resolve(process.env.WEB_DIR ?? path.join(ROOT, 'apps/web'));
const BASE = Number(process.env.WEB_PORT ?? 3200);
const SERVERS = ['off', 'metrics', 'traced', 'sampled'];
const LABEL = { off: 'off', metrics: 'metrics', traced: 'metrics + traces', sampled: 'metrics + 10 % traces' };
const PORT = { off: BASE, metrics: BASE + 1, traced: BASE + 2, sampled: BASE + 3, collector: BASE + 7 };
const METRICS_PORT = { metrics: BASE + 4, traced: BASE + 5, sampled: BASE + 6 };
const SECONDS = Number(process.env.SECONDS ?? 10);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 16);
const CROWD_SECONDS = Number(process.env.CROWD_SECONDS ?? 30);
const IDLE_SECONDS = Number(process.env.IDLE_SECONDS ?? 20);
const SCRAPE_SECONDS = Number(process.env.SCRAPE_SECONDS ?? 1);
const GZIP = { 'accept-encoding': 'gzip' };
const jsonOut = process.argv.includes('--json') ? process.argv[process.argv.indexOf('--json') + 1] : null;
const url = (which) => `http://127.0.0.1:${PORT[which]}`;

const children = [];
const stopServers = () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
process.on('SIGINT', () => {
  stopServers();
  process.exit(130);
});

/** The production start command's memory settings (apps/web/package.json), as run.mjs uses. */
function startWeb(which, env) {
  const child = spawn(process.execPath, ['--max-old-space-size=256', '--max-semi-space-size=2', 'server.mjs'], {
    cwd: WEB_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      BRINA_DEMO: '1',
      MALLOC_ARENA_MAX: '2',
      MALLOC_MMAP_THRESHOLD_: '131072',
      MALLOC_TRIM_THRESHOLD_: '131072',
      LOG_FORMAT: 'json',
      PORT: String(PORT[which]),
      HOSTNAME: '127.0.0.1',
      // One visitor asks every search here: the per-visitor limit would answer 429.
      SEARCH_LIMIT_PER_10S: '100000',
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next-bench',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.on('data', (chunk) => process.stderr.write(`[${which}] ${chunk}`));
  children.push(child);
  return child;
}

/** An OTLP/HTTP receiver that reads every post and drops it (what a collector costs the site: an answer). */
function startCollector() {
  const counts = { posts: 0, bytes: 0 };
  const server = http.createServer((req, res) => {
    req.on('data', (c) => (counts.bytes += c.length));
    req.on('end', () => {
      counts.posts += 1;
      res.writeHead(200, { 'Content-Type': req.headers['content-type'] ?? 'application/x-protobuf' }).end();
    });
  });
  server.listen(PORT.collector, '127.0.0.1');
  return { counts, close: () => server.close() };
}

const ALL_CASES = [
  { name: 'product page (page cache: no Next, no span)', requests: () => [{ method: 'GET', path: pagePath('product') }] },
  // Rendered by Next on every request: Next's request and render spans, the CMS call spans (answered by Next's data cache), the search span.
  {
    name: 'search page, every URL new (a render per request)',
    requests: (() => {
      let n = 0;
      return () => [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/it/ricerca?q=zqx${(n += 1)}` }) }];
    })(),
  },
  { name: 'search as you type, /api/search (before Next’s router)', requests: () => [{ method: 'GET', path: '/api/search?q=spinaci&locale=it&mode=B2C' }] },
];

/** ONLY=<words>: the cases whose name holds them (a closer look at one case, with more ROUNDS). */
const CASES = ALL_CASES.filter((kase) => !process.env.ONLY || kase.name.includes(process.env.ONLY));

async function measure(which, pid, kase) {
  const before = processTree(pid).cpuMs;
  const result = await autocannon({ url: url(which), headers: GZIP, connections: CONNECTIONS, duration: SECONDS, requests: kase.requests() });
  const cpu = processTree(pid).cpuMs - before;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    requests: result.requests.total,
    bad: result.non2xx + result.errors + result.timeouts,
    cpuPerRequestMs: cpu / Math.max(1, result.requests.total),
  };
}

const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
const pct = (on, off) => `${(((on - off) / off) * 100).toFixed(1)} %`;

try {
  const collector = startCollector();
  const traces = { OTEL_EXPORTER_OTLP_ENDPOINT: url('collector') };
  const env = {
    off: { METRICS_PORT: '', OTEL_EXPORTER_OTLP_ENDPOINT: '' },
    metrics: { METRICS_PORT: String(METRICS_PORT.metrics), OTEL_EXPORTER_OTLP_ENDPOINT: '' },
    traced: { METRICS_PORT: String(METRICS_PORT.traced), ...traces },
    sampled: { METRICS_PORT: String(METRICS_PORT.sampled), ...traces, OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.1' },
  };
  const server = Object.fromEntries(SERVERS.map((which) => [which, startWeb(which, env[which])]));
  await Promise.all(SERVERS.map((which) => waitForHttp(`${url(which)}/healthz`)));
  // Prometheus's part: a scrape of each metrics listener every SCRAPE_SECONDS.
  let scrapes = 0;
  let failedScrapes = 0;
  const scraper = setInterval(() => {
    for (const port of Object.values(METRICS_PORT))
      get(`http://127.0.0.1:${port}/metrics`)
        .then(() => (scrapes += 1))
        // Counted and reported: a listener that stops answering is a finding of the run.
        .catch(() => (failedScrapes += 1));
  }, SCRAPE_SECONDS * 1000);
  // Warm-up: the search index built, every case's route loaded and run.
  await Promise.all(SERVERS.map((which) => waitForHttp(`${url(which)}/readyz`)));
  for (const which of SERVERS)
    for (const kase of CASES)
      for (let i = 0; i < 30; i += 1) {
        const [request] = kase.requests();
        await get(url(which) + (request.path ?? request.setupRequest({}).path), GZIP);
      }
  const rss = (which) => processTree(server[which].pid).rssMb;
  const warm = Object.fromEntries(SERVERS.map((which) => [which, rss(which)]));
  const load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  const rows = [];
  for (const kase of CASES) {
    const runs = Object.fromEntries(SERVERS.map((which) => [which, []]));
    for (let round = 0; round < ROUNDS; round += 1) {
      const order = SERVERS.map((_, i) => SERVERS[(i + round) % SERVERS.length]);
      for (const which of order) runs[which].push(await measure(which, server[which].pid, kase));
    }
    const summary = (which) => ({
      rps: mean(runs[which].map((r) => r.rps)),
      p99: mean(runs[which].map((r) => r.p99)),
      cpu: mean(runs[which].map((r) => r.cpuPerRequestMs)),
      bad: runs[which].reduce((n, r) => n + r.bad, 0),
    });
    const row = { name: kase.name, ...Object.fromEntries(SERVERS.map((which) => [which, summary(which)])), runs };
    rows.push(row);
    console.error(`${kase.name}: ${SERVERS.map((which) => `${which} ${Math.round(row[which].rps)} req/s`).join(', ')}`);
  }
  // Memory after a crowd on a mix of the cases, one server at a time, and after a rest.
  const mix = [pagePath('product'), pagePath('home'), pagePath('recipe'), FILTERED_LIST, '/api/search?q=piselli&locale=it&mode=B2C'];
  let n = 0;
  const crowd = async (which) =>
    autocannon({
      url: url(which),
      headers: GZIP,
      connections: 64,
      duration: CROWD_SECONDS,
      requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: (n += 1) % 6 === 5 ? `/it/ricerca?q=crowd${n}` : mix[n % 6] }) }],
    });
  const crowdRps = {};
  const afterCrowd = {};
  for (const which of SERVERS) {
    crowdRps[which] = Math.round((await crowd(which)).requests.average);
    afterCrowd[which] = rss(which);
  }
  await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
  const rested = Object.fromEntries(SERVERS.map((which) => [which, rss(which)]));
  clearInterval(scraper);

  console.log(
    `\n## Observability on vs off (${new Date().toISOString()}, ${CONNECTIONS} connections, gzip, ${SECONDS} s × ${ROUNDS} rounds each, rotating order; load average ${load})\n`,
  );
  console.log(`| case | ${SERVERS.map((which) => `${LABEL[which]}: req/s (vs off), p99, CPU per request (vs off)`).join(' | ')} |`);
  console.log(`| --- | ${SERVERS.map(() => '---').join(' | ')} |`);
  for (const r of rows)
    console.log(
      `| ${r.name} | ${SERVERS.map(
        (which) =>
          `${Math.round(r[which].rps)}${which === 'off' ? '' : ` (${pct(r[which].rps, r.off.rps)})`}, ${Math.round(r[which].p99)} ms, ${r[which].cpu.toFixed(2)} ms${which === 'off' ? '' : ` (${pct(r[which].cpu, r.off.cpu)})`}${r[which].bad ? `, ${r[which].bad} failed` : ''}`,
      ).join(' | ')} |`,
    );
  console.log(`\nResident memory (process tree, MB) | ${SERVERS.map((which) => LABEL[which]).join(' | ')}`);
  console.log(`after warm-up | ${SERVERS.map((which) => warm[which]).join(' | ')}`);
  console.log(
    `after ${CROWD_SECONDS} s at 64 connections on mixed URLs | ${SERVERS.map((which) => `${afterCrowd[which]} (${crowdRps[which]} req/s)`).join(' | ')}`,
  );
  console.log(`after ${IDLE_SECONDS} s of rest | ${SERVERS.map((which) => rested[which]).join(' | ')}`);
  console.log(
    `\nCollector: ${collector.counts.posts} OTLP posts, ${(collector.counts.bytes / 1024 / 1024).toFixed(1)} MB of spans; ${scrapes} metrics scrapes, ${failedScrapes} failed.`,
  );
  if (jsonOut) {
    fs.mkdirSync(path.dirname(jsonOut), { recursive: true });
    fs.writeFileSync(jsonOut, JSON.stringify({ load, rows, warm, afterCrowd, rested, crowdRps, collector: collector.counts, scrapes, failedScrapes }, null, 2));
  }
  collector.close();
  stopServers();
} catch (error) {
  console.error(error);
  stopServers();
  process.exit(1);
}
