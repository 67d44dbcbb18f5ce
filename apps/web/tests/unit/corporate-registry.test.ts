// Corporate pages are described once (lib/content/corporate-page.ts) at one address for both
// audiences, at the top of the site: `/[first]` for a page without a category, `/[first]/[second]`
// (category, page) for one with a category. The registry's readers must list each page once per
// language with its translation's own address for hreflang, search it in both audiences' groups,
// open its preview and translate it only to a translation at the same route, and let the proxy's
// check pass a published page only at its own address (its category, or none). CMS answers are fixtures.
import { describe, expect, it, vi } from 'vitest';

const cat = (slug: string | null) => (slug ? { slug, name: `Nome ${slug}` } : null);
const page = (documentId: string, locale: string, slug: string, category: string | null, other: Record<string, [string, string | null]>) => ({
  id: `${documentId}-${locale}`,
  documentId,
  locale,
  slug,
  title: `Titolo ${slug}`,
  intro: `Intro ${slug}.`,
  sections: [{ __component: 'sections.rich-text', id: 1, title: 'Sezione', body: 'Il **testo**.' }],
  category: cat(category),
  updatedAt: '2026-05-03T10:00:00.000Z',
  localizations: Object.entries(other).map(([l, [s, c]]) => ({ locale: l, slug: s, category: cat(c) })),
});
const PAGES = vi.hoisted(() => ({
  items: {} as Record<string, ReturnType<typeof page>[]>,
  calls: [] as { query: Record<string, unknown>; tags?: string[] }[],
}));
PAGES.items = {
  it: [
    page('p1', 'it', 'chi-siamo', null, { en: ['about-us', null] }),
    page('p2', 'it', 'storia', 'azienda', { en: ['history', 'company'] }),
    // Its translation has a category, the Italian page has none.
    page('p3', 'it', 'qualita', null, { en: ['quality', 'company'] }),
  ],
  en: [
    page('p1', 'en', 'about-us', null, { it: ['chi-siamo', null] }),
    page('p2', 'en', 'history', 'company', { it: ['storia', 'azienda'] }),
    page('p3', 'en', 'quality', 'company', { it: ['qualita', null] }),
  ],
};

type Q = Record<string, unknown>;
vi.mock('@/lib/cms/client', async (original) => ({
  ...(await original<typeof import('@/lib/cms/client')>()),
  isPreview: async () => false,
  cmsGet: async (api: string, { query = {}, tags }: { query?: Q; tags?: string[] }) => {
    if (api !== '/api/pages') return { data: [], meta: { pagination: { pageCount: 1 } } };
    PAGES.calls.push({ query, tags });
    const filters = (query.filters ?? {}) as Record<string, { $eq?: string }>;
    const byId = (query['filters[documentId][$eq]'] as string | undefined) ?? filters.documentId?.$eq;
    const bySlug = (query['filters[slug][$eq]'] as string | undefined) ?? filters.slug?.$eq;
    const byCategory = query['filters[category][slug][$eq]'] as string | undefined;
    const noCategory = query['filters[category][$null]'] === 'true';
    const docs = (PAGES.items[(query.locale as string | undefined) ?? 'it'] ?? []).filter(
      (d) =>
        (!byId || d.documentId === byId) && (!bySlug || d.slug === bySlug) && (!byCategory || d.category?.slug === byCategory) && (!noCategory || !d.category),
    );
    return { data: docs, meta: { pagination: { pageCount: 1 } } };
  },
}));

const { default: sitemap } = await import('@/app/sitemap');
const { loadSearchDocChange } = await import('@/lib/cms/search-docs');
const { previewPath } = await import('@/lib/cms/preview');
const { translatePath } = await import('@/lib/cms/alternates');
const { hasKnownSlugs } = await import('@/lib/server/known-paths');
const { getCorporatePage } = await import('@/lib/cms/page');
const { routeMatch } = await import('./route-match');

const site = 'http://localhost:3000';
const OWN = ['/it/chi-siamo', '/en/about-us', '/it/azienda/storia', '/en/company/history', '/it/qualita', '/en/company/quality'];

