// Issue 26 on the built site against the seeded CMS: the label and pack QR code, GS1 Digital Link
// redirects, the specification sheet PDF, the allergen matrix CSV and tender-pack ZIP, the cost per
// portion GET form, and axe on the new pages; issue 37: the EU nutrition declaration, producer,
// plant and microbiology on page and sheet, the ';' CSV and the .xlsx download.
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { extractText, getDocumentProxy } from 'unpdf';
import { cmsList, expect, expectAccessible, expectHydrated, jsonLd, test } from './fixtures';

type CmsProduct = {
  documentId: string;
  slug: string;
  gtin: string;
  gtin_carton: string;
  features: { product_code: string };
  nutrition_declaration: { energy_kj: number; energy_kcal: number };
  allergens_contains: { code: string }[];
  allergens_traces: { code: string }[];
  b2b_category: { slug: string } | null;
};

const ANNEX = ['gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs'];
const IT_NAMES = [
  'glutine',
  'crostacei',
  'uova',
  'pesce',
  'arachidi',
  'soia',
  'latte',
  'frutta a guscio',
  'sedano',
  'senape',
  'sesamo',
  'anidride solforosa e solfiti',
  'lupini',
  'molluschi',
];

const products = (request: Parameters<typeof cmsList>[0], locale: 'it' | 'en') =>
  cmsList<CmsProduct>(request, `/api/products?locale=${locale}&pagination[pageSize]=100`);

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

test('/01/{gtin}: redirects to the product in the visitor’s language; a wrong check digit is a 404 naming it', async ({ request }) => {
  const spinach = (await products(request, 'it')).find((p) => p.slug === 'spinaci-in-foglia');
  expect(spinach?.gtin).toMatch(/^\d{13}$/);
  const gtin = spinach?.gtin ?? '';
  const it = await request.get(`/01/0${gtin}`, { maxRedirects: 0 });
  expect(it.status()).toBe(307);
  expect(it.headers().location).toBe('/it/prodotti/verdure/spinaci-in-foglia');
  const en = await request.get(`/01/${gtin}/10/L2026-117`, { maxRedirects: 0, headers: { 'Accept-Language': 'en-GB,en;q=0.9' } });
  expect(en.headers().location).toBe('/en/products/vegetables/leaf-spinach');
  const carton = await request.get(`/01/${spinach?.gtin_carton}`, { maxRedirects: 0, headers: { 'Accept-Language': 'en' } });
  expect(carton.headers().location).toBe('/en/foodservice/products/iqf-vegetables/leaf-spinach');
  const wrong = `${gtin.slice(0, 12)}${(Number(gtin.at(-1)) + 1) % 10}`;
  const missing = await request.get(`/01/${wrong}`, { maxRedirects: 0 });
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain(wrong);
});

