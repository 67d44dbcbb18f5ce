// Food-service tools (issue 26): the cost-per-portion calculator (a GET form rendered per request:
// prices are the buyer's, never stored) and the allergen matrix. Loaders and metadata.
import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { allergenStatus, ALLERGENS, type AllergenStatus } from '@/lib/catalogue/allergens';
import {
  costQuery,
  COST_KEYS,
  lineUnitKey,
  linePriceKey,
  parsePrice,
  parseUnit,
  parseWhole,
  portionGrams,
  productCost,
  recipeCost,
  type ProductCost,
  type RecipeCost,
  type RecipeLine,
} from '@/lib/catalogue/cost';
import type { SearchParams } from '@/lib/catalogue/filters';
import { metricAmount } from '@/lib/catalogue/servings';
import { listMatrixProducts, type MatrixProduct } from '@/lib/cms/allergen-matrix';
import { swallow } from '@/lib/cms/client';
import { getProduct, type ProductDetail } from '@/lib/cms/product';
import { getRecipe, type RecipeDetail } from '@/lib/cms/recipe';
import { pathFor } from '@/lib/routing/paths';
import type { Locale } from '@/lib/routing/routes';
import { pageMetadata } from '@/lib/seo/metadata';

// ---- Cost per portion

export type ProductCostData = {
  kind: 'product';
  product: ProductDetail;
  /** What the form shows: the buyer's entries, or the defaults. */
  form: { price: string; unit: 'pack' | 'kg'; portion: number };
  result: ProductCost | null;
  /** Entries present but not valid (the form says so). */
  invalid: ('price' | 'portion')[];
};

export type RecipeCostLine = {
  id: string;
  name: string;
  quantity: string | null;
  product: { title: string; pack: string | null } | null;
  grams: number | null;
  price: string;
  unit: 'pack' | 'kg';
};

export type RecipeCostData = {
  kind: 'recipe';
  recipe: RecipeDetail;
  form: { portions: number; lines: RecipeCostLine[] };
  result: RecipeCost | null;
  invalid: string[];
};

export type CostChooserData = { kind: 'choose'; products: { slug: string; title: string }[] };

export type CostCalculatorData = { locale: Locale; data: ProductCostData | RecipeCostData | CostChooserData };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

export function productCostData(product: ProductDetail, params: SearchParams): ProductCostData {
  const defaultPortion = portionGrams(product.portionSize) ?? 100;
  const rawPrice = first(params[COST_KEYS.price]);
  const rawPortion = first(params[COST_KEYS.portion]);
  const price = parsePrice(rawPrice);
  const portion = rawPortion ? parseWhole(rawPortion, 1, 5000) : defaultPortion;
  const unit = parseUnit(params[COST_KEYS.unit]);
  const invalid: ProductCostData['invalid'] = [];
  if (rawPrice && price === null) invalid.push('price');
  if (rawPortion && portion === null) invalid.push('portion');
  const net = product.label.netQuantityG;
  const result =
    price !== null && portion !== null && net
      ? productCost(
          { price, unit, portionG: portion },
          { netQuantityG: net, packsPerCarton: product.features.packsPerCarton, cookingYieldPercent: product.label.cookingYieldPercent },
        )
      : null;
  return { kind: 'product', product, form: { price: rawPrice.slice(0, 12), unit, portion: portion ?? defaultPortion }, result, invalid };
}

