// Website foundation: routes, modes, language switching, drawer, preview, hreflang, 404, a11y,
// header behaviour on scroll.
import { PREVIEW_SECRET, READ_TOKEN, WEB_URL, afterFrames, cmsList, expect, expectAccessible, expectHydrated, previewLink, test } from './fixtures';

test('/ redirects to /it', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL('/it');
});

test('home pages and corporate pages answer 200 in both languages', async ({ request }) => {
  for (const path of [
    '/it',
    '/en',
    '/it/foodservice',
    '/en/foodservice',
    '/it/chi-siamo',
    '/en/about-us',
    '/it/azienda/sostenibilita',
    '/en/company/sustainability',
    '/it/azienda/filiera',
    '/en/company/supply-chain',
  ]) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
  }
});

test('unknown pages and English URLs of Italian-only screens are 404', async ({ page, request }) => {
  for (const path of [
    '/it/non-esiste',
    '/en/does-not-exist',
    '/it/a/b/c/d',
    '/en/blog',
    '/en/lavora-con-noi',
    '/en/store-locator',
    '/en/foodservice/chef-in-linea',
    '/en/azienda/sostenibilita',
  ]) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
  await page.goto('/it/non-esiste');
  await expect(page.locator('h1')).toContainText('Pagina non trovata');
  await expect(page.locator('#joke-recipe'), 'joke recipe teaser').toBeVisible();
  // A real product under another category is the same 404 page, teaser included.
  const wrongCategory = await page.goto('/it/prodotti/frutta/piselli-finissimi');
  expect(wrongCategory?.status()).toBe(404);
  await expect(page.locator('#joke-recipe'), 'joke recipe teaser on a wrong category').toBeVisible();
  await page.goto('/en/does-not-exist');
  await expect(page.locator('h1')).toContainText('This page could not be found');
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL('/en');
});

test('home pages render CMS content: hero, sections, navbar, footer with funding notices', async ({ page, consoleErrors }) => {
  await page.goto('/it');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect.poll(() => page.locator('[data-section]').count(), { message: 'sections rendered' }).toBeGreaterThanOrEqual(4);
  await expect.poll(() => page.locator('[data-product-card]').count(), { message: 'product cards' }).toBeGreaterThan(0);
  await expect(page.locator('[data-funding-notice]')).toHaveCount(2);
  // The EU emblems with their funding statements (drawn by the seed), not food photos.
  await expect(page.locator('[data-funding-notice] img').first()).toHaveAttribute('alt', 'Finanziato dall’Unione europea – NextGenerationEU');
  await expect(page.locator('[data-funding-notice] img').nth(1)).toHaveAttribute('alt', 'Cofinanziato dall’Unione europea');
  await expect(page.locator('footer')).toContainText('Brina Società Cooperativa Agricola');
  await expect.poll(() => page.locator('script[type="application/ld+json"]').count(), { message: 'Organization JSON-LD' }).toBeGreaterThan(0);
  expect(consoleErrors, 'console errors').toEqual([]);
});

test('mode switch: Food Service then a corporate page keeps the mode, also server-side', async ({ page, context }) => {
  const modeCookie = async () => (await context.cookies()).find((c) => c.name === 'brina-mode')?.value;
  const mode = page.locator('[data-site-mode]');
  await page.goto('/it');
  await expect(mode, 'starts in B2C').toHaveAttribute('data-site-mode', 'B2C');
  await page.locator('[data-mode-switch="B2B"]').click();
  await expect(page).toHaveURL('/it/foodservice');
  await expect.poll(modeCookie).toBe('B2B');
  await expect(mode, 'B2B after switch').toHaveAttribute('data-site-mode', 'B2B');
  await page.goto('/it/chi-siamo');
  await expect(mode, 'corporate page keeps B2B (server render)').toHaveAttribute('data-site-mode', 'B2B');
  await page.locator('[data-mode-switch="B2C"]').click();
  await expect(page).toHaveURL('/it');
  await expect.poll(modeCookie).toBe('B2C');
  await page.goto('/it/chi-siamo');
  await expect(mode, 'corporate page back in B2C').toHaveAttribute('data-site-mode', 'B2C');
});

test('language switch goes to the translated page, and reloads navigation and footer', async ({ page }) => {
  await page.goto('/it/azienda/sostenibilita');
  const nav = page.locator('header nav').first();
  const itNav = (await nav.textContent()) ?? '';
  expect(itNav.length).toBeGreaterThan(0);
  await expectHydrated(page.locator('[data-language-switch="en"]'));
  await page.locator('[data-language-switch="en"]').click();
  await expect(page).toHaveURL('/en/company/sustainability');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(nav, 'navbar reloaded in English').not.toHaveText(itNav);
  await expect(page.locator('footer')).toContainText('Funded projects');
  await expectHydrated(page.locator('[data-language-switch="it"]'));
  await page.locator('[data-language-switch="it"]').click();
  await expect(page).toHaveURL('/it/azienda/sostenibilita');
});

