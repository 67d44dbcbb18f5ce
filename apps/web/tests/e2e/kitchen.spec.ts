// In the kitchen (issue 25): servings in the URL (reload, print, no JavaScript), recipe ratings in
// the page and its JSON-LD.
import type { Page } from '@playwright/test';
import { cmsList, expect, expectAccessible, expectHydrated, jsonLd, ratingCount, test, visitorHeaders } from './fixtures';

const RISOTTO = '/it/ricette/primi-piatti/risotto-piselli-e-menta';
const rice = (page: import('@playwright/test').Page) => page.locator('[data-ingredients] li', { hasText: 'Riso Carnaroli' }).locator('[data-quantity]');

test("the recipe intro names no number of people, and the time it promises is the recipe's", async ({ page }) => {
  await page.goto(`${RISOTTO}?servings=6`);
  const header = page.locator('[data-recipe] header');
  await expect(header).not.toContainText('persone');
  await page.goto('/it/ricette/contorni/fagiolini-all-aglio-e-mandorle');
  const total = (await page.locator('[data-recipe-facts] div', { hasText: 'Tempo totale' }).locator('dd').innerText()).replace(' min', '');
  await expect(header).toContainText(`Pronta in ${total} minuti`);
  await expect(header).not.toContainText('dieci minuti');
});

test('print: the ingredient card and each step stay whole, the picture is small, the footer names Brina and the page', async ({ page }) => {
  await page.goto(RISOTTO);
  await page.emulateMedia({ media: 'print' });
  const card = page.locator('section[aria-labelledby="ingredients-title"]');
  expect(await card.evaluate((el) => getComputedStyle(el).breakInside), 'the ingredient card is not split').toBe('avoid');
  expect(
    await page
      .locator('[data-steps] li')
      .first()
      .evaluate((el) => getComputedStyle(el).breakInside),
  ).toBe('avoid');
  const cover = await page.locator('[data-recipe] > div').first().locator('img').boundingBox();
  expect(cover?.height ?? Infinity, 'a small picture').toBeLessThanOrEqual(200);
  await expect(page.locator('[data-print-footer]')).toBeVisible();
  await expect(page.locator('[data-print-footer]')).toContainText(`Brina`);
  await expect(page.locator('[data-print-footer]')).toContainText(RISOTTO);
  // Two A4 pages at most for a recipe of this size.
  const pdf = await page.pdf({ format: 'A4' });
  const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  expect(pages, 'printed pages').toBeLessThanOrEqual(2);
});

test('servings: 8 instead of 4 doubles "320 g" to "640 g", and the number survives reload and print', async ({ page }) => {
  await page.goto(RISOTTO);
  await expect(rice(page)).toHaveText('320 g');
  await page.locator('#servings-input').fill('8');
  await page.locator('[data-servings-form] button[type="submit"]').click();
  await expect(page).toHaveURL(`${RISOTTO}?servings=8`);
  await expect(rice(page)).toHaveText('640 g');
  await expect(page.locator('[data-ingredients] li', { hasText: 'Piselli' }).locator('[data-quantity]')).toHaveText('600 g');
  await expect(page.locator('[data-ingredients] li', { hasText: 'Brodo' }).locator('[data-quantity]')).toHaveText('2 l');
  await page.reload();
  await expect(rice(page)).toHaveText('640 g');
  await expect(page.locator('[data-servings-note]')).toHaveText('Dosi per 8 porzioni');
  await expectAccessible(page, 'recipe at 8 servings');
  // With JavaScript the + link moves in place, keeping the URL the source of truth.
  await expectHydrated(page.locator('[data-servings-step="1"]'));
  await page.locator('[data-servings-step="1"]').click();
  await expect(page).toHaveURL(`${RISOTTO}?servings=9`);
  await expect(rice(page)).toHaveText('720 g');
  await expect(page.locator('#servings-input')).toHaveValue('9');
  await page.emulateMedia({ media: 'print' });
  await expect(rice(page), 'print keeps the servings').toHaveText('720 g');
  await expect(page.locator('[data-servings-form]'), 'no control in print').toBeHidden();
  await expect(page.locator('[data-header]'), 'no navigation in print').toBeHidden();
});

