// Recipes: list with filters and pagination, detail, categories and filter options.
import { COOKING_TIME_BUCKETS, type CookingTimeBucket, type RecipeFilters } from '../catalogue/types';
import type { AudienceMode, Locale } from '../routing/routes';
import type { CatalogueListOptions, CategoryLink, FilterOption, NutritionRow, ProductCard, RecipeCard } from './cards';
import { excludeFilter, getBySlug, inFilter, listQuery, mapNutrition, mapOption, mapProductCard, mapRecipeCard } from './cards';
import { cmsGet } from './client';
import type { CmsRecipe } from './generated/schema';
import { audienceFilter } from './query';
import { mapMedia, mapSeo, type Media, type Seo } from './media';
import { bool, keyOf, list, listOf, mapLocalizations, mapPage, num, type Page, readPageInRange, rec, slugOf, str } from './read';
import { TAGS } from './tags';
import { RECIPE } from '../content/recipe';

export type RecipeDetail = RecipeCard & {
  description: string | null;
  images: Media[];
  ingredients: {
    id: string;
    name: string;
    quantity: string | null;
    product: ProductCard | null;
    /** The Brina product's net weight ("750 g") and its Italian slug (the store locator's product). */
    pack: string | null;
    productSlugIt: string | null;
  }[];
  /** `quantities`: what the step itself uses, when the editor gave it (part of an ingredient), at the recipe's servings. */
  steps: { id: string; title: string | null; text: string; image: Media | null; quantities: { ingredient: string; quantity: string | null }[] }[];
  prepTime: number | null;
  cookingTime: number | null;
  servings: number | null;
  diets: FilterOption[];
  influencer: FilterOption | null;
  creatuProduct: ProductCard | null;
  relatedProducts: ProductCard[];
  nutrition: NutritionRow[];
  seo: Seo;
  availableB2c: boolean;
  availableB2b: boolean;
};

const RECIPE_TAGS = [TAGS.type('recipe'), TAGS.type('recipe-category'), TAGS.type('product'), TAGS.type('influencer')];

type RecipeListOptions = CatalogueListOptions<RecipeFilters>;

export function listRecipes(opts: RecipeListOptions): Promise<Page<RecipeCard>> {
  return readPageInRange(opts.page, (page) => readRecipes({ ...opts, page }));
}

async function readRecipes(opts: RecipeListOptions): Promise<Page<RecipeCard>> {
  const f = opts.filters;
  const times = f.cooking_time.map((bucket) => ({ cooking_time: { $between: [...COOKING_TIME_BUCKETS[bucket as CookingTimeBucket]] } }));
  const envelope = await cmsGet('/api/recipes', {
    query: {
      ...listQuery(opts, ['images', 'category']),
      filters: {
        ...audienceFilter(opts.mode),
        ...(opts.category ? { category: { slug: { $eq: opts.category } } } : {}),
        ...inFilter('diets', f.diets),
        ...inFilter('influencer', f.influencer),
        ...(f.difficulty.length ? { difficulty: { $in: f.difficulty } } : {}),
        ...inFilter('creatu_product', f.creatu, 'slug'),
        ...(times.length ? { $or: times } : {}),
        ...excludeFilter(opts.exclude),
      },
    },
    tags: RECIPE_TAGS,
    fresh: opts.fresh,
  });
  return mapPage(envelope, mapRecipeCard);
}

function mapRecipeDetail(raw: CmsRecipe): RecipeDetail {
  const creatu = rec(raw.creatu_product);
  return {
    ...mapRecipeCard(raw),
    description: str(raw, 'description'),
    images: list(raw.images)
      .map(mapMedia)
      .filter((m) => m !== null),
    ingredients: list(raw.ingredients).map((i) => {
      const product = rec(i.product);
      const it = product && str(product, 'locale') === 'it' ? str(product, 'slug') : (mapLocalizations(product?.localizations, slugOf).it ?? null);
      return {
        id: keyOf(i, 'ingredient'),
        name: str(i, 'name') ?? '',
        quantity: str(i, 'quantity'),
        product: product ? mapProductCard(product) : null,
        pack: str(rec(product?.features), 'weight'),
        productSlugIt: product ? it : null,
      };
    }),
    steps: list(raw.steps).map((s) => ({
      id: keyOf(s, 'step'),
      title: str(s, 'title'),
      text: str(s, 'text') ?? '',
      image: mapMedia(s.image),
      quantities: list(s.quantities)
        .map((q) => ({ ingredient: str(q, 'ingredient') ?? '', quantity: str(q, 'quantity') }))
        .filter((q) => q.ingredient !== ''),
    })),
    prepTime: num(raw, 'prep_time'),
    cookingTime: num(raw, 'cooking_time'),
    servings: num(raw, 'servings'),
    diets: listOf(raw.diets, mapOption),
    influencer: mapOption(raw.influencer),
    creatuProduct: creatu ? mapProductCard(creatu) : null,
    relatedProducts: list(raw.related_products).map(mapProductCard),
    nutrition: mapNutrition(raw.nutrition),
    seo: mapSeo(raw.seo),
    availableB2c: bool(raw, 'available_b2c'),
    availableB2b: bool(raw, 'available_b2b'),
  };
}

export async function getRecipe(locale: Locale, slug: string): Promise<RecipeDetail | null> {
  return getBySlug(RECIPE, locale, slug, RECIPE_TAGS, mapRecipeDetail);
}

export async function getRecipeCategories(locale: Locale, mode: AudienceMode): Promise<CategoryLink[]> {
  const { data } = await cmsGet('/api/recipe-categories', {
    query: { locale, sort: ['order:asc'], fields: ['name', 'slug'], filters: audienceFilter(mode), pagination: { pageSize: 100 } },
    tags: [TAGS.type('recipe-category')],
  });
  return list(data).map((c) => ({ name: str(c, 'name') ?? '', slug: str(c, 'slug') ?? '', code: null, count: null }));
}

export async function getRecipeFilterOptions(locale: Locale) {
  const [diets, influencers, creatu] = await Promise.all([
    cmsGet('/api/diets', { query: { locale, 'pagination[pageSize]': 250, 'sort[0]': 'name:asc' }, tags: [TAGS.type('diet')] }),
    cmsGet('/api/influencers', { query: { locale, 'pagination[pageSize]': 250, 'sort[0]': 'name:asc' }, tags: [TAGS.type('influencer')] }),
    cmsGet('/api/products', {
      query: { locale, 'filters[is_creatu][$eq]': 'true', 'fields[0]': 'title', 'fields[1]': 'slug', 'pagination[pageSize]': 50 },
      tags: [TAGS.type('product')],
    }),
  ]);
  return {
    diets: listOf(diets.data, mapOption),
    influencer: listOf(influencers.data, mapOption),
    creatu: list(creatu.data).map((p) => ({ name: str(p, 'title') ?? '', code: str(p, 'slug') ?? '' })),
  };
}
