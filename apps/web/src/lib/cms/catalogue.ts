// Products and recipes: lists with filters and pagination, details, categories, filter options.
import { COOKING_TIME_BUCKETS, PAGE_SIZE, type CategoryLink, type CookingMethod, type CookingTimeBucket, type FilterOption, type Page, type ProductDetail, type ProductFilters, type RecipeDetail, type RecipeFilters } from '../catalogue/types';
import type { AudienceMode, Locale } from '../routing/routes';
import { log } from '../log';
import { cmsGet, cmsPost, type Query } from './client';
import { mapMedia, mapProductCard, mapRecipeCard, mapSeo } from './mappers';
import { bool, keyOf, list, num, rec, str, type Raw } from './read';
import { TAGS } from './tags';
import type { ProductCard, RecipeCard } from './types';

const PRODUCT_TAGS = [TAGS.type('product'), TAGS.type('b2c-product-category'), TAGS.type('b2b-product-category'), TAGS.type('recipe')];
const RECIPE_TAGS = [TAGS.type('recipe'), TAGS.type('recipe-category'), TAGS.type('product'), TAGS.type('influencer')];

const categoryField = (mode: AudienceMode) => (mode === 'B2B' ? 'b2b_category' : 'b2c_category');

/** Locale, page (0-based in, 1-based out), size, order and the card's media: shared by both lists. */
function listQuery(opts: { locale: Locale; page: number; pageSize?: number }, populate: string[]): Query {
  return {
    locale: opts.locale,
    'pagination[page]': opts.page + 1,
    'pagination[pageSize]': opts.pageSize ?? PAGE_SIZE,
    'sort[0]': 'title:asc',
    ...Object.fromEntries(populate.map((field) => [`populate[${field}]`, true])),
  };
}

/** `filters[field][code][$in][i]=…` for each selected code. */
function inFilter(field: string, codes: string[], key = 'code'): Query {
  return Object.fromEntries(codes.map((c, i) => [`filters[${field}][${key}][$in][${i}]`, c]));
}

function mapOption(value: unknown): FilterOption | null {
  const raw = rec(value);
  const name = str(raw, 'name');
  return raw && name ? { name, code: str(raw, 'code') ?? name } : null;
}

function pageOf<T>(data: unknown, meta: { pagination?: { page: number; pageCount: number; total: number } } | undefined, map: (r: Raw) => T): Page<T> {
  const p = meta?.pagination;
  return { items: list(data).map(map), page: (p?.page ?? 1) - 1, pageCount: p?.pageCount ?? 1, total: p?.total ?? 0 };
}

export async function listProducts(opts: { locale: Locale; mode: AudienceMode; category?: string; filters: ProductFilters; page: number; pageSize?: number }): Promise<Page<ProductCard>> {
  const field = categoryField(opts.mode);
  const { data, meta } = await cmsGet('/api/products', {
    query: {
      ...listQuery(opts, ['images', 'b2c_category', 'b2b_category']),
      ...(opts.category ? { [`filters[${field}][slug][$eq]`]: opts.category } : { [`filters[${field}][id][$notNull]`]: 'true' }),
      ...inFilter('product_line', opts.filters.product_lines),
      ...inFilter('product_typology', opts.filters.product_typologies),
      ...inFilter('diets', opts.filters.diets),
      ...inFilter('cutting_type', opts.filters.cutting_types),
    },
    tags: PRODUCT_TAGS,
  });
  return pageOf(data, meta, mapProductCard);
}

export async function getProductCategories(locale: Locale, mode: AudienceMode): Promise<CategoryLink[]> {
  const api = mode === 'B2B' ? '/api/b2b-product-categories/filters' : '/api/b2c-product-categories/filters';
  const { data } = await cmsGet(api, { query: { locale }, tags: [TAGS.type(mode === 'B2B' ? 'b2b-product-category' : 'b2c-product-category'), TAGS.type('product')] });
  return list(data).map((c) => ({ name: str(c, 'name') ?? '', slug: str(c, 'slug') ?? '', code: str(c, 'code'), count: num(c, 'products_count') }));
}

