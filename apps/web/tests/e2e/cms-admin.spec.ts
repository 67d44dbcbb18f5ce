// Issue 27: an editor signs in to the CMS admin (served by the test CMS), finds it in Italian, opens
// a product and reads Italian field names and descriptions (apps/cms/src/editorial).
import { CMS_URL, expect, test } from './fixtures';

test('the CMS admin speaks Italian and explains the fields of a product', async ({ page }) => {
  await page.goto(`${CMS_URL}/admin/auth/login`);
  await expect(page.getByRole('heading', { name: 'Benvenuto in Brina' }), 'the login page is in Italian').toBeVisible({ timeout: 60_000 });
  await page.locator('input[name="email"]').fill('redazione@brina.local');
  await page.locator('input[name="password"]').fill('BrinaDemo2026!');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('heading', { name: 'Ciao Giulia' }), 'the home page greets in Italian').toBeVisible({ timeout: 30_000 });
  const menu = page.getByRole('navigation').first();
  for (const item of ['Gestione contenuti', 'Libreria Media', 'Impostazioni']) await expect(menu.getByRole('link', { name: item }), item).toBeVisible();

  await page.goto(`${CMS_URL}/admin/content-manager/collection-types/api::product.product?page=1&pageSize=10&sort=title:ASC&plugins[i18n][locale]=it`);
  await expect(page.getByRole('heading', { name: 'Prodotto', exact: true }), 'the type has its Italian name').toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Ricetta', exact: true }), 'so do the others in the menu').toBeVisible();
  await page.getByRole('row').nth(1).getByRole('gridcell').nth(2).click();

  await expect(page.getByText('Nome del prodotto').first(), 'the field has its Italian label').toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Il nome in testa alla scheda/).first(), 'and its description').toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Categoria \(consumatori\)/ }), 'a relation too').toBeVisible();
  await expect(page.getByText(/Categoria del catalogo consumatori: senza, il prodotto non compare/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Pubblica/ }).first()).toBeVisible();
});
