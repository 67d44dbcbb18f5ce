// What a visitor notices while moving around (issue 21): the 404 page is in the HTML itself (no
// JavaScript needed), filters keep the scroll while another page starts at the top, the progress
// bar shows for every wait, and the footer's link groups keep their titles.
import type { Page } from '@playwright/test';
import { WEB_URL, expect, expectHydrated, test } from './fixtures';

const UNKNOWN = [
  { path: '/it/nessuna-pagina-qui', title: 'Pagina non trovata', home: 'Torna alla home', homeHref: '/it', mode: 'B2C' },
  { path: '/en/no-such-page-here', title: 'This page could not be found', home: 'Back to the home page', homeHref: '/en', mode: 'B2C' },
  { path: '/it/foodservice/nessuna-pagina-qui', title: 'Pagina non trovata', home: 'Torna alla home', homeHref: '/it/foodservice', mode: 'B2B' },
  { path: '/en/foodservice/x/y/z', title: 'This page could not be found', home: 'Back to the home page', homeHref: '/en/foodservice', mode: 'B2B' },
  { path: '/it/prodotti/verdure/nessun-prodotto', title: 'Pagina non trovata', home: 'Torna alla home', homeHref: '/it', mode: 'B2C' },
] as const;

async function expectNotFoundPage(page: Page, expected: (typeof UNKNOWN)[number]) {
  await expect(page.locator('h1'), expected.path).toHaveText(expected.title);
  await expect(page.locator('#joke-recipe'), 'joke recipe teaser').toBeVisible();
  await expect(page.getByRole('link', { name: expected.home }), 'home button').toHaveAttribute('href', expected.homeHref);
  await expect(page.locator('header').first(), 'site header').toBeVisible();
  await expect(page.locator('footer'), 'site footer').toBeVisible();
  await expect(page.locator('[data-site-mode]'), 'chrome of the audience').toHaveAttribute('data-site-mode', expected.mode);
}

test.describe('404 without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('unknown URLs answer 404 with the message, the home button, the header and the footer in the HTML', async ({ page }) => {
    for (const expected of UNKNOWN) {
      const response = await page.goto(expected.path);
      expect(response?.status(), expected.path).toBe(404);
      expect(await response?.text(), 'not the empty error shell').not.toContain('__next_error__');
      await expectNotFoundPage(page, expected);
    }
  });
});

test('with JavaScript the 404 page is the same page, drawn from the first byte', async ({ page, request, consoleErrors }) => {
  const [first] = UNKNOWN;
  const html = await (await request.get(first.path)).text();
  expect(html, 'the message is in the served HTML').toMatch(/<h1[^>]*>Pagina non trovata<\/h1>/);
  const response = await page.goto(first.path);
  expect(response?.status()).toBe(404);
  await expectNotFoundPage(page, first);
  await expect(page.locator('[data-not-found]'), 'drawn once').toHaveCount(1);
  await expectHydrated(page.getByRole('link', { name: first.home }));
  await page.getByRole('link', { name: first.home }).click();
  await expect(page).toHaveURL(`${WEB_URL}/it`);
  expect(consoleErrors.filter((e) => !/404/.test(e))).toEqual([]);
});

