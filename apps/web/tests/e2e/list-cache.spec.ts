// Product and recipe lists are cached pages: without a query they are prerendered, and each real
// filter combination is one cached page under its canonical spelling; any other spelling (order,
// repeats, unknown keys or values, page=1) is redirected to it, so crafted URLs add no cache entry.
import { expect, test } from './fixtures';

test('a list in another spelling is redirected (308) to its canonical URL', async ({ request }) => {
  const cases: [string, RegExp][] = [
    ['/it/prodotti?diets=VEGAN&diets=GLUTEN_FREE&diets=VEGAN&utm_source=x', /\/it\/prodotti\?diets=GLUTEN_FREE&diets=VEGAN$/],
    ['/it/prodotti?diets=INVENTED', /\/it\/prodotti$/],
    ['/it/ricette?difficulty=easy&page=1', /\/it\/ricette\?difficulty=easy$/],
    ['/en/recipes?difficulty=impossible&cooking_time=short', /\/en\/recipes\?cooking_time=short$/],
  ];
  for (const [url, location] of cases) {
    const answer = await request.get(url, { maxRedirects: 0 });
    expect(answer.status(), url).toBe(308);
    expect(answer.headers().location, url).toMatch(location);
  }
});

test('lists without a query and canonical filtered lists are cached pages', async ({ request }) => {
  for (const url of [
    '/it/prodotti',
    '/it/prodotti?diets=GLUTEN_FREE&diets=VEGAN',
    '/it/ricette?difficulty=easy',
    '/it/foodservice/prodotti',
    '/en/products?diets=VEGAN',
  ]) {
    expect((await request.get(url, { maxRedirects: 0 })).status(), `${url} (first visit)`).toBe(200);
    const again = await request.get(url, { maxRedirects: 0 });
    expect(again.status(), url).toBe(200);
    // A page rendered per request answers private, no-store; a cached one may be kept by shared caches.
    expect(again.headers()['cache-control'], url).toMatch(/s-maxage=\d+/);
  }
});

test('a cached public page sets no cookie, so shared caches may keep it', async ({ request }) => {
  // The audience is recorded by the browser (ModeRecorder), never by the page's answer.
  for (const url of ['/it', '/it/foodservice', '/en/products', '/it/prodotti?diets=VEGAN', '/it/foodservice/prodotti']) {
    const answer = await request.get(url, { maxRedirects: 0, headers: { 'sec-fetch-dest': 'document' } });
    expect(answer.status(), url).toBe(200);
    expect(answer.headers()['set-cookie'], url).toBeUndefined();
  }
});

test('pages that read the query but depend on the URL alone are kept by the server', async ({ request }) => {
  // page-cache.mjs: the search, store-locator, blog and press pages; the proxy's mark stays inside.
  for (const url of ['/it/blog', '/it/store-locator?cap=20135', '/it/press-area']) {
    const first = await request.get(url, { maxRedirects: 0 });
    expect(first.status(), url).toBe(200);
    const again = await request.get(url, { maxRedirects: 0 });
    expect(again.headers()['x-brina-cache'], url).toBe('HIT');
    expect(await again.text(), url).toBe(await first.text());
    expect(again.headers()['x-brina-page-cache'], url).toBeUndefined();
  }
  // A corporate page follows the visitor's mode cookie: never kept.
  await request.get('/it/news');
  expect((await request.get('/it/news')).headers()['x-brina-cache']).toBeUndefined();
});

test('ticking filters asks for the canonical list without a redirect, and the results follow', async ({ page }) => {
  const redirects: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 308) redirects.push(r.url());
  });
  await page.goto('/it/prodotti');
  const form = page.locator('form[data-filter-form]').first();
  const boxes = form.locator('input[type="checkbox"][name="diets"]');
  const count = await boxes.count();
  expect(count, 'diet filters on the list').toBeGreaterThan(1);
  await boxes.nth(count - 1).check();
  await boxes.nth(0).check();
  await expect(page).toHaveURL(/\/it\/prodotti\?diets=[A-Z_]+&diets=[A-Z_]+$/);
  const values = new URL(page.url()).searchParams.getAll('diets');
  expect(values, 'values in canonical (sorted) order').toEqual([...values].sort());
  expect(redirects).toEqual([]);
});
