// Crafted URLs leave nothing behind (issue 33): pages past a list's last, unknown GTINs, made-up
// query keys, long values and rare filter combinations are answered (404, 308, 414 or a page
// rendered per request) without a new file in Next's caches on disk and without a page kept by
// the server. Runs in the `quiet-cms` project, alone: no other test writes to the caches meanwhile.
import fs from 'node:fs';
import path from 'node:path';
import { COUNTER_URL, expect, test } from './fixtures';

const DIST = process.env.WEB_DIST_DIR ?? path.resolve(__dirname, '../../.next-test');
const CACHES = [path.join(DIST, 'server', 'route-cache'), path.join(DIST, 'cache', 'fetch-cache')];

/** Every file of Next's caches on disk (pages rendered at run time, CMS answers). */
/**
 * The cache files once the server has finished writing: Next writes a fetch-cache entry after the
 * answer that read it has gone out, so a baseline taken at once can miss the warm-up's own file.
 */
async function settledCacheFiles(): Promise<Set<string>> {
  let last = cacheFiles();
  for (let i = 0; i < 20; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = cacheFiles();
    if (now.size === last.size) return now;
    last = now;
  }
  return last;
}

function cacheFiles(): Set<string> {
  const files = new Set<string>();
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.add(path.relative(DIST, full));
    }
  };
  for (const dir of CACHES) walk(dir);
  return files;
}

const newFiles = (before: Set<string>) => [...cacheFiles()].filter((file) => !before.has(file));

