// Whether a path's CMS slugs name published documents, and which filter codes a list may name, from
// the lists the site already keeps (slug lists, category menus, filter options): an invented slug or
// code is answered without a CMS call and without a new cache entry. Used by the proxy (the 404
// page, the canonical filtered lists) and by the language switcher (/api/language). Previews ask
// the CMS (drafts are not in the lists).
//
// The proxy runs outside a page render, where Next's data cache does not hold CMS answers: so the
// lists are also kept here, in this process, until the CMS webhook announces a change (every
// instance hears it, lib/broadcast.ts) or for LIST_TTL_MS at most. A handful of lists, and the page
// counts of the filtered lists visited past their first page: at most MAX_KEPT entries in all.
import 'server-only';
import { onContentChange } from '../broadcast';
import type { CatalogueKind, KnownCodes } from '../catalogue/canonical';
import { allergenCodes } from '../catalogue/allergens';
import { parseProductFilters, parseRecipeFilters, type SearchParams } from '../catalogue/filters';
import { servingsRange } from '../catalogue/servings';
import { excludedByFreeFrom } from '../cms/allergens';
import { isPreview } from '../cms/client';
import { listProducts } from '../cms/product';
import { listRecipes } from '../cms/recipe';
import { getProductCategories, getProductFilterOptions } from '../cms/product';
import { getRecipeCategories, getRecipeFilterOptions } from '../cms/recipe';
import { PRODUCT } from '../content/product';
import { RECIPE } from '../content/recipe';
import { contentTypeOfDetailRoute, docOfPath, isDocAt, listSlugDocs, slugDocHref, type ContentType } from '../content/registry';
import { num } from '../cms/read';
import { LOCALES, baseNameOf, matchPath, type AudienceMode, type Locale, type RouteMatch } from '../routing/routes';

const LIST_TTL_MS = 5 * 60_000;
const MAX_KEPT = 2000;

type Kept = { lists: Map<string, { at: number; value: Promise<unknown> }>; listening: boolean };
const KEY = Symbol.for('brina.known-paths');
const holder = globalThis as typeof globalThis & { [KEY]?: Kept };
const kept: Kept = (holder[KEY] ??= { lists: new Map(), listening: false });

/** One list, read once and kept until the content changes (a failed read is not kept). */
function keptList<T>(key: string, load: () => Promise<T>): Promise<T> {
  if (!kept.listening) {
    kept.listening = true;
    onContentChange(() => kept.lists.clear());
  }
  const hit = kept.lists.get(key);
  if (hit && Date.now() - hit.at < LIST_TTL_MS) return hit.value as Promise<T>;
  const value = load();
  value.catch(() => kept.lists.delete(key));
  kept.lists.delete(key);
  kept.lists.set(key, { at: Date.now(), value });
  // The oldest go first (a list is read again when next needed).
  for (const [oldest] of kept.lists) {
    if (kept.lists.size <= MAX_KEPT) break;
    kept.lists.delete(oldest);
  }
  return value;
}

const one = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));

/** A described type's published documents in a language (lib/content), kept. */
const keptDocs = (type: ContentType, locale: Locale) => keptList(`slugs:${type.model}:${locale}`, () => listSlugDocs(type, locale));

const categories = (kind: CatalogueKind, locale: Locale, mode: AudienceMode) =>
  keptList(`categories:${kind}:${locale}:${mode}`, () => (kind === 'product' ? getProductCategories(locale, mode) : getRecipeCategories(locale, mode)));

/**
 * The most servings a published recipe's page shows (4 × its own: lib/catalogue/servings.ts), from
 * the kept slug list; null when the list does not know the recipe or its servings. The proxy sends a
 * larger `?servings=` to this number, so the pages kept per recipe follow the recipe, not the URL.
 */
export async function recipeServingsMax(locale: Locale, slug: string): Promise<number | null> {
  const servings = num((await keptDocs(RECIPE, locale)).find((d) => d.slug === slug)?.fields ?? {}, 'servings');
  return servings ? servingsRange(servings).max : null;
}

