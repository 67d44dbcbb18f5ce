// Filtered lists have one spelling each: known keys in a fixed order, known values sorted without
// repeats, a bounded number per key, the page from the second on.
import { describe, expect, it } from 'vitest';
import { MAX_VALUES_PER_KEY, canonicalQuery, queryFromSegment } from '@/lib/catalogue/canonical';

const q = (text: string) => new URLSearchParams(text);

describe('canonical list queries', () => {
  it('orders keys and values, drops repeats, unknown keys and bad values', () => {
    expect(canonicalQuery('product', q('diets=VEGAN&utm_source=x&product_lines=b,a&diets=GLUTEN_FREE&diets=VEGAN&diets=<x>'))).toBe(
      'product_lines=a&product_lines=b&diets=GLUTEN_FREE&diets=VEGAN',
    );
  });

  it('keeps only the codes an option has, when the options are known', () => {
    expect(canonicalQuery('product', q('diets=VEGAN&diets=INVENTED'), { diets: new Set(['VEGAN']) })).toBe('diets=VEGAN');
    expect(canonicalQuery('recipe', q('difficulty=hard&difficulty=impossible&cooking_time=short&cooking_time=forever'))).toBe(
      'cooking_time=short&difficulty=hard',
    );
  });

  it('bounds the values per key and the page', () => {
    const many = Array.from({ length: 20 }, (_, i) => `diets=D${String(i).padStart(2, '0')}`).join('&');
    expect(q(canonicalQuery('product', q(many))).getAll('diets')).toHaveLength(MAX_VALUES_PER_KEY);
    expect(canonicalQuery('product', q('page=1'))).toBe('');
    expect(canonicalQuery('product', q('page=3'))).toBe('page=3');
    expect(canonicalQuery('product', q('page=1001'))).toBe('');
    expect(canonicalQuery('product', q('page=2.5'))).toBe('');
  });

  it('reads the internal segment back into the query', () => {
    expect(queryFromSegment('diets=GLUTEN_FREE&diets=VEGAN&page=2')).toEqual({ diets: ['GLUTEN_FREE', 'VEGAN'], page: ['2'] });
  });
});