test('servings: any other spelling of the query is redirected to the canonical one', async ({ request }) => {
  for (const [query, location] of [
    ['?servings=08', `${RISOTTO}?servings=8`],
    ['?servings=8&utm=x', `${RISOTTO}?servings=8`],
    ['?servings=abc', RISOTTO],
    ['?servings=0', RISOTTO],
  ]) {
    const answer = await request.get(`${RISOTTO}${query}`, { maxRedirects: 0 });
    expect(answer.status(), query).toBe(308);
    expect(new URL(answer.headers().location ?? '', 'http://x').pathname + new URL(answer.headers().location ?? '', 'http://x').search, query).toBe(location);
  }
  // Beyond 4 × the recipe the page shows its largest number.
  const big = await request.get(`${RISOTTO}?servings=500`);
  expect(big.status()).toBe(200);
  expect(await big.text()).toContain('data-servings="16"');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('servings: the − link and the form work as plain links and a GET form', async ({ page }) => {
    await page.goto(RISOTTO);
    await page.locator('[data-servings-step="-1"]').click();
    await expect(page).toHaveURL(`${RISOTTO}?servings=3`);
    await expect(rice(page)).toHaveText('240 g');
    await expect(page.locator('[data-ingredients] li', { hasText: 'Scalogno' }).locator('[data-quantity]')).toHaveText('¾');
  });
});

test('recipe rating: a vote shows in the average, on the card and in the Recipe JSON-LD', async ({ page, context, request }) => {
  await context.setExtraHTTPHeaders(visitorHeaders());
  const path = '/en/recipes/main-courses/spinach-frittata';
  await page.goto(path);
  const rating = page.locator('[data-rating]');
  await expect(rating.locator('h2')).toHaveText('Rate this recipe');
  const documentId = await rating.locator('input[name="recipe"]').inputValue();
  const before = await ratingCount(request, documentId, 'recipe');
  await expectHydrated(rating.locator('form'));
  await rating.locator('label', { hasText: /^8$/ }).click();
  await rating.locator('button[type="submit"]').click();
  await expect(rating.locator('[role="status"]')).toHaveAttribute('data-rating-status', 'stored');
  expect(await ratingCount(request, documentId, 'recipe'), 'stored in the CMS').toBe(before + 1);
  await expect(rating.locator('[data-rating-summary]')).toContainText(`${before + 1} vote`);
  await expect
    .poll(
      async () => {
        await page.reload();
        const recipe = (await jsonLd(page)).find((d) => d['@type'] === 'Recipe');
        return (recipe?.aggregateRating as { ratingCount?: number } | undefined)?.ratingCount;
      },
      { message: 'aggregateRating in the JSON-LD' },
    )
    .toBe(before + 1);
  // The list may have been rendering when the vote came (the recipe page prefetches it): the site
  // expires it again once that render has ended (expireTags), so it shows the vote within seconds.
  await expect
    .poll(
      async () => {
        await page.goto('/en/recipes/main-courses');
        return page
          .locator('[data-recipe-card]', { hasText: 'Spinach frittata' })
          .locator('[data-card-rating]')
          .textContent({ timeout: 1000 })
          .catch(() => null);
      },
      { message: 'the card shows the vote' },
    )
    .toContain(`(${before + 1} vote`);
});

