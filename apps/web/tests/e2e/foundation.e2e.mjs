// Website foundation: routes, modes, language switching, drawer, preview, hreflang, 404, a11y.
import { CMS_URL, WEB_URL, expect, expectAccessible, expectEqual, test } from './harness.mjs';

const PREVIEW_SECRET = process.env.PREVIEW_SECRET ?? 'local-only-preview-secret';

async function status(path) {
  const response = await fetch(WEB_URL + path, { redirect: 'manual' });
  return response.status;
}

test('/ redirects to /it', async ({ page }) => {
  await page.goto('/');
  expectEqual(new URL(page.url()).pathname, '/it', 'landing path');
});

test('home pages and corporate pages answer 200 in both languages', async () => {
  for (const path of ['/it', '/en', '/it/foodservice', '/en/foodservice', '/it/chi-siamo', '/en/about-us', '/it/azienda/sostenibilita', '/en/company/sustainability', '/it/azienda/filiera', '/en/company/supply-chain']) {
    expectEqual(await status(path), 200, path);
  }
});

test('unknown pages and English URLs of Italian-only screens are 404', async ({ page }) => {
  for (const path of ['/it/non-esiste', '/en/does-not-exist', '/it/a/b/c/d', '/en/blog', '/en/lavora-con-noi', '/en/store-locator', '/en/foodservice/chef-in-linea', '/en/azienda/sostenibilita']) {
    expectEqual(await status(path), 404, path);
  }
  await page.goto('/it/non-esiste');
  expect((await page.locator('h1').textContent())?.includes('Pagina non trovata'), 'Italian 404 title');
  expect(await page.locator('#joke-recipe').isVisible(), 'joke recipe teaser');
  await page.goto('/en/does-not-exist');
  expect((await page.locator('h1').textContent())?.includes('This page could not be found'), 'English 404 title');
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await page.waitForURL('**/en');
});

test('home pages render CMS content: hero, sections, navbar, footer with funding notices', async ({ page, consoleErrors }) => {
  await page.goto('/it');
  expect(await page.locator('h1').count() === 1, 'one h1');
  expect(await page.locator('[data-section]').count() >= 4, 'sections rendered');
  expect(await page.locator('[data-product-card]').count() > 0, 'product cards');
  expectEqual(await page.locator('[data-funding-notice]').count(), 2, 'funding notices');
  expect((await page.locator('footer').textContent())?.includes('Brina Società Cooperativa Agricola'), 'company name in footer');
  expect(await page.locator('script[type="application/ld+json"]').count() > 0, 'Organization JSON-LD');
  expectEqual(consoleErrors, [], 'console errors');
});

test('mode switch: Food Service then a corporate page keeps the mode, also server-side', async ({ page }) => {
  await page.goto('/it');
  expectEqual(await page.locator('[data-site-mode]').getAttribute('data-site-mode'), 'B2C', 'starts in B2C');
  await page.locator('[data-mode-switch="B2B"]').click();
  await page.waitForURL('**/it/foodservice');
  await page.waitForFunction(() => document.cookie.includes('brina-mode=B2B'));
  expectEqual(await page.locator('[data-site-mode]').getAttribute('data-site-mode'), 'B2B', 'B2B after switch');
  await page.goto('/it/chi-siamo');
  expectEqual(await page.locator('[data-site-mode]').getAttribute('data-site-mode'), 'B2B', 'corporate page keeps B2B (server render)');
  await page.locator('[data-mode-switch="B2C"]').click();
  await page.waitForURL(/\/it$/);
  await page.waitForFunction(() => document.cookie.includes('brina-mode=B2C'));
  await page.goto('/it/chi-siamo');
  expectEqual(await page.locator('[data-site-mode]').getAttribute('data-site-mode'), 'B2C', 'corporate page back in B2C');
});

test('language switch goes to the translated page, and reloads navigation and footer', async ({ page }) => {
  await page.goto('/it/azienda/sostenibilita');
  const itNav = await page.locator('header nav').first().textContent();
  await page.locator('[data-language-switch="en"]').click();
  await page.waitForURL('**/en/company/sustainability');
  expectEqual(await page.locator('html').getAttribute('lang'), 'en', 'html lang');
  const enNav = await page.locator('header nav').first().textContent();
  expect(itNav !== enNav, 'navbar reloaded in English');
  expect((await page.locator('footer').textContent())?.includes('Funded projects'), 'footer in English');
  await page.locator('[data-language-switch="it"]').click();
  await page.waitForURL('**/it/azienda/sostenibilita');
});

