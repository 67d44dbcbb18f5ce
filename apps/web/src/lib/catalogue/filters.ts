// Filters live in the URL: `?diets=VEGAN&diets=GLUTEN_FREE&page=2`. Parsing is strict: unknown keys
// and values are dropped, so a hand-edited URL never breaks the page. The page index is 0-based
// in state and 1-based in the URL.
import { COOKING_TIME_BUCKETS, DIFFICULTIES, PRODUCT_FILTER_KEYS, RECIPE_FILTER_KEYS, type ProductFilters, type RecipeFilters } from '@/lib/catalogue/types';

export type SearchParams = Record<string, string | string[] | undefined>;

const CODE = /^[A-Za-z0-9_-]{1,64}$/;

function values(params: SearchParams, key: string): string[] {
  const raw = params[key];
  const list = Array.isArray(raw) ? raw : raw ? raw.split(',') : [];
  return [...new Set(list.map((v) => v.trim()).filter((v) => CODE.test(v)))].sort();
}

export function parseProductFilters(params: SearchParams): ProductFilters {
  return Object.fromEntries(PRODUCT_FILTER_KEYS.map((k) => [k, values(params, k)])) as ProductFilters;
}

export function parseRecipeFilters(params: SearchParams): RecipeFilters {
  const out = Object.fromEntries(RECIPE_FILTER_KEYS.map((k) => [k, values(params, k)])) as RecipeFilters;
  out.cooking_time = out.cooking_time.filter((v) => v in COOKING_TIME_BUCKETS);
  out.difficulty = out.difficulty.filter((v) => (DIFFICULTIES as readonly string[]).includes(v));
  return out;
}

/** Keeps only the values some option of their group has: unknown codes never reach the CMS. */
export function keepKnown<F extends Record<string, string[]>>(filters: F, groups: { key: string; options: { code: string }[] }[]): F {
  const out: Record<string, string[]> = { ...filters };
  for (const [key, selected] of Object.entries(filters)) {
    const codes = new Set(groups.find((g) => g.key === key)?.options.map((o) => o.code) ?? []);
    out[key] = selected.filter((v) => codes.has(v));
  }
  return out as F;
}

/** The 0-based page index from `?page=` (1-based, missing or invalid = first page). */
export function parsePage(params: SearchParams): number {
  const raw = Array.isArray(params.page) ? params.page[0] : params.page;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n - 1 : 0;
}

export function activeCount(filters: Record<string, string[]>): number {
  return Object.values(filters).reduce((sum, v) => sum + v.length, 0);
}

/** The query string for filters and a 0-based page (page 0 is omitted). */
export function toQuery(filters: Record<string, string[]>, page = 0): string {
  const search = new URLSearchParams();
  for (const [key, list] of Object.entries(filters)) for (const v of list) search.append(key, v);
  if (page > 0) search.set('page', String(page + 1));
  const text = search.toString();
  return text ? `?${text}` : '';
}
