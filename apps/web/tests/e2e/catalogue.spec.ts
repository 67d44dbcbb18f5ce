// Catalogue: lists, categories, filters (URL, server-rendered, no-JS), pagination, details in both
// modes and languages, ratings, JSON-LD, accessibility, revalidation after publishing.
import type { Page } from '@playwright/test';
import { CMS_URL, cmsAdmin, cmsList, expect, expectAccessible, expectHydrated, jsonLd, ratingCount, test, visitorHeaders } from './fixtures';

async function resultCount(page: Page): Promise<number> {
  return Number(await page.locator('[data-results]').getAttribute('data-results'));
}

test('products: list → category → filter → detail (B2C, Italian)', async ({ page, consoleErrors }) => {
  await page.goto('/it/prodotti');
  const all = await resultCount(page);
  expect(all, 'all products listed').toBeGreaterThanOrEqual(24);
  await expectHydrated(page.locator('[data-category-link="verdure"]'));
  await page.locator('[data-category-link="verdure"]').click();
  await expect(page).toHaveURL('/it/prodotti/verdure');
  await expect.poll(() => resultCount(page), { message: 'category narrows the list' }).toBeLessThan(all);
  const inCategory = await resultCount(page);
  expect(inCategory).toBeGreaterThan(0);
  await expectHydrated(page.locator('[data-filter-form]'));
  await page.locator('input[name="product_lines"][value="BIO"]').check();
  await expect(page).toHaveURL(/product_lines=BIO/);
  await expect.poll(() => resultCount(page), { message: 'the filter narrows the list' }).toBeLessThan(inCategory);
  await page.locator('[data-product-card] a').first().click();
  await expect(page).toHaveURL(/\/it\/prodotti\/verdure\/[a-z-]+$/);
  await expect(page.locator('[data-features]')).toBeVisible();
  await expect(page.locator('[data-nutrition]'), 'nutrition table').toBeVisible();
  await expect.poll(() => page.locator('[data-cooking-methods] li').count(), { message: 'cooking methods' }).toBeGreaterThan(0);
  expect(consoleErrors, 'console errors').toEqual([]);
});

test('recipes: list → category → filter → detail (B2C, English)', async ({ page }) => {
  await page.goto('/en/recipes');
  expect(await resultCount(page), 'all recipes').toBeGreaterThanOrEqual(16);
  await expectHydrated(page.locator('[data-category-link]'));
  await page.locator('[data-category-link]').first().click();
  await expect(page).toHaveURL(/\/en\/recipes\/[a-z-]+$/);
  await expectHydrated(page.locator('[data-filter-form]'));
  await page.locator('input[name="difficulty"][value="easy"]').check();
  await expect(page).toHaveURL(/difficulty=easy/);
  await page.locator('[data-recipe-card] a').first().click();
  await expect(page).toHaveURL(/\/en\/recipes\/[a-z-]+\/[a-z-]+$/);
  await expect(page.locator('[data-ingredients] li').first()).toBeVisible();
  await expect.poll(() => page.locator('[data-steps] li').count(), { message: 'steps' }).toBeGreaterThan(0);
});

test('food service: products and recipes in both languages', async ({ page }) => {
  const lists: [string, RegExp][] = [
    ['/it/foodservice/prodotti', /\/it\/foodservice\/prodotti\/[a-z-]+\/[a-z0-9-]+$/],
    ['/en/foodservice/products', /\/en\/foodservice\/products\/[a-z-]+\/[a-z0-9-]+$/],
    ['/it/foodservice/ricette', /\/it\/foodservice\/ricette\/[a-z-]+\/[a-z0-9-]+$/],
    ['/en/foodservice/recipes', /\/en\/foodservice\/recipes\/[a-z-]+\/[a-z0-9-]+$/],
  ];
  for (const [list, detailPattern] of lists) {
    await page.goto(list);
    await expect(page.locator('[data-site-mode]'), `${list} is B2B`).toHaveAttribute('data-site-mode', 'B2B');
    expect(await resultCount(page), `${list} has results`).toBeGreaterThan(0);
    await page.locator('[data-category-link]').first().click();
    await expect(page).toHaveURL(new RegExp(`${list}/[a-z0-9-]+$`));
    await page.locator('[data-product-card] a, [data-recipe-card] a').first().click();
    await expect(page).toHaveURL(detailPattern);
  }
  await page.goto('/it/foodservice/prodotti/contorni-professionali/verdure-grigliate-professional-2-5-kg');
  await expect
    .poll(() => page.locator('[data-features]').evaluate((el) => el.getBoundingClientRect().top), {
      message: 'features prominent (above the fold) in food service',
    })
    .toBeLessThan(900);
});

