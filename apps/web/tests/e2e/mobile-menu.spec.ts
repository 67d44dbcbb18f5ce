// The phone menu (issue 37.1): below `lg` the ☰ opens a drawer whose links a visitor can actually
// reach, on several page types and widths, in both modes; without JavaScript ☰ leads to the
// footer's site map. "Visible" is not enough (a link clipped by an ancestor still counts as
// visible): each link must lie inside the viewport and be the topmost element at its centre.
import type { Locator, Page } from '@playwright/test';
import { consentCookie, expect, expectAccessible, expectHydrated, test } from './fixtures';

const PAGES = ['/it', '/en/products', '/it/ricette', '/it/foodservice', '/en/about-us'];
const WIDTHS = [320, 390, 768, 1023];

/** Whether a visitor can tap the element: inside the viewport, and what a tap at its centre hits. */
function reachable(link: Locator): Promise<boolean> {
  return link.evaluate((el) => {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

async function openDrawer(page: Page): Promise<Locator> {
  const opener = page.locator('[data-drawer-open]');
  await expectHydrated(opener);
  await opener.click();
  const drawer = page.locator('[data-drawer]');
  await expect(drawer).toBeVisible();
  return drawer;
}

for (const width of WIDTHS) {
  test(`phone menu at ${width} px: every link of the drawer can be reached`, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of PAGES) {
      await page.goto(path);
      const drawer = await openDrawer(page);
      const links = drawer.locator('nav a[href]');
      const count = await links.count();
      expect(count, `${path}: the drawer lists links`).toBeGreaterThan(3);
      for (let i = 0; i < count; i += 1) {
        const link = links.nth(i);
        await link.scrollIntoViewIfNeeded();
        expect(await reachable(link), `${path} at ${width} px: "${await link.innerText()}" can be tapped`).toBe(true);
      }
      // The drawer fills the screen's height below the top, not a strip the height of the header.
      const box = await drawer.boundingBox();
      expect(box?.height ?? 0, `${path}: the drawer is as tall as the screen`).toBeGreaterThanOrEqual(790);
      await page.keyboard.press('Escape');
      await expect(drawer).toHaveCount(0);
    }
    expect(consoleErrors).toEqual([]);
  });
}

test('phone menu: a tapped link navigates, and the open drawer is accessible', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/it');
  const drawer = await openDrawer(page);
  await expectAccessible(page, 'home with the phone menu open');
  const link = drawer.locator('nav a[href^="/it/"]').first();
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('[data-drawer]'), 'the drawer closes on navigation').toHaveCount(0);
});

test('phone menu without JavaScript: ☰ leads to the site map in the footer', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, baseURL });
  // A visitor who has answered the cookie banner (it would cover the footer's first links).
  await context.addCookies([consentCookie(['necessary'])]);
  const page = await context.newPage();
  await page.goto('/it');
  await page.locator('[data-drawer-fallback]').click();
  await expect(page).toHaveURL(/#site-menu$/);
  const menu = page.locator('#site-menu');
  const links = menu.locator('a[href]');
  expect(await links.count(), 'the site map lists links').toBeGreaterThan(3);
  expect(await reachable(links.first()), 'the site map is on screen').toBe(true);
  await context.close();
});