test('food-service product page: label, pack QR code, sheets, calculator; the spec sheet PDF carries the CMS data in both languages', async ({
  page,
  request,
}) => {
  const [it, en] = await Promise.all([products(request, 'it'), products(request, 'en')]);
  const couscous = it.find((p) => p.slug === 'cous-cous-di-verdure');
  const english = en.find((p) => p.documentId === couscous?.documentId);
  expect(couscous && english).toBeTruthy();
  await page.goto('/it/foodservice/prodotti/contorni-professionali/cous-cous-di-verdure');
  await expect(page.locator('[data-ingredients] strong[data-allergen]').first()).toBeVisible();
  await expect(page.locator('[data-ingredients] strong[data-allergen]').first()).toContainText('(allergene)');
  const qr = page.locator('[data-pack-qr] img');
  await expect(qr).toHaveAttribute('data-qr', new RegExp(`/01/0${couscous?.gtin}$`));
  await expect(qr).toHaveAttribute('alt', /.+/);
  // The image of the QR route (app/api/qr), drawn when it scrolls near: it arrives and is an SVG.
  await qr.scrollIntoViewIfNeeded();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const product = (await jsonLd(page)).find((d) => d['@type'] === 'Product') as Record<string, unknown> | undefined;
  expect(product).toMatchObject({
    gtin13: couscous?.gtin,
    weight: { '@type': 'QuantitativeValue', value: 500, unitCode: 'GRM' },
    nutrition: { '@type': 'NutritionInformation', servingSize: '100 g', calories: expect.stringMatching(/^\d+(\.\d+)? calories$/) },
  });
  for (const [locale, cms] of [
    ['it', couscous],
    ['en', english],
  ] as const) {
    const href = await page.locator(`[data-spec-sheet="${locale}"]`).getAttribute('href');
    const response = await request.get(href ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const text = await pdfText(await response.body());
    expect(text).toContain(cms?.features.product_code);
    expect(text).toContain(cms?.gtin);
    // The EU declaration: energy in kJ and kcal; saturates and sugars; producer, plant, microbiology (issue 37).
    expect(text).toContain(`${cms?.nutrition_declaration.energy_kj} kJ / ${cms?.nutrition_declaration.energy_kcal} kcal`);
    expect(text).toContain(locale === 'it' ? 'di cui acidi grassi saturi' : 'of which saturates');
    expect(text).toContain(locale === 'it' ? 'di cui zuccheri' : 'of which sugars');
    expect(text).toContain('Brina Società Cooperativa Agricola');
    expect(text).toContain('IT 852/2004');
    expect(text).toContain('Listeria monocytogenes');
    expect(text).toContain(locale === 'it' ? 'Contiene glutine' : 'Contains gluten');
  }
  // The EU nutrition declaration in Annex XV order, per 100 g and per portion; the criteria for buyers.
  await expect(page.locator('[data-nutrient]')).toHaveCount(8);
  expect(await page.locator('[data-nutrient]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-nutrient')))).toEqual([
    'energy',
    'fat',
    'saturates',
    'carbohydrate',
    'sugars',
    'fibre',
    'protein',
    'salt',
  ]);
  await expect(page.locator('[data-nutrient="energy"] td').first()).toHaveText(
    `${couscous?.nutrition_declaration.energy_kj} kJ / ${couscous?.nutrition_declaration.energy_kcal} kcal`,
  );
  await expect(page.locator('[data-microbiology]')).toContainText('Salmonella spp.');
  await expect(page.locator('[data-fact="plant-approval"] dd')).toHaveText(/^IT 852\/2004 [A-Z]{2}-\d{4}$/);
  await expectAccessible(page, 'food-service product page');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('cost per portion: the GET form on the product page gives the figures, and the same URL gives them again', async ({ page }) => {
    await page.goto('/it/foodservice/prodotti/verdure-iqf/spinaci-in-foglia');
    const form = page.locator('[data-cost-form="product"]');
    await form.getByLabel('Prezzo pagato (€)').fill('3,00');
    await form.getByRole('button', { name: 'Calcola' }).click();
    await expect(page).toHaveURL(/\/it\/foodservice\/costo-porzione\?product=spinaci-in-foglia&price=3%2C00&unit=pack&portion=150$/);
    // 750 g pack at €3.00, 85 % yield, 150 g served: 176 g frozen, €0.71 a portion, 4 a pack, 51 a carton of 12.
    await expect(page.locator('[data-figure="cost-per-portion"] dd')).toHaveText('0,71 €');
    await expect(page.locator('[data-figure="portions-per-pack"] dd')).toHaveText('4');
    await expect(page.locator('[data-figure="portions-per-carton"] dd')).toHaveText('51');
    const url = page.url();
    await page.goto('about:blank');
    await page.goto(url);
    await expect(page.locator('[data-figure="cost-per-portion"] dd')).toHaveText('0,71 €');
  });

  test('cost per portion: prices written as buyers write them, and a portion larger than the pack', async ({ page }) => {
    await page.goto('/it/foodservice/prodotti/verdure-iqf/spinaci-in-foglia');
    const form = page.locator('[data-cost-form="product"]');
    await form.getByLabel('Prezzo pagato (€)').fill('€ 1.234,50');
    await form.getByLabel('Porzione servita (g)').fill('5000');
    await form.getByRole('button', { name: 'Calcola' }).click();
    await expect(page).toHaveURL(/costo-porzione\?/);
    await expect(page.locator('[data-figure="price-per-kg"] dd')).toHaveText('1646,00 €');
    await expect(page.locator('[data-figure="portions-per-pack"] dd')).toHaveText('Meno di una: una porzione richiede più di una confezione');
  });
});

