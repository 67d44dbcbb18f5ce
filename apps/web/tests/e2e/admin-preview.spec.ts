// Issues 38.1 and 33.3: the editor's "Apri anteprima" shows the draft inside the CMS admin's preview
// panel (the site lets exactly the CMS's origin frame its preview answers), ESCI works inside the
// frame, the preview is our signed cookie (a copied `__prerender_bypass` alone shows no draft), and
// only roles that may read the type get a preview link, never for a submission.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { signIn, storeApplication, teamToken } from './admin-support';
import { CMS_URL, READ_TOKEN, WEB_URL, cmsList, expect, test } from './fixtures';

const PRODUCT_PAGE = '/it/prodotti/verdure/piselli-finissimi';

async function productId(request: APIRequestContext): Promise<string> {
  const [found] = await cmsList<{ documentId: string }>(request, '/api/products?filters[slug][$eq]=piselli-finissimi&locale=it&fields[0]=slug', READ_TOKEN);
  return found?.documentId ?? '';
}

test('"Apri anteprima" shows the draft inside the admin; ESCI closes it inside the frame; "Pubblicato" shows the published page', async ({ page }) => {
  test.setTimeout(180_000);
  const documentId = await productId(page.request);
  await signIn(page, 'redazione@brina.local');
  await page.goto(`${CMS_URL}/admin/content-manager/collection-types/api::product.product/${documentId}?plugins[i18n][locale]=it`);
  await page.getByRole('link', { name: 'Apri anteprima' }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/preview/);
  const frame = page.frameLocator('iframe[data-testid="preview-iframe"]');
  await expect(frame.locator('h1'), 'the draft title, inside the frame').toContainText('nuova confezione', { timeout: 30_000 });
  const banner = frame.locator('[data-preview-banner]');
  await expect(banner).toContainText('Sei in preview');
  const inFrame = page.frames().find((f) => f.url().startsWith(WEB_URL));
  expect(inFrame?.url(), 'the frame is on the product page').toContain(PRODUCT_PAGE);
  await banner.getByRole('link', { name: 'ESCI' }).click();
  await expect(frame.getByRole('heading', { name: 'Anteprima chiusa' }), 'ESCI inside the frame').toBeVisible();
  const cookies = await page.context().cookies(WEB_URL);
  expect(
    cookies.filter((c) => c.name === '__prerender_bypass' || c.name === 'brina_preview'),
    'preview cookies gone',
  ).toEqual([]);
  // The panel's "Pubblicato" tab shows the page as visitors see it, inside the frame too.
  await page.getByRole('tab', { name: /pubblicato/i }).click();
  await expect(frame.locator('h1'), 'the published title').toHaveText('Piselli finissimi', { timeout: 30_000 });
  await expect(frame.locator('[data-preview-banner]')).toHaveCount(0);
});

test('only the CMS may frame preview answers, never ordinary pages', async ({ request }) => {
  const ordinary = await request.get('/it');
  expect(ordinary.headers()['x-frame-options']).toBe('SAMEORIGIN');
  expect(ordinary.headers()['content-security-policy']).toContain("frame-ancestors 'self';");
  const link = await request.get('/api/preview?token=nope.nope', { maxRedirects: 0 });
  expect(link.status()).toBe(401);
  expect(link.headers()['x-frame-options']).toBeUndefined();
  expect(link.headers()['content-security-policy']).toContain(`frame-ancestors 'self' ${new URL(CMS_URL).origin};`);
});

/** Opens a product preview in a fresh browser context as the CMS's link would, and returns that context. */
async function openProductPreview(browser: Browser, request: APIRequestContext): Promise<{ editor: BrowserContext; page: Page }> {
  const editor = await browser.newContext();
  const page = await editor.newPage();
  const answer = await request.get(
    `${CMS_URL}/content-manager/preview/url/api::product.product?documentId=${await productId(request)}&locale=it&status=draft`,
    {
      headers: { Authorization: `Bearer ${await teamToken(request, 'redazione@brina.local')}` },
    },
  );
  const url = new URL(((await answer.json()) as { data: { url: string } }).data.url);
  await page.goto(url.pathname + url.search);
  await expect(page).toHaveURL(PRODUCT_PAGE);
  await expect(page.locator('h1'), 'the editor sees the draft').toContainText('nuova confezione');
  return { editor, page };
}

test('a copied __prerender_bypass cookie alone shows no draft, and is removed', async ({ browser, request }) => {
  const { editor } = await openProductPreview(browser, request);
  const bypass = (await editor.cookies(WEB_URL)).find((c) => c.name === '__prerender_bypass');
  expect(bypass?.value, 'Next draft-mode cookie set').toBeTruthy();
  await editor.close();

  const other = await browser.newContext();
  if (bypass) await other.addCookies([{ name: bypass.name, value: bypass.value, url: WEB_URL }]);
  const copied = await other.newPage();
  await copied.goto(PRODUCT_PAGE);
  await expect(copied.locator('h1'), 'the published title').toContainText('Piselli finissimi');
  await expect(copied.locator('h1')).not.toContainText('nuova confezione');
  await expect(copied.locator('[data-preview-banner]')).toHaveCount(0);
  expect(
    (await other.cookies(WEB_URL)).map((c) => c.name),
    'the stray cookie is removed',
  ).not.toContain('__prerender_bypass');
  await other.close();
});

test('the preview holds on the previewed page only', async ({ browser, request }) => {
  const { editor, page } = await openProductPreview(browser, request);
  await page.goto('/it/chi-siamo');
  await expect(page.locator('[data-preview-banner]'), 'another page is no preview').toHaveCount(0);
  await page.goto(PRODUCT_PAGE);
  await expect(page.locator('[data-preview-banner]'), 'back on the previewed page').toBeVisible();
  await editor.close();
});

test('Commerciale cannot mint a preview for a job application, nor for content it may not read', async ({ request }) => {
  const data = {
    sector: 'worker',
    site: 'cesena',
    name: 'Marta',
    surname: 'Verdi',
    email: 'marta.verdi@example.com',
    phone: '3330000004',
    gender: 'female',
    birth_date: '1991-07-08',
    residence_region: 'Emilia-Romagna',
    residence_district: 'FC',
    residence_municipality: 'Cesena',
    vehicle: 'car',
    protected_categories: 'no',
    current_employment: 'employed',
    preferred_working_area: 'quality',
    education: [{ level: 'degree_5_years', year: 2014, vote: '110/110', specification: 'Scienze alimentari' }],
    languages: { italian_spoken: 'native' },
    privacy_consent: true,
    privacy_policy_url: `${WEB_URL}/it/area-legale/privacy-policy`,
    privacy_policy_version: '2026-01',
    privacy_accepted_at: '2026-11-20T10:00:00.000Z',
    submission_key: randomUUID(),
  };
  const application = await storeApplication(request, data, { name: 'cv.pdf', content: '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n' });
  const sales = { Authorization: `Bearer ${await teamToken(request, 'commerciale@brina.local')}` };
  const forApplication = await request.get(`${CMS_URL}/content-manager/preview/url/api::job-application.job-application?documentId=${application}`, {
    headers: sales,
  });
  expect(forApplication.status(), 'no preview link for a job application').toBe(204);
  const forProduct = await request.get(`${CMS_URL}/content-manager/preview/url/api::product.product?documentId=${await productId(request)}&locale=it`, {
    headers: sales,
  });
  expect(forProduct.status(), 'no preview link for content Commerciale may not read').toBe(204);
});
