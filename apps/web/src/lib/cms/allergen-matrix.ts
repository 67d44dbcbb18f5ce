// The food-service catalogue's products with what the allergen matrix, its CSV/PDF and the tender
// pack need: code, GTIN, category, line and the Annex II allergens (issue 26).
import { allergenCodes, type AllergenCode } from '../catalogue/allergens';
import type { Locale } from '../routing/routes';
import { cmsGet } from './client';
import { list, type Raw, rec, str } from './read';
import { TAGS } from './tags';

export type MatrixProduct = {
  documentId: string;
  slug: string;
  title: string;
  code: string | null;
  gtin: string | null;
  category: { slug: string; name: string } | null;
  line: { code: string; name: string } | null;
  contains: AllergenCode[];
  traces: AllergenCode[];
};

function mapMatrixProduct(raw: Raw): MatrixProduct {
  const category = rec(raw.b2b_category);
  const line = rec(raw.product_line);
  const categorySlug = str(category, 'slug');
  const lineCode = str(line, 'code');
  return {
    documentId: str(raw, 'documentId') ?? '',
    slug: str(raw, 'slug') ?? '',
    title: str(raw, 'title') ?? '',
    code: str(rec(raw.features), 'product_code'),
    gtin: str(raw, 'gtin'),
    category: categorySlug ? { slug: categorySlug, name: str(category, 'name') ?? categorySlug } : null,
    line: lineCode ? { code: lineCode, name: str(line, 'name') ?? lineCode } : null,
    contains: allergenCodes(raw.allergens_contains),
    traces: allergenCodes(raw.allergens_traces),
  };
}

/** Every published product of the food-service catalogue, by category then title. */
export async function listMatrixProducts(locale: Locale): Promise<MatrixProduct[]> {
  const { data } = await cmsGet('/api/products', {
    query: {
      locale,
      filters: { b2b_category: { id: { $notNull: true } } },
      fields: ['title', 'slug', 'gtin'],
      populate: {
        b2b_category: { fields: ['slug', 'name', 'order'] },
        product_line: { fields: ['code', 'name'] },
        features: { fields: ['product_code'] },
        allergens_contains: true,
        allergens_traces: true,
      },
      sort: ['title:asc'],
      pagination: { pageSize: 250 },
    },
    tags: [TAGS.type('product'), TAGS.type('b2b-product-category'), TAGS.type('product-line')],
  });
  return list(data)
    .map(mapMatrixProduct)
    .filter((p) => p.slug && p.category)
    .sort((a, b) => (a.category?.name ?? '').localeCompare(b.category?.name ?? '', locale) || a.title.localeCompare(b.title, locale));
}
