// Unknown GTINs (issue 33): `/01/{gtin}` is answered from one cached list of every product's GTINs,
// so twenty invented (valid) GTINs make no CMS query of their own, only the list's one; a known
// pack or carton GTIN still finds its product.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { gs1CheckDigit } from '@/lib/catalogue/gtin';

const cms = vi.hoisted(() => ({
  cmsGet: vi.fn(async (_path: string, _options: { query?: Record<string, unknown> }) => ({
    data: [
      {
        slug: 'spinaci-in-foglia',
        gtin: '8056470000011',
        gtin_carton: '18056470000018',
        b2c_category: { slug: 'verdure' },
        b2b_category: { slug: 'verdure-iqf' },
        localizations: [{ locale: 'en', slug: 'leaf-spinach', b2c_category: { slug: 'vegetables' }, b2b_category: null }],
      },
    ],
    meta: { pagination: { page: 1, pageSize: 250, pageCount: 1, total: 1 } },
  })),
}));
vi.mock('@/lib/cms/client', () => ({ cmsGet: cms.cmsGet }));

const { findProductByGtin } = await import('@/lib/cms/gtin');

/** A valid GTIN-14 (right check digit) from a 13-digit body. */
const valid = (body: string) => `${body}${gs1CheckDigit(body)}`;

beforeEach(() => cms.cmsGet.mockClear());

describe('GTIN lookup', () => {
  it('twenty unknown GTINs ask the CMS only for the one list, the same query each time', async () => {
    for (let i = 0; i < 20; i += 1) expect(await findProductByGtin(valid(`0${String(900_000_000_000 + i)}`))).toBeNull();
    const queries = new Set(cms.cmsGet.mock.calls.map(([path, options]) => `${path}?${JSON.stringify(options.query)}`));
    expect(queries.size).toBe(1);
    // No query names a GTIN: the cache holds one list, not one answer per GTIN.
    expect([...queries][0]).not.toMatch(/\$eq|9000000000/);
  });

  it('finds a pack GTIN (EAN-13 as 14 digits) and a carton GTIN-14, with the slugs of both languages', async () => {
    expect(await findProductByGtin('08056470000011')).toEqual({
      level: 'pack',
      refs: { it: { slug: 'spinaci-in-foglia', b2c: 'verdure', b2b: 'verdure-iqf' }, en: { slug: 'leaf-spinach', b2c: 'vegetables', b2b: null } },
    });
    expect((await findProductByGtin('18056470000018'))?.level).toBe('carton');
  });
});
