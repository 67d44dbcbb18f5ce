// The language switcher (/api/language) answers an invented slug from the cached slug lists: no
// translation lookup (a CMS call and a new cache entry per slug) for a slug no document has.
import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ translatePath: vi.fn(async (): Promise<string | null> => '/en/products/vegetables/spinach') }));
vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }), draftMode: async () => ({ isEnabled: false }) }));
vi.mock('@/lib/cms/alternates', () => ({ translatePath: calls.translatePath }));
vi.mock('@/lib/cms/product', () => ({ getProductCategories: async () => [{ slug: 'verdure' }] }));
vi.mock('@/lib/cms/recipe', () => ({ getRecipeCategories: async () => [{ slug: 'primi' }] }));
// The described types' slug lists (lib/content): a product in the consumer catalogue, a legal page in
// both audiences, a corporate page without a category.
const DOCS = vi.hoisted((): Record<string, object[]> => ({
  product: [{ slug: 'spinaci', documentId: 'p1', updatedAt: null, audiences: ['B2C'], localizations: {}, categories: { B2C: 'verdure' } }],
  'legal-page': [{ slug: 'privacy', documentId: 'l1', updatedAt: null, audiences: ['B2C', 'B2B'], localizations: {} }],
  page: [{ slug: 'chi-siamo', documentId: 'g1', updatedAt: null, audiences: ['B2C', 'B2B'], localizations: {}, categories: {} }],
}));
vi.mock('@/lib/content/documents', async (original) => ({
  ...(await original<typeof import('@/lib/content/documents')>()),
  listSlugDocs: async (type: { model: string }) => DOCS[type.model] ?? [],
}));

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

  it('takes a filtered list rendered under its internal segment (-q kept, -f kept nowhere) for the list', async () => {
    for (const path of ['/it/prodotti/-q/diets%3DVEGAN', '/it/prodotti/-f/diets%3DA%26diets%3DB%26diets%3DC']) {
      calls.translatePath.mockImplementationOnce(async () => '/en/products');
      const answer = await GET(path);
      expect(answer.headers.get('location'), path).toBe('/en/products');
    }
  });

  it("keeps the visitor's filters, search words and servings, and nothing else", async () => {
    calls.translatePath.mockImplementationOnce(async () => '/en/search');
    const search = await GET('/it/ricerca?q=piselli&utm_source=x');
    expect(search.headers.get('location')).toBe('/en/search?q=piselli');
    calls.translatePath.mockImplementationOnce(async () => '/en/products');
    const list = await GET('/it/prodotti?diets=VEGAN&free_from=GLUTEN&fbclid=abc');
    expect(list.headers.get('location')).toBe('/en/products?diets=VEGAN&free_from=GLUTEN');
    const recipe = await GET(`/it/prodotti/verdure/spinaci?servings=6&q=${'x'.repeat(300)}`);
    expect(recipe.headers.get('location')).toBe('/en/products/vegetables/spinach?servings=6');
    expect(recipe.headers.get('set-cookie')).toBeNull();
  });

  it('lands a page without a twin on the home, with a one-minute note of the page left', async () => {
    calls.translatePath.mockImplementationOnce(async () => null);
    const answer = await GET('/it/store-locator?product=piselli');
    expect(answer.headers.get('location')).toBe('/en');
    const cookie = answer.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^brina_language_notice=%2Fit%2Fstore-locator; Path=\/; Max-Age=60; SameSite=Lax$/);
    const { noticePath } = await import('@/lib/routing/language-notice');
    expect(noticePath('%2Fit%2Fstore-locator')).toBe('/it/store-locator');
    for (const forged of ['https%3A%2F%2Fevil.example', '%2F%2Fevil.example', '%2Fit%2Fa%3Fx%3D1', '%E0%A4%A']) expect(noticePath(forged), forged).toBeNull();
  });
});
