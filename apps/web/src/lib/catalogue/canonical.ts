// One spelling per filtered list: the query of a product or recipe list in canonical form, so that
// each real combination is one cached page and any other spelling of it redirects there. Known keys
// only, in a fixed order; values that some filter option has (when the options are known), sorted,
// without repeats, at most MAX_VALUES_PER_KEY per key; `page` only from the second page on.
import { ALLERGENS } from './allergens';
import { COOKING_TIME_BUCKETS, DIFFICULTIES, PRODUCT_FILTER_KEYS, RECIPE_FILTER_KEYS } from './types';

export type CatalogueKind = 'product' | 'recipe';

/** The path segment of the internal route that renders a filtered list: `…/products/-q/<query>`. */
export const QUERY_SEGMENT = '-q';
export const MAX_VALUES_PER_KEY = 8;
export const MAX_PAGE = 1000;

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
