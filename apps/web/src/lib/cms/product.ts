// Products: list with filters and pagination, detail, categories and filter options (ratings: ratings.ts).
import { allergenCodes, type AllergenCode } from '../catalogue/allergens';
import { mapProductLabel, type ProductLabel } from './product-label';
import type { ProductFilters } from '../catalogue/types';
import type { AudienceMode, Locale } from '../routing/routes';
import type { CatalogueListOptions, CategoryLink, CookingMethod, FilterOption, ProductCard, RecipeCard } from './cards';
import { excludeFilter, getBySlug, inFilter, listQuery, mapOption, mapProductCard, mapRecipeCard } from './cards';
import { mapNutritionDeclaration, type NutritionDeclaration } from '../catalogue/nutrition';
import { cmsGet } from './client';
import type { CmsProduct } from './generated/schema';
import { mapMedia, mapSeo, type Media, type Seo } from './media';
import { keyOf, list, listOf, mapLocalizations, mapPage, num, type Page, readPageInRange, rec, str } from './read';
import { TAGS } from './tags';
import { PRODUCT } from '../content/product';

export type ProductDetail = ProductCard & {
  description: string | null;
  images: Media[];
  features: { packsPerCarton: number | null; cartonsPerPallet: number | null; weight: string | null; productCode: string | null; shelfLife: string | null };
  portionSize: string | null;
  /** The EU nutrition declaration per 100 g (null when the CMS has not all of it). */
  nutrition: NutritionDeclaration | null;
  cookingMethods: { id: string; method: CookingMethod; minutes: number | null; instructions: string | null }[];
  allergens: string | null;
  mayContain: string | null;
  /** Annex II codes, in Annex order: what the product contains and what it may contain (traces). */
  allergensContains: AllergenCode[];
  allergensTraces: AllergenCode[];
  label: ProductLabel;
  productLine: FilterOption | null;
  typology: FilterOption | null;
  diets: FilterOption[];
  cuttingType: FilterOption | null;
  relatedRecipes: RecipeCard[];
  seo: Seo;
  localizations: Partial<Record<Locale, { slug: string; b2cCategory: string | null; b2bCategory: string | null }>>;
};

const PRODUCT_TAGS = [TAGS.type('product'), TAGS.type('b2c-product-category'), TAGS.type('b2b-product-category'), TAGS.type('recipe')];

const categoryField = (mode: AudienceMode) => (mode === 'B2B' ? 'b2b_category' : 'b2c_category');

type ProductListOptions = CatalogueListOptions<ProductFilters>;

export function listProducts(opts: ProductListOptions): Promise<Page<ProductCard>> {
  return readPageInRange(opts.page, (page) => readProducts({ ...opts, page }));
}

async function readProducts(opts: ProductListOptions): Promise<Page<ProductCard>> {
  const field = categoryField(opts.mode);
  const envelope = await cmsGet('/api/products', {
    query: {
      ...listQuery(opts, ['images', 'b2c_category', 'b2b_category']),
      filters: {
        [field]: opts.category ? { slug: { $eq: opts.category } } : { id: { $notNull: true } },
        ...inFilter('product_line', opts.filters.product_lines),
        ...inFilter('product_typology', opts.filters.product_typologies),
        ...inFilter('diets', opts.filters.diets),
        ...inFilter('cutting_type', opts.filters.cutting_types),
        ...excludeFilter(opts.exclude),
      },
    },
    tags: PRODUCT_TAGS,
    fresh: opts.fresh,
  });
  return mapPage(envelope, mapProductCard);
}

export async function getProductCategories(locale: Locale, mode: AudienceMode): Promise<CategoryLink[]> {
  const api = mode === 'B2B' ? '/api/b2b-product-categories/filters' : '/api/b2c-product-categories/filters';
  const { data } = await cmsGet(api, {
    query: { locale },
    tags: [TAGS.type(mode === 'B2B' ? 'b2b-product-category' : 'b2c-product-category'), TAGS.type('product')],
  });
  return list(data).map((c) => ({ name: str(c, 'name') ?? '', slug: str(c, 'slug') ?? '', code: str(c, 'code'), count: num(c, 'products_count') }));
}

export async function getProductFilterOptions(locale: Locale) {
  const load = async (type: string, model: string) => {
    const { data } = await cmsGet(`/api/${type}`, { query: { locale, 'pagination[pageSize]': 250, 'sort[0]': 'name:asc' }, tags: [TAGS.type(model)] });
    return listOf(data, mapOption);
  };
  const [product_lines, product_typologies, diets, cutting_types] = await Promise.all([
    load('product-lines', 'product-line'),
    load('product-typologies', 'product-typology'),
    load('diets', 'diet'),
    load('cutting-types', 'cutting-type'),
  ]);
  return { product_lines, product_typologies, diets, cutting_types };
}

function mapProductDetail(raw: CmsProduct): ProductDetail {
  const features = rec(raw.features);
  return {
    ...mapProductCard(raw),
    description: withoutLead(str(raw, 'description'), str(raw, 'excerpt')),
    images: list(raw.images)
      .map(mapMedia)
      .filter((m) => m !== null),
    features: {
      packsPerCarton: num(features, 'packs_per_carton'),
      cartonsPerPallet: num(features, 'cartons_per_pallet'),
      weight: str(features, 'weight'),
      productCode: str(features, 'product_code'),
      shelfLife: str(features, 'shelf_life'),
    },
    portionSize: str(raw, 'portion_size'),
    nutrition: mapNutritionDeclaration(raw.nutrition_declaration),
    cookingMethods: list(raw.cooking_methods).map((c) => ({
      id: keyOf(c, 'method'),
      method: (str(c, 'method') ?? 'pan') as CookingMethod,
      minutes: num(c, 'time_minutes'),
      instructions: str(c, 'instructions'),
    })),
    allergens: str(raw, 'allergens'),
    mayContain: str(raw, 'may_contain'),
    allergensContains: allergenCodes(raw.allergens_contains),
    allergensTraces: allergenCodes(raw.allergens_traces),
    label: mapProductLabel(raw),
    productLine: mapOption(raw.product_line),
    typology: mapOption(raw.product_typology),
    diets: listOf(raw.diets, mapOption),
    cuttingType: mapOption(raw.cutting_type),
    relatedRecipes: list(raw.related_recipes).map(mapRecipeCard),
    seo: mapSeo(raw.seo),
    localizations: mapLocalizations(raw.localizations, (l) => {
      const slug = str(l, 'slug');
      return slug ? { slug, b2cCategory: str(rec(l.b2c_category), 'slug'), b2bCategory: str(rec(l.b2b_category), 'slug') } : null;
    }),
  };
}

/** The description without a first paragraph that only repeats the subtitle shown above it. */
export function withoutLead(description: string | null, excerpt: string | null): string | null {
  if (!description || !excerpt) return description;
  const [first, ...rest] = description.split(/\n\s*\n/);
  return first?.trim() === excerpt.trim() ? rest.join('\n\n').trim() || null : description;
}

export async function getProduct(locale: Locale, slug: string): Promise<ProductDetail | null> {
  return getBySlug(PRODUCT, locale, slug, PRODUCT_TAGS, mapProductDetail);
}