export async function getRecipeCategories(locale: Locale, mode: AudienceMode): Promise<CategoryLink[]> {
  const { data } = await cmsGet('/api/recipe-categories', {
    query: { locale, 'sort[0]': 'order:asc', 'fields[0]': 'name', 'fields[1]': 'slug', [`filters[${mode === 'B2B' ? 'available_b2b' : 'available_b2c'}][$eq]`]: 'true', 'pagination[pageSize]': 100 },
    tags: [TAGS.type('recipe-category')],
  });
  return list(data).map((c) => ({ name: str(c, 'name') ?? '', slug: str(c, 'slug') ?? '', code: null, count: null }));
}

/** A category of the mode by slug, with its SEO fields and the other language's slug. */
export async function getCategory(kind: 'product' | 'recipe', locale: Locale, mode: AudienceMode, slug: string) {
  const api = kind === 'recipe' ? '/api/recipe-categories' : mode === 'B2B' ? '/api/b2b-product-categories' : '/api/b2c-product-categories';
  const model = kind === 'recipe' ? 'recipe-category' : mode === 'B2B' ? 'b2b-product-category' : 'b2c-product-category';
  const { data } = await cmsGet(api, { query: { locale, 'filters[slug][$eq]': slug }, tags: [TAGS.type(model)] });
  const raw = list(data)[0];
  if (!raw) return null;
  return { name: str(raw, 'name') ?? slug, slug, description: str(raw, 'description'), image: mapMedia(raw.image), seo: mapSeo(raw.seo) };
}

export async function getProductFilterOptions(locale: Locale) {
  const load = async (type: string, model: string) => {
    const { data } = await cmsGet(`/api/${type}`, { query: { locale, 'pagination[pageSize]': 250, 'sort[0]': 'name:asc' }, tags: [TAGS.type(model)] });
    return list(data).map(mapOption).filter((o): o is FilterOption => o !== null);
  };
  const [product_lines, product_typologies, diets, cutting_types] = await Promise.all([
    load('product-lines', 'product-line'),
    load('product-typologies', 'product-typology'),
    load('diets', 'diet'),
    load('cutting-types', 'cutting-type'),
  ]);
  return { product_lines, product_typologies, diets, cutting_types };
}

export async function getRecipeFilterOptions(locale: Locale) {
  const [diets, influencers, creatu] = await Promise.all([
    cmsGet('/api/diets', { query: { locale, 'pagination[pageSize]': 250, 'sort[0]': 'name:asc' }, tags: [TAGS.type('diet')] }),
    cmsGet('/api/influencers', { query: { locale, 'pagination[pageSize]': 250, 'sort[0]': 'name:asc' }, tags: [TAGS.type('influencer')] }),
    cmsGet('/api/products', { query: { locale, 'filters[is_creatu][$eq]': 'true', 'fields[0]': 'title', 'fields[1]': 'slug', 'pagination[pageSize]': 50 }, tags: [TAGS.type('product')] }),
  ]);
  return {
    diets: list(diets.data).map(mapOption).filter((o): o is FilterOption => o !== null),
    influencer: list(influencers.data).map(mapOption).filter((o): o is FilterOption => o !== null),
    creatu: list(creatu.data).map((p) => ({ name: str(p, 'title') ?? '', code: str(p, 'slug') ?? '' })),
  };
}

