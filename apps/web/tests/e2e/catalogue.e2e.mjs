// Catalogue: lists, categories, filters (URL, server-rendered, no-JS), pagination, details in both
// modes and languages, ratings, JSON-LD, accessibility, cache hits without CMS calls, revalidation.
import { CMS_URL, WEB_URL, expect, expectAccessible, expectEqual, test } from './harness.mjs';

const COUNTER_URL = process.env.CMS_COUNTER_URL;

async function jsonLd(page) {
  const blocks = await page.$$eval('script[type="application/ld+json"]', (els) => els.map((e) => e.textContent));
  return blocks.map((b) => JSON.parse(b));
}

async function resultCount(page) {
  return Number(await page.locator('[data-results]').getAttribute('data-results'));
}

test('products: list → category → filter → detail (B2C, Italian)', async ({ page, consoleErrors }) => {
  await page.goto('/it/prodotti');
  const all = await resultCount(page);
  expect(all >= 24, `all products listed (${all})`);
  await page.locator('[data-category-link="verdure"]').click();
  await page.waitForURL('**/it/prodotti/verdure');
  const inCategory = await resultCount(page);
  expect(inCategory > 0 && inCategory < all, 'category narrows the list');
  await page.locator('input[name="product_lines"][value="BIO"]').check();
  await page.waitForURL(/product_lines=BIO/);
  await page.waitForFunction((n) => Number(document.querySelector('[data-results]')?.getAttribute('data-results')) < n, inCategory);
  await page.locator('[data-product-card] a').first().click();
  await page.waitForURL(/\/it\/prodotti\/verdure\/[a-z-]+$/);
  await page.locator('[data-features]').waitFor();
  expect(await page.locator('[data-nutrition]').isVisible(), 'nutrition table');
  expect(await page.locator('[data-cooking-methods] li').count() > 0, 'cooking methods');
  expectEqual(consoleErrors, [], 'console errors');
});

test('recipes: list → category → filter → detail (B2C, English)', async ({ page }) => {
  await page.goto('/en/recipes');
  const all = await resultCount(page);
  expect(all >= 16, `all recipes (${all})`);
  await page.locator('[data-category-link]').first().click();
  await page.waitForURL(/\/en\/recipes\/[a-z-]+$/);
  await page.locator('input[name="difficulty"][value="easy"]').check();
  await page.waitForURL(/difficulty=easy/);
  await page.locator('[data-recipe-card] a').first().click();
  await page.waitForURL(/\/en\/recipes\/[a-z-]+\/[a-z-]+$/);
  await page.locator('[data-ingredients] li').first().waitFor();
  expect(await page.locator('[data-steps] li').count() > 0, 'steps');
});

test('food service: products and recipes in both languages', async ({ page }) => {
  for (const [list, detailPattern] of [['/it/foodservice/prodotti', /\/it\/foodservice\/prodotti\/[a-z-]+\/[a-z0-9-]+$/], ['/en/foodservice/products', /\/en\/foodservice\/products\/[a-z-]+\/[a-z0-9-]+$/], ['/it/foodservice/ricette', /\/it\/foodservice\/ricette\/[a-z-]+\/[a-z0-9-]+$/], ['/en/foodservice/recipes', /\/en\/foodservice\/recipes\/[a-z-]+\/[a-z0-9-]+$/]]) {
    await page.goto(list);
    expectEqual(await page.locator('[data-site-mode]').getAttribute('data-site-mode'), 'B2B', `${list} is B2B`);
    expect((await resultCount(page)) > 0, `${list} has results`);
    await page.locator('[data-category-link]').first().click();
    await page.waitForLoadState('networkidle');
    await page.locator('[data-product-card] a, [data-recipe-card] a').first().click();
    await page.waitForURL(detailPattern);
  }
  await page.goto('/it/foodservice/prodotti/contorni-professionali/verdure-grigliate-professional-2-5-kg');
  expect(await page.locator('[data-features]').evaluate((el) => el.getBoundingClientRect().top < 900), 'features prominent (above the fold) in food service');
});

test('filters reset between two category pages, and are kept from the full list', async ({ page }) => {
  await page.goto('/it/prodotti?diets=VEGAN');
  expect((await page.locator('[data-category-link="frutta"]').getAttribute('href')).includes('diets=VEGAN'), 'list → category keeps filters');
  await page.goto('/it/prodotti/verdure?diets=VEGAN');
  expectEqual(await page.locator('[data-active-filters]').getAttribute('data-active-filters'), '1', 'one active filter');
  await page.locator('[data-category-link="frutta"]').click();
  await page.waitForURL('**/it/prodotti/frutta');
  expectEqual(await page.locator('[data-active-filters]').getAttribute('data-active-filters'), '0', 'filters reset on another category');
  await page.goto('/it/ricette?diets=VEGAN&product_lines=BIO');
  expectEqual(new URL(page.url()).search.includes('diets=VEGAN'), true, 'recipe filters on recipe routes');
  expect(!(await page.locator('input[name="product_lines"]').count()), 'no product filters on recipe routes');
});