test.describe('scroll on navigation', () => {
  test.use({ viewport: { width: 1280, height: 700 } });

  test('a filter near the bottom keeps the scroll; another page starts at the top', async ({ page }) => {
    // Reduced motion: the scroll to the top is immediate, so a wrong one cannot hide in an animation.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/it/ricette');
    const form = page.locator('[data-filter-form]');
    await expectHydrated(form);
    const last = form.locator('input[type="checkbox"]').last();
    await last.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before, 'scrolled down to the last filter').toBeGreaterThan(200);
    const url = page.url();
    await last.check();
    await expect(page).not.toHaveURL(url);
    await expect(form).toHaveAttribute('aria-busy', 'false');
    await expect(last).toBeChecked();
    const after = await page.evaluate(() => window.scrollY);
    expect(Math.abs(after - before), `scrollY ${before} → ${after}`).toBeLessThanOrEqual(5);

    const other = page.locator('footer [data-footer-links]').getByRole('link', { name: 'Privacy policy' });
    await other.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expectHydrated(other);
    await other.click();
    await expect(page).toHaveURL(/\/it\/area-legale\/privacy-policy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'another page starts at the top' }).toBe(0);
  });

  test('another page of the list brings the top of the results into view (hash honoured)', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/it/prodotti');
    const next = page.locator('[data-pagination] a[rel="next"]');
    await expectHydrated(next);
    await next.scrollIntoViewIfNeeded();
    await next.click();
    await expect(page).toHaveURL(/page=2#results-title$/);
    await expect(page.locator('#results-title')).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'not thrown to the very top' }).toBeGreaterThan(0);
  });
});

test.describe('progress bar', () => {
  const bar = (page: Page) => page.locator('[role="progressbar"]');

  /** Holds the site's answers to client navigations (RSC requests) for a while: a slow network. */
  async function slowNavigations(page: Page) {
    await page.route(
      (url) => url.searchParams.has('_rsc'),
      async (route) => {
        if (route.request().headers()['next-router-prefetch']) return route.continue();
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      },
    );
  }

  test('shows while a filter change is on its way', async ({ page }) => {
    await page.goto('/it/ricette');
    const form = page.locator('[data-filter-form]');
    await expectHydrated(form);
    await expect(bar(page)).toHaveAttribute('data-progress', 'idle');
    await slowNavigations(page);
    await form.locator('input[type="checkbox"]').first().check();
    await expect(bar(page), 'progress while the results load').toHaveAttribute('data-progress', 'loading');
    await expect(form).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
    await expect(bar(page), 'gone once they are shown').toHaveAttribute('data-progress', 'idle');
  });

  test('shows during a back navigation that waits for the server', async ({ page }) => {
    // The search page is rendered per request (lists are cached pages the router may already hold).
    await page.goto('/it/ricerca?q=spinaci');
    const home = page.locator('[data-header] a[href="/it"]').first();
    await expectHydrated(home);
    await home.click();
    await expect(page).toHaveURL(/\/it$/);
    // After a reload the search page is no longer in the router's memory: going back asks the server.
    await page.reload();
    await expectHydrated(page.locator('[data-header] a[href="/it"]').first());
    await slowNavigations(page);
    await page.goBack();
    await expect(bar(page), 'progress while the previous page loads').toHaveAttribute('data-progress', 'loading');
    await expect(page.locator('h1')).toHaveText('Risultati per «spinaci»', { timeout: 15_000 });
    await expect(bar(page)).toHaveAttribute('data-progress', 'idle');
  });
});

test('the footer shows both link groups with their titles, in both languages', async ({ page }) => {
  for (const [path, left, right, leftLink, rightLink] of [
    ['/it', 'Informazioni legali', 'Contatti e servizi', 'Privacy policy', 'Contatti'],
    ['/en', 'Legal information', 'Contacts and services', 'Privacy policy', 'Contacts'],
  ] as const) {
    await page.goto(path);
    const groups = page.locator('footer [data-footer-links] [data-footer-group]');
    await expect(groups, path).toHaveCount(2);
    await expect(groups.nth(0)).toHaveAttribute('data-footer-group', 'left');
    await expect(groups.nth(1)).toHaveAttribute('data-footer-group', 'right');
    await expect(groups.nth(0).getByRole('heading', { level: 2 })).toHaveText(left);
    await expect(groups.nth(1).getByRole('heading', { level: 2 })).toHaveText(right);
    await expect(page.getByRole('list', { name: left }).getByRole('link', { name: leftLink })).toBeVisible();
    await expect(page.getByRole('list', { name: right }).getByRole('link', { name: rightLink, exact: true })).toBeVisible();
  }
});
