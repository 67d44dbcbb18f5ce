// Catalogue types: product and recipe details, filters, paginated lists.
import type { Media, ProductCard, RecipeCard, Seo } from '../cms/types';
import type { Locale } from '../routing/routes';

export type FilterOption = { name: string; code: string };
export type CategoryLink = { name: string; slug: string; code: string | null; count: number | null };

export const COOKING_METHODS = ['ventilated_oven', 'pan', 'pot', 'pressure_cooker', 'steam', 'microwave', 'fryer', 'steam_oven', 'bain_marie', 'griddle', 'air_fryer'] as const;
export type CookingMethod = (typeof COOKING_METHODS)[number];

export type ProductDetail = ProductCard & {
  description: string | null;
  images: Media[];
  features: { packsPerCarton: number | null; cartonsPerPallet: number | null; weight: string | null; productCode: string | null; shelfLife: string | null };
  portionSize: string | null;
  nutrition: { id: string; nutrient: string; per100g: string; perPortion: string | null }[];
  cookingMethods: { id: string; method: CookingMethod; minutes: number | null; instructions: string | null }[];
  allergens: string | null;
  mayContain: string | null;
  productLine: FilterOption | null;
  typology: FilterOption | null;
  diets: FilterOption[];
  cuttingType: FilterOption | null;
  relatedRecipes: RecipeCard[];
  seo: Seo;
  localizations: Partial<Record<Locale, { slug: string; b2cCategory: string | null; b2bCategory: string | null }>>;
};

export type RecipeDetail = RecipeCard & {
  description: string | null;
  images: Media[];
  ingredients: { id: string; name: string; quantity: string | null; product: ProductCard | null }[];
  steps: { id: string; title: string | null; text: string; image: Media | null }[];
  prepTime: number | null;
  cookingTime: number | null;
  servings: number | null;
  diets: FilterOption[];
  influencer: FilterOption | null;
  creatuProduct: ProductCard | null;
  relatedProducts: ProductCard[];
  nutrition: { id: string; nutrient: string; per100g: string; perPortion: string | null }[];
  seo: Seo;
  availableB2c: boolean;
  availableB2b: boolean;
};

export type Page<T> = { items: T[]; page: number; pageCount: number; total: number };

/** Product filters (spec: product_lines, product_typologies, diets, cutting_types), by item code. */
export const PRODUCT_FILTER_KEYS = ['product_lines', 'product_typologies', 'diets', 'cutting_types'] as const;
export type ProductFilterKey = (typeof PRODUCT_FILTER_KEYS)[number];
export type ProductFilters = Record<ProductFilterKey, string[]>;

/** Recipe filters (spec: diets, influencer, cooking_time, difficulty, CreaTu product). */
export const RECIPE_FILTER_KEYS = ['diets', 'influencer', 'cooking_time', 'difficulty', 'creatu'] as const;
export type RecipeFilterKey = (typeof RECIPE_FILTER_KEYS)[number];
export type RecipeFilters = Record<RecipeFilterKey, string[]>;

/** Cooking-time buckets (minutes of prep + cooking). */
export const COOKING_TIME_BUCKETS = { short: [0, 15], medium: [16, 30], long: [31, 60], extra: [61, 10_000] } as const;
export type CookingTimeBucket = keyof typeof COOKING_TIME_BUCKETS;
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;

export const PAGE_SIZE = 9;
