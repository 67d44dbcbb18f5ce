// One vote, one document (issue 33): a vote expires only the rated product's or recipe's cache tag,
// and of the pages the server keeps drops only the pages that show its average (its own pages in
// both languages and audiences; for a recipe, the recipe lists too), not the whole page cache; the
// CMS's webhook for the stored vote does the same, and announces no content change.
import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({
  revalidateTag: vi.fn(),
  announce: vi.fn(async () => ({ published: false })),
  cmsGet: vi.fn(async (path: string, options: { query?: Record<string, unknown> }) => {
    if (path.endsWith('/summary')) return { data: { average: 8, count: 3 } };
    const recipes = path === '/api/recipes';
    const locale = options.query?.locale;
    const doc = (documentId: string, slug: string) =>
      recipes
        ? { documentId, slug, available_b2c: true, available_b2b: true, category: { slug: locale === 'en' ? 'mains' : 'secondi' } }
        : { documentId, slug, b2c_category: { slug: locale === 'en' ? 'vegetables' : 'verdure' }, b2b_category: { slug: 'iqf' } };
    return {
      data:
        locale === 'en'
          ? [doc('spinachdoc01', recipes ? 'spinach-pie' : 'leaf-spinach'), doc('peasdoc0001', 'peas')]
          : [doc('spinachdoc01', recipes ? 'torta-di-spinaci' : 'spinaci-in-foglia'), doc('peasdoc0001', 'piselli')],
    };
  }),
  cmsPost: vi.fn(async () => ({ ok: true, status: 201, body: {} })),
}));
vi.mock('next/cache', () => ({ revalidateTag: mocks.revalidateTag }));
vi.mock('next/server', async (original) => ({ ...(await original<typeof import('next/server')>()), after: vi.fn() }));
vi.mock('@/lib/broadcast', () => ({ announceContentChange: mocks.announce, onContentChange: () => () => {} }));
vi.mock('@/lib/cms/client', async (original) => ({
  ...(await original<typeof import('@/lib/cms/client')>()),
  cmsGet: mocks.cmsGet,
  cmsPost: mocks.cmsPost,
  isPreview: async () => false,
}));

/** The server's page cache as src/lib/page-cache.ts finds it (server.mjs puts it on globalThis). */
const KEY = Symbol.for('brina.page-cache');
const kept = { clear: vi.fn(), drop: vi.fn(), rendersInFlight: vi.fn(async () => false) };
beforeEach(() => {
  (globalThis as Record<symbol, unknown>)[KEY] = kept;
  for (const fn of [kept.clear, kept.drop, mocks.revalidateTag, mocks.announce]) fn.mockClear();
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, KEY);
});

const vote = (body: object) =>
  new NextRequest('http://localhost:3000/api/ratings', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { host: 'localhost:3000', 'content-type': 'application/json', 'x-brina-client': `voter-${Math.random()}` },
  });

/** The paths the vote's drop matches, among some kept pages. */
function dropped(): string[] {
  const matches = kept.drop.mock.calls[0]?.[0] as ((path: string) => boolean) | undefined;
  const pages = [
    '/it/prodotti/verdure/spinaci-in-foglia',
    '/en/products/vegetables/leaf-spinach',
    '/it/foodservice/prodotti/iqf/spinaci-in-foglia',
    '/it/prodotti/verdure/piselli',
    '/it/prodotti',
    '/it/ricette/secondi/torta-di-spinaci',
    '/en/recipes/mains/spinach-pie',
    '/it/ricette/secondi/piselli',
    '/it/ricette',
    '/it/ricette/secondi',
    '/it/ricerca',
    '/it',
  ];
  return matches ? pages.filter(matches) : [];
}

describe('a vote', () => {
  it("on a product expires that product's rating tag only and drops only its pages", async () => {
    const { POST } = await import('@/app/api/ratings/route');
    expect((await POST(vote({ product: 'spinachdoc01', vote: 8, locale: 'it' }))).status).toBe(201);
    expect(mocks.revalidateTag.mock.calls.map(([tag]) => tag)).toEqual(['cms:product-rating:spinachdoc01']);
    expect(kept.clear).not.toHaveBeenCalled();
    expect(dropped()).toEqual([
      '/it/prodotti/verdure/spinaci-in-foglia',
      '/en/products/vegetables/leaf-spinach',
      '/it/foodservice/prodotti/iqf/spinaci-in-foglia',
    ]);
  });

  it('on a recipe drops its pages and the recipe lists (their cards show the average)', async () => {
    const { POST } = await import('@/app/api/ratings/route');
    expect((await POST(vote({ recipe: 'spinachdoc01', vote: 8, locale: 'it' }))).status).toBe(201);
    expect(mocks.revalidateTag.mock.calls.map(([tag]) => tag)).toEqual(['cms:recipe-rating:spinachdoc01']);
    expect(kept.clear).not.toHaveBeenCalled();
    expect(dropped()).toEqual(['/it/ricette/secondi/torta-di-spinaci', '/en/recipes/mains/spinach-pie', '/it/ricette', '/it/ricette/secondi']);
  });

  it("the CMS's webhook for the stored vote does the same, and is no content change", async () => {
    const { POST } = await import('@/app/api/revalidate/route');
    const answer = await POST(
      new NextRequest('http://localhost:3000/api/revalidate', {
        method: 'POST',
        body: JSON.stringify({ event: 'entry.create', model: 'product-rating', entry: { product_document_id: 'spinachdoc01', vote: 8 } }),
        headers: { 'content-type': 'application/json', 'x-revalidate-secret': 'local-only-revalidate-secret' },
      }),
    );
    expect(await answer.json()).toEqual({ revalidated: ['cms:product-rating:spinachdoc01'] });
    expect(mocks.revalidateTag.mock.calls.map(([tag]) => tag)).toEqual(['cms:product-rating:spinachdoc01']);
    expect(kept.clear).not.toHaveBeenCalled();
    expect(dropped()).toHaveLength(3);
    expect(mocks.announce).not.toHaveBeenCalled();
  });

  it("pages read a document's average under that document's tag", async () => {
    const { getRatingSummary, getRatingSummaries } = await import('@/lib/cms/ratings');
    mocks.cmsGet.mockClear();
    await getRatingSummary('product', 'spinachdoc01');
    await getRatingSummaries('recipe', ['peasdoc0001', 'spinachdoc01']);
    const tags = mocks.cmsGet.mock.calls.map(([, options]) => (options as unknown as { tags: string[] }).tags);
    expect(tags).toEqual([['cms:product-rating:spinachdoc01'], ['cms:recipe-rating:peasdoc0001', 'cms:recipe-rating:spinachdoc01']]);
  });
});