test('filters reset between two category pages, and are kept from the full list', async ({ page }) => {
  await page.goto('/it/prodotti?diets=VEGAN');
  await expect(page.locator('[data-category-link="frutta"]'), 'list → category keeps filters').toHaveAttribute('href', /diets=VEGAN/);
  await page.goto('/it/prodotti/verdure?diets=VEGAN');
  await expect(page.locator('[data-active-filters]'), 'one active filter').toHaveAttribute('data-active-filters', '1');
  await page.locator('[data-category-link="frutta"]').click();
  await expect(page).toHaveURL('/it/prodotti/frutta');
  await expect(page.locator('[data-active-filters]'), 'filters reset on another category').toHaveAttribute('data-active-filters', '0');
  await page.goto('/it/ricette?diets=VEGAN&product_lines=BIO');
  await expect(page, 'recipe filters on recipe routes').toHaveURL(/diets=VEGAN/);
  await expect(page.locator('[data-filter-form]')).toBeVisible();
  await expect(page.locator('input[name="product_lines"]'), 'no product filters on recipe routes').toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('filters work without JavaScript (form submits, server renders)', async ({ page }) => {
    await page.goto('/en/products');
    const before = await resultCount(page);
    await page.locator('input[name="diets"][value="GLUTEN_FREE"]').check();
    await page.locator('[data-filter-form] button[type="submit"]').click();
    await expect(page).toHaveURL(/diets=GLUTEN_FREE/);
    const after = await resultCount(page);
    expect(after, 'filtered server-side').toBeGreaterThan(0);
    expect(after, 'filtered server-side').toBeLessThan(before);
  });

  test('rating without JavaScript: the form posts, the page confirms after the CMS stored it', async ({ page, context, request }) => {
    await context.setExtraHTTPHeaders(visitorHeaders());
    await page.goto('/en/products/fruit/blueberries');
    const documentId = await page.locator('[data-rating] input[name="product"]').inputValue();
    const before = await ratingCount(request, documentId);
    await page.locator('[data-rating] label', { hasText: /^9$/ }).click();
    await page.locator('[data-rating] button[type="submit"]').click();
    await expect(page).toHaveURL(/#rating-\w+$/);
    expect(new URL(page.url()).hash, 'outcome').toBe('#rating-stored');
    await expect(page.locator('[data-rating-nojs="stored"]'), 'confirmation shown').toBeVisible();
    expect(await ratingCount(request, documentId), 'stored in the CMS').toBe(before + 1);
  });
});

test('pagination keeps filters and marks the current page', async ({ page }) => {
  await page.goto('/it/prodotti');
  const titles = page.locator('[data-product-card] h3');
  const firstTitles = await titles.allTextContents();
  expect(firstTitles.length).toBeGreaterThan(0);
  await expectHydrated(page.locator('[data-pagination] a'));
  await page.locator('[data-pagination] a', { hasText: '2' }).first().click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator('[data-pagination] [aria-current="page"]'), 'current page marked').toHaveText('Pagina 22');
  await expect
    .poll(async () => (await titles.allTextContents()).filter((t) => firstTitles.includes(t)), { message: 'page 2 shows other products' })
    .toEqual([]);
  expect(await titles.count()).toBeGreaterThan(0);
  await page.goto('/it/prodotti?diets=VEGAN&page=2');
  await expect(page.locator('[data-pagination] a').first(), 'page links keep filters').toHaveAttribute('href', /diets=VEGAN/);
});

