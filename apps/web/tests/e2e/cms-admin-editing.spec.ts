// Issue 38.3–38.6, in the CMS admin as each role meets it: Redazione's new recipe gets its slug from
// the title while typing; a refused publication stays until closed and names the fields by their
// Italian labels; the Media Library has no English labels; HR reads an application's answers in
// Italian, changes its status from the short list and filters the list by it; the list's columns read as labels.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { signIn, storeApplication, teamToken } from './admin-support';
import { CMS_URL, READ_TOKEN, expect, test } from './fixtures';

const CM = `${CMS_URL}/admin/content-manager/collection-types`;
const run = Date.now().toString(36);

test('Redazione: a new recipe’s slug follows its title while typing, and is saved so', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'redazione@brina.local');
  await page.goto(`${CM}/api::recipe.recipe/create?plugins[i18n][locale]=it`);
  const title = page.locator('input[name="title"]');
  const slug = page.locator('input[name="slug"]');
  await expect(title).toBeVisible({ timeout: 30_000 });
  await title.pressSequentially(`Vellutata di zucca ${run}`, { delay: 20 });
  await expect(slug, 'the slug follows the title').toHaveValue(`vellutata-di-zucca-${run}`);
  await title.pressSequentially(' è pronta', { delay: 20 });
  await expect(slug, 'and keeps following it').toHaveValue(`vellutata-di-zucca-${run}-e-pronta`);
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page).toHaveURL(/api::recipe\.recipe\/(?!create)[a-z0-9]+/, { timeout: 30_000 });
  await expect(slug, 'saved as shown').toHaveValue(`vellutata-di-zucca-${run}-e-pronta`);
  await expect(slug).not.toHaveValue(/^recipe/);
});

