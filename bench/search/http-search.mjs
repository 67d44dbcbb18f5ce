// Throughput of the search endpoint (GET /api/search, what the header overlay calls while typing)
// on a running production build: CONCURRENCY keep-alive connections for SECONDS, queries of the
// seeded vocabulary (whole words, unfinished words as typed, typos), both languages and audiences.
// Each request carries its own X-Forwarded-For: the endpoint limits searches per visitor, and this
// stands for many visitors, not one client hammering it. Reports CMS calls made meanwhile when
// the site reaches the CMS through scripts/cms-counter.mjs (a search must make none).
//
//   WEB_URL=http://127.0.0.1:3200 CMS_COUNTER_URL=http://127.0.0.1:1345/__count node bench/search/http-search.mjs
//
// Options (environment): CONCURRENCY (32), SECONDS (10), MISS (0 | 1).
import http from 'node:http';

const WEB_URL = new URL(process.env.WEB_URL ?? 'http://127.0.0.1:3000');
const COUNTER = process.env.CMS_COUNTER_URL;
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 32);
const SECONDS = Number(process.env.SECONDS ?? 10);
// The site remembers answers until the index changes. MISS=1 writes each query in random letter
// case: the index folds case (same work, same hits) but no two requests share a remembered answer.
const MISS = process.env.MISS === '1';

// Words of the seeded catalogue and editorial content, as visitors type them.
const WORDS = {
  it: [
    'spinaci',
    'piselli',
    'fagiolini',
    'broccoli',
    'carote',
    'minestrone',
    'zuppa',
    'vellutata',
    'zucca',
    'frutti di bosco',
    'fragole',
    'mirtilli',
    'pere',
    'risotto',
    'asparagi',
    'cous cous',
    'polpette',
    'burger ceci',
    'patate',
    'rösti',
    'verdure grigliate',
    'contorno',
    'ricetta',
    'surgelati',
    'raccolta',
    'cooperativa',
    'filiera',
    'privacy',
    'catalogo',
    'legumi',
    'torta',
    'insalata',
    "l'orto",
    'dell’orto',
  ],
  en: [
    'spinach',
    'peas',
    'green beans',
    'broccoli',
    'carrots',
    'minestrone',
    'soup',
    'pumpkin',
    'berries',
    'strawberries',
    'blueberries',
    'pears',
    'risotto',
    'asparagus',
    'couscous',
    'chickpea burger',
    'potato wedges',
    'grilled vegetables',
    'recipe',
    'frozen',
    'harvest',
    'cooperative',
    'privacy',
    'catalogue',
    'tart',
  ],
};

function typo(word) {
  if (word.length < 5) return word;
  const at = 1 + Math.floor(Math.random() * (word.length - 2));
  return word.slice(0, at) + word.charAt(at + 1) + word.charAt(at) + word.slice(at + 2);
}

/** Like the overlay: whole words, words being typed (cut short), and typos. */
function query() {
  const locale = Math.random() < 0.6 ? 'it' : 'en';
  const list = WORDS[locale];
  let q = list[Math.floor(Math.random() * list.length)];
  const roll = Math.random();
  if (roll < 0.35) q = q.slice(0, Math.max(2, Math.ceil(q.length * (0.4 + Math.random() * 0.5))));
  else if (roll < 0.55) q = typo(q);
  if (MISS) q = [...q].map((c) => (Math.random() < 0.5 ? c.toUpperCase() : c)).join('');
  const mode = Math.random() < 0.7 ? 'B2C' : 'B2B';
  return `/api/search?${new URLSearchParams({ q, locale, mode }).toString()}`;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
const octet = () => Math.floor(Math.random() * 250) + 1;

function get(path) {
  return new Promise((resolve) => {
    const req = http.get(
      { host: WEB_URL.hostname, port: WEB_URL.port, path, agent, headers: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', () => resolve(0));
  });
}

async function cmsCalls() {
  if (!COUNTER) return null;
  return (await fetch(COUNTER).then((r) => r.json())).count;
}

for (let i = 0; i < 300; i += 1) await get(query()); // warm-up (JIT, connections)
const calls0 = await cmsCalls();
const latencies = [];
const statuses = new Map();
const deadline = performance.now() + SECONDS * 1000;
async function worker() {
  while (performance.now() < deadline) {
    const t0 = performance.now();
    const status = await get(query());
    latencies.push(performance.now() - t0);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
}
const started = performance.now();
await Promise.all(Array.from({ length: CONCURRENCY }, worker));
const elapsed = (performance.now() - started) / 1000;
const calls1 = await cmsCalls();
agent.destroy();

latencies.sort((a, b) => a - b);
const pct = (p) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]?.toFixed(1);
console.log(`${WEB_URL.origin}/api/search: ${CONCURRENCY} connections, ${elapsed.toFixed(1)} s${MISS ? ', every query new to the site (MISS=1)' : ''}`);
console.log(`requests ${latencies.length}, ${Math.round(latencies.length / elapsed)} req/s, p50 ${pct(50)} ms, p95 ${pct(95)} ms, p99 ${pct(99)} ms`);
console.log(`statuses ${JSON.stringify(Object.fromEntries(statuses))}, CMS calls ${calls0 === null ? 'n/a' : calls1 - calls0}`);
