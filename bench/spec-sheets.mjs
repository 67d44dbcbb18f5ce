// Issue 26: does drawing specification sheets slow page serving? Against a running site (WEB_URL):
// 1. a product page's latency alone (sequential requests);
// 2. the same while every food-service product's sheet is drawn for the first time, in both
//    languages, 4 at a time (each sheet's own time is recorded: the drawing);
// 3. the sheets again (kept in memory: no drawing) and a tender pack of 10 sheets.
// Prints medians and p95 in milliseconds; --json FILE writes them too.
import fs from 'node:fs';

const WEB = (process.env.WEB_URL ?? 'http://127.0.0.1:3148').replace(/\/$/, '');
const PAGE = process.env.PAGE ?? '/it/foodservice/prodotti/verdure-iqf/spinaci-in-foglia';

const ms = () => performance.now();
async function timed(path) {
  const start = ms();
  const response = await fetch(WEB + path);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${response.status} ${path}`);
  return ms() - start;
}
const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { n: values.length, median: Math.round(at(0.5) * 10) / 10, p95: Math.round(at(0.95) * 10) / 10, max: Math.round(sorted.at(-1) * 10) / 10 };
};

async function pageWhile(busy) {
  const times = [];
  let running = true;
  const loop = (async () => {
    while (running) times.push(await timed(PAGE));
  })();
  await busy();
  running = false;
  await loop;
  return times;
}

const csv = await (await fetch(`${WEB}/api/foodservice/allergen-matrix?locale=it&format=csv`)).text();
// The slugs: from the matrix page's tender form (one checkbox a product).
const slugsOf = async (locale) => {
  const html = await (await fetch(`${WEB}/${locale}/foodservice/${locale === 'it' ? 'matrice-allergeni' : 'allergen-matrix'}`)).text();
  return [...html.matchAll(/name="product" value="([^"]+)"/g)].map((m) => m[1]);
};
const slugs = { it: await slugsOf('it'), en: await slugsOf('en') };
console.log(`${slugs.it.length} food-service products (${csv.split('\n').length - 2} matrix rows)`);

for (let i = 0; i < 5; i++) await timed(PAGE); // warm
const alone = await pageWhile(() => new Promise((r) => setTimeout(r, 5000)));
const drawTimes = [];
const during = await pageWhile(async () => {
  const queue = [...slugs.it.map((s) => ['it', s]), ...slugs.en.map((s) => ['en', s])];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift())
        drawTimes.push(await timed(`/api/foodservice/spec-sheet?locale=${next[0]}&product=${next[1]}`));
    }),
  );
});
const cached = [];
for (const s of slugs.it) cached.push(await timed(`/api/foodservice/spec-sheet?locale=it&product=${s}`));
const tender = await timed(
  `/api/foodservice/tender-pack?locale=it&${slugs.it
    .slice(0, 10)
    .map((s) => `product=${s}`)
    .join('&')}`,
);
const matrixPdf = await timed('/api/foodservice/allergen-matrix?locale=en&format=pdf');

const result = {
  page: PAGE,
  pageAlone: stats(alone),
  pageWhileDrawing: stats(during),
  sheetFirstRequest: stats(drawTimes),
  sheetKept: stats(cached),
  tenderPack10: Math.round(tender),
  matrixPdf: Math.round(matrixPdf),
};
console.log(JSON.stringify(result, null, 2));
const jsonAt = process.argv.indexOf('--json');
if (jsonAt > 0) fs.writeFileSync(process.argv[jsonAt + 1], JSON.stringify(result, null, 2));