test('language switch on a detail page lands on the translated detail', async ({ page }) => {
  await page.goto('/it/prodotti/verdure/spinaci-in-foglia');
  await expectHydrated(page.locator('[data-language-switch="en"]'));
  await page.locator('[data-language-switch="en"]').click();
  await expect(page).toHaveURL('/en/products/vegetables/leaf-spinach');
  await page.goto('/en/foodservice/recipes/first-courses/genoese-minestrone');
  await expectHydrated(page.locator('[data-language-switch="it"]'));
  await page.locator('[data-language-switch="it"]').click();
  await expect(page).toHaveURL('/it/foodservice/ricette/primi-piatti/minestrone-alla-genovese');
});

test('rating: a vote is stored in the CMS and shown; an out-of-range vote is refused with the message', async ({ page, context, request }) => {
  await context.setExtraHTTPHeaders(visitorHeaders());
  const refused = await request.post('/api/ratings', { data: { product: 'abcdefghij1234567890abcd', vote: 11, locale: 'it' } });
  expect(refused.status(), 'vote 11 refused').toBe(400);
  expect(((await refused.json()) as { error: string }).error, 'Italian message').toBe('Il voto deve essere un valore da 1 a 10');
  const refusedEn = await request.post('/api/ratings', { data: { product: 'abcdefghij1234567890abcd', vote: 0, locale: 'en' } });
  expect(((await refusedEn.json()) as { error: string }).error, 'English message').toBe('The vote must be a value from 1 to 10');

  await page.goto('/it/prodotti/frutta/mirtilli');
  const rating = page.locator('[data-rating]');
  const documentId = await rating.locator('input[name="product"]').inputValue();
  const before = await ratingCount(request, documentId);
  await expectHydrated(rating.locator('form'));
  await rating.locator('label', { hasText: /^7$/ }).click();
  await rating.locator('button[type="submit"]').click();
  await expect(rating.locator('[role="status"]')).toHaveAttribute('data-rating-status', 'stored');
  const after = await ratingCount(request, documentId);
  expect(after, 'stored in the CMS').toBe(before + 1);
  await expect(rating.locator('[data-rating-summary]'), 'count shown on the page').toContainText(`${after} vot`);
});

test('rating: one vote per visitor; after a reload the vote is shown as theirs and a new one replaces it', async ({ page, context, request }) => {
  await context.setExtraHTTPHeaders(visitorHeaders());
  await page.goto('/it/prodotti/frutta/mirtilli');
  const rating = page.locator('[data-rating]');
  const documentId = await rating.locator('input[name="product"]').inputValue();
  const before = await ratingCount(request, documentId);
  await expectHydrated(rating.locator('form'));
  await rating.locator('label', { hasText: /^9$/ }).click();
  await rating.locator('button[type="submit"]').click();
  await expect(rating.locator('[role="status"]')).toHaveAttribute('data-rating-status', 'stored');
  expect(await ratingCount(request, documentId)).toBe(before + 1);
  await page.reload();
  await expect(rating.locator('[data-rating-mine]'), 'shown as theirs').toHaveAttribute('data-rating-mine', '9');
  await expectHydrated(rating.locator('form'));
  await rating.locator('label', { hasText: /^3$/ }).click();
  await rating.locator('button[type="submit"]').click();
  await expect(rating.locator('[data-rating-mine]')).toHaveAttribute('data-rating-mine', '3');
  expect(await ratingCount(request, documentId), 'still one vote from this visitor').toBe(before + 1);
});

