// Cached catalogue pages are served without asking the CMS. The site reaches the CMS through a
// counting proxy; this file runs alone (project `quiet-cms`) so no other test adds to the count.
// Unknown input never reaches the CMS or the disk either: random paths and filter values are
// answered from the cached sets of known slugs and codes.
import fs from 'node:fs';
import path from 'node:path';
import { COUNTER_URL, expect, test } from './fixtures';

test('a cached catalogue page is served without any CMS call', async ({ request }) => {
  const counter = COUNTER_URL;
  if (!counter) throw new Error('CMS_COUNTER_URL is not set: the test command runs the site through a counting proxy');
  const count = async () => ((await (await request.get(counter)).json()) as { count: number }).count;
  const paths = [
    '/it/prodotti/verdure/spinaci-in-foglia',
    '/en/recipes/desserts/mixed-berry-tart',
    '/it/foodservice/prodotti/verdure-iqf/piselli-finissimi',
    '/it/prodotti?diets=VEGAN',
  ];
  for (const path of paths) expect((await request.get(path)).status(), `${path} (first visit)`).toBe(200);
  const before = await count();
  for (let i = 0; i < 5; i += 1) {
    for (const path of paths) expect((await request.get(path)).status(), path).toBe(200);
  }
  expect((await count()) - before, 'CMS requests while serving 20 cached pages').toBe(0);
});

const FETCH_CACHE = path.join(process.env.WEB_DIST_DIR ?? path.resolve(__dirname, '../../.next-test'), 'cache', 'fetch-cache');

function cacheEntries(): number {
  return fs.existsSync(FETCH_CACHE) ? fs.readdirSync(FETCH_CACHE).length : 0;
}

const random = () => Math.random().toString(36).slice(2, 10);

test('random paths and filter values make no CMS request and no new cache entry', async ({ request }) => {
  const counter = COUNTER_URL;
  if (!counter) throw new Error('CMS_COUNTER_URL is not set: the test command runs the site through a counting proxy');
  const count = async () => ((await (await request.get(counter)).json()) as { count: number }).count;
  // Warm what every answer needs (layout data, slug lists, filter options).
  const warm = [
    '/it/x',
    '/it/x/y',
    '/en/x/y',
    '/en/legal-area/x',
    '/it/prodotti/x',
    '/it/prodotti/verdure/x',
    '/en/recipes/x/y',
    '/it/foodservice/prodotti/x',
    '/it/news/x',
    '/it/prodotti?diets=X',
    '/it/ricette?difficulty=x',
    '/it/blog/x/y',
    '/it/landing/x',
    '/it/area-legale/x',
    '/it/press-area/x',
    '/it/foodservice/soluzioni-e-idee-su-misura/x',
  ];
  for (const url of warm) await request.get(url);
  const before = { requests: await count(), files: cacheEntries() };
  const paths: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const a = random();
    const b = random();
    paths.push(
      `/it/${a}`,
      `/en/${a}/${b}`,
      `/it/prodotti/${a}`,
      `/it/prodotti/verdure/${a}`,
      `/en/recipes/${a}/${b}`,
      `/it/foodservice/prodotti/${a}/${b}`,
      `/it/news/${a}`,
      `/it/blog/${a}/${b}`,
      `/it/landing/${a}`,
      `/en/legal-area/${a}`,
    );
  }
  for (const url of paths) expect((await request.get(url)).status(), url).toBe(404);
  for (let i = 0; i < 10; i += 1) {
    const response = await request.get(`/it/prodotti?diets=${random()}&product_lines=${random()}`);
    expect(response.status(), 'unknown filter values are ignored').toBe(200);
  }
  expect((await count()) - before.requests, 'CMS requests for 60 random URLs').toBe(0);
  expect(cacheEntries() - before.files, 'new fetch-cache entries for 60 random URLs').toBe(0);
});

test('store locator searches make no CMS request once its data is loaded', async ({ request }) => {
  const counter = COUNTER_URL;
  if (!counter) throw new Error('CMS_COUNTER_URL is not set: the test command runs the site through a counting proxy');
  const count = async () => ((await (await request.get(counter)).json()) as { count: number }).count;
  // The first locator request after the start loads stores, municipalities and products.
  const first = await request.get('/it/store-locator?cap=20135&product=broccoli-in-cimette');
  expect(first.status()).toBe(200);
  expect(await first.text()).toContain('Superstore Aurora Milano Viale Monza');
  const before = await count();
  const searches = [
    '/it/store-locator',
    '/it/store-locator?product=spinaci-in-foglia',
    // Listed CAPs, street zones of multi-CAP cities, a hamlet code, refused CAPs, an unknown product.
    '/it/store-locator?cap=00185&product=spinaci-in-foglia',
    '/it/store-locator?cap=10121&product=piselli-finissimi',
    '/it/store-locator?cap=80147&product=friarielli',
    '/it/store-locator?cap=40141&product=minestrone-14-verdure',
    '/it/store-locator?cap=47521&product=spinaci-in-foglia',
    '/it/store-locator?cap=09121&product=creatu-mix-per-wok',
    '/it/store-locator?cap=20999&product=broccoli-in-cimette',
    '/it/store-locator?cap=abcde&product=',
    `/it/store-locator?cap=20135&product=${Math.random().toString(36).slice(2, 10)}`,
    '/it/store-locator?product=friarielli&lat=41.1171&lng=16.8719',
  ];
  for (const url of searches) expect((await request.get(url)).status(), url).toBe(200);
  expect((await count()) - before, `CMS requests for ${searches.length} locator requests`).toBe(0);
});
