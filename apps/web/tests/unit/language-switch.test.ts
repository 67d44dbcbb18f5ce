// The language switcher (/api/language) answers an invented slug from the cached slug lists: no
// translation lookup (a CMS call and a new cache entry per slug) for a slug no document has.
import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ translatePath: vi.fn(async () => '/en/products/vegetables/spinach') }));
vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }), draftMode: async () => ({ isEnabled: false }) }));
vi.mock('@/lib/cms/alternates', () => ({ translatePath: calls.translatePath }));
vi.mock('@/lib/cms/slugs', () => ({
  publishedSlugs: async (kind: string) => (kind === 'products' ? [{ slug: 'spinaci' }] : []),
  listCorporatePages: async () => [{ slug: 'chi-siamo', category: null }],
}));
vi.mock('@/lib/cms/product', () => ({ getProductCategories: async () => [{ slug: 'verdure' }] }));
vi.mock('@/lib/cms/recipe', () => ({ getRecipeCategories: async () => [{ slug: 'primi' }] }));
vi.mock('@/lib/cms/page', () => ({ listLegalPages: async () => [{ slug: 'privacy' }] }));

const GET = async (path: string) => {
  const { GET: handler } = await import('@/app/api/language/route');
  return handler(new NextRequest(`http://localhost:3000/api/language?to=en&path=${encodeURIComponent(path)}`));
};

beforeEach(() => calls.translatePath.mockClear());

describe('language switch', () => {
  it('looks up the translation of a known slug', async () => {
    const answer = await GET('/it/prodotti/verdure/spinaci');
    expect(answer.status).toBe(307);
    expect(answer.headers.get('location')).toBe('/en/products/vegetables/spinach');
    expect(calls.translatePath).toHaveBeenCalledTimes(1);
  });

  it('sends an unknown slug home without looking anything up', async () => {
    for (const path of [
      '/it/prodotti/verdure/inventato-1',
      '/it/prodotti/inventata',
      '/it/ricette/inventata',
      '/it/area-legale/inventata',
      '/it/inventata',
      '/it/chi-siamo/inventata',
      '/it/news/inventata',
    ]) {
      const answer = await GET(path);
      expect(answer.status, path).toBe(307);
      expect(answer.headers.get('location'), path).toBe('/en');
    }
    expect(calls.translatePath).not.toHaveBeenCalled();
  });
});