test('language switch without a translation goes to the mode home', async ({ page, request }) => {
  await page.goto('/it/foodservice/chef-in-linea');
  await expectHydrated(page.locator('[data-language-switch="en"]'));
  await page.locator('[data-language-switch="en"]').click();
  await expect(page).toHaveURL('/en/foodservice');
  const fallback = await request.get(`/api/language?to=en&path=${encodeURIComponent('/it/blog/stagionalita/x')}`, { maxRedirects: 0 });
  expect(fallback.headers()['location'], 'Italian-only B2C screen falls back to /en').toBe('/en');
});

test('hreflang alternates are present and reciprocal, with x-default', async ({ page }) => {
  const alternates = async (path: string) => {
    await page.goto(path);
    return page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => Object.fromEntries(links.map((l) => [l.getAttribute('hreflang') ?? '', new URL((l as HTMLLinkElement).href).pathname])));
  };
  const expected = { it: '/it/chi-siamo', en: '/en/about-us', 'x-default': '/it/chi-siamo' };
  expect(await alternates('/it/chi-siamo'), 'Italian page alternates').toEqual(expected);
  expect(await alternates('/en/about-us'), 'English page alternates').toEqual(expected);
  const home = await alternates('/en/foodservice');
  expect(home.it, 'B2B home alternate').toBe('/it/foodservice');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('meta[property="og:title"]'), 'Open Graph title').toHaveAttribute('content', /\S/);
});

test('mobile drawer works by keyboard: opens, traps focus, locks scroll, closes with Escape', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/it');
  const opener = page.locator('[data-drawer-open]');
  await expectHydrated(opener);
  await opener.focus();
  await page.keyboard.press('Enter');
  const drawer = page.locator('[data-drawer]');
  await expect(drawer).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.body.style.overflow), { message: 'page scroll locked' }).toBe('hidden');
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    await expect(drawer.locator(':focus'), `focus stays in the drawer (tab ${i})`).toHaveCount(1);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(opener, 'focus back on the menu button').toBeFocused();
  expect(await page.evaluate(() => document.body.style.overflow), 'scroll unlocked').toBe('');
});

test('desktop menu opens on hover and by keyboard', async ({ page }) => {
  await page.goto('/it');
  const trigger = page.locator('header nav button[aria-expanded]').first();
  await expectHydrated(trigger);
  await trigger.hover();
  await expect(trigger, 'opens on hover').toHaveAttribute('aria-expanded', 'true');
  await page.mouse.move(5, 800);
  await expect(trigger, 'closes when the pointer leaves').toHaveAttribute('aria-expanded', 'false');
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(trigger, 'opens with Enter').toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(trigger, 'closes with Escape').toHaveAttribute('aria-expanded', 'false');
});

test('preview: signed link required, banner shown, ESCI turns it off; a forged cookie is ignored', async ({ page, context, request }) => {
  expect((await request.get(`/api/preview?secret=${PREVIEW_SECRET}&path=/it`, { maxRedirects: 0 })).status(), 'the old static secret').toBe(401);
  expect((await request.get(previewLink({ path: '//evil.example', locale: 'it' }), { maxRedirects: 0 })).status(), 'absolute path refused').toBe(400);
  await context.addCookies([
    { name: '__prerender_bypass', value: 'forged', url: WEB_URL },
    { name: 'brina-preview', value: 'true', url: WEB_URL },
  ]);
  await page.goto('/it');
  await expect(page.locator('[data-site-mode]')).toHaveCount(1);
  await expect(page.locator('[data-preview-banner]'), 'forged cookie shows no preview').toHaveCount(0);
  await context.clearCookies();
  await page.goto(previewLink({ path: '/it/chi-siamo', locale: 'it' }));
  await expect(page).toHaveURL('/it/chi-siamo');
  const banner = page.locator('[data-preview-banner]');
  await expect(banner).toContainText('Sei in preview');
  await banner.getByRole('link', { name: 'ESCI' }).click();
  await expect(page).toHaveURL('/it');
  await expect(page.locator('[data-preview-banner]'), 'preview off').toHaveCount(0);
});