test('JSON-LD: Product, Recipe and BreadcrumbList with the required properties', async ({ page }) => {
  await page.goto('/en/products/vegetables/leaf-spinach');
  const blocks = await jsonLd(page);
  const product = blocks.find((d) => d['@type'] === 'Product');
  expect(product, 'Product').toMatchObject({ name: 'Leaf spinach', brand: { name: 'Brina' } });
  expect(product?.image?.length, 'Product image').toBeGreaterThan(0);
  expect(
    blocks.filter((d) => d['@type'] === 'BreadcrumbList').map((d) => d.itemListElement?.length),
    'BreadcrumbList',
  ).toContain(4);
  await page.goto('/it/ricette/primi-piatti/risotto-piselli-e-menta');
  const recipe = (await jsonLd(page)).find((d) => d['@type'] === 'Recipe');
  expect(recipe, 'Recipe present').toBeDefined();
  for (const key of [
    'name',
    'image',
    'description',
    'recipeIngredient',
    'recipeInstructions',
    'prepTime',
    'cookTime',
    'totalTime',
    'recipeYield',
    'recipeCategory',
  ]) {
    expect(recipe?.[key], `Recipe.${key}`).toBeDefined();
  }
  expect(recipe?.prepTime, 'prepTime ISO 8601').toBe('PT10M');
  expect(recipe?.totalTime, 'totalTime ISO 8601').toBe('PT30M');
  const steps = recipe?.recipeInstructions ?? [];
  expect(steps.length).toBeGreaterThan(0);
  for (const step of steps) {
    expect(step['@type'], 'HowToStep instructions').toBe('HowToStep');
    expect(step.text, 'HowToStep text').toBeTruthy();
  }
  expect(recipe, 'no rating where none is shown').not.toHaveProperty('aggregateRating');
});

test('images: WebP from the optimizer at the widths of the layout, size set; the LCP picture preloaded with high priority, not lazy', async ({
  page,
  request,
}) => {
  await page.goto('/it/prodotti/verdure/spinaci-in-foglia');
  const img = page.locator('article img').first();
  const srcset = (await img.getAttribute('srcset')) ?? '';
  const candidates = srcset.split(',').map((c) => c.trim().split(/\s+/));
  expect(candidates.length, 'several widths').toBeGreaterThanOrEqual(4);
  for (const [url, width] of candidates) {
    // The short address of an upload (image-path.mjs), its width the candidate's.
    expect(url, 'a short picture address').toMatch(/^\/img\/\d+\/[A-Za-z0-9][A-Za-z0-9._-]*$/);
    expect(width).toMatch(/^\d+w$/);
    expect(url?.split('/')[2], 'the width in the address').toBe(width?.slice(0, -1));
  }
  await expect(img, 'width set').toHaveAttribute('width', /^[1-9]\d*$/);
  await expect(img, 'height set').toHaveAttribute('height', /^[1-9]\d*$/);
  await expect(img, 'high priority').toHaveAttribute('fetchpriority', 'high');
  expect(await img.getAttribute('loading'), 'not lazy').not.toBe('lazy');
  const preload = page.locator(`head link[rel="preload"][as="image"][imagesrcset="${srcset}"]`).first();
  await expect(preload, 'preloaded from the head with high priority').toHaveAttribute('fetchpriority', 'high');
  // A browser that takes WebP gets WebP, smaller than the CMS's own JPEG of that width.
  const [url] = candidates[1] ?? [];
  const webp = await request.get(url ?? '', { headers: { accept: 'image/webp,image/*' } });
  expect(webp.status()).toBe(200);
  expect(webp.headers()['content-type']).toBe('image/webp');
  // The same picture through the optimizer's own address: the short one is only a shorter name.
  const file = url?.split('/')[3] ?? '';
  const long = await request.get(`/_next/image?url=${encodeURIComponent(`${CMS_URL.replace(/\/$/, '')}/uploads/${file}`)}&w=${url?.split('/')[2]}&q=75`, {
    headers: { accept: 'image/webp,image/*' },
  });
  expect(long.status()).toBe(200);
  expect((await long.body()).equals(await webp.body()), 'same bytes as the optimizer').toBe(true);
  // Anything else under /img/ is not a picture: no way around the optimizer's allow-list.
  const sneaky = await request.get('/img/640/..%2F..%2Fetc%2Fpasswd');
  expect(sneaky.status(), 'not a picture').toBe(404);
  expect(sneaky.headers()['content-type']).not.toMatch(/^image\//);
  expect((await request.get(`/img/641/${file}`)).status(), 'a width the optimizer does not make').toBe(400);
  // The rest of the page waits below the fold.
  await expect(page.locator('footer img').first(), 'footer pictures load lazily').toHaveAttribute('loading', 'lazy');
});

test('nothing above the fold loads lazily, on a phone and on a wide screen', async ({ page }) => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    for (const path of ['/it', '/it/prodotti', '/it/prodotti/verdure/spinaci-in-foglia', '/it/ricette/primi-piatti/risotto-piselli-e-menta']) {
      await page.goto(path);
      const pictures = await page.locator('main img').evaluateAll((imgs) =>
        imgs.map((img) => ({
          src: img.getAttribute('src'),
          loading: img.getAttribute('loading'),
          top: img.getBoundingClientRect().top,
          visible: img.getBoundingClientRect().height > 0,
        })),
      );
      expect(pictures.length, `${viewport.width} ${path}: pictures found`).toBeGreaterThan(0);
      const above = pictures.filter((p) => p.visible && p.top < viewport.height);
      expect(
        above.filter((p) => p.loading === 'lazy'),
        `${viewport.width} ${path}`,
      ).toEqual([]);
      // The first picture of the page is the one preloaded with high priority.
      const first = page.locator('main img').first();
      await expect(first, `${viewport.width} ${path}: first picture`).toHaveAttribute('fetchpriority', 'high');
    }
  }
});