/** A valid GTIN-14 (GS1 check digit) from 13 digits. */
function gtin(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

const cmsRequests = async (request: import('@playwright/test').APIRequestContext) => {
  if (!COUNTER_URL) throw new Error('CMS_COUNTER_URL is not set: the test command runs the site through a counting proxy');
  return ((await (await request.get(COUNTER_URL)).json()) as { count: number }).count;
};

const PAST_THE_END = [
  ...Array.from({ length: 10 }, (_, i) => `/it/prodotti?page=${975 + i}`),
  ...Array.from({ length: 5 }, (_, i) => `/en/products?diets=VEGAN&page=${50 + i}`),
  ...Array.from({ length: 5 }, (_, i) => `/it/ricette?page=${99 + i}`),
  ...Array.from({ length: 5 }, (_, i) => `/it/prodotti/verdure?page=${20 + i}`),
  ...Array.from({ length: 4 }, (_, i) => `/it/foodservice/prodotti?page=${30 + i}`),
  '/it/prodotti?diets=GLUTEN_FREE&diets=VEGAN&free_from=celery&page=40',
];

test('30 list pages past the last are the 404 page and leave no file', async ({ request }) => {
  // Warm what the answers need: the lists, and the 404 page of each language and audience (one
  // page each, rendered once).
  for (const url of [
    '/it/prodotti',
    '/en/products?diets=VEGAN',
    '/it/ricette',
    '/it/prodotti/verdure',
    '/it/foodservice/prodotti',
    '/it/prodotti?page=500',
    '/en/products?page=500',
    '/it/foodservice/prodotti?page=500',
  ])
    await request.get(url);
  const before = cacheFiles();
  expect(PAST_THE_END).toHaveLength(30);
  for (const url of PAST_THE_END) {
    const answer = await request.get(url, { maxRedirects: 0 });
    expect(answer.status(), url).toBe(404);
    const html = await answer.text();
    // The 404 page's own markup (not the not-found template inside another page's RSC payload).
    expect(
      /data-not-found="true"/.test(html) && /<h1[^>]*>(Pagina non trovata|This page could not be found)<\/h1>/.test(html),
      `${url}: the site's 404 page`,
    ).toBe(true);
    expect(/Pagina \d+ di \d+|Page \d+ of \d+/.test(html), `${url}: no list page`).toBe(false);
  }
  expect(newFiles(before)).toEqual([]);
  // The last page itself is still a page.
  expect((await request.get('/it/prodotti', { maxRedirects: 0 })).status()).toBe(200);
});

test('20 unknown GTINs make no CMS request and leave no file', async ({ request }) => {
  await request.get(`/01/${gtin('0900000000000')}`);
  const before = { files: await settledCacheFiles(), requests: await cmsRequests(request) };
  for (let i = 1; i <= 20; i += 1) {
    const code = gtin(`09${String(10_000_000_000 + i * 7919).padStart(11, '0')}`);
    const answer = await request.get(`/01/${code}`, { maxRedirects: 0 });
    expect(answer.status(), code).toBe(404);
  }
  expect((await cmsRequests(request)) - before.requests, 'CMS requests for 20 unknown GTINs').toBe(0);
  expect(newFiles(before.files)).toEqual([]);
});

test('made-up query keys, long values and rare filter combinations leave no file and no kept page', async ({ request }) => {
  // Warm what the answers share (the pages themselves, filter options, allergen lists).
  const bases = [
    '/it',
    '/it/prodotti/verdure/spinaci-in-foglia',
    '/en/recipes/desserts/mixed-berry-tart',
    '/it/ricerca?q=piselli',
    '/it/prodotti',
    '/it/prodotti?free_from=celery',
    '/en/recipes?free_from=milk',
  ];
  for (const url of bases) expect((await request.get(url)).status(), url).toBe(200);
  const before = cacheFiles();
  for (let i = 0; i < 5; i += 1) {
    for (const url of [
      `/it?utm_source=news${i}&fbclid=${i}`,
      `/it/prodotti/verdure/spinaci-in-foglia?fbclid=x${i}`,
      `/en/recipes/desserts/mixed-berry-tart?ref=${i}`,
      `/it/ricerca?q=piselli&utm_campaign=${i}`,
    ]) {
      const first = await request.get(url, { maxRedirects: 0 });
      expect(first.status(), url).toBe(200);
      const again = await request.get(url, { maxRedirects: 0 });
      expect(again.headers()['x-brina-cache'], `${url} is not kept by the server`).toBeUndefined();
    }
  }
  // A long value is no filter: redirected to the list without it.
  const long = await request.get(`/it/prodotti?diets=${'A'.repeat(1500)}`, { maxRedirects: 0 });
  expect(long.status()).toBe(308);
  // Longer than any link of the site: refused before anything sees it.
  expect((await request.get(`/it/ricerca?q=${'x'.repeat(3000)}`, { maxRedirects: 0 })).status()).toBe(414);
  // More than two filter values: rendered per request, kept nowhere.
  for (const url of [
    '/it/prodotti?diets=GLUTEN_FREE&diets=VEGAN&diets=VEGETARIAN',
    '/it/prodotti?free_from=celery&free_from=eggs&free_from=fish',
    '/en/recipes?difficulty=easy&free_from=milk&free_from=nuts',
  ]) {
    const answer = await request.get(url, { maxRedirects: 0 });
    expect(answer.status(), url).toBe(200);
    expect(answer.headers()['cache-control'], url).not.toMatch(/s-maxage/);
  }
  expect(newFiles(before)).toEqual([]);
});

test('a servings number past the recipe’s most is sent to its most and leaves no file of its own', async ({ request }) => {
  // The risotto is written for 4: its page goes up to 16 servings (4 × its own).
  const risotto = '/it/ricette/primi-piatti/risotto-piselli-e-menta';
  expect((await request.get(`${risotto}?servings=16`)).status(), 'the most, rendered once').toBe(200);
  const before = cacheFiles();
  for (const asked of [17, 40, 999, 1000]) {
    const answer = await request.get(`${risotto}?servings=${asked}`, { maxRedirects: 0 });
    expect(answer.status(), `servings=${asked}`).toBe(308);
    expect(answer.headers().location, `servings=${asked}`).toMatch(/\?servings=16$/);
  }
  expect((await request.get(`${risotto}?servings=12`, { maxRedirects: 0 })).status(), 'a number in range is its own page').toBe(200);
  expect(
    newFiles(before).filter((file) => /\/-s\/(17|40|999|1000)(\.|$)/.test(file)),
    'no page kept for a number past the most',
  ).toEqual([]);
});