test('language switch without a translation goes to the mode home', async ({ page }) => {
  await page.goto('/it/foodservice/chef-in-linea');
  await page.locator('[data-language-switch="en"]').click();
  await page.waitForURL(/\/en\/foodservice$/);
  const fallback = await fetch(`${WEB_URL}/api/language?to=en&path=${encodeURIComponent('/it/blog/stagionalita/x')}`, { redirect: 'manual' });
  expectEqual(fallback.headers.get('location'), '/en', 'Italian-only B2C screen falls back to /en');
});

test('hreflang alternates are present and reciprocal, with x-default', async ({ page }) => {
  const alternates = async (path) => {
    await page.goto(path);
    return page.$$eval('link[rel="alternate"][hreflang]', (links) => Object.fromEntries(links.map((l) => [l.getAttribute('hreflang'), new URL(l.href).pathname])));
  };
  const it_ = await alternates('/it/chi-siamo');
  expectEqual(it_, { it: '/it/chi-siamo', en: '/en/about-us', 'x-default': '/it/chi-siamo' }, 'Italian page alternates');
  const en = await alternates('/en/about-us');
  expectEqual(en, { it: '/it/chi-siamo', en: '/en/about-us', 'x-default': '/it/chi-siamo' }, 'English page alternates');
  const home = await alternates('/en/foodservice');
  expectEqual(home.it, '/it/foodservice', 'B2B home alternate');
  expect(await page.locator('link[rel="canonical"]').count() === 1, 'canonical');
  expect((await page.locator('meta[property="og:title"]').getAttribute('content'))?.length > 0, 'Open Graph title');
});

test('mobile drawer works by keyboard: opens, traps focus, locks scroll, closes with Escape', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/it');
  const opener = page.locator('[data-drawer-open]');
  await opener.focus();
  await page.keyboard.press('Enter');
  const drawer = page.locator('[data-drawer]');
  await drawer.waitFor();
  expectEqual(await page.evaluate(() => document.body.style.overflow), 'hidden', 'page scroll locked');
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement)), `focus stays in the drawer (tab ${i})`);
  }
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
  expect(await opener.evaluate((el) => el === document.activeElement), 'focus back on the menu button');
  expectEqual(await page.evaluate(() => document.body.style.overflow), '', 'scroll unlocked');
});

test('desktop menu opens on hover and by keyboard', async ({ page }) => {
  await page.goto('/it');
  const trigger = page.locator('header nav button[aria-expanded]').first();
  await trigger.hover();
  expectEqual(await trigger.getAttribute('aria-expanded'), 'true', 'opens on hover');
  await page.mouse.move(5, 800);
  expectEqual(await trigger.getAttribute('aria-expanded'), 'false', 'closes when the pointer leaves');
  await trigger.focus();
  await page.keyboard.press('Enter');
  expectEqual(await trigger.getAttribute('aria-expanded'), 'true', 'opens with Enter');
  await page.keyboard.press('Escape');
  expectEqual(await trigger.getAttribute('aria-expanded'), 'false', 'closes with Escape');
});

test('preview: secret required, banner shown, ESCI turns it off; a forged cookie is ignored', async ({ page, context }) => {
  expectEqual(await status('/api/preview?secret=wrong&path=/it'), 401, 'wrong secret');
  expectEqual(await status(`/api/preview?secret=${PREVIEW_SECRET}&path=//evil.example`), 400, 'absolute path refused');
  await context.addCookies([
    { name: '__prerender_bypass', value: 'forged', url: WEB_URL },
    { name: 'brina-preview', value: 'true', url: WEB_URL },
  ]);
  await page.goto('/it');
  expectEqual(await page.locator('[data-preview-banner]').count(), 0, 'forged cookie shows no preview');
  await context.clearCookies();
  await page.goto(`/api/preview?secret=${PREVIEW_SECRET}&path=/it/chi-siamo`);
  await page.waitForURL('**/it/chi-siamo');
  const banner = page.locator('[data-preview-banner]');
  expect((await banner.textContent())?.includes('Sei in preview'), 'preview banner');
  await banner.getByRole('link', { name: 'ESCI' }).click();
  await page.waitForURL(/\/it$/);
  expectEqual(await page.locator('[data-preview-banner]').count(), 0, 'preview off');
});

