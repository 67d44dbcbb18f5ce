// A list page past the last is the 404 page, decided by the proxy before anything renders (issue
// 33): the page count of a filter combination is read once, as the list page reads it (same
// filters, free-from exclusions and page size), and kept; the page number is no part of it.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_SIZE } from '@/lib/catalogue/types';

const cms = vi.hoisted(() => ({
  cmsGet: vi.fn(async (path: string, { query = {} }: { query?: Record<string, unknown> } = {}) => {
    if (path === '/api/products' && (query.pagination as { pageSize?: number } | undefined)?.pageSize === 250) {
      // The allergen index (lib/cms/allergens.ts): one product with milk.
      return {
        data: [{ documentId: 'milky', allergens_contains: [{ code: 'milk' }] }],
        meta: { pagination: { page: 1, pageSize: 250, pageCount: 1, total: 1 } },
      };
    }
    return { data: [{ documentId: 'd1', title: 't', slug: 's' }], meta: { pagination: { page: 1, pageSize: 12, pageCount: 3, total: 30 } } };
  }),
}));
vi.mock('@/lib/cms/client', async (original) => ({
  ...(await original<typeof import('@/lib/cms/client')>()),
  cmsGet: cms.cmsGet,
  isPreview: async () => false,
}));

const { listPageCount } = await import('@/lib/server/known-paths');

const listCalls = () =>
  cms.cmsGet.mock.calls.filter(([path, options]) => path === '/api/products' && (options?.query?.pagination as { pageSize?: number })?.pageSize !== 250);

beforeEach(() => cms.cmsGet.mockClear());

describe('list page counts', () => {
  it('reads the first page of the combination once, whatever page is asked, and answers its page count', async () => {
    expect(await listPageCount('product', 'it', 'B2C', undefined, 'diets=VEGAN&page=975')).toBe(3);
    expect(await listPageCount('product', 'it', 'B2C', undefined, 'diets=VEGAN&page=4')).toBe(3);
    expect(await listPageCount('product', 'it', 'B2C', undefined, 'diets=VEGAN')).toBe(3);
    expect(listCalls()).toHaveLength(1);
    const query = listCalls()[0]?.[1]?.query as { pagination: { page: number; pageSize: number }; filters: Record<string, unknown> };
    expect(query.pagination).toEqual({ page: 1, pageSize: PAGE_SIZE });
    expect(JSON.stringify(query.filters)).toContain('VEGAN');
  });

  it('counts with the free-from exclusions the list applies, per category and audience', async () => {
    await listPageCount('product', 'it', 'B2B', 'verdure', 'free_from=milk&page=2');
    const query = listCalls()[0]?.[1]?.query as { filters: Record<string, unknown> };
    expect(JSON.stringify(query.filters)).toContain('"$notIn":["milky"]');
    expect(JSON.stringify(query.filters)).toContain('verdure');
  });
});