test("cook mode: a step lists its own part of an ingredient, scaled; the recipe's cooking time is a timer", async ({ page }) => {
  await page.goto(`${RISOTTO}?servings=8`);
  const open = page.locator('[data-cook-mode-open]');
  await expectHydrated(open);
  await open.click();
  const dialog = page.getByRole('dialog', { name: /Modalità cucina/ });
  // "Frulla metà dei piselli con un mestolo di brodo": 150 g of the 300 g at 4 servings, 300 g at 8.
  await expect(dialog.locator('[data-cook-ingredients]')).toContainText('300 g');
  await expect(dialog.locator('[data-cook-ingredients]')).toContainText('2 mestoli');
  await expect(dialog.locator('[data-cook-ingredients]')).not.toContainText('600 g');
  await page.keyboard.press('ArrowRight');
  // No step names a time: the recipe's 20 minutes of cooking are offered where it cooks.
  await expect(dialog.getByRole('button', { name: 'Avvia il timer di 20 minuti di cottura' })).toBeVisible();
});

test('cook mode: one step at a time by keyboard, two timers at once, the wake lock held and released', async ({ page }) => {
  // A stand-in for the Screen Wake Lock API that counts requests and releases.
  await page.addInitScript(() => {
    const calls = { requested: 0, released: 0 };
    Object.assign(window, { __wake: calls });
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: async () => {
          calls.requested += 1;
          const sentinel = {
            released: false,
            release: async () => {
              if (!sentinel.released) calls.released += 1;
              sentinel.released = true;
            },
          };
          return sentinel;
        },
      },
    });
  });
  await page.clock.install();
  await page.goto('/en/recipes/main-courses/baked-vegetable-balls-in-tomato-sauce');
  const open = page.locator('[data-cook-mode-open]');
  await expectHydrated(open);
  await open.click();
  const dialog = page.getByRole('dialog', { name: /Cook mode/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[data-cook-step]')).toHaveAttribute('data-cook-step', '1');
  await expect(dialog.locator('[data-cook-ingredients]')).toContainText('Tomato passata');
  await expect.poll(() => page.evaluate(() => (window as unknown as { __wake: { requested: number } }).__wake.requested)).toBe(1);
  await expect(dialog.locator('[data-wake-lock]')).toHaveAttribute('data-wake-lock', 'on');
  await expectAccessible(page, 'cook mode');

  await dialog.getByRole('button', { name: 'Start a 10 minutes timer' }).click();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.locator('[data-cook-step]')).toHaveAttribute('data-cook-step', '3');
  await dialog.getByRole('button', { name: 'Start a 15 minutes timer' }).click();
  await expect(dialog.locator('[data-cook-timer="running"]')).toHaveCount(2);
  await page.clock.runFor('10:01');
  await expect(dialog.locator('[data-cook-timer="done"]')).toHaveCount(1);
  await expect(dialog.locator('[data-cook-alert]')).toHaveText("Time's up: step 1, 10 minutes.");
  await page.clock.runFor('05:00');
  await expect(dialog.locator('[data-cook-timer="done"]')).toHaveCount(2);
  await expect(dialog.locator('[data-cook-alert]')).toHaveText("Time's up: step 3, 15 minutes.");
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.locator('[data-cook-step]')).toHaveAttribute('data-cook-step', '2');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open, 'focus back on the button').toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { __wake: { released: number } }).__wake.released), 'wake lock released').toBe(1);
});

