// Catalogue loaders: product and recipe pages, product and recipe lists (all, or one category),
// their metadata, and which detail pages are prerendered. Each loader decides the 404; a page's
// metadata reads the same cached lookup, so page and metadata share one call.
import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import type { FilterGroup } from '@/components/catalogue/catalogue-filters';
import { keepKnown, parsePage, parseProductFilters, parseRecipeFilters, type SearchParams } from '@/lib/catalogue/filters';
import { ALLERGENS, isAllergenCode } from '@/lib/catalogue/allergens';
import { chosenServings } from '@/lib/catalogue/servings';
import { COOKING_TIME_BUCKETS, DIFFICULTIES } from '@/lib/catalogue/types';
import type { CardCategory, CategoryLink, ProductCard, RecipeCard } from '@/lib/cms/cards';
import { excludedByFreeFrom } from '@/lib/cms/allergens';
import { getCategory } from '@/lib/cms/category';
import { swallow } from '@/lib/cms/client';
import { getProduct, getProductCategories, getProductFilterOptions, listProducts, type ProductDetail } from '@/lib/cms/product';
import { getRatingSummaries, getRatingSummary, type RatingSummary } from '@/lib/cms/ratings';
import type { Page } from '@/lib/cms/read';
import { getRecipe, getRecipeCategories, getRecipeFilterOptions, listRecipes, type RecipeDetail } from '@/lib/cms/recipe';
import { PRODUCT } from '@/lib/content/product';
import { RECIPE } from '@/lib/content/recipe';
import { isKnownDoc, listSlugDocs } from '@/lib/content/registry';
import { staticParent, type AudienceStaticParams, orNotFound } from '@/lib/routing/params';
import { pathFor } from '@/lib/routing/paths';
import { LOCALES, routeNameFor, type AudienceMode, type Locale } from '@/lib/routing/routes';
import { pageMetadata, foundMetadata } from '@/lib/seo/metadata';

/** Products and recipes prerendered at build, per locale and audience (ISR refreshes them; a new one renders on first visit). */
export function catalogueStaticParams(kind: 'products' | 'recipes') {
  return async (args: AudienceStaticParams) => {
    const at = staticParent(args);
    if (!at) return [];
    const docs = await swallow(`${kind} static params`, () => listSlugDocs(kind === 'products' ? PRODUCT : RECIPE, at.locale), []);
    return docs.flatMap((d) => {
      const category = d.categories?.[at.mode];
      return category ? [{ category, slug: d.slug }] : [];
    });
  };
}

// ---- Product page

/** The product of the URL, if its category in this audience is the URL's (once per request). */
const findProduct = cache(async (locale: Locale, mode: AudienceMode, category: string, slug: string) => {
  // An invented slug stops here, answered from the cached slug list: the CMS is not asked for it.
  if (!(await isKnownDoc(PRODUCT, locale, mode, slug))) return null;
  const product = await getProduct(locale, slug);
  const own = mode === 'B2B' ? product?.b2bCategory : product?.b2cCategory;
  if (!product || !own || own.slug !== category) return null;
  return { product, category: own };
});

export type ProductPageData = { locale: Locale; mode: AudienceMode; product: ProductDetail; category: CardCategory; rating: RatingSummary | null };

/** The product page's data: the product, its category in this audience and its rating; 404 otherwise. */
export async function loadProduct(locale: Locale, mode: AudienceMode, category: string, slug: string): Promise<ProductPageData> {
  const found = orNotFound(await findProduct(locale, mode, category, slug));
  const rating = await swallow('rating summary', () => getRatingSummary('product', found.product.documentId), null);
  return { locale, mode, ...found, rating };
}

export function productMetadata(locale: Locale, mode: AudienceMode, category: string, slug: string): Promise<Metadata> {
  return foundMetadata(findProduct(locale, mode, category, slug), ({ product }) => {
    const route = routeNameFor('products-category-slug', mode);
    // hreflang from the translations the page loaded with the product.
    const alternates: Partial<Record<Locale, string | null>> = {};
    for (const other of LOCALES) {
      const t = product.localizations[other];
      const translated = mode === 'B2B' ? t?.b2bCategory : t?.b2cCategory;
      if (t && translated) alternates[other] = pathFor(route, other, { category: translated, slug: t.slug });
    }
    return pageMetadata({
      pathname: pathFor(route, locale, { category, slug }),
      alternates,
      locale,
      title: product.seo.title ?? product.title,
      description: product.seo.description ?? product.excerpt,
      image: product.images[0] ?? null,
    });
  });
}