test('allergen matrix: the CSV matches the CMS, the tender pack holds one sheet per chosen product, axe', async ({ page, request }) => {
  const cms = (await products(request, 'it')).filter((p) => p.b2b_category);
  const csv = await request.get('/api/foodservice/allergen-matrix?locale=it&format=csv');
  expect(csv.status()).toBe(200);
  const [head, ...rows] = (await csv.text())
    .replace(/^\ufeff/, '')
    .trimEnd()
    .split('\r\n');
  // The Italian file is separated by ';' (Italian Excel's list separator), EANs as text (issue 37.5).
  expect(head?.split(';').slice(5)).toEqual(IT_NAMES);
  expect(rows).toHaveLength(cms.length);
  for (const product of cms) {
    const row = rows.find((r) => r.startsWith(`${product.features.product_code};`));
    expect(row, product.slug).toBeTruthy();
    expect(row, product.slug).toContain(`;"=""${product.gtin}""";`);
    const statuses = (row ?? '').split(';').slice(-14);
    const expected = ANNEX.map((code) =>
      product.allergens_contains.some((a) => a.code === code)
        ? 'contiene'
        : product.allergens_traces.some((a) => a.code === code)
          ? 'può contenere'
          : 'assente',
    );
    expect(statuses, product.slug).toEqual(expected);
  }
  await page.goto('/it/foodservice/matrice-allergeni');
  await expect(page.locator('[data-matrix-row]')).toHaveCount(cms.length);
  // The workbook beside the CSV, downloaded as a visitor would: header frozen, EANs as text.
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-matrix-download="xlsx"]').click()]);
  expect(download.suggestedFilename()).toBe('brina-matrice-allergeni-it.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  expect(sheet?.rowCount).toBe(cms.length + 1);
  const eans = (sheet?.getColumn(3).values ?? []).slice(2);
  expect(eans.every((v) => typeof v === 'string' && /^\d{13}$/.test(v))).toBe(true);
  await expectAccessible(page, 'allergen matrix');
  // axe runs in the page: here, with JavaScript (the no-JS test above checks the figures).
  await page.goto('/en/foodservice/cost-per-portion?product=leaf-spinach&price=4&unit=kg&portion=150');
  await expect(page.locator('[data-figure="cost-per-portion"] dd')).toHaveText('€0.71');
  await expectAccessible(page, 'cost per portion');
  const zip = await request.get('/api/foodservice/tender-pack?locale=en&product=leaf-spinach&product=vegetable-couscous');
  expect(zip.status()).toBe(200);
  const files = unzipSync(new Uint8Array(await zip.body()));
  expect(Object.keys(files).sort()).toEqual(['brina-br-1001-spec-sheet-en.pdf', 'brina-br-4002-spec-sheet-en.pdf']);
});

test('the food-service tools are in the menu, and "Richiedi i campioni" opens the form on a samples request', async ({ page }) => {
  const menus: [string, string, string][] = [
    ['/it/foodservice', '/it/foodservice/matrice-allergeni', '/it/foodservice/costo-porzione'],
    ['/en/foodservice', '/en/foodservice/allergen-matrix', '/en/foodservice/cost-per-portion'],
  ];
  for (const [home, matrix, cost] of menus) {
    await page.goto(home);
    const services = page.locator('header nav button[aria-expanded]').last();
    await expectHydrated(services);
    // The menu opens on hover (a click would then toggle it shut again).
    await services.hover();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`header nav a[href="${matrix}"]`), `${home}: allergen matrix in the menu`).toBeVisible();
    await expect(page.locator(`header nav a[href="${cost}"]`), `${home}: cost per portion in the menu`).toBeVisible();
  }
  await page.goto('/it/foodservice');
  await page.locator('main a[href="/it/foodservice/contatti#campioni"]').first().click();
  await expect(page).toHaveURL(/\/it\/foodservice\/contatti#campioni$/);
  await expect(page.locator('input[name="requestType"][value="samples"]')).toBeChecked();
  // The samples part of the form is there: the lazily loaded form woke up on the chosen type.
  await expect(page.locator('input[name="samples_products"]').first()).toBeVisible();
});