test('shopping list: a recipe added at 4, then again at 12 servings, is kept once at 12 (1 pack of peas); header count; tick, remove, add by hand, share, print', async ({
  page,
  context,
  browser,
}) => {
  await page.goto(RISOTTO);
  const add = page.locator('[data-add-to-list]');
  await expectHydrated(add);
  await add.click();
  await expect(page.locator('[data-add-to-list-status]')).toHaveAttribute('data-add-to-list-status', 'added');
  await expect(page.locator('[data-list-link]'), 'the header counts the entry').toHaveAttribute('data-list-count', '1');
  await page.goto(`${RISOTTO}?servings=12`);
  await expectHydrated(page.locator('[data-add-to-list]'));
  await page.locator('[data-add-to-list]').click();
  await expect(page.locator('[data-add-to-list-status]'), 'the same recipe is replaced, and it says so').toHaveAttribute('data-add-to-list-status', 'replaced');
  await expect(page.locator('[data-list-link]')).toHaveAttribute('data-list-count', '1');
  await page.locator('[data-open-list]').click();
  await expect(page).toHaveURL('/it/lista-della-spesa');

  const list = page.locator('[data-shopping-list]');
  await expect(list.locator('[data-list-recipes] li')).toHaveCount(1);
  const peas = list.locator('[data-list-row^="p:"]').filter({ hasText: 'Piselli finissimi' });
  // 900 g of peas (12 servings) in packs of 1 kg (the seeded net weight): 1 pack, 100 g left over.
  await expect(peas.locator('label')).toHaveText('1 confezione da 1 kg · Piselli finissimi');
  await expect(peas.locator('[data-pack-detail]')).toHaveText('Ti servono 900 g: ne avanzano 100 g.');
  await expect(peas.locator('[data-store-link]')).toHaveAttribute('href', '/it/store-locator?product=piselli-finissimi');
  await expect(list.locator('[data-list-row="i:riso carnaroli"] label')).toHaveText('960 g · Riso Carnaroli');
  await expect(list.locator('[data-list-row="i:brodo vegetale"] label')).toHaveText('3 l · Brodo vegetale');

  await peas.getByRole('checkbox').check();
  await expect(peas).toHaveAttribute('data-ticked', 'true');
  await list.locator('[data-list-row="i:scalogno"]').getByRole('button').click();
  await expect(list.locator('[data-list-row="i:scalogno"]')).toHaveCount(0);
  await page.getByLabel('Aggiungi a mano').fill('Limoni');
  await page.getByRole('button', { name: 'Aggiungi', exact: true }).click();
  await expect(list.locator('[data-list-row^="m:"] label')).toHaveText('Limoni');
  await page.reload();
  await expect(list.locator('[data-list-row^="m:"] label'), 'kept in the browser').toHaveText('Limoni');
  await expect(peas).toHaveAttribute('data-ticked', 'true');
  await expectAccessible(page, 'shopping list');

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.locator('[data-list-share]').click();
  const link = await page.locator('[data-share-url]').inputValue();
  const other = await browser.newContext();
  const shared = await other.newPage();
  await shared.goto(link);
  await expect(shared.locator('[data-shared-list]')).toBeVisible();
  await expect(shared.locator('[data-list-row^="p:"] label')).toHaveText('1 confezione da 1 kg · Piselli finissimi');
  await expect(shared.locator('[data-list-row^="m:"] label')).toHaveText('Limoni');
  await other.close();

  await page.emulateMedia({ media: 'print' });
  await expect(list.locator('[data-list-add]'), 'no form in print').toBeHidden();
  await expect(page.locator('[data-header]'), 'no navigation in print').toBeHidden();
  await expect(peas.locator('label')).toBeVisible();
});

test('offline: a recipe opened before opens with its steps, the list is there, the indicator says what is not; what is kept can be cleared', async ({
  page,
  context,
}) => {
  const kept = (url: string) =>
    page.evaluate(async (href) => {
      for (const name of await caches.keys()) if (await (await caches.open(name)).match(href)) return true;
      return false;
    }, url);
  await page.goto(RISOTTO);
  const add = page.locator('[data-add-to-list]');
  await expectHydrated(add);
  await add.click();
  // The list's code is fetched on the click: leaving before it has stored the recipe would lose it.
  await expect(page.locator('[data-add-to-list-status]')).toHaveAttribute('data-add-to-list-status', 'added');
  await expect.poll(() => kept(page.url()), { message: 'the recipe is kept by the service worker' }).toBe(true);
  await page.goto('/it/lista-della-spesa');
  await expect(page.locator('[data-list-row^="p:"]')).toHaveCount(1);
  await expect.poll(() => kept(page.url()), { message: 'the list page is kept' }).toBe(true);

  await context.setOffline(true);
  await page.goto(RISOTTO);
  await expect(page.locator('[data-steps] li')).toHaveCount(4);
  await expect(page.getByText('Sei offline: le ricette che hai aperto')).toBeVisible();
  await page.goto('/it/lista-della-spesa');
  await expect(page.locator('[data-list-row^="p:"] label')).toHaveText('1 confezione da 1 kg · Piselli finissimi');
  await page.goto('/it/prodotti/verdure/spinaci-in-foglia');
  await expect(page.getByRole('heading', { name: 'Sei offline' }), 'a page never opened: the offline page').toBeVisible();
  await context.setOffline(false);

  await page.goto('/it/lista-della-spesa');
  await expect(page.locator('[data-offline-pages] li')).toContainText(['Risotto piselli e menta']);
  await page.locator('[data-offline-clear]').click();
  await expect(page.locator('[data-offline-pages]')).toHaveCount(0);
  expect(await kept(`${new URL(page.url()).origin}${RISOTTO}`), 'cleared').toBe(false);
});