export function recipeCostData(recipe: RecipeDetail, params: SearchParams): RecipeCostData {
  const rawPortions = first(params[COST_KEYS.portions]);
  const portions = (rawPortions ? parseWhole(rawPortions, 1, 10_000) : null) ?? recipe.servings ?? 1;
  const invalid: string[] = [];
  if (rawPortions && parseWhole(rawPortions, 1, 10_000) === null) invalid.push(COST_KEYS.portions);
  let anyPrice = false;
  const lines: RecipeCostLine[] = [];
  const costLines: RecipeLine[] = recipe.ingredients.map((ing, i) => {
    const raw = first(params[linePriceKey(i)]);
    const price = parsePrice(raw);
    if (raw && price === null) invalid.push(linePriceKey(i));
    if (price !== null) anyPrice = true;
    const unit = parseUnit(params[lineUnitKey(i)]);
    const amount = ing.quantity ? metricAmount(ing.quantity) : null;
    const grams = amount?.unit === 'g' ? amount.value : null;
    const packAmount = ing.pack ? metricAmount(ing.pack) : null;
    lines.push({
      id: ing.id,
      name: ing.name,
      quantity: ing.quantity,
      product: ing.product ? { title: ing.product.title, pack: ing.pack } : null,
      grams,
      price: raw.slice(0, 12),
      unit,
    });
    return ing.product ? { kind: 'product', grams, packG: packAmount?.unit === 'g' ? packAmount.value : null, price, unit } : { kind: 'other', price };
  });
  return { kind: 'recipe', recipe, form: { portions, lines }, result: anyPrice ? recipeCost(costLines, portions) : null, invalid };
}

export async function loadCostCalculator(locale: Locale, params: SearchParams): Promise<CostCalculatorData> {
  const query = costQuery(params);
  if (query.product) {
    const product = await getProduct(locale, query.product);
    if (product?.b2bCategory) return { locale, data: productCostData(product, params) };
  } else if (query.recipe) {
    const recipe = await getRecipe(locale, query.recipe);
    if (recipe?.availableB2b) return { locale, data: recipeCostData(recipe, params) };
  }
  // No (known) product or recipe: the page offers the food-service products to choose from.
  const products = await swallow('cost calculator products', () => matrixProducts(locale), []);
  return { locale, data: { kind: 'choose', products: products.map((p) => ({ slug: p.slug, title: p.title })) } };
}

export async function costCalculatorMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'costCalculator' });
  return pageMetadata({ pathname: pathFor('B2B-cost-calculator', locale), locale, title: t('title'), description: t('intro'), noIndex: true });
}

// ---- Allergen matrix

const matrixProducts = cache((locale: Locale) => listMatrixProducts(locale));

export type MatrixRow = MatrixProduct & { statuses: AllergenStatus[] };
export type MatrixFilter = { category: string | null; line: string | null };
export type AllergenMatrixData = {
  locale: Locale;
  rows: MatrixRow[];
  filter: MatrixFilter;
  categories: { slug: string; name: string }[];
  lines: { code: string; name: string }[];
};

export function parseMatrixFilter(params: SearchParams): MatrixFilter {
  const one = (k: string) => {
    const v = first(params[k]);
    return v && /^[\w-]{1,80}$/.test(v) ? v : null;
  };
  return { category: one('category'), line: one('line') };
}

export function matrixRows(products: MatrixProduct[], filter: MatrixFilter): MatrixRow[] {
  return products
    .filter((p) => (!filter.category || p.category?.slug === filter.category) && (!filter.line || p.line?.code === filter.line))
    .map((p) => ({ ...p, statuses: ALLERGENS.map((code) => allergenStatus(code, p.contains, p.traces)) }));
}

export async function loadAllergenMatrix(locale: Locale, params: SearchParams): Promise<AllergenMatrixData> {
  const products = await matrixProducts(locale);
  const filter = parseMatrixFilter(params);
  const categories = new Map<string, string>();
  const lines = new Map<string, string>();
  for (const p of products) {
    if (p.category) categories.set(p.category.slug, p.category.name);
    if (p.line) lines.set(p.line.code, p.line.name);
  }
  return {
    locale,
    rows: matrixRows(products, filter),
    filter,
    categories: [...categories].map(([slug, name]) => ({ slug, name })),
    lines: [...lines].map(([code, name]) => ({ code, name })),
  };
}

export async function allergenMatrixMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'allergenMatrix' });
  return pageMetadata({ pathname: pathFor('B2B-allergen-matrix', locale), locale, title: t('title'), description: t('intro') });
}