/** False when a slug of `match` is not in its list; true for paths without CMS slugs. */
export async function hasKnownSlugs(match: RouteMatch): Promise<boolean> {
  if (await isPreview()) return true;
  const { locale, params } = match;
  const mode = match.mode === 'B2B' ? 'B2B' : 'B2C';
  // A described type's page (lib/content): a published document of that audience (a type at one
  // address, news and corporate pages: of either) and, for a type listed under categories, under the
  // category the path names (a real product under another category, `/it/prodotti/frutta/piselli-finissimi`,
  // is a 404 like an invented slug, with the same page; a corporate page with a category asked
  // without it, or one without a category asked under one, too). A catch-all address without a slug
  // is the type's list.
  const described = contentTypeOfDetailRoute(match.name);
  if (described) {
    const at = docOfPath(described, match.name, params);
    if (described.address?.catchAll && at.slug === '') return true;
    return (await keptDocs(described, locale)).some((d) => isDocAt(described, d, mode, at));
  }
  switch (baseNameOf(match.name)) {
    case 'products-category':
      return (await categories('product', locale, mode)).some((c) => c.slug === one(params.category));
    case 'recipes-category':
      return (await categories('recipe', locale, mode)).some((c) => c.slug === one(params.category));
    default:
      return true;
  }
}

/**
 * Which of the server's kept pages show a product's or a recipe's average (page-cache.mjs `drop`
 * after a vote): its own pages, in both languages and audiences, and for a recipe the recipe lists
 * (their cards show it). Paths without the query: `?servings=` and filtered lists go with them.
 */
export async function ratedPages(kind: 'product' | 'recipe', documentId: string): Promise<(path: string) => boolean> {
  const own = new Set<string>();
  const type = kind === 'product' ? PRODUCT : RECIPE;
  for (const locale of LOCALES) {
    for (const d of (await keptDocs(type, locale)).filter((entry) => entry.documentId === documentId)) {
      for (const mode of d.audiences) {
        const path = slugDocHref(type, d, locale, mode);
        if (path) own.add(path);
      }
    }
  }
  return (path) => {
    if (own.has(path)) return true;
    if (kind !== 'recipe') return false;
    const match = matchPath(path);
    return match !== null && ['recipes', 'recipes-category'].includes(baseNameOf(match.name));
  };
}

/**
 * How many pages a product or recipe list has with a canonical query's filters (its page number
 * aside): the proxy answers a page past the last with the 404 page before anything renders (issue
 * 33). Read as the list page would (the same filters and page size), kept per combination.
 */
export async function listPageCount(kind: CatalogueKind, locale: Locale, mode: AudienceMode, category: string | undefined, query: string): Promise<number> {
  const filtersOnly = new URLSearchParams(query);
  filtersOnly.delete('page');
  const params: SearchParams = {};
  for (const [key, value] of filtersOnly) params[key] = [...[params[key] ?? []].flat(), value];
  return keptList(`count:${kind}:${locale}:${mode}:${category ?? ''}:${filtersOnly.toString()}`, async () => {
    if (kind === 'product') {
      const filters = parseProductFilters(params);
      const exclude = await excludedByFreeFrom(kind, locale, allergenCodes(filters.free_from));
      return (await listProducts({ locale, mode, category, filters, page: 0, exclude })).pageCount;
    }
    const filters = parseRecipeFilters(params);
    const exclude = await excludedByFreeFrom(kind, locale, allergenCodes(filters.free_from));
    return (await listRecipes({ locale, mode, category, filters, page: 0, exclude })).pageCount;
  });
}

/** The filter codes a list's options have: what a canonical filtered list may name. */
export async function knownFilterCodes(kind: CatalogueKind, locale: Locale): Promise<KnownCodes> {
  const options = await keptList<Record<string, { code: string }[]>>(`filters:${kind}:${locale}`, () =>
    kind === 'product' ? getProductFilterOptions(locale) : getRecipeFilterOptions(locale),
  );
  return Object.fromEntries(Object.entries(options).map(([key, list]) => [key, new Set(list.map((o) => o.code))]));
}
