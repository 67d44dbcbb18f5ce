// Catalogue filters in the URL: keys, cooking-time buckets, difficulties, page size.

/** Product filters (spec: product_lines, product_typologies, diets, cutting_types; issue 25: free_from, Annex II allergen codes), by item code. */
export const PRODUCT_FILTER_KEYS = ['product_lines', 'product_typologies', 'diets', 'cutting_types', 'free_from'] as const;

export type ProductFilterKey = (typeof PRODUCT_FILTER_KEYS)[number];

export type ProductFilters = Record<ProductFilterKey, string[]>;

/** Recipe filters (spec: diets, influencer, cooking_time, difficulty, CreaTu product). */
export const RECIPE_FILTER_KEYS = ['diets', 'influencer', 'cooking_time', 'difficulty', 'creatu', 'free_from'] as const;

export type RecipeFilterKey = (typeof RECIPE_FILTER_KEYS)[number];

export type RecipeFilters = Record<RecipeFilterKey, string[]>;

/** Cooking-time buckets (minutes of prep + cooking). */
export const COOKING_TIME_BUCKETS = { short: [0, 15], medium: [16, 30], long: [31, 60], extra: [61, 10_000] } as const;

export type CookingTimeBucket = keyof typeof COOKING_TIME_BUCKETS;

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;

export const PAGE_SIZE = 9;
