// Shared pieces of the browser tests: where the site and the CMS are, a `consoleErrors` fixture,
// the accessibility check, a hydration wait and small readers for JSON-LD and the CMS.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signPreviewToken, type PreviewTarget } from '../../src/lib/preview-token';

export { expect };

export const WEB_URL = (process.env.WEB_URL ?? 'http://127.0.0.1:3100').replace(/\/$/, '');
export const CMS_URL = (process.env.CMS_TEST_URL ?? process.env.CMS_URL ?? 'http://127.0.0.1:1338').replace(/\/$/, '');
export const COUNTER_URL = process.env.CMS_COUNTER_URL;
export const PREVIEW_SECRET = process.env.PREVIEW_SECRET ?? 'local-only-preview-secret';

/** A preview link as the CMS's "Open preview" mints it (signed, for minutes), or one for a site path. */
export function previewLink(target: PreviewTarget): string {
  return `/api/preview?token=${signPreviewToken(target, PREVIEW_SECRET)}`;
}
export const READ_TOKEN = process.env.CMS_READ_TOKEN ?? 'local-only-brina-read-token-0123456789abcdef0123456789abcdef';
const ADMIN = { email: 'admin@brina.local', password: 'BrinaDemo2026!' };

/** The cookie banner's cookie (name, revision of the cookie policy the site is built with). */
export const CONSENT_COOKIE = 'brina_consent';
export const POLICY_REVISION = Number(process.env.COOKIE_POLICY_REVISION ?? 1);

/** The consent cookie the banner writes after a choice (`categories` accepted, `revision` of the policy). */
export function consentCookie(categories: string[], { revision = POLICY_REVISION, language = 'it' } = {}) {
  const now = new Date();
  const value = {
    categories,
    revision,
    data: null,
    consentTimestamp: now.toISOString(),
    consentId: crypto.randomUUID(),
    services: { necessary: [], analytics: [], marketing: [] },
    languageCode: language,
    lastConsentTimestamp: now.toISOString(),
    expirationTime: now.getTime() + 182 * 86_400_000,
  };
  return { name: CONSENT_COOKIE, value: encodeURIComponent(JSON.stringify(value)), url: WEB_URL };
}

/**
 * Every test gets its own browser context; `consoleErrors` collects that page's errors. Visitors
 * have already answered the cookie banner (technical cookies only), so it does not cover what a
 * test clicks; `test.use({ consentDecided: false })` meets the banner as a first visit does.
 */
export const test = base.extend<{ consoleErrors: string[]; consentDecided: boolean }>({
  consentDecided: [true, { option: true }],
  context: async ({ context, consentDecided }, provide) => {
    if (consentDecided) await context.addCookies([consentCookie(['necessary'])]);
    await provide(context);
  },
  consoleErrors: async ({ page }, provide) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await provide(errors);
  },
});

/** Fails on serious or critical accessibility violations. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
  expect(bad, `${label}: accessibility violations`).toEqual([]);
}

/**
 * Waits until React has hydrated the element, so that its event handlers are attached: before
 * that a click or a change is handled by the plain HTML (or lost). React marks the DOM nodes it
 * owns with a `__reactProps$…` key.
 */
export async function expectHydrated(locator: Locator): Promise<void> {
  await expect.poll(() => isHydrated(locator), { message: 'React has hydrated the element' }).toBe(true);
}

/** Whether React has hydrated the (first) element yet. */
export function isHydrated(locator: Locator): Promise<boolean> {
  return locator.first().evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$')));
}

/** Resolves after the browser has rendered two more frames (scroll handlers run in a frame). */
export async function afterFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

export type JsonLdNode = {
  '@type'?: string;
  name?: string;
  headline?: string;
  image?: string | string[];
  brand?: { name?: string };
  publisher?: { name?: string };
  author?: { '@type'?: string; name?: string };
  datePublished?: string;
  itemListElement?: unknown[];
  recipeInstructions?: { '@type'?: string; text?: string }[];
  mainEntityOfPage?: { '@id'?: string };
  [key: string]: unknown;
};

export async function jsonLd(page: Page): Promise<JsonLdNode[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as JsonLdNode);
}

/** Data of a CMS collection answer (`{ data: [...] }`), read as the website reads it: the public role reads nothing. */
export async function cmsList<T>(request: APIRequestContext, path: string, token = READ_TOKEN): Promise<T[]> {
  const response = await request.get(CMS_URL + path, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), `GET ${path}`).toBe(200);
  return ((await response.json()) as { data: T[] }).data;
}

export async function ratingCount(request: APIRequestContext, documentId: string, kind: 'product' | 'recipe' = 'product'): Promise<number> {
  const response = await request.get(`${CMS_URL}/api/${kind}-ratings/summary?${kind}=${documentId}`, { headers: { Authorization: `Bearer ${READ_TOKEN}` } });
  expect(response.status(), 'rating summary').toBe(200);
  return ((await response.json()) as { data: { count: number } }).data.count;
}

/** A CMS admin session token of the seeded administrator (admin login). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post(`${CMS_URL}/admin/login`, { data: ADMIN });
  expect(login.status(), 'admin login').toBe(200);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** The CMS content-manager API as the seeded administrator; every call must succeed. */
export async function cmsAdmin(request: APIRequestContext) {
  const token = await adminToken(request);
  return async (method: 'PUT' | 'POST' | 'DELETE', path: string, data?: Record<string, unknown>): Promise<unknown> => {
    const response = await request.fetch(`${CMS_URL}/content-manager${path}`, { method, headers: { Authorization: `Bearer ${token}` }, data });
    expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
    return response.json();
  };
}

/** A random client address: the rating and search endpoints limit requests per visitor. */
export function visitorHeaders(): Record<string, string> {
  const part = () => Math.floor(Math.random() * 250);
  return { 'x-forwarded-for': `10.${part()}.${part()}.${part()}` };
}
