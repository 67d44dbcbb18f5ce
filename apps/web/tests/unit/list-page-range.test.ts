// Crafted `?page=` numbers (issue 22): a list page past the end is answered from the first page's
// count, with no CMS call for it and so no new cache entry; pages in range are read as before.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const cms = vi.hoisted(() => ({
  cmsGet: vi.fn(async (_path: string, { query = {} }: { query?: Record<string, unknown> } = {}) => {
    const pagination = (query.pagination ?? {}) as { page?: number };
    const page = pagination.page ?? Number(query['pagination[page]'] ?? 1);
    return {
      data: page <= 3 ? [{ documentId: `d${page}`, title: `t${page}`, slug: `s${page}` }] : [],
      meta: { pagination: { page, pageSize: 12, pageCount: 3, total: 30 } },
    };
  }),
}));
vi.mock('@/lib/cms/client', async (original) => ({
  ...(await original<typeof import('@/lib/cms/client')>()),
  cmsGet: cms.cmsGet,
  isPreview: async () => false,
}));

const LISTS = ['/api/products', '/api/recipes', '/api/news-items', '/api/press-releases', '/api/blog-articles'];
const listCalls = () => cms.cmsGet.mock.calls.filter(([path]) => LISTS.includes(path));
/** The list pages asked of the CMS, 1-based as in the query. */
const askedPages = () =>
  listCalls().map(([, options]) => (options?.query?.pagination as { page?: number } | undefined)?.page ?? Number(options?.query?.['pagination[page]']));

beforeEach(() => cms.cmsGet.mockClear());

describe('list pages out of range', () => {
  it('products: page 999 asks only for the first page, and answers an empty page with the real count', async () => {
    const { listProducts } = await import('@/lib/cms/product');
    const empty = { product_lines: [], product_typologies: [], diets: [], cutting_types: [], free_from: [] };
    const answer = await listProducts({ locale: 'it', mode: 'B2C', filters: empty, page: 998 });
    expect(answer).toMatchObject({ items: [], pageCount: 3, total: 30 });
    expect(askedPages()).toEqual([1]);
    // A page in range is read.
    const second = await listProducts({ locale: 'it', mode: 'B2C', filters: empty, page: 1 });
    expect(second.items).toHaveLength(1);
    expect(askedPages()).toEqual([1, 1, 2]);
  });

  it('recipes, news, press releases and the blog do the same', async () => {
    const { listRecipes } = await import('@/lib/cms/recipe');
    const { listNews, listPressReleases, listBlogArticles } = await import('@/lib/cms/article');
    const filters = { diets: [], influencer: [], difficulty: [], creatu: [], cooking_time: [], free_from: [] };
    for (const page of [3, 50, 999]) {
      await listRecipes({ locale: 'it', mode: 'B2C', filters, page });
      await listNews({ locale: 'it', mode: 'B2C', page });
      await listPressReleases({ locale: 'it', page });
      await listBlogArticles({ mode: 'B2C', page });
    }
    expect(askedPages().every((p) => p === 1)).toBe(true);
    expect(listCalls()).toHaveLength(12);
  });
});