function mapProductDetail(raw: Raw): ProductDetail {
  const features = rec(raw.features);
  const localizations: ProductDetail['localizations'] = {};
  for (const l of list(raw.localizations)) {
    const locale = str(l, 'locale');
    const slug = str(l, 'slug');
    if ((locale === 'it' || locale === 'en') && slug) localizations[locale] = { slug, b2cCategory: str(rec(l.b2c_category), 'slug'), b2bCategory: str(rec(l.b2b_category), 'slug') };
  }
  return {
    ...mapProductCard(raw),
    description: str(raw, 'description'),
    images: list(raw.images).map(mapMedia).filter((m) => m !== null),
    features: {
      packsPerCarton: num(features, 'packs_per_carton'),
      cartonsPerPallet: num(features, 'cartons_per_pallet'),
      weight: str(features, 'weight'),
      productCode: str(features, 'product_code'),
      shelfLife: str(features, 'shelf_life'),
    },
    portionSize: str(raw, 'portion_size'),
    nutrition: list(raw.nutrition).map((n) => ({ id: keyOf(n, 'nutrient'), nutrient: str(n, 'nutrient') ?? '', per100g: str(n, 'per_100g') ?? '', perPortion: str(n, 'per_portion') })),
    cookingMethods: list(raw.cooking_methods).map((c) => ({ id: keyOf(c, 'method'), method: (str(c, 'method') ?? 'pan') as CookingMethod, minutes: num(c, 'time_minutes'), instructions: str(c, 'instructions') })),
    allergens: str(raw, 'allergens'),
    mayContain: str(raw, 'may_contain'),
    productLine: mapOption(raw.product_line),
    typology: mapOption(raw.product_typology),
    diets: list(raw.diets).map(mapOption).filter((o): o is FilterOption => o !== null),
    cuttingType: mapOption(raw.cutting_type),
    relatedRecipes: list(raw.related_recipes).map(mapRecipeCard),
    seo: mapSeo(raw.seo),
    localizations,
  };
}

export async function getProduct(locale: Locale, slug: string): Promise<ProductDetail | null> {
  const { data } = await cmsGet('/api/products', { query: { locale, 'filters[slug][$eq]': slug }, tags: PRODUCT_TAGS });
  const raw = list(data)[0];
  return raw ? mapProductDetail(raw) : null;
}

export async function listRecipes(opts: { locale: Locale; mode: AudienceMode; category?: string; filters: RecipeFilters; page: number; pageSize?: number }): Promise<Page<RecipeCard>> {
  const f = opts.filters;
  const times: Query = {};
  f.cooking_time.forEach((bucket, i) => {
    const [min, max] = COOKING_TIME_BUCKETS[bucket as CookingTimeBucket];
    times[`filters[$or][${i}][cooking_time][$between][0]`] = min;
    times[`filters[$or][${i}][cooking_time][$between][1]`] = max;
  });
  const { data, meta } = await cmsGet('/api/recipes', {
    query: {
      ...listQuery(opts, ['images', 'category']),
      [`filters[${opts.mode === 'B2B' ? 'available_b2b' : 'available_b2c'}][$eq]`]: 'true',
      ...(opts.category ? { 'filters[category][slug][$eq]': opts.category } : {}),
      ...inFilter('diets', f.diets),
      ...inFilter('influencer', f.influencer),
      ...Object.fromEntries(f.difficulty.map((d, i) => [`filters[difficulty][$in][${i}]`, d])),
      ...inFilter('creatu_product', f.creatu, 'slug'),
      ...times,
    },
    tags: RECIPE_TAGS,
  });
  return pageOf(data, meta, mapRecipeCard);
}

function mapRecipeDetail(raw: Raw): RecipeDetail {
  const creatu = rec(raw.creatu_product);
  return {
    ...mapRecipeCard(raw),
    description: str(raw, 'description'),
    images: list(raw.images).map(mapMedia).filter((m) => m !== null),
    ingredients: list(raw.ingredients).map((i) => {
      const product = rec(i.product);
      return { id: keyOf(i, 'ingredient'), name: str(i, 'name') ?? '', quantity: str(i, 'quantity'), product: product ? mapProductCard(product) : null };
    }),
    steps: list(raw.steps).map((s) => ({ id: keyOf(s, 'step'), title: str(s, 'title'), text: str(s, 'text') ?? '', image: mapMedia(s.image) })),
    prepTime: num(raw, 'prep_time'),
    cookingTime: num(raw, 'cooking_time'),
    servings: num(raw, 'servings'),
    diets: list(raw.diets).map(mapOption).filter((o): o is FilterOption => o !== null),
    influencer: mapOption(raw.influencer),
    creatuProduct: creatu ? mapProductCard(creatu) : null,
    relatedProducts: list(raw.related_products).map(mapProductCard),
    nutrition: list(raw.nutrition).map((n) => ({ id: keyOf(n, 'nutrient'), nutrient: str(n, 'nutrient') ?? '', per100g: str(n, 'per_100g') ?? '', perPortion: str(n, 'per_portion') })),
    seo: mapSeo(raw.seo),
    availableB2c: bool(raw, 'available_b2c'),
    availableB2b: bool(raw, 'available_b2b'),
  };
}