test('axe: list and detail pages', async ({ page }) => {
  // An axe check per page, several pages: past the default 2 minutes on a loaded 2-core run.
  test.setTimeout(240_000);
  for (const path of [
    '/it/prodotti',
    '/en/products/vegetables',
    '/it/prodotti/verdure/spinaci-in-foglia',
    '/en/recipes',
    '/it/ricette/dolci/crostata-ai-frutti-di-bosco',
    '/en/foodservice/products/iqf-vegetables/leaf-spinach',
  ]) {
    await page.goto(path);
    await expectAccessible(page, path);
  }
});

test('publishing a change in the CMS updates the pages in both languages within seconds', async ({ request }) => {
  const admin = await cmsAdmin(request);
  const [found] = await cmsList<{ documentId: string }>(request, '/api/products?filters[slug][$eq]=fagiolini-interi&locale=it&fields[0]=title');
  const id = found?.documentId;
  expect(id).toBeTruthy();
  const pages = { it: '/it/prodotti/verdure/fagiolini-interi', en: '/en/products/vegetables/whole-green-beans' };
  // New titles every run, so the pages cannot show them before this publication.
  const edition = Date.now().toString(36);
  const titles = { it: `Fagiolini interi extrafini ${edition}`, en: `Extra-fine whole green beans ${edition}` };
  for (const locale of ['it', 'en'] as const) {
    const html = await (await request.get(pages[locale])).text();
    expect(html, `${locale} page cached with the old title`).not.toContain(titles[locale]);
  }
  for (const locale of ['it', 'en'] as const) {
    await admin('PUT', `/collection-types/api::product.product/${id}?locale=${locale}`, { title: titles[locale] });
    await admin('POST', `/collection-types/api::product.product/${id}/actions/publish?locale=${locale}`, {});
  }
  const started = Date.now();
  for (const locale of ['it', 'en'] as const) {
    await expect
      .poll(async () => (await request.get(pages[locale])).text(), { message: `${locale} page updated`, timeout: 15_000, intervals: [300] })
      .toContain(titles[locale]);
  }
  console.log(`    (pages updated ${Date.now() - started} ms after publishing)`);
});
