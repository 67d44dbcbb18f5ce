// Benchmarks of the production topology (run by `SCALE_BENCH=1 npm run test:scale`, which starts
// it): a product page through nginx with and without the micro-cache against nginx serving a
// static file of the same bytes, in the same run; and the CMS's populated product list on
// PostgreSQL against SQLite. Prints a Markdown table and returns the numbers.
import autocannon from 'autocannon';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

async function cannon(url, headers = {}, { connections = CONNECTIONS, duration = DURATION } = {}) {
  // identity: every variant (cached page, static file, rendered page) sends the same bytes.
  const result = await autocannon({ url, connections, duration, headers: { 'accept-encoding': 'identity', ...headers } });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p95: result.latency.p97_5 ?? result.latency.p90,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
    bytes: Math.round(result.throughput.average / Math.max(1, result.requests.average)),
  };
}

/**
 * `page` is served through `nginx` (micro-cache) and `static` is the same HTML saved as a file
 * that nginx serves from disk; `bypass` headers skip the micro-cache (every request renders or
 * reads the shared cache in an instance).
 */
export async function benchPages({ pageUrl, staticUrl, directUrl }) {
  for (const url of [pageUrl, staticUrl, directUrl])
    for (let i = 0; i < 20; i += 1) await fetch(url, { headers: { 'accept-encoding': 'identity' } }).then((r) => r.arrayBuffer());
  const rows = {};
  rows.staticFile = await cannon(staticUrl);
  rows.microCache = await cannon(pageUrl);
  rows.noMicroCache = await cannon(pageUrl, { authorization: 'Bearer bench' });
  rows.oneInstanceDirect = await cannon(directUrl);
  // Again, so that a warm-up or a neighbour's burst does not decide the ratio.
  rows.staticFile2 = await cannon(staticUrl);
  rows.microCache2 = await cannon(pageUrl);
  const staticRps = (rows.staticFile.rps + rows.staticFile2.rps) / 2;
  return {
    rows,
    ratioMicroCache: ((rows.microCache.rps + rows.microCache2.rps) / 2 / staticRps).toFixed(2),
    ratioNoMicroCache: (rows.noMicroCache.rps / staticRps).toFixed(2),
  };
}

/** p50/p95 of the product list query the website sends (populated cards), sequential requests. */
export async function benchCmsList(cmsUrl, token, { requests = 300 } = {}) {
  const query =
    'locale=it&pagination[page]=1&pagination[pageSize]=12&sort[0]=title:asc&populate[images]=true&populate[b2c_category]=true&populate[b2b_category]=true&filters[b2c_category][id][$notNull]=true';
  const url = `${cmsUrl}/api/products?${query}`;
  const headers = { Authorization: `Bearer ${token}` };
  for (let i = 0; i < 20; i += 1) await fetch(url, { headers }).then((r) => r.arrayBuffer());
  const times = [];
  for (let i = 0; i < requests; i += 1) {
    const t0 = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`CMS list answered ${response.status}`);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const pct = (p) => Number(times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1));
  const loaded = await cannon(url, headers, { connections: 8, duration: 8 });
  return { p50: pct(50), p95: pct(95), rpsAt8: loaded.rps, p99At8: loaded.p99 };
}

export function markdown({ pages, lists, size }) {
  const line = (name, r) => `| ${name} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.failed} |`;
  return [
    `Product page: ${size} bytes of HTML; ${CONNECTIONS} connections, ${DURATION} s each, identity encoding.`,
    '',
    '| through nginx | req/s | p50 ms | p97.5 ms | p99 ms | failed |',
    '| --- | --- | --- | --- | --- | --- |',
    line('static file of the same size', pages.rows.staticFile),
    line('product page, micro-cache', pages.rows.microCache),
    line('product page, micro-cache bypassed (2 instances, Redis cache)', pages.rows.noMicroCache),
    line('product page, one instance without nginx', pages.rows.oneInstanceDirect),
    line('static file (second round)', pages.rows.staticFile2),
    line('product page, micro-cache (second round)', pages.rows.microCache2),
    '',
    `Ratio to the static file: **${pages.ratioMicroCache}** with the micro-cache, **${pages.ratioNoMicroCache}** without.`,
    '',
    '| CMS product list (12 populated cards) | p50 ms | p95 ms | req/s at 8 connections | p99 ms at 8 |',
    '| --- | --- | --- | --- | --- |',
    ...Object.entries(lists).map(([db, r]) => `| ${db} | ${r.p50} | ${r.p95} | ${r.rpsAt8} | ${r.p99At8} |`),
  ].join('\n');
}