export async function getRecipe(locale: Locale, slug: string): Promise<RecipeDetail | null> {
  const { data } = await cmsGet('/api/recipes', { query: { locale, 'filters[slug][$eq]': slug }, tags: RECIPE_TAGS });
  const raw = list(data)[0];
  return raw ? mapRecipeDetail(raw) : null;
}

export type RatingSummary = { average: number | null; count: number };

export async function getRatingSummary(productDocumentId: string): Promise<RatingSummary> {
  const { data } = await cmsGet('/api/product-ratings/summary', { query: { product: productDocumentId }, tags: [TAGS.type('product-rating')] });
  const raw = rec(data);
  return { average: num(raw, 'average'), count: num(raw, 'count') ?? 0 };
}

type SlugRef = { slug: string; b2c: string | null; b2b: string | null };

function slugRef(kind: 'products' | 'recipes', d: Raw): SlugRef {
  return {
    slug: str(d, 'slug') ?? '',
    b2c: kind === 'products' ? str(rec(d.b2c_category), 'slug') : bool(d, 'available_b2c') ? str(rec(d.category), 'slug') : null,
    b2b: kind === 'products' ? str(rec(d.b2b_category), 'slug') : bool(d, 'available_b2b') ? str(rec(d.category), 'slug') : null,
  };
}

/** Every published product and recipe with its category slugs per mode and its translation (static params, sitemap). */
export async function listAllSlugs(kind: 'products' | 'recipes', locale: Locale): Promise<(SlugRef & { updatedAt: string | null; localizations: Partial<Record<Locale, SlugRef>> })[]> {
  const relations = kind === 'products' ? ['b2c_category', 'b2b_category'] : ['category'];
  const fields = kind === 'products' ? ['slug', 'updatedAt'] : ['slug', 'updatedAt', 'available_b2c', 'available_b2b'];
  const query: Query = { locale, 'pagination[pageSize]': 250 };
  fields.forEach((f, i) => {
    query[`fields[${i}]`] = f;
    query[`populate[localizations][fields][${i}]`] = f;
  });
  query[`populate[localizations][fields][${fields.length}]`] = 'locale';
  for (const r of relations) {
    query[`populate[${r}][fields][0]`] = 'slug';
    query[`populate[localizations][populate][${r}][fields][0]`] = 'slug';
  }
  const { data } = await cmsGet(`/api/${kind}`, { query, tags: [TAGS.type(kind === 'products' ? 'product' : 'recipe')] });
  return list(data).map((d) => {
    const localizations: Partial<Record<Locale, SlugRef>> = {};
    for (const l of list(d.localizations)) {
      const other = str(l, 'locale');
      if (other === 'it' || other === 'en') localizations[other] = slugRef(kind, l);
    }
    return { ...slugRef(kind, d), updatedAt: str(d, 'updatedAt'), localizations };
  });
}

/** Stores a visitor's vote; resolves only once the CMS has stored it. */
export async function submitRating(input: { productDocumentId: string; vote: number; locale: Locale; clientHash: string }): Promise<'stored' | 'unknown-product' | 'failed'> {
  const result = await cmsPost('/api/product-ratings', {
    data: { product_document_id: input.productDocumentId, vote: input.vote, locale_code: input.locale, client_hash: input.clientHash },
  });
  if (result.ok) return 'stored';
  log.warn({ status: result.status, body: result.body, product: input.productDocumentId }, 'CMS refused a rating');
  return result.status === 400 ? 'unknown-product' : 'failed';
}

/** The current summary, bypassing the cache (right after a vote). */
export async function freshRatingSummary(productDocumentId: string): Promise<RatingSummary> {
  const { data } = await cmsGet('/api/product-ratings/summary', { query: { product: productDocumentId, fresh: Date.now() }, tags: [TAGS.type('product-rating')], preview: false });
  const raw = rec(data);
  return { average: num(raw, 'average'), count: num(raw, 'count') ?? 0 };
}
