// Hostile and odd input never makes the site fail: a bounded fuzz of every site endpoint, malformed
// encodings, non-JSON bodies; security headers on every answer (error pages included); one site
// name per title; related items stay in the page's audience.
import { expect, test } from './fixtures';

// A small deterministic generator: the same run every time, so a failure can be replayed.
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
}

const PIECES = [
  'prodotti',
  'products',
  'foodservice',
  'ricette',
  'news',
  'blog',
  'x',
  '..',
  '.',
  '%2e%2e',
  '%E0%A4%A',
  '%',
  '%00',
  '%ZZ',
  '%C3%A8',
  'è',
  '💥',
  '<script>',
  "'",
  '"',
  ';',
  'a'.repeat(300),
  ' ',
  '%20',
  '~',
  '[slug]',
  '(b2c)',
  'b2c',
  'b2b',
  'corporate',
  'api',
  '_next',
  '?',
  '#',
];
const PARAMS = ['diets', 'page', 'product_lines', 'difficulty', 'cooking_time', 'creatu', 'q', 'to', 'path', 'secret', 'slug', 'locale', 'mode'];
const VALUES = [
  'VEGAN',
  '-1',
  '0',
  '1e9',
  'NaN',
  '%',
  '%E0%A4%A',
  '<img src=x onerror=alert(1)>',
  'a'.repeat(2100),
  '',
  '\u0000',
  '../../etc/passwd',
  '//evil.example',
  'https://evil.example',
  'it',
  'en',
  'B2B',
];
const ENDPOINTS = [
  '/api/ratings',
  '/api/language',
  '/api/preview',
  '/api/exit-preview',
  '/api/revalidate',
  '/api/search',
  '/api/contact',
  '/api/newsletter',
  '/api/careers',
];
const BODIES = [
  '{',
  'null',
  '[]',
  '"x"',
  '{"vote": "a"}',
  '{"product": {"$ne": null}, "vote": 5}',
  'vote=11&product=x',
  '\u0000\u0001',
  'a'.repeat(20_000),
  '{"data": {"__proto__": {"x": 1}}}',
];
const TYPES = [
  'application/json',
  'application/x-www-form-urlencoded',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  '',
];

test('fuzz: 2,000 generated requests to every site endpoint, none answers 5xx or hangs', async ({ request }) => {
  test.setTimeout(600_000);
  const { next, pick } = generator(20261122);
  const failures: string[] = [];
  const one = async (i: number) => {
    const kind = next();
    let label = '';
    try {
      let response;
      if (kind < 0.55) {
        const depth = 1 + Math.floor(next() * 4);
        const path = `${pick(['/it', '/en', '/fr', ''])}/${Array.from({ length: depth }, () => pick(PIECES)).join('/')}`;
        const query = next() < 0.5 ? `?${pick(PARAMS)}=${pick(VALUES)}&${pick(PARAMS)}=${pick(VALUES)}` : '';
        label = `GET ${path}${query}`;
        response = await request.get(`${path}${query}`, {
          timeout: 15_000,
          maxRedirects: 0,
          headers: next() < 0.3 ? { 'Accept-Language': pick(['*', 'zz', 'it;q=x']), RSC: '1', 'Next-Router-State-Tree': pick(['x', '%', '[]']) } : {},
        });
      } else if (kind < 0.8) {
        const path = `${pick(ENDPOINTS)}?${pick(PARAMS)}=${encodeURIComponent(pick(VALUES))}`;
        label = `GET ${path}`;
        response = await request.get(path, { timeout: 15_000, maxRedirects: 0 });
      } else {
        const path = pick(ENDPOINTS);
        const type = pick(TYPES);
        label = `POST ${path} (${type})`;
        response = await request.post(path, { timeout: 15_000, maxRedirects: 0, data: pick(BODIES), headers: type ? { 'Content-Type': type } : {} });
      }
      if (response.status() >= 500) failures.push(`${response.status()} ${label}`);
    } catch (error) {
      failures.push(`no answer (${error instanceof Error ? error.message.split('\n')[0] : String(error)}) ${label} #${i}`);
    }
  };
  const total = 2000;
  let index = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (index < total) await one(index++);
    }),
  );
  expect(failures, 'requests answered 5xx or not at all').toEqual([]);
});

test('a malformed percent-encoding is a 404, a non-JSON rating body a clear 400', async ({ request }) => {
  for (const path of ['/it/prodotti/%E0%A4%A', '/it/%E0%A4%A', '/en/recipes/%ZZ/x', '/it/news/%']) expect((await request.get(path)).status(), path).toBe(404);
  const broken = await request.post('/api/ratings', { data: '{not json', headers: { 'Content-Type': 'application/json' } });
  expect(broken.status()).toBe(400);
  expect(((await broken.json()) as { error: string }).error).toMatch(/JSON/);
});

test('security headers on pages, error pages, API answers and redirects', async ({ request }) => {
  for (const path of ['/it', '/it/nessuna-pagina', '/api/language?to=xx', '/']) {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    expect(headers['content-security-policy'], `${path}: CSP`).toContain("default-src 'self'");
    expect(headers['x-content-type-options'], `${path}: nosniff`).toBe('nosniff');
    expect(headers['referrer-policy'], `${path}: referrer policy`).toBeTruthy();
  }
});

const TITLED = [
  '/it',
  '/en/foodservice',
  '/it/prodotti',
  '/it/prodotti/verdure',
  '/it/prodotti/verdure/spinaci-in-foglia',
  '/en/recipes',
  '/en/recipes/desserts/mixed-berry-tart',
  '/it/blog',
  '/it/news',
  '/it/press-area',
  '/it/download',
  '/en/manifest',
  '/it/chi-siamo',
  '/it/foodservice/chef-in-linea',
  '/it/nessuna-pagina',
];

test('every page type has a title with the site name once', async ({ request }) => {
  for (const path of TITLED) {
    const html = await (await request.get(path)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(title, `${path}: title`).not.toBe('');
    expect(title.match(/Brina/g)?.length ?? 0, `${path}: "${title}" names the site once`).toBeLessThanOrEqual(1);
  }
});

test('related recipes and products stay in the page audience', async ({ page }) => {
  const pages = [
    '/en/foodservice/products/iqf-vegetables/leaf-spinach',
    '/en/products/soups/pumpkin-veloute',
    '/it/prodotti/verdure/spinaci-in-foglia',
    '/it/foodservice/ricette',
  ];
  for (const path of pages) {
    await page.goto(path);
    const audiencePrefix = path.includes('/foodservice') ? /^\/(it|en)\/foodservice\// : /^\/(it|en)\/(?!foodservice)/;
    const links = await page
      .locator('#related-title ~ * a[href], [data-recipe-card] a[href], [data-product-card] a[href]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    for (const href of links) expect(href, `${path} links ${href}`).toMatch(audiencePrefix);
  }
});