type Tagged = { documentId: string; slug: string; allergens_contains?: { code: string }[]; allergens_traces?: { code: string }[]; b2c_category?: unknown };
type TaggedRecipe = { slug: string; available_b2c?: boolean; ingredients?: { product?: { documentId: string } | null; allergens?: { code: string }[] }[] };

/** Every slug a filtered list shows, page after page. */
async function listedSlugs(page: Page, path: string, card: string): Promise<string[]> {
  const slugs: string[] = [];
  for (let n = 1; n <= 10; n += 1) {
    await page.goto(n === 1 ? path : `${path}&page=${n}`);
    const found = await page.locator(`${card} a`).evaluateAll((links) => links.map((a) => (a.getAttribute('href') ?? '').split('/').pop() ?? ''));
    if (!found.length) break;
    slugs.push(...found);
    if (slugs.length >= Number(await page.locator('[data-results]').getAttribute('data-results'))) break;
  }
  return slugs.sort();
}

test('free from gluten: every product and recipe with gluten or its traces is left out, and nothing else (against the seeded data)', async ({
  page,
  request,
}) => {
  const products = await cmsList<Tagged>(
    request,
    '/api/products?locale=it&fields[0]=slug&populate[allergens_contains]=true&populate[allergens_traces]=true&populate[b2c_category]=true&pagination[pageSize]=250',
  );
  const gluten = new Set(
    products.filter((p) => [...(p.allergens_contains ?? []), ...(p.allergens_traces ?? [])].some((a) => a.code === 'gluten')).map((p) => p.documentId),
  );
  expect(gluten.size, 'the seed has products with gluten').toBeGreaterThan(0);
  const expectedProducts = products.filter((p) => p.b2c_category && !gluten.has(p.documentId)).map((p) => p.slug);
  await page.goto('/it/prodotti');
  await expect(page.locator('input[name="free_from"][value="gluten"]')).toHaveAccessibleName('glutine');
  expect(await listedSlugs(page, '/it/prodotti?free_from=gluten', '[data-product-card]')).toEqual(expectedProducts.sort());

  const recipes = await cmsList<TaggedRecipe>(
    request,
    '/api/recipes?locale=it&fields[0]=slug&fields[1]=available_b2c&populate[ingredients][populate][product][fields][0]=slug&populate[ingredients][populate][allergens]=true&pagination[pageSize]=250',
  );
  const withGluten = (r: TaggedRecipe) =>
    (r.ingredients ?? []).some((i) => (i.allergens ?? []).some((a) => a.code === 'gluten') || (i.product ? gluten.has(i.product.documentId) : false));
  const expectedRecipes = recipes.filter((r) => r.available_b2c && !withGluten(r)).map((r) => r.slug);
  expect(expectedRecipes.length, 'some recipes are free from gluten').toBeLessThan(recipes.filter((r) => r.available_b2c).length);
  expect(await listedSlugs(page, '/it/ricette?free_from=gluten', '[data-recipe-card]')).toEqual(expectedRecipes.sort());
  await expectAccessible(page, 'recipes free from gluten');
});