test('filters work without JavaScript (form submits, server renders)', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: WEB_URL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en/products');
  const before = await resultCount(page);
  await page.locator('input[name="diets"][value="GLUTEN_FREE"]').check();
  await page.locator('[data-filter-form] button[type="submit"]').click();
  await page.waitForURL(/diets=GLUTEN_FREE/);
  const after = await resultCount(page);
  expect(after > 0 && after < before, `filtered server-side (${before} → ${after})`);
  await context.close();
});

test('pagination keeps filters and marks the current page', async ({ page }) => {
  await page.goto('/it/prodotti');
  const firstTitles = await page.locator('[data-product-card] h3').allTextContents();
  await page.locator('[data-pagination] a', { hasText: '2' }).first().click();
  await page.waitForURL(/page=2/);
  expectEqual(await page.locator('[data-pagination] [aria-current="page"]').textContent(), 'Pagina 22', 'current page marked');
  const secondTitles = await page.locator('[data-product-card] h3').allTextContents();
  expect(secondTitles.every((t) => !firstTitles.includes(t)), 'page 2 shows other products');
  await page.goto('/it/prodotti?diets=VEGAN&page=2');
  expect((await page.locator('[data-pagination] a').first().getAttribute('href')).includes('diets=VEGAN'), 'page links keep filters');
});

test('language switch on a detail page lands on the translated detail', async ({ page }) => {
  await page.goto('/it/prodotti/verdure/spinaci-in-foglia');
  await page.locator('[data-language-switch="en"]').click();
  await page.waitForURL('**/en/products/vegetables/leaf-spinach');
  await page.goto('/en/foodservice/recipes/first-courses/genoese-minestrone');
  await page.locator('[data-language-switch="it"]').click();
  await page.waitForURL('**/it/foodservice/ricette/primi-piatti/minestrone-alla-genovese');
});

// Each rating test is its own visitor for the per-visitor rate limit.
const visitorHeaders = () => ({ 'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });

test('rating: a vote is stored in the CMS and shown; an out-of-range vote is refused with the message', async ({ page, context }) => {
  await context.setExtraHTTPHeaders(visitorHeaders());
  const refused = await fetch(`${WEB_URL}/api/ratings`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ product: 'abcdefghij1234567890abcd', vote: 11, locale: 'it' }) });
  expectEqual(refused.status, 400, 'vote 11 refused');
  expectEqual((await refused.json()).error, 'Il voto deve essere un valore da 1 a 10', 'Italian message');
  const refusedEn = await fetch(`${WEB_URL}/api/ratings`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ product: 'abcdefghij1234567890abcd', vote: 0, locale: 'en' }) });
  expectEqual((await refusedEn.json()).error, 'The vote must be a value from 1 to 10', 'English message');

  await page.goto('/it/prodotti/frutta/mirtilli', { waitUntil: 'networkidle' });
  const documentId = await page.locator('[data-rating] input[name="product"]').inputValue();
  const before = (await fetch(`${CMS_URL}/api/product-ratings/summary?product=${documentId}`).then((r) => r.json())).data.count;
  await page.locator('[data-rating] label', { hasText: /^7$/ }).click();
  await page.locator('[data-rating] button[type="submit"]').click();
  await page.locator('[data-rating-status="stored"]').waitFor();
  const after = (await fetch(`${CMS_URL}/api/product-ratings/summary?product=${documentId}`).then((r) => r.json())).data;
  expectEqual(after.count, before + 1, 'stored in the CMS');
  expect((await page.locator('[data-rating-summary]').textContent()).includes(`${after.count} vot`), 'count shown on the page');
});

test('rating without JavaScript: the form posts, the page confirms after the CMS stored it', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: WEB_URL, javaScriptEnabled: false, extraHTTPHeaders: visitorHeaders() });
  const page = await context.newPage();
  await page.goto('/en/products/fruit/blueberries');
  const documentId = await page.locator('[data-rating] input[name="product"]').inputValue();
  const before = (await fetch(`${CMS_URL}/api/product-ratings/summary?product=${documentId}`).then((r) => r.json())).data.count;
  await page.locator('[data-rating] label', { hasText: /^9$/ }).click();
  await page.locator('[data-rating] button[type="submit"]').click();
  await page.waitForURL(/#rating-\w+$/);
  expect(page.url().endsWith('#rating-stored'), `outcome ${page.url()}`);
  expect(await page.locator('[data-rating-nojs="stored"]').isVisible(), 'confirmation shown');
  const after = (await fetch(`${CMS_URL}/api/product-ratings/summary?product=${documentId}`).then((r) => r.json())).data.count;
  expectEqual(after, before + 1, 'stored in the CMS');
  await context.close();
});

