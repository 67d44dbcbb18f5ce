// Free-from filters: a recipe contains what its Brina products contain (or may contain) and what
// its other ingredients are tagged with; a filter leaves out exactly the documents with any code.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const answers = vi.hoisted(() => ({ products: [] as unknown[], recipes: [] as unknown[] }));
vi.mock('@/lib/cms/client', () => ({
  cmsGet: vi.fn(async (path: string) => ({
    data: path === '/api/products' ? answers.products : answers.recipes,
    meta: { pagination: { page: 1, pageCount: 1, total: 0 } },
  })),
}));

import { containing, productAllergens, recipeAllergens } from '@/lib/cms/allergens';

beforeEach(() => {
  answers.products = [
    { documentId: 'peas', allergens_contains: [], allergens_traces: [{ code: 'celery' }] },
    { documentId: 'burger', allergens_contains: [{ code: 'gluten' }, { code: 'soybeans' }], allergens_traces: [] },
    { documentId: 'berries', allergens_contains: [], allergens_traces: [] },
  ];
  answers.recipes = [
    {
      documentId: 'risotto',
      ingredients: [
        { product: { documentId: 'peas' }, allergens: [] },
        { product: null, allergens: [{ code: 'milk' }] },
      ],
    },
    {
      documentId: 'sandwich',
      ingredients: [
        { product: { documentId: 'burger' }, allergens: [] },
        { product: null, allergens: [] },
      ],
    },
    {
      documentId: 'smoothie',
      ingredients: [
        { product: { documentId: 'berries' }, allergens: [] },
        { product: null, allergens: [{ code: 'bogus' }] },
      ],
    },
  ];
});

describe('free-from data', () => {
  it("takes a product's contained allergens and its traces", async () => {
    const index = await productAllergens('it');
    expect(containing(index, ['celery'])).toEqual(['peas']);
    expect(containing(index, ['gluten'])).toEqual(['burger']);
    expect(containing(index, ['milk'])).toEqual([]);
  });

  it("gives a recipe its products' allergens (traces too) and its other ingredients' tags, nothing else", async () => {
    const index = await recipeAllergens('it');
    expect(containing(index, ['gluten'])).toEqual(['sandwich']);
    expect(containing(index, ['celery'])).toEqual(['risotto']);
    expect(containing(index, ['milk'])).toEqual(['risotto']);
    expect(containing(index, ['gluten', 'milk'])).toEqual(['risotto', 'sandwich']);
    expect(index.get('smoothie')).toEqual(new Set());
  });
});