// ---- Recipe page

/** The recipe of the URL, if it is in this category and audience (once per request). */
const findRecipe = cache(async (locale: Locale, mode: AudienceMode, category: string, slug: string) => {
  const recipe = await getRecipe(locale, slug);
  if (!recipe || recipe.category?.slug !== category) return null;
  if (mode === 'B2B' ? !recipe.availableB2b : !recipe.availableB2c) return null;
  return recipe;
});

export type RecipePageData = {
  locale: Locale;
  mode: AudienceMode;
  recipe: RecipeDetail & { category: CardCategory };
  /** The servings shown (the URL's, within 1 to 4 × the recipe's own), null when the recipe has none. */
  servings: number | null;
  rating: RatingSummary | null;
};

/** The recipe page's data, for the URL's servings; 404 when the URL names no recipe of this category and audience. */
export async function loadRecipe(
  locale: Locale,
  mode: AudienceMode,
  category: string,
  slug: string,
  askedServings: number | null = null,
): Promise<RecipePageData> {
  const recipe = await findRecipe(locale, mode, category, slug);
  if (!recipe?.category) notFound();
  const servings = recipe.servings ? chosenServings(recipe.servings, askedServings) : null;
  const rating = await swallow('recipe rating summary', () => getRatingSummary('recipe', recipe.documentId), null);
  return { locale, mode, recipe: { ...recipe, category: recipe.category }, servings, rating };
}

export function recipeMetadata(locale: Locale, mode: AudienceMode, category: string, slug: string): Promise<Metadata> {
  return foundMetadata(findRecipe(locale, mode, category, slug), (recipe) => {
    const pathname = pathFor(routeNameFor('recipes-category-slug', mode), locale, { category, slug });
    return pageMetadata({
      pathname,
      locale,
      title: recipe.seo.title ?? recipe.title,
      description: recipe.seo.description ?? recipe.excerpt,
      image: recipe.images[0] ?? null,
      type: 'article',
    });
  });
}

// ---- Product and recipe lists

export type CatalogueKind = 'product' | 'recipe';

const listRoute = (kind: CatalogueKind, mode: AudienceMode, category?: string) =>
  routeNameFor(kind === 'product' ? (category ? 'products-category' : 'products') : category ? 'recipes-category' : 'recipes', mode);

/** The path of a list (all, or one category). */
export function catalogueListPath(kind: CatalogueKind, locale: Locale, mode: AudienceMode, category?: string): string {
  return pathFor(listRoute(kind, mode, category), locale, category ? { category } : {});
}

const findCategory = cache((kind: CatalogueKind, locale: Locale, mode: AudienceMode, slug: string) => getCategory(kind, locale, mode, slug));
type ListCategory = NonNullable<Awaited<ReturnType<typeof findCategory>>>;

async function listTitles(kind: CatalogueKind, locale: Locale, mode: AudienceMode) {
  const t = await getTranslations({ locale, namespace: 'catalogue' });
  const b2b = mode === 'B2B' ? 'B2B' : '';
  return kind === 'product'
    ? { title: t(`productsTitle${b2b}` as 'productsTitle'), intro: t(`productsIntro${b2b}` as 'productsIntro') }
    : { title: t(`recipesTitle${b2b}` as 'recipesTitle'), intro: t(`recipesIntro${b2b}` as 'recipesIntro') };
}

export type CatalogueListData = {
  kind: CatalogueKind;
  locale: Locale;
  mode: AudienceMode;
  /** The URL's category slug (undefined: the full list). */
  categorySlug?: string;
  category: ListCategory | null;
  title: string;
  intro: string;
  categories: CategoryLink[];
  groups: FilterGroup[];
  selected: Record<string, string[]>;
  products: Page<ProductCard> | null;
  recipes: Page<RecipeCard> | null;
  /** The page of results shown (the products or the recipes). */
  results: Page<ProductCard | RecipeCard>;
};

/**
 * A list's filter groups, categories, chosen filters (values no option has are dropped) and results;
 * 404 for an unknown category. `keep: false` for a page kept nowhere (more filter values than
 * canonical.ts's MAX_KEPT_VALUES): its results are read past Next's data cache.
 */
