// Which published product carries a GTIN (issue 26, GS1 Digital Link `/01/{gtin}`): the consumer
// pack's EAN-13 (`gtin`) or the carton's GTIN-14 (`gtin_carton`), with its slugs in both languages.
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

/** The product of a 14-digit GTIN (already check-digit validated), or null. */
export async function findProductByGtin(gtin14: string): Promise<GtinMatch | null> {
  const categories = { b2c_category: { fields: ['slug'] }, b2b_category: { fields: ['slug'] } };
  const or = [{ gtin_carton: { $eq: gtin14 } }, ...(gtin14.startsWith('0') ? [{ gtin: { $eq: gtin14.slice(1) } }] : [])];
  const { data } = await cmsGet('/api/products', {
    query: {
      locale: 'it',
      filters: { $or: or },
      fields: ['slug', 'gtin', 'gtin_carton'],
      populate: { ...categories, localizations: { fields: ['slug', 'locale'], populate: categories } },
      pagination: { pageSize: 1 },
    },
    tags: [TAGS.type('product')],
    preview: false,
  });
  const raw = list(data)[0];
  const it = raw ? ref(raw) : null;
  if (!raw || !it) return null;
  return {
    level: str(raw, 'gtin_carton') === gtin14 ? 'carton' : 'pack',
    refs: { it, ...mapLocalizations(raw.localizations, ref) },
  };
}