describe('corporate pages at one address, with an optional category', () => {
  it('are in the sitemap once per page and language, with their translation at its own address', async () => {
    const entries = (await sitemap()).filter((e) => OWN.some((p) => e.url === `${site}${p}`));
    expect(entries.map((e) => e.url.replace(site, '')).sort()).toEqual([...OWN].sort());
    expect(entries.find((e) => e.url === `${site}/it/azienda/storia`)?.alternates?.languages).toEqual({
      it: `${site}/it/azienda/storia`,
      en: `${site}/en/company/history`,
    });
    expect(entries.find((e) => e.url === `${site}/it/qualita`)?.alternates?.languages).toEqual({ it: `${site}/it/qualita`, en: `${site}/en/company/quality` });
  });

  it("keep their slug list under the page categories' tag too (a renamed category changes their addresses)", async () => {
    PAGES.calls.length = 0;
    await getCorporatePage('it', 'inventata', null);
    expect(PAGES.calls.map((c) => c.tags)).toEqual([['cms:page', 'cms:page-category']]);
  });

  it('are searched in both audiences, at their one address', async () => {
    const change = await loadSearchDocChange('page', 'p2');
    expect(change?.upsert).toEqual([
      expect.objectContaining({
        id: 'page:p2',
        type: 'page',
        locale: 'it',
        audiences: ['B2C', 'B2B'],
        url: '/it/azienda/storia',
        body: 'Intro storia.\nSezione\nIl testo.',
      }),
      expect.objectContaining({ id: 'page:p2', type: 'page', locale: 'en', audiences: ['B2C', 'B2B'], url: '/en/company/history' }),
    ]);
    expect(change?.upsert[0]?.urls).toBeUndefined();
    expect((await loadSearchDocChange('page', 'p1', 'it'))?.upsert).toEqual([expect.objectContaining({ url: '/it/chi-siamo' })]);
  });

  it('open their preview at their address, with or without a category', async () => {
    expect(await previewPath('api::page.page', 'p1', 'it')).toBe('/it/chi-siamo');
    expect(await previewPath('api::page.page', 'p2', 'en')).toBe('/en/company/history');
    expect(await previewPath('api::page.page', 'p3', 'en')).toBe('/en/company/quality');
    expect(await previewPath('api::page.page', 'gone', 'it')).toBe('/it');
  });

  it('translate to a translation at the same route only', async () => {
    for (const mode of ['CORPORATE', 'B2B'] as const) {
      expect(await translatePath(routeMatch('/it/chi-siamo', mode), 'en')).toBe('/en/about-us');
      expect(await translatePath(routeMatch('/en/company/history', mode), 'it')).toBe('/it/azienda/storia');
      // The translation has a category where the page has none (and the other way round): none.
      expect(await translatePath(routeMatch('/it/qualita', mode), 'en')).toBeNull();
      expect(await translatePath(routeMatch('/en/company/quality', mode), 'it')).toBeNull();
      // Under another category, or without its category: not this page.
      expect(await translatePath(routeMatch('/it/altro/storia', mode), 'en')).toBeNull();
      expect(await translatePath(routeMatch('/it/storia', mode), 'en')).toBeNull();
    }
  });

  it('pass only at their own address, in every audience; deeper paths are left to the page', async () => {
    for (const mode of ['CORPORATE', 'B2C', 'B2B'] as const) {
      for (const path of OWN) expect(await hasKnownSlugs(routeMatch(path, mode)), `${path} ${mode}`).toBe(true);
      for (const path of ['/it/altro/storia', '/it/storia', '/it/azienda/chi-siamo', '/it/inventata', '/en/invented', '/en/quality']) {
        expect(await hasKnownSlugs(routeMatch(path, mode)), `${path} ${mode}`).toBe(false);
      }
      expect(routeMatch('/it/azienda/storia/troppo').name).toBe('page-too-deep');
      expect(await hasKnownSlugs(routeMatch('/it/azienda/storia/troppo', mode))).toBe(true);
    }
  });

  it('are read only at their own address', async () => {
    expect((await getCorporatePage('it', 'storia', 'azienda'))?.localizations).toEqual({ en: { slug: 'history', category: 'company' } });
    expect((await getCorporatePage('en', 'about-us', null))?.slug).toBe('about-us');
    PAGES.calls.length = 0;
    expect(await getCorporatePage('it', 'storia', null)).toBeNull();
    expect(await getCorporatePage('it', 'storia', 'altro')).toBeNull();
    expect(await getCorporatePage('it', 'chi-siamo', 'azienda')).toBeNull();
    expect(PAGES.calls.filter((c) => c.query['filters[slug][$eq]'])).toEqual([]);
  });
});
