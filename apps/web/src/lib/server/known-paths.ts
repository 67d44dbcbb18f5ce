// Whether a path's CMS slugs name published documents, from the cached lists the site already keeps
// (static params, sitemap, category menus): an invented slug is answered without a CMS call and
// without a new cache entry. Used by the language switcher (/api/language), which would otherwise
// look up the translation of any slug it is sent. Previews ask the CMS (drafts are not in the lists).
import 'server-only';
import { isPreview } from '../cms/client';
import { listLegalPages } from '../cms/page';
import { getProductCategories, getProductFilterOptions } from '../cms/product';
import { getRecipeCategories, getRecipeFilterOptions } from '../cms/recipe';
import { isKnownCorporatePage, isKnownSlug } from '../cms/slugs';
import type { CatalogueKind, KnownCodes } from '../catalogue/canonical';
import { baseNameOf, type Locale, type RouteMatch } from '../routing/routes';

const one = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));

/** False when a slug of `match` is not in its cached list; true for paths without CMS slugs. */
export async function hasKnownSlugs(match: RouteMatch): Promise<boolean> {
  if (await isPreview()) return true;
  const { locale, params } = match;
  const mode = match.mode === 'B2B' ? 'B2B' : 'B2C';
  switch (baseNameOf(match.name)) {
    case 'products-category':
      return (await getProductCategories(locale, mode)).some((c) => c.slug === one(params.category));
    case 'products-category-slug':
      return isKnownSlug('products', locale, one(params.slug));
    case 'recipes-category':
      return (await getRecipeCategories(locale, mode)).some((c) => c.slug === one(params.category));
    case 'recipes-category-slug':
      return isKnownSlug('recipes', locale, one(params.slug));
    case 'news-slug':
      return one(params.slug) === '' || isKnownSlug('news', locale, one(params.slug));
    case 'press-area-slug':
      return isKnownSlug('press', locale, one(params.slug));
    case 'legal-area-slug':
      return (await listLegalPages(locale)).some((p) => p.slug === one(params.slug));
    case 'landing-slug':
      return isKnownSlug('landing', locale, one(params.slug));
    case 'channel-slug':
      return isKnownSlug('channels', locale, one(params.slug));
    case 'page-slug':
      return isKnownCorporatePage(locale, one(params.first), null);
    case 'page-category-slug':
      return isKnownCorporatePage(locale, one(params.second), one(params.first));
    default:
      return true;
  }
}

/** The filter codes a list's options have (cached lists): what a canonical filtered list may name. */
export async function knownFilterCodes(kind: CatalogueKind, locale: Locale): Promise<KnownCodes> {
  const options: Record<string, { code: string }[]> = kind === 'product' ? await getProductFilterOptions(locale) : await getRecipeFilterOptions(locale);
  return Object.fromEntries(Object.entries(options).map(([key, list]) => [key, new Set(list.map((o) => o.code))]));
}
