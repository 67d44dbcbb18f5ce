// Which published product carries a GTIN (issue 26, GS1 Digital Link `/01/{gtin}`): the consumer
// pack's EAN-13 (`gtin`) or the carton's GTIN-14 (`gtin_carton`), with its slugs in both languages.
// Answered from one cached list of every product's GTINs (issue 33): a scanned or invented GTIN
// costs no CMS query of its own and leaves no cache entry of its own.
import { normalizeGtin } from '../catalogue/gtin';
import type { Locale } from '../routing/routes';
import { cmsGet } from './client';
import { list, mapLocalizations, type Raw, rec, str } from './read';
import { TAGS } from './tags';

type ProductRef = { slug: string; b2c: string | null; b2b: string | null };
export type GtinMatch = { level: 'pack' | 'carton'; refs: Partial<Record<Locale, ProductRef>> };

const ref = (raw: Raw): ProductRef | null => {
  const slug = str(raw, 'slug');
  return slug ? { slug, b2c: str(rec(raw.b2c_category), 'slug'), b2b: str(rec(raw.b2b_category), 'slug') } : null;
};

const PAGE_SIZE = 250;
/** A bound on the pages read (25,000 products), should the CMS's count be wrong. */
const MAX_PAGES = 100;

/** Every published product's GTINs (14 digits) → its match, a carton's GTIN first. One cached read per page of 250. */
export async function gtinIndex(): Promise<Map<string, GtinMatch>> {
  const categories = { b2c_category: { fields: ['slug'] }, b2b_category: { fields: ['slug'] } };
  const packs = new Map<string, GtinMatch>();
  const cartons = new Map<string, GtinMatch>();
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const { data, meta } = await cmsGet('/api/products', {
      query: {
        locale: 'it',
        fields: ['slug', 'gtin', 'gtin_carton'],
        populate: { ...categories, localizations: { fields: ['slug', 'locale'], populate: categories } },
        pagination: { page, pageSize: PAGE_SIZE },
      },
      tags: [TAGS.type('product')],
      preview: false,
    });
    for (const raw of list(data)) {
      const it = ref(raw);
      if (!it) continue;
      const refs = { it, ...mapLocalizations(raw.localizations, ref) };
      const pack = normalizeGtin(str(raw, 'gtin') ?? '');
      const carton = normalizeGtin(str(raw, 'gtin_carton') ?? '');
      if (pack && !packs.has(pack)) packs.set(pack, { level: 'pack', refs });
      if (carton && !cartons.has(carton)) cartons.set(carton, { level: 'carton', refs });
    }
    if (page >= (meta?.pagination?.pageCount ?? 1)) break;
  }
  return new Map([...packs, ...cartons]);
}

/** The product of a 14-digit GTIN (already check-digit validated), or null. */
export async function findProductByGtin(gtin14: string): Promise<GtinMatch | null> {
  return (await gtinIndex()).get(gtin14) ?? null;
}
