// Page-weight budgets (issues 15 and 24, bench/README.md): the HTML bytes of the product and home
// pages and the first-load JavaScript of every page type may not grow past these numbers
// unnoticed. They sit a little above what the production build measured on 2026-11-26, 23:23
// (product 115.4 KB of HTML, home 128.6 KB; 150.8-154.4 KB of first-load JavaScript on every page
// type, the contact page's forms included now that they load their code when reached; the careers
// wizard still renders with react-hook-form at once), not at issue 24's goals (80 KB, 90 KB,
// 150 KB), which are missed (bench/README.md says by how much and what would close the gap): lower
// them as that work lands; raise one only with a reason in the README. Raised on 2026-11-27 (issues
// 35 and 37, measured by npm test's build: product 122.4 KB, home 131.7 KB): the product page now
// carries the EU nutrition declaration per 100 g and per portion, the producer, plant and approval
// number (issue 37.4), and every page the header's shopping-list link (37.6); the home the next
// event's teaser (35). The careers page has no budget of its own since its wizard's form loads
// when the page is idle or the visitor applies (issue 34: 180.3 KB before, 154.9 KB measured on
// 2026-11-27 20:50, the other page types 152.2-155.8 KB).
import zlib from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

const KB = 1024;

/** Uncompressed HTML, in bytes. */
const HTML_BUDGET = {
  '/it/prodotti/verdure/spinaci-in-foglia': 124 * KB,
  '/it': 133 * KB,
};

/** gzip bytes of the <script src> files a first visit loads, per page type. */
const FIRST_LOAD_JS_BUDGET = 156 * KB;

const PAGE_TYPES: [string, string][] = [
  ['home', '/it'],
  ['product list', '/it/prodotti'],
  ['product', '/it/prodotti/verdure/spinaci-in-foglia'],
  ['recipe list', '/it/ricette'],
  ['recipe', '/it/ricette/primi-piatti/risotto-piselli-e-menta'],
  ['blog article', '/it/blog/stagionalita/verdure-d-inverno'],
  ['contacts', '/it/contatti'],
  ['careers', '/it/lavora-con-noi'],
  ['search', '/it/ricerca?q=spinaci'],
  ['store locator', '/it/store-locator'],
];

/** Screens whose issues have not landed yet answer 404 until they do; then they are measured. */
const NOT_BUILT_YET = new Set<string>([]);

async function html(request: APIRequestContext, path: string): Promise<{ status: number; body: Buffer }> {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), body: await response.body() };
}

/** The first-load scripts of a page: its <script src> tags (module scripts; nomodule polyfills are for old browsers). */
function scriptsOf(page: string): string[] {
  const tags = [...page.matchAll(/<script\b([^>]*)\bsrc="([^"]+)"[^>]*>/g)].filter((m) => !/\bnomodule\b/i.test(m[0]));
  return [...new Set(tags.map((m) => (m[2] ?? '').replaceAll('&amp;', '&')))];
}

test('HTML of the product and home pages stays within its budget', async ({ request }) => {
  const over: string[] = [];
  for (const [path, budget] of Object.entries(HTML_BUDGET)) {
    const { status, body } = await html(request, path);
    expect(status, path).toBe(200);
    if (body.length > budget) over.push(`${path}: ${(body.length / KB).toFixed(1)} KB > ${budget / KB} KB`);
  }
  expect(over).toEqual([]);
});

test('first-load JavaScript of every page type stays within its budget', async ({ request }) => {
  const over: string[] = [];
  let measured = 0;
  for (const [type, path] of PAGE_TYPES) {
    const { status, body } = await html(request, path);
    if (status === 404 && NOT_BUILT_YET.has(path)) continue;
    expect(status, `${type} ${path}`).toBe(200);
    const scripts = scriptsOf(body.toString('utf8'));
    expect(scripts.length, `${type}: script tags found`).toBeGreaterThan(0);
    let bytes = 0;
    for (const src of scripts) {
      const file = await request.get(src);
      expect(file.status(), src).toBe(200);
      bytes += zlib.gzipSync(await file.body()).length;
    }
    measured += 1;
    if (bytes > FIRST_LOAD_JS_BUDGET) over.push(`${type} ${path}: ${(bytes / KB).toFixed(1)} KB > ${FIRST_LOAD_JS_BUDGET / KB} KB`);
  }
  expect(measured, 'page types measured').toBeGreaterThanOrEqual(6);
  expect(over).toEqual([]);
});

test('the browser gets the client components’ texts, not the whole catalogue', async ({ request }) => {
  const { body } = await html(request, '/it/prodotti/verdure/spinaci-in-foglia');
  const page = body.toString('utf8');
  // Server-only namespaces (the product page renders their text, never their keys).
  for (const key of ['"editorial":{', '"catalogue":{"productsTitle"', '"notFound":{', '"meta":{', '"introB2B":'])
    expect(page, key).not.toContain(key.replaceAll('"', '\\"'));
  // The texts of the dialogs fetched on demand come with their code (/api/texts), not with the page.
  for (const key of ['"seeAll":', '"consent":{', '"quiz":{']) expect(page, key).not.toContain(key.replaceAll('"', '\\"'));
  // What the header, the rating and the page effects show is there, as props of those components.
  for (const key of ['"a11y":{', '"rating":{', '"network":{']) expect(page, key).toContain(key.replaceAll('"', '\\"'));
  const texts = await request.get('/api/texts/it/consent');
  expect(texts.status()).toBe(200);
  expect(((await texts.json()) as { messages: { consent?: object } }).messages.consent).toBeDefined();
});
