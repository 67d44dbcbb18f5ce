// Catalogue filters on phones (issue 15): below `md` they wait behind a "Filtra" button with the
// active-filter count, the results start in the first screen, and the sheet is a plain form that
// works without JavaScript. From `md` up the panel is open beside the results.
import { expect, expectHydrated, test } from './fixtures';

const PHONE = { width: 390, height: 844 };

test('on a 390 px phone the results start in the first screen, the filters behind "Filtra (n)"', async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const path of ['/it/prodotti?diets=VEGAN', '/it/ricette?difficulty=easy']) {
    await page.goto(path);
    const summary = page.locator('[data-filter-sheet] > summary');
    await expect(summary, path).toBeVisible();
    await expect(summary.locator('[data-filter-count]'), `${path}: active-filter count`).toHaveText('1');
    await expect(page.locator('[data-filter-form] fieldset').first(), `${path}: filters closed`).toBeHidden();
    const card = page.locator('[data-grid] article').first();
    const box = await card.boundingBox();
    expect(box, `${path}: a result`).not.toBeNull();
    expect(box?.y ?? Infinity, `${path}: first result starts in the first screen`).toBeLessThan(PHONE.height - 100);
  }
  await page.locator('[data-filter-sheet] > summary').click();
  await expect(page.locator('[data-filter-form] fieldset').first(), 'the sheet opens').toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-filter-form] fieldset').first(), 'Escape closes it').toBeHidden();
  await expect(page.locator('[data-filter-sheet] > summary')).toBeFocused();
});

test('without JavaScript the phone sheet opens, and applying a filter reloads the list with it', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, baseURL });
  const page = await context.newPage();
  await page.goto('/it/prodotti');
  await expect(page.locator('[data-filter-sheet] [data-filter-count]'), 'no count without filters').toHaveCount(0);
  await page.locator('[data-filter-sheet] > summary').click();
  await page.locator('input[name="diets"][value="VEGAN"]').check();
  await page.getByRole('button', { name: 'Applica i filtri' }).click();
  await expect(page).toHaveURL(/\/it\/prodotti\?diets=VEGAN$/);
  await expect(page.locator('[data-filter-sheet] [data-filter-count]')).toHaveText('1');
  await context.close();
});

test('from md up the filter panel is open beside the results, without the button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/it/prodotti');
  await expect(page.locator('[data-filter-sheet] > summary')).toBeHidden();
  await expect(page.locator('[data-filter-form] fieldset').first()).toBeVisible();
});

test('on a phone the sheet stays open while the visitor ticks several filters, and "Applica" applies them together', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/it/prodotti');
  const summary = page.locator('[data-filter-sheet] > summary');
  await expectHydrated(page.locator('[data-filter-form]'));
  await summary.click();
  const boxes = page.locator('[data-filter-form] input[type="checkbox"]');
  const first = boxes.nth(0);
  const second = boxes.nth(1);
  const values = [
    `${await first.getAttribute('name')}=${await first.getAttribute('value')}`,
    `${await second.getAttribute('name')}=${await second.getAttribute('value')}`,
  ];
  await first.check();
  await second.check();
  await expect(second, 'the sheet is still open after two ticks').toBeVisible();
  await expect(page, 'nothing applied yet').toHaveURL(/\/it\/prodotti$/);
  await page.getByRole('button', { name: 'Applica i filtri' }).click();
  for (const value of values) await expect(page).toHaveURL(new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(page.locator('[data-filter-sheet] [data-filter-count]')).toHaveText('2');
  await expect(page.locator('[data-filter-form] fieldset').first(), 'the sheet closes on the results').toBeHidden();
});
