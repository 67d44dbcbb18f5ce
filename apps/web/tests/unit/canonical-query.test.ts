// Filtered lists have one spelling each: known keys in a fixed order, known values sorted without
// repeats, a bounded number per key, the page from the second on.
import { describe, expect, it } from 'vitest';
import { MAX_KEPT_VALUES, MAX_VALUES_PER_KEY, canonicalQuery, keptCombination, pageOfQuery, queryFromSegment } from '@/lib/catalogue/canonical';

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

  it('keeps (ISR) only combinations of at most MAX_KEPT_VALUES values, whatever the page: a bounded set', () => {
    expect(MAX_KEPT_VALUES).toBe(2);
    expect(keptCombination('')).toBe(true);
    expect(keptCombination('page=4')).toBe(true);
    expect(keptCombination('diets=GLUTEN_FREE&diets=VEGAN&page=2')).toBe(true);
    expect(keptCombination('diets=VEGAN&free_from=milk&free_from=nuts')).toBe(false);
    // Every subset of the demo's 30 product codes of at most two: 1 + 30 + 435 kept combinations per list.
    const codes = Array.from({ length: 30 }, (_, i) => `diets=C${i}`);
    let kept = 0;
    for (let mask = 0; mask < 1 << 12; mask += 1) {
      const query = codes
        .slice(0, 12)
        .filter((_, i) => mask & (1 << i))
        .join('&');
      if (keptCombination(query)) kept += 1;
    }
    expect(kept).toBe(1 + 12 + 66);
  });

  it('reads the page of a canonical query', () => {
    expect(pageOfQuery('diets=VEGAN')).toBe(1);
    expect(pageOfQuery('diets=VEGAN&page=7')).toBe(7);
  });
});
