// Requests per second of a few pages of a running site (production build), with N concurrent
// connections for T seconds each, and how many CMS API calls were made meanwhile (when the site
// reaches the CMS through scripts/cms-counter.mjs).
//
//   WEB_URL=http://127.0.0.1:3100 CMS_COUNTER_URL=http://127.0.0.1:1345/__count node bench/http-rps.mjs
const WEB_URL = (process.env.WEB_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const COUNTER = process.env.CMS_COUNTER_URL;
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 16);
const SECONDS = Number(process.env.SECONDS ?? 10);
const PAGES = (process.env.PAGES ?? '/it,/it/prodotti/verdure/spinaci-in-foglia,/en/recipes/first-courses/pea-and-mint-risotto,/it/prodotti?diets=VEGAN').split(
  ',',
);

async function cmsCalls() {
  if (!COUNTER) return null;
  return (await fetch(COUNTER).then((r) => r.json())).count;
}

async function measure(path) {
  const url = WEB_URL + path;
  for (let i = 0; i < 20; i += 1) await fetch(url).then((r) => r.arrayBuffer()); // warm the cache
  const calls0 = await cmsCalls();
  const latencies = [];
  let errors = 0;
  const deadline = Date.now() + SECONDS * 1000;
  async function worker() {
    while (Date.now() < deadline) {
      const t0 = performance.now();
      try {
        const response = await fetch(url);
        await response.arrayBuffer();
        if (response.status !== 200) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const calls1 = await cmsCalls();
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]?.toFixed(1);
  return {
    path,
    requests: latencies.length,
    rps: Math.round(latencies.length / SECONDS),
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    errors,
    cmsCalls: calls0 === null ? 'n/a' : calls1 - calls0,
  };
}

console.log(`${WEB_URL}: ${CONCURRENCY} connections, ${SECONDS} s per page`);
const rows = [];
for (const path of PAGES) rows.push(await measure(path));
console.log('| page | requests | req/s | p50 ms | p95 ms | p99 ms | errors | CMS calls |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of rows) console.log(`| ${r.path} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} | ${r.cmsCalls} |`);