test('preview shows drafts fetched server-side', async ({ page, request }) => {
  const [draft] = await cmsList<{ title: string }>(request, '/api/products?filters[slug][$eq]=piselli-finissimi&locale=it&status=draft', READ_TOKEN);
  const draftTitle = draft?.title ?? '';
  expect(draftTitle).not.toBe('Piselli finissimi');
  const titles = page.locator('[data-product-card] h3');
  await page.goto(previewLink({ path: '/it', locale: 'it' }));
  await expect(page).toHaveURL('/it');
  await expect(page.locator('[data-preview-banner]')).toBeVisible();
  await expect.poll(() => titles.allTextContents(), { message: 'the home carousel shows the draft title in preview' }).toContain(draftTitle);
  await page.goto('/api/exit-preview?locale=it');
  await expect(page).toHaveURL('/it');
  await expect(page.locator('[data-preview-banner]')).toHaveCount(0);
  await expect.poll(() => titles.allTextContents(), { message: 'the published title outside preview' }).toContain('Piselli finissimi');
  expect(await titles.allTextContents(), 'no draft title outside preview').not.toContain(draftTitle);
});

test("the CMS preview button opens the document's page in draft mode", async ({ page, request }) => {
  const [found] = await cmsList<{ documentId: string }>(request, '/api/products?filters[slug][$eq]=piselli-finissimi&locale=it&fields[0]=title');
  await page.goto(previewLink({ uid: 'api::product.product', documentId: found?.documentId ?? '', locale: 'it' }));
  await expect(page).toHaveURL('/it/prodotti/verdure/piselli-finissimi');
  await expect(page.locator('[data-preview-banner]')).toBeVisible();
  await expect(page.locator('h1'), 'the draft title is shown').toContainText('nuova confezione');
  await page.goto(previewLink({ uid: 'api::manifesto.manifesto', documentId: 'x', locale: 'en' }));
  await expect(page).toHaveURL('/en/manifest');
});

test('sitemap.xml and robots.txt', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of [
    '/it</loc>',
    '/en</loc>',
    '/it/foodservice</loc>',
    '/it/chi-siamo</loc>',
    '/en/about-us</loc>',
    '/it/prodotti/verdure/spinaci-in-foglia</loc>',
    '/en/foodservice/products/iqf-vegetables/leaf-spinach</loc>',
  ]) {
    expect(sitemap, `sitemap has ${path}`).toContain(path);
  }
  expect(sitemap, 'corporate pages carry their translation').toMatch(/hreflang="en" href="[^"]*\/en\/about-us"/);
  expect(sitemap, 'products carry their translation').toMatch(/hreflang="it" href="[^"]*\/it\/prodotti\/verdure\/spinaci-in-foglia"/);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots, 'robots points to the sitemap').toContain('Sitemap:');
});

test('axe: home pages and the 404 page have no serious or critical violation', async ({ page }) => {
  // An axe check per page, several pages: past the default 2 minutes on a loaded 2-core run.
  test.setTimeout(240_000);
  for (const path of ['/it', '/en', '/it/foodservice', '/en/foodservice', '/it/non-esiste', '/it/chi-siamo']) {
    await page.goto(path);
    await expectAccessible(page, path);
  }
});

test('the header hides on scroll down and shows on scroll up', async ({ page }) => {
  const scrollTo = async (y: number) => {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await afterFrames(page);
  };
  await page.goto('/it/chi-siamo');
  const header = page.locator('[data-header]');
  await expect(header).toHaveAttribute('data-hidden', 'false');
  await expect(header).toBeInViewport();
  // The scroll listener is attached when the header hydrates; a scroll before that only moves
  // the starting point, so start again from the top until the header reacts.
  await expect(async () => {
    await scrollTo(0);
    await scrollTo(150);
    await scrollTo(300);
    await expect(header, 'hidden after 300 px down (threshold 200 px)').toHaveAttribute('data-hidden', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(header, 'moved out of the viewport').not.toBeInViewport();

  await scrollTo(150);
  await expect(header, 'still hidden after 150 px up (threshold 200 px)').toHaveAttribute('data-hidden', 'true');
  await scrollTo(50);
  await expect(header, 'shown after scrolling up 250 px').toHaveAttribute('data-hidden', 'false');
  await expect(header, 'back in the viewport').toBeInViewport();

  await scrollTo(200);
  await expect(header, 'still shown after 150 px down (threshold 200 px)').toHaveAttribute('data-hidden', 'false');
  await expect(header).toBeInViewport();
  await scrollTo(320);
  await expect(header, 'hidden again after 270 px down').toHaveAttribute('data-hidden', 'true');
  await expect(header).not.toBeInViewport();
});

test('the navbar is transparent near the top of home only', async ({ page }) => {
  await page.goto('/it');
  const header = page.locator('[data-header]');
  await expect(header, 'transparent at the top of home').toHaveAttribute('data-transparent', 'true');
  await expectHydrated(header);
  await page.mouse.move(600, 500);
  await page.mouse.wheel(0, 300);
  await expect(header, 'opaque once scrolled').toHaveAttribute('data-transparent', 'false');
  await page.goto('/it/chi-siamo');
  await expect(header, 'opaque on other pages').toHaveAttribute('data-transparent', 'false');
});