export async function loadCatalogueList(
  kind: CatalogueKind,
  locale: Locale,
  mode: AudienceMode,
  categorySlug: string | undefined,
  searchParams: SearchParams,
  { keep = true }: { keep?: boolean } = {},
): Promise<CatalogueListData> {
  const fresh = !keep;
  const [t, ts, ta] = await Promise.all([
    getTranslations({ locale, namespace: 'catalogue' }),
    getTranslations({ locale, namespace: 'sections' }),
    getTranslations({ locale, namespace: 'allergens' }),
  ]);
  const page = parsePage(searchParams);
  const category = categorySlug ? await findCategory(kind, locale, mode, categorySlug) : null;
  if (categorySlug && !category) notFound();
  const { title, intro } = await listTitles(kind, locale, mode);

  let groups: FilterGroup[];
  let categories: CategoryLink[];
  if (kind === 'product') {
    const [options, cats] = await Promise.all([getProductFilterOptions(locale), getProductCategories(locale, mode)]);
    categories = cats;
    groups = (['product_lines', 'product_typologies', 'diets', 'cutting_types'] as const).map((key) => ({
      key,
      label: t(`filter.${key}`),
      options: options[key],
    }));
  } else {
    const [options, cats] = await Promise.all([getRecipeFilterOptions(locale), getRecipeCategories(locale, mode)]);
    categories = cats;
    groups = [
      { key: 'diets', label: t('filter.diets'), options: options.diets },
      { key: 'influencer', label: t('filter.influencer'), options: options.influencer },
      {
        key: 'cooking_time',
        label: t('filter.cooking_time'),
        options: Object.keys(COOKING_TIME_BUCKETS).map((code) => ({ code, name: t(`cookingTime.${code}` as 'cookingTime.short') })),
      },
      { key: 'difficulty', label: t('filter.difficulty'), options: DIFFICULTIES.map((code) => ({ code, name: ts(`difficulty.${code}`) })) },
      { key: 'creatu', label: t('filter.creatu'), options: options.creatu },
    ];
  }
  // Free from an allergen and its traces (Annex II, in its order): products and recipes alike.
  groups.push({ key: 'free_from', label: t('filter.free_from'), options: ALLERGENS.map((code) => ({ code, name: ta(code) })) });
  // Values no option has (a hand-edited URL) are dropped before the CMS is asked.
  const productFilters = keepKnown(parseProductFilters(searchParams), groups);
  const recipeFilters = keepKnown(parseRecipeFilters(searchParams), groups);
  const common = { kind, locale, mode, categorySlug, category, title, intro, categories, groups };
  // What a free-from filter leaves out: every document with one of the allergens, or its traces.
  const freeFrom = (kind === 'product' ? productFilters : recipeFilters).free_from.filter(isAllergenCode);
  const exclude = await excludedByFreeFrom(kind, locale, freeFrom);
  if (kind === 'product') {
    const products = await listProducts({ locale, mode, category: categorySlug, filters: productFilters, page, exclude, fresh });
    return { ...common, selected: productFilters, products, recipes: null, results: products };
  }
  const found = await listRecipes({ locale, mode, category: categorySlug, filters: recipeFilters, page, exclude, fresh });
  // The cards' ratings in one request; without them the cards show none.
  const ratings = await swallow(
    'recipe card ratings',
    () =>
      getRatingSummaries(
        'recipe',
        found.items.map((r) => r.documentId),
        { fresh },
      ),
    new Map<string, RatingSummary>(),
  );
  const recipes = { ...found, items: found.items.map((r) => ({ ...r, rating: ratings.get(r.documentId) ?? null })) };
  return { ...common, selected: recipeFilters, products: null, recipes, results: recipes };
}

export async function catalogueListMetadata(
  kind: CatalogueKind,
  locale: Locale,
  mode: AudienceMode,
  categorySlug: string | undefined,
  searchParams: SearchParams,
): Promise<Metadata> {
  const base = await listTitles(kind, locale, mode);
  const category = categorySlug ? await findCategory(kind, locale, mode, categorySlug) : null;
  if (categorySlug && !category) return {};
  const page = parsePage(searchParams);
  return pageMetadata({
    pathname: catalogueListPath(kind, locale, mode, categorySlug),
    locale,
    title: `${category?.seo.title ?? category?.name ?? base.title}${page > 0 ? ` – ${page + 1}` : ''}`,
    description: category?.seo.description ?? category?.description ?? base.intro,
    image: category?.image,
  });
}