test('Redazione: a refused publication stays until closed and names the fields in Italian', async ({ page }) => {
  test.setTimeout(180_000);
  const headers = { Authorization: `Bearer ${await teamToken(page.request, 'redazione@brina.local')}` };
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const upload = await page.request.post(`${CMS_URL}/upload`, {
    headers,
    multipart: { files: { name: `senza-alt-${run}.png`, mimeType: 'image/png', buffer: png }, fileInfo: JSON.stringify({ alternativeText: '' }) },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const [image] = (await upload.json()) as { id: number }[];
  if (!image) throw new Error('the upload returned no file');
  const imageId = image.id;
  const created = await page.request.post(`${CMS_URL}/content-manager/collection-types/api::product.product?locale=it`, {
    headers,
    data: { title: `Prova rifiuto ${run}`, slug: `prova-rifiuto-${run}`, images: [imageId] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const documentId = ((await created.json()) as { data: { documentId: string } }).data.documentId;

  await signIn(page, 'redazione@brina.local');
  await page.goto(`${CM}/api::product.product/${documentId}?plugins[i18n][locale]=it`);
  await page.getByRole('button', { name: 'Pubblica', exact: true }).click({ timeout: 30_000 });
  const refusal = page.getByTestId('brina-publish-refusal');
  await expect(refusal).toBeVisible({ timeout: 15_000 });
  await expect(refusal, 'the field by its Italian label').toContainText('(campo «Immagini»)');
  await expect(refusal).not.toContainText('campo images');
  await expect(refusal).toContainText('Manca la versione inglese');
  // Strapi's own notice (a toast in the "Notifications" region) goes after a few seconds; ours stays.
  await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')).toHaveCount(0, { timeout: 20_000 });
  await expect(refusal, 'still there after Strapi’s own notice went').toBeVisible();
  await refusal.getByRole('button', { name: 'Chiudi' }).click();
  await expect(refusal).toHaveCount(0);
});

test('Redazione: the Media Library has no English labels', async ({ page }) => {
  test.setTimeout(180_000);
  const require = createRequire(path.join(process.cwd(), 'package.json'));
  const uploadDir = path.dirname(require.resolve('@strapi/upload/package.json'));
  const english = require(path.join(uploadDir, 'dist/admin/translations/en.json.js')) as Record<string, string> & { default?: Record<string, string> };
  // Texts of two words or more without placeholders: a single word ("Audio", "Video") may be Italian too.
  const phrases = Object.values(english.default ?? english).filter((text) => typeof text === 'string' && /\w \w/.test(text) && !/[{}]/.test(text));
  await signIn(page, 'redazione@brina.local');
  await page.goto(`${CMS_URL}/admin/plugins/upload`);
  await expect(page.getByRole('button', { name: 'Filtra' })).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const englishShown = async () => {
    const shown =
      (await page.locator('body').innerText()) +
      (await page.locator('[aria-label]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label')).join('\n')));
    return phrases.filter((phrase) => shown.includes(phrase));
  };
  expect(await englishShown(), 'the library').toEqual([]);
  await expect(page.getByRole('button', { name: 'Altre azioni' }).first()).toBeVisible();
  // A file's details: where the refusal sends editors to write «Testo alternativo».
  await page
    .getByRole('button', { name: /\.(png|jpg)$/ })
    .first()
    .click();
  await expect(page.getByText('Testo alternativo').first()).toBeVisible({ timeout: 15_000 });
  expect(await englishShown(), 'a file’s details').toEqual([]);
});

test('HR: an application in Italian, its status changed from the short list, the list filtered by it', async ({ page }) => {
  test.setTimeout(180_000);
  const positions = await page.request.get(`${CMS_URL}/api/job-positions?locale=it&pagination[pageSize]=1`, {
    headers: { Authorization: `Bearer ${READ_TOKEN}` },
  });
  const position = ((await positions.json()) as { data: { documentId: string; title: string }[] }).data[0];
  if (!position) throw new Error('the seed has no job position');
  const documentId = await storeApplication(
    page.request,
    {
      name: 'Marta',
      surname: `Stato${run}`,
      email: `marta.${run}@example.com`,
      gender: 'female',
      preferred_working_area: 'production',
      opened_position: position.documentId,
      languages: { italian_spoken: 'native', italian_written: 'native', english_spoken: 'intermediate', english_written: 'basic' },
    },
    { name: 'cv.pdf', content: `%PDF-1.4\n% ${randomUUID()}\n%%EOF\n` },
  );

  await signIn(page, 'hr@brina.local');
  await page.goto(`${CM}/api::job-application.job-application/${documentId}`);
  const summary = page.getByTestId('brina-application-summary');
  await expect(summary).toBeVisible({ timeout: 30_000 });
  for (const text of [
    'Operaio',
    'Cesena (FC)',
    'Produzione e linee di confezionamento',
    position.title,
    'Inglese — parlato: Intermedio (B1-B2), scritto: Base (A1-A2)',
  ]) {
    await expect(summary, text).toContainText(text);
  }
  await expect(summary).not.toContainText(position.documentId);
  await expect(page.locator('[name="curriculum_file"]'), 'no storage path in the form').toHaveCount(0);
  await expect(page.locator('[name="languages"]'), 'no raw JSON either').toHaveCount(0);

  const status = page.getByRole('combobox', { name: /^Stato/ });
  await expect(status).toHaveText(/Nuova/);
  await status.click();
  for (const option of ['Nuova', 'In valutazione', 'Colloquio', 'Scartata', 'Assunta'])
    await expect(page.getByRole('option', { name: option, exact: true })).toBeVisible();
  await page.getByRole('option', { name: 'Colloquio', exact: true }).click();
  await page.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText(/Salvat/).first()).toBeVisible({ timeout: 15_000 });
  await page.reload();
  await expect(page.getByRole('combobox', { name: /^Stato/ })).toHaveText(/Colloquio/, { timeout: 30_000 });

  // The list, filtered by the status through the admin's own filter.
  await page.goto(`${CM}/api::job-application.job-application?page=1&pageSize=50&sort=createdAt:DESC`);
  await page.getByRole('button', { name: 'Filtri' }).click({ timeout: 30_000 });
  await page
    .getByRole('combobox', { name: /Seleziona un campo|campo/i })
    .first()
    .click();
  await page.getByRole('option', { name: /^Stato/ }).click();
  await page.getByRole('combobox').last().click();
  await expect(page.getByRole('option', { name: 'In valutazione', exact: true })).toBeVisible();
  await page.getByRole('option', { name: 'Colloquio', exact: true }).click();
  await page.getByRole('button', { name: /Aggiungi (il )?filtro/ }).click();
  await expect(page).toHaveURL(/handling_status/);
  const row = page.getByRole('row').filter({ hasText: `Stato${run}` });
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  // The list's columns in HR's words: labels, the position's title (a link to it), no codes or ids.
  for (const text of ['Operaio', 'Cesena (FC)', 'Colloquio']) await expect(row, text).toContainText(text);
  await expect(row.getByRole('link', { name: position.title })).toBeVisible();
  await expect(row).not.toContainText(position.documentId);
  for (const code of ['worker', 'cesena', 'interview']) await expect(row, code).not.toContainText(new RegExp(`\\b${code}\\b`));
});
