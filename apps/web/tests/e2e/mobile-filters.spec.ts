// Catalogue filters on phones (issue 15): below `md` they wait behind a "Filtra" button with the
// active-filter count, the results start in the first screen, and the sheet is a plain form that
// works without JavaScript. From `md` up the panel is open beside the results.
import { expect, test } from './fixtures';

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
