// The site's search service against a fake CMS: built once from the CMS, searches make no CMS
// call, a webhook re-reads only the changed document (debounced, both languages), a new slug
// replaces the old entry, an unpublished document disappears, a category change rebuilds.
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SearchAudience, SearchLocale } from '@/lib/search/types';

type Doc = Record<string, unknown>;

// The fake CMS: published documents per API path and locale.
const cms: Record<string, Record<SearchLocale, Doc[]>> = {
  '/api/products': {
    it: [
      {
        documentId: 'p1',
        title: 'Spinaci in foglia',
        slug: 'spinaci',
        excerpt: 'Raccolti al mattino.',
        b2c_category: { slug: 'verdure', name: 'Verdure' },
        b2b_category: null,
      },
      {
        documentId: 'p2',
        title: 'Verdure grigliate Professional',
        slug: 'grigliate-pro',
        b2c_category: null,
        b2b_category: { slug: 'contorni', name: 'Contorni' },
      },
    ],
    en: [{ documentId: 'p1', title: 'Leaf spinach', slug: 'leaf-spinach', b2c_category: { slug: 'vegetables', name: 'Vegetables' }, b2b_category: null }],
  },
  '/api/press-releases': {
    it: [{ documentId: 'c1', title: 'Bilancio della cooperativa', slug: 'bilancio', content: 'Spinaci e piselli in crescita.' }],
    en: [],
  },
};
const requests: string[] = [];

function answer(url: URL): Response {
  const query = qs.parse(url.search.slice(1)) as {
    locale?: string;
    filters?: { documentId?: { $eq?: string } };
    pagination?: { page?: string; pageSize?: string };
  };
  const locale: SearchLocale = query.locale === 'en' ? 'en' : 'it';
  let docs = cms[url.pathname]?.[locale] ?? [];
  const id = query.filters?.documentId?.$eq;
  if (id) docs = docs.filter((d) => d.documentId === id);
  const pageSize = Number(query.pagination?.pageSize ?? 25);
  const page = Number(query.pagination?.page ?? 1);
  const data = docs.slice((page - 1) * pageSize, page * pageSize);
  return Response.json({ data, meta: { pagination: { page, pageSize, pageCount: Math.max(1, Math.ceil(docs.length / pageSize)), total: docs.length } } });
}

const realFetch = globalThis.fetch;
/** Generous: the suite shares two cores with other work. */
const WAIT = { timeout: 10_000, interval: 20 };

beforeAll(() => {
  process.env.CMS_URL = 'http://cms.test';
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    requests.push(`${url.pathname}?${url.search}`);
    return answer(url);
  }) as typeof fetch;
});

afterAll(() => {
  globalThis.fetch = realFetch;
});

async function service() {
  return import('@/lib/search/service');
}

async function titles(q: string, locale: SearchLocale = 'it', audience: SearchAudience = 'B2C'): Promise<string[]> {
  const { searchSite } = await service();
  return (await searchSite({ q, locale, audience, page: 1, pageSize: 10 })).hits.map((h) => `${h.doc.title} ${h.doc.url}`);
}