test('JSON-LD: Product, Recipe and BreadcrumbList with the required properties', async ({ page }) => {
  await page.goto('/en/products/vegetables/leaf-spinach');
  const product = (await jsonLd(page)).find((d) => d['@type'] === 'Product');
  expect(product && product.name === 'Leaf spinach' && product.image.length > 0 && product.brand.name === 'Brina', 'Product');
  expect((await jsonLd(page)).some((d) => d['@type'] === 'BreadcrumbList' && d.itemListElement.length === 4), 'BreadcrumbList');
  await page.goto('/it/ricette/primi-piatti/risotto-piselli-e-menta');
  const recipe = (await jsonLd(page)).find((d) => d['@type'] === 'Recipe');
  expect(recipe, 'Recipe present');
  for (const key of ['name', 'image', 'description', 'recipeIngredient', 'recipeInstructions', 'prepTime', 'cookTime', 'totalTime', 'recipeYield', 'recipeCategory']) expect(recipe[key] !== undefined, `Recipe.${key}`);
  expectEqual(recipe.prepTime, 'PT10M', 'prepTime ISO 8601');
  expectEqual(recipe.totalTime, 'PT30M', 'totalTime ISO 8601');
  expect(recipe.recipeInstructions.every((s) => s['@type'] === 'HowToStep' && s.text), 'HowToStep instructions');
  expect(!('aggregateRating' in recipe), 'no rating where none is shown');
});

test('images: CMS responsive formats as srcset with width and height; hero image high priority', async ({ page }) => {
  await page.goto('/it/prodotti/verdure/spinaci-in-foglia');
  const img = page.locator('article img').first();
  expect((await img.getAttribute('srcset')).match(/\/uploads\/(small|medium|large)_/), 'breakpoint-prefixed formats in srcset');
  expect(Number(await img.getAttribute('width')) > 0 && Number(await img.getAttribute('height')) > 0, 'size set');
  expectEqual(await img.getAttribute('fetchpriority'), 'high', 'high priority');
});

test('axe: list and detail pages', async ({ page }) => {
  for (const path of ['/it/prodotti', '/en/products/vegetables', '/it/prodotti/verdure/spinaci-in-foglia', '/en/recipes', '/it/ricette/dolci/crostata-ai-frutti-di-bosco', '/en/foodservice/products/iqf-vegetables/leaf-spinach']) {
    await page.goto(path);
    await expectAccessible(page, path);
  }
});

test('a cached catalogue page is served without any CMS call', async () => {
  if (!COUNTER_URL) throw new Error('CMS_COUNTER_URL is not set: the test command runs the site through a counting proxy');
  const paths = ['/it/prodotti/verdure/spinaci-in-foglia', '/en/recipes/desserts/mixed-berry-tart', '/it/foodservice/prodotti/verdure-iqf/piselli-finissimi', '/it/prodotti?diets=VEGAN'];
  for (const p of paths) await fetch(WEB_URL + p);
  const count = async () => (await fetch(COUNTER_URL).then((r) => r.json())).count;
  const before = await count();
  for (let i = 0; i < 5; i += 1) for (const p of paths) expectEqual((await fetch(WEB_URL + p)).status, 200, p);
  expectEqual((await count()) - before, 0, 'CMS requests while serving 20 cached pages');
});

test('publishing a change in the CMS updates the pages in both languages within seconds', async () => {
  const login = await fetch(`${CMS_URL}/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'admin@brina.local', password: 'BrinaDemo2026!' }) }).then((r) => r.json());
  const jwt = login.data.token;
  const admin = (path, method, body) => fetch(`${CMS_URL}/content-manager${path}`, { method, headers: { Authorization: `Bearer ${jwt}`, 'Content-Type': 'application/json' }, body: body ? JSON.stringify(body) : undefined }).then((r) => r.json());
  const found = await fetch(`${CMS_URL}/api/products?filters[slug][$eq]=fagiolini-interi&locale=it&fields[0]=title`).then((r) => r.json());
  const id = found.data[0].documentId;
  const pages = { it: '/it/prodotti/verdure/fagiolini-interi', en: '/en/products/vegetables/whole-green-beans' };
  for (const p of Object.values(pages)) await fetch(WEB_URL + p);
  const titles = { it: 'Fagiolini interi extrafini', en: 'Extra-fine whole green beans' };
  for (const locale of ['it', 'en']) {
    await admin(`/collection-types/api::product.product/${id}?locale=${locale}`, 'PUT', { title: titles[locale] });
    await admin(`/collection-types/api::product.product/${id}/actions/publish?locale=${locale}`, 'POST', {});
  }
  const started = Date.now();
  for (const locale of ['it', 'en']) {
    let html = '';
    while (Date.now() - started < 15_000) {
      html = await fetch(WEB_URL + pages[locale]).then((r) => r.text());
      if (html.includes(titles[locale])) break;
      await new Promise((r) => setTimeout(r, 300));
    }
    expect(html.includes(titles[locale]), `${locale} page updated`);
  }
  console.log(`    (pages updated ${Date.now() - started} ms after publishing)`);
});
