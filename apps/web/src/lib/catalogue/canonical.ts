// One spelling per filtered list: the query of a product or recipe list in canonical form, so that
// each real combination is one cached page and any other spelling of it redirects there. Known keys
// only, in a fixed order; values that some filter option has (when the options are known), sorted,
// without repeats, at most MAX_VALUES_PER_KEY per key; `page` only from the second page on.
// Only combinations of at most MAX_KEPT_VALUES values are kept by Next (issue 33): a bounded set.
import { ALLERGENS } from './allergens';
import { COOKING_TIME_BUCKETS, DIFFICULTIES, PRODUCT_FILTER_KEYS, RECIPE_FILTER_KEYS } from './types';

export type CatalogueKind = 'product' | 'recipe';

/** The path segment of the internal route that renders a filtered list: `…/products/-q/<query>`. */
export const QUERY_SEGMENT = '-q';
export const MAX_VALUES_PER_KEY = 8;
export const MAX_PAGE = 1000;

/**
 * The internal route of a combination of more than MAX_KEPT_VALUES filter values: rendered per
 * request and kept nowhere (its list read bypasses Next's data cache too). With at most two values
 * per kept page, the kept filtered lists are a bounded set (about 470 per list, language and
 * audience for the demo's 30 codes) whatever URLs are crafted (docs/decisions.md).
 */
export const UNKEPT_SEGMENT = '-f';
export const MAX_KEPT_VALUES = 2;

/** Whether Next may keep the page of a canonical query: at most MAX_KEPT_VALUES filter values. */
export function keptCombination(canonical: string): boolean {
  return [...new URLSearchParams(canonical).keys()].filter((key) => key !== 'page').length <= MAX_KEPT_VALUES;
}

/** The 1-based page of a canonical query (1 without `page`). */
export function pageOfQuery(canonical: string): number {
  return Number(new URLSearchParams(canonical).get('page') ?? 1);
}

const CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** The codes each key may take: the CMS's options (when known) and the fixed recipe buckets. */
export type KnownCodes = Partial<Record<string, ReadonlySet<string>>>;

const FIXED: KnownCodes = { cooking_time: new Set(Object.keys(COOKING_TIME_BUCKETS)), difficulty: new Set(DIFFICULTIES), free_from: new Set(ALLERGENS) };

export function canonicalQuery(kind: CatalogueKind, params: URLSearchParams, known: KnownCodes = {}): string {
  const keys: readonly string[] = kind === 'product' ? PRODUCT_FILTER_KEYS : RECIPE_FILTER_KEYS;
  const out = new URLSearchParams();
  for (const key of keys) {
    const allowed = known[key] ?? FIXED[key];
    const values = params
      .getAll(key)
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter((v) => CODE.test(v) && (!allowed || allowed.has(v)));
    for (const value of [...new Set(values)].sort().slice(0, MAX_VALUES_PER_KEY)) out.append(key, value);
  }
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page >= 2 && page <= MAX_PAGE) out.set('page', String(page));
  return out.toString();
}

/** The internal route's segment back into the list's query (Next hands the segment decoded). */
export function queryFromSegment(segment: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, value] of new URLSearchParams(segment)) (out[key] ??= []).push(value);
  return out;
}
