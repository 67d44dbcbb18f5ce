// Products, described once: listed under a category per audience (a product is in an audience when
// it has a category there, `/prodotti/<category>/<slug>`), the catalogue's list screens, and what the
// search index reads (the categories' names, ingredients, the allergens of the free-from filter).
// Its reading stays in cms/product.ts.
import { productRowAllergens } from '../cms/allergens';
import { list, rec, type Raw, str } from '../cms/read';
import { ALLERGEN_FIELDS, categoryLabel, IMAGE_FIELDS, NAME_AND_SLUG } from '../cms/search-fields';
import { TAGS } from '../cms/tags';
import type { AudienceMode } from '../routing/routes';
import type { ContentType } from './types';

/** Each catalogue has its own categories: a product's in an audience is that catalogue's. */
const categoryOf = (raw: Raw, mode: AudienceMode) => str(rec(raw[mode === 'B2B' ? 'b2b_category' : 'b2c_category']), 'slug');

export const PRODUCT: ContentType = {
  uid: 'api::product.product',
  model: 'product',
  api: '/api/products',
  routes: { list: { B2C: 'products', B2B: 'B2B-products' }, detail: { B2C: 'products-category-slug', B2B: 'B2B-products-category-slug' } },
  audienceFields: [],
  audiencesOf: (raw) => (['B2C', 'B2B'] as const).filter((mode) => categoryOf(raw, mode) !== null),
  category: {
    relations: ['b2c_category', 'b2b_category'],
    of: categoryOf,
    tags: [TAGS.type('b2c-product-category'), TAGS.type('b2b-product-category')],
  },
  search: {
    type: 'product',
    query: {
      fields: ['title', 'slug', 'excerpt', 'description', 'ingredients_text'],
      populate: { images: IMAGE_FIELDS, b2c_category: NAME_AND_SLUG, b2b_category: NAME_AND_SLUG, ...ALLERGEN_FIELDS },
    },
    fields: (raw) => ({
      title: str(raw, 'title'),
      body: [categoryLabel(raw, 'b2c_category', 'b2b_category'), str(raw, 'excerpt'), str(raw, 'description'), str(raw, 'ingredients_text')],
      image: list(raw.images)[0] ?? null,
      allergens: productRowAllergens(raw),
    }),
  },
};