test('preview shows drafts fetched server-side', async ({ page }) => {
  const readToken = process.env.CMS_READ_TOKEN ?? 'local-only-brina-read-token-0123456789abcdef0123456789abcdef';
  const draft = await fetch(`${CMS_URL}/api/products?filters[slug][$eq]=piselli-finissimi&locale=it&status=draft`, { headers: { Authorization: `Bearer ${readToken}` } }).then((r) => r.json());
  const draftTitle = draft.data[0].title;
  await page.goto(`/api/preview?secret=${PREVIEW_SECRET}&path=/it`);
  await page.waitForURL(/\/it$/);
  await page.locator('[data-preview-banner]').waitFor();
  const previewTitles = await page.locator('[data-product-card] h3').allTextContents();
  await page.goto('/api/exit-preview?locale=it');
  await page.waitForURL(/\/it$/);
  await page.locator('[data-product-card]').first().waitFor();
  const publishedTitles = await page.locator('[data-product-card] h3').allTextContents();
  expect(previewTitles.includes(draftTitle), 'the home carousel shows the draft title in preview');
  expect(!publishedTitles.includes(draftTitle) && publishedTitles.includes('Piselli finissimi'), 'and the published title outside preview');
});

test("the CMS preview button opens the document's page in draft mode", async ({ page }) => {
  const found = await fetch(`${CMS_URL}/api/products?filters[slug][$eq]=piselli-finissimi&locale=it&fields[0]=title`).then((r) => r.json());
  const documentId = found.data[0].documentId;
  await page.goto(`/api/preview?secret=${PREVIEW_SECRET}&uid=api::product.product&documentId=${documentId}&locale=it`);
  await page.waitForURL('**/it/prodotti/verdure/piselli-finissimi');
  await page.locator('[data-preview-banner]').waitFor();
  expect((await page.locator('h1').textContent()).includes('nuova confezione'), 'the draft title is shown');
  await page.goto(`/api/preview?secret=${PREVIEW_SECRET}&uid=api::manifesto.manifesto&documentId=x&locale=en`);
  await page.waitForURL('**/en/manifest');
});

test('sitemap.xml and robots.txt', async () => {
  const sitemap = await fetch(`${WEB_URL}/sitemap.xml`).then((r) => r.text());
  for (const path of ['/it</loc>', '/en</loc>', '/it/foodservice</loc>', '/it/chi-siamo</loc>', '/en/about-us</loc>', '/it/prodotti/verdure/spinaci-in-foglia</loc>', '/en/foodservice/products/iqf-vegetables/leaf-spinach</loc>']) expect(sitemap.includes(path), `sitemap has ${path}`);
  expect(/hreflang="en" href="[^"]*\/en\/about-us"/.test(sitemap), 'corporate pages carry their translation');
  expect(/hreflang="it" href="[^"]*\/it\/prodotti\/verdure\/spinaci-in-foglia"/.test(sitemap), 'products carry their translation');
  const robots = await fetch(`${WEB_URL}/robots.txt`).then((r) => r.text());
  expect(robots.includes('Sitemap:'), 'robots points to the sitemap');
});

test('axe: home pages and the 404 page have no serious or critical violation', async ({ page }) => {
  for (const path of ['/it', '/en', '/it/foodservice', '/en/foodservice', '/it/non-esiste', '/it/chi-siamo']) {
    await page.goto(path);
    await expectAccessible(page, path);
  }
});

test('the header hides on scroll down and shows on scroll up', async ({ page }) => {
  await page.goto('/it/chi-siamo', { waitUntil: 'networkidle' });
  const header = page.locator('[data-header]');
  await page.mouse.move(600, 500);
  await page.mouse.wheel(0, 150);
  await page.waitForTimeout(150);
  expectEqual(await header.getAttribute('data-hidden'), 'false', 'still shown after 150 px (threshold 200 px)');
  await page.evaluate(() => window.scrollTo(0, 300));
  await page.waitForTimeout(150);
  expectEqual(await header.getAttribute('data-hidden'), 'true', 'hidden after 300 px down (threshold 200 px)');
  await page.evaluate(() => window.scrollTo(0, 50));
  await page.waitForTimeout(150);
  expectEqual(await header.getAttribute('data-hidden'), 'false', 'shown after scrolling up 250 px');
});

test('the navbar is transparent near the top of home only', async ({ page }) => {
  await page.goto('/it', { waitUntil: 'networkidle' });
  const header = page.locator('[data-header]');
  expectEqual(await header.getAttribute('data-transparent'), 'true', 'transparent at the top of home');
  await page.mouse.move(600, 500);
  await page.mouse.wheel(0, 300);
  await page.waitForFunction(() => document.querySelector('[data-header]')?.getAttribute('data-transparent') === 'false');
  await page.goto('/it/chi-siamo', { waitUntil: 'networkidle' });
  expectEqual(await header.getAttribute('data-transparent'), 'false', 'opaque on other pages');
});

