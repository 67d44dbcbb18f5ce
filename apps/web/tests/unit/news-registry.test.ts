// News is described once (lib/content/news.ts) at one corporate address for both audiences, its list
// and items on one optional catch-all route (`/news/[[...slug]]`): the registry's readers must give it
// one sitemap entry per item and language (not one per audience) with both hreflangs, open its preview
// and translate it at that address, and let the proxy's check pass the list and every published item
// in either audience while an invented slug is a 404. CMS answers are fixtures.
import { describe, expect, it, vi } from 'vitest';

const doc = (documentId: string, locale: string, slug: string, b2c: boolean, b2b: boolean, other: Record<string, string>) => ({
  id: `${documentId}-${locale}`,
  documentId,
  locale,
  slug,
  title: `Titolo ${slug}`,
  excerpt: 'Estratto.',
  content: 'Estratto. E il resto.',
  date: '2026-05-02',
  available_b2c: b2c,
  available_b2b: b2b,
  updatedAt: '2026-05-03T10:00:00.000Z',
  localizations: Object.entries(other).map(([l, s]) => ({ locale: l, slug: s })),
});
const NEWS = vi.hoisted(() => ({ items: {} as Record<string, ReturnType<typeof doc>[]>, calls: [] as string[] }));
NEWS.items = {
  it: [
    doc('n1', 'it', 'raccolta-2026', true, true, { en: 'harvest-2026' }),
    doc('n2', 'it', 'fiera-horeca', false, true, {}),
    doc('n3', 'it', 'senza-pubblico', false, false, { en: 'no-audience' }),
  ],
  en: [doc('n1', 'en', 'harvest-2026', true, true, { it: 'raccolta-2026' }), doc('n3', 'en', 'no-audience', false, false, { it: 'senza-pubblico' })],
};

type Q = Record<string, unknown>;
vi.mock('@/lib/cms/client', async (original) => ({
  ...(await original<typeof import('@/lib/cms/client')>()),
  isPreview: async () => false,
  cmsGet: async (api: string, { query = {} }: { query?: Q }) => {
    if (api !== '/api/news-items') return { data: [], meta: { pagination: { pageCount: 1 } } };
    const filters = (query.filters ?? {}) as Record<string, { $eq?: string }>;
    const byId = (query['filters[documentId][$eq]'] as string | undefined) ?? filters.documentId?.$eq;
    const bySlug = (query['filters[slug][$eq]'] as string | undefined) ?? filters.slug?.$eq;
    NEWS.calls.push(bySlug ? `slug:${bySlug}` : byId ? `id:${byId}` : 'list');
    const docs = (NEWS.items[(query.locale as string | undefined) ?? 'it'] ?? []).filter(
      (d) => (!byId || d.documentId === byId) && (!bySlug || d.slug === bySlug),
    );
    return { data: docs, meta: { pagination: { pageCount: 1 } } };
  },
}));

const { default: sitemap } = await import('@/app/sitemap');
const { loadSearchDocChange } = await import('@/lib/cms/search-docs');
const { previewPath } = await import('@/lib/cms/preview');
const { translatePath } = await import('@/lib/cms/alternates');
const { hasKnownSlugs } = await import('@/lib/server/known-paths');
const { getNews } = await import('@/lib/cms/article');
const { routeMatch } = await import('./route-match');

const site = 'http://localhost:3000';

describe('news at one address for both audiences', () => {
  it('is in the sitemap once per item and language, whatever its audiences, with both hreflangs', async () => {
    const entries = (await sitemap()).filter((e) => e.url.includes('/news'));
    const urls = entries.map((e) => e.url.replace(site, ''));
    expect(urls.sort()).toEqual(
      [
        '/it/news',
        '/en/news',
        '/it/news/raccolta-2026',
        '/en/news/harvest-2026',
        '/it/news/fiera-horeca',
        '/it/news/senza-pubblico',
        '/en/news/no-audience',
      ].sort(),
    );
    expect(entries.find((e) => e.url === `${site}/it/news/raccolta-2026`)?.alternates?.languages).toEqual({
      it: `${site}/it/news/raccolta-2026`,
      en: `${site}/en/news/harvest-2026`,
    });
    expect(entries.find((e) => e.url === `${site}/en/news`)?.alternates?.languages).toEqual({ it: `${site}/it/news`, en: `${site}/en/news` });
    expect(entries.find((e) => e.url === `${site}/it/news/fiera-horeca`)?.alternates?.languages).toEqual({ it: `${site}/it/news/fiera-horeca` });
  });

  it('is searched in the groups its flags choose, at its one address', async () => {
    const change = await loadSearchDocChange('news', 'n1');
    expect(change?.upsert).toEqual([
      expect.objectContaining({ id: 'news:n1', type: 'news', locale: 'it', audiences: ['B2C', 'B2B'], url: '/it/news/raccolta-2026', date: '2026-05-02' }),
      expect.objectContaining({ id: 'news:n1', type: 'news', locale: 'en', audiences: ['B2C', 'B2B'], url: '/en/news/harvest-2026' }),
    ]);
    expect(change?.upsert[0]?.urls).toBeUndefined();
    expect((await loadSearchDocChange('news', 'n2', 'it'))?.upsert).toEqual([expect.objectContaining({ audiences: ['B2B'], url: '/it/news/fiera-horeca' })]);
    // No audience flag: no search group, though its page exists.
    expect(await loadSearchDocChange('news', 'n3', 'it')).toEqual({ upsert: [], remove: [{ id: 'news:n3', locale: 'it' }] });
  });

  it('opens its preview at its address, whatever its audiences', async () => {
    expect(await previewPath('api::news.news', 'n1', 'en')).toBe('/en/news/harvest-2026');
    expect(await previewPath('api::news.news', 'n3', 'it')).toBe('/it/news/senza-pubblico');
    expect(await previewPath('api::news.news', 'gone', 'it')).toBe('/it');
  });

  it('translates the list and an item on the catch-all route', async () => {
    for (const mode of ['CORPORATE', 'B2B'] as const) {
      expect(await translatePath(routeMatch('/it/news', mode), 'en')).toBe('/en/news');
      expect(await translatePath(routeMatch('/it/news/raccolta-2026', mode), 'en')).toBe('/en/news/harvest-2026');
      expect(await translatePath(routeMatch('/en/news/no-audience', mode), 'it')).toBe('/it/news/senza-pubblico');
      expect(await translatePath(routeMatch('/it/news/fiera-horeca', mode), 'en')).toBeNull();
    }
  });

  it('passes the list and every published item in either audience; an invented slug is a 404', async () => {
    for (const mode of ['CORPORATE', 'B2C', 'B2B'] as const) {
      for (const path of ['/it/news', '/en/news', '/it/news/raccolta-2026', '/en/news/harvest-2026', '/it/news/fiera-horeca', '/it/news/senza-pubblico']) {
        expect(await hasKnownSlugs(routeMatch(path, mode)), `${path} ${mode}`).toBe(true);
      }
      for (const path of ['/it/news/inventata', '/en/news/raccolta-2026']) expect(await hasKnownSlugs(routeMatch(path, mode)), `${path} ${mode}`).toBe(false);
    }
  });

  it('reads an item by its slug without asking for an invented one', async () => {
    expect((await getNews('it', 'senza-pubblico'))?.slug).toBe('senza-pubblico');
    NEWS.calls.length = 0;
    expect(await getNews('it', 'inventata')).toBeNull();
    expect(NEWS.calls.filter((c) => c.startsWith('slug:'))).toEqual([]);
  });
});