describe('search service', () => {
  it('builds the index once from the CMS; searches make no CMS call', async () => {
    const { startSearchIndex, searchStats, suggestSite } = await service();
    startSearchIndex();
    startSearchIndex();
    await vi.waitFor(async () => expect((await searchStats()).builtAt).not.toBeNull(), WAIT);
    expect((await searchStats()).documents).toEqual({ it: 3, en: 1 });
    // Every source read once per language (blog articles: Italian only).
    expect(requests.filter((r) => r.startsWith('/api/products?')).length).toBe(2);
    expect(requests.filter((r) => r.startsWith('/api/blog-articles?')).length).toBe(1);

    requests.length = 0;
    expect(await titles('spinaci')).toEqual(['Spinaci in foglia /it/prodotti/verdure/spinaci', 'Bilancio della cooperativa /it/press-area/bilancio']);
    expect(await titles('spinach', 'en')).toEqual(['Leaf spinach /en/products/vegetables/leaf-spinach']);
    expect((await suggestSite('grigl', 'it', 'B2B', 3)).total).toBe(1);
    expect(requests).toEqual([]);
  });

  it('keeps each audience to its own documents', async () => {
    expect(await titles('grigliate', 'it', 'B2C')).toEqual([]);
    expect(await titles('grigliate', 'it', 'B2B')).toEqual(['Verdure grigliate Professional /it/foodservice/prodotti/contorni/grigliate-pro']);
    // The press area is for consumers only.
    expect(await titles('bilancio', 'it', 'B2B')).toEqual([]);
  });

  it('a webhook re-reads only the changed entry, once, after the quiet period; a new slug replaces the old', async () => {
    const { refreshSearchIndex, REFRESH_DEBOUNCE_MS, suggestSite } = await service();
    const suggested = async () => (await suggestSite('spinac', 'it', 'B2C', 3)).groups.find((g) => g.type === 'product')?.hits.map((h) => h.titleHtml);
    // Asked twice: the second answer comes from memory.
    expect(await suggested()).toEqual(['<mark>Spinaci</mark> in foglia']);
    expect(await suggested()).toEqual(['<mark>Spinaci</mark> in foglia']);
    const it = cms['/api/products']?.it ?? [];
    it[0] = { ...it[0], title: 'Spinaci novelli in foglia', slug: 'spinaci-novelli' };
    requests.length = 0;
    for (const event of ['entry.update', 'entry.publish', 'entry.update'])
      refreshSearchIndex({ event, model: 'product', entry: { documentId: 'p1', locale: 'it' } });
    await new Promise((resolve) => setTimeout(resolve, REFRESH_DEBOUNCE_MS / 2));
    expect(requests).toEqual([]);
    await vi.waitFor(async () => expect(await titles('novelli')).toEqual(['Spinaci novelli in foglia /it/prodotti/verdure/spinaci-novelli']), WAIT);
    // The webhook named the Italian entry: only it is read again, with the Italian recipes that use it (their allergens are its).
    expect(requests.length).toBe(2);
    expect(requests[0]).toMatch(/^\/api\/products\?.*locale=it.*p1/);
    expect(decodeURIComponent(requests[1] ?? '')).toMatch(/^\/api\/recipes\?.*locale=it.*\[ingredients\]\[product\]\[documentId\]\[\$eq\]=p1/);
    // Remembered suggestions are dropped with the change.
    expect(await suggested()).toEqual(['<mark>Spinaci</mark> novelli in foglia']);
    // One entry per document: the old slug is gone.
    expect(await titles('foglia')).toEqual(['Spinaci novelli in foglia /it/prodotti/verdure/spinaci-novelli']);
  });

  it('an unpublished document disappears from its language only; without a locale both are read', async () => {
    // Through the content-change announcement the webhook route makes (every instance runs it).
    const { announceContentChange } = await import('@/lib/broadcast');
    cms['/api/products'] = { it: (cms['/api/products']?.it ?? []).filter((d) => d.documentId !== 'p1'), en: cms['/api/products']?.en ?? [] };
    requests.length = 0;
    await announceContentChange({ event: 'entry.unpublish', model: 'product', entry: { documentId: 'p1' }, tags: ['cms:product'] }, () => null);
    await vi.waitFor(async () => expect(await titles('novelli')).toEqual([]), WAIT);
    expect(
      requests
        .filter((r) => r.startsWith('/api/products?'))
        .map((r) => /locale=(\w+)/.exec(r)?.[1])
        .sort(),
    ).toEqual(['en', 'it']);
    expect(await titles('spinach', 'en')).toEqual(['Leaf spinach /en/products/vegetables/leaf-spinach']);
  });

  it('a category change rebuilds everything; other models are ignored', async () => {
    const { refreshSearchIndex, searchStats } = await service();
    requests.length = 0;
    refreshSearchIndex({ event: 'entry.update', model: 'menu', entry: { documentId: 'm1' } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(requests).toEqual([]);

    const before = (await searchStats()).builtAt;
    const en = cms['/api/products']?.en ?? [];
    en[0] = { ...en[0], b2c_category: { slug: 'greens', name: 'Greens' } };
    refreshSearchIndex({ event: 'entry.update', model: 'b2c-product-category', entry: { documentId: 'k1' } });
    await vi.waitFor(async () => expect((await searchStats()).builtAt).not.toBe(before), WAIT);
    expect(await titles('spinach', 'en')).toEqual(['Leaf spinach /en/products/greens/leaf-spinach']);
  });
});
