// The language switch keeps what the visitor chose (issue 37.9): search words, filters, servings;
// an Italian-only page lands on the English home, which says why and links back.
import { expect, expectHydrated, test } from './fixtures';

test('switching language keeps the search words and the filters', async ({ page }) => {
  await page.goto('/it/ricerca?q=piselli');
  const toEnglish = page.locator('[data-language-switch="en"]');
  await expectHydrated(toEnglish);
  await toEnglish.click();
  await expect(page).toHaveURL(/\/en\/search\?q=piselli$/);
  await expect(page.locator('input[name="q"]').first()).toHaveValue('piselli');

  await page.goto('/it/prodotti?diets=VEGAN');
  await page.locator('[data-language-switch="en"]').click();
  await expect(page).toHaveURL(/\/en\/products\?diets=VEGAN$/);
  await expect(page.locator('[data-filter-sheet] [data-filter-count], [data-active-filters="1"]').first()).toBeAttached();
});

test('an Italian-only page lands on the English home, which says why and links back', async ({ page }) => {
  await page.goto('/it/store-locator');
  const toEnglish = page.locator('[data-language-switch="en"]');
  await expectHydrated(toEnglish);
  await toEnglish.click();
  await expect(page).toHaveURL(/\/en$/);
  const notice = page.locator('[data-language-notice]');
  await expect(notice).toContainText('no English version');
  await expect(notice.getByRole('link')).toHaveAttribute('href', '/it/store-locator');
  // Said once: the next page does not repeat it.
  await page.reload();
  await expect(page.locator('[data-language-notice]')).toHaveCount(0);
});
