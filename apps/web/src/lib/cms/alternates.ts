// The same page in the other language: route table for the path, CMS localizations for the slugs.
// Used by the language switcher (/api/language) and by every page's hreflang alternates.
import { addressOf, contentTypeOfDetailRoute, docOfPath, docOfPathFilters, type ContentType } from '../content/registry';
import { log } from '../log';
import { baseNameOf, isItalianOnly, matchPath, type Locale, type RouteMatch, type RouteName } from '../routing/routes';
import { pathFor } from '../routing/paths';
import { cmsGet, type Query } from './client';
import { list, str, type Raw } from './read';
import { TAGS } from './tags';

type Params = Record<string, string | string[]>;
type Translator = (params: Params, from: Locale, to: Locale, mode: 'B2C' | 'B2B') => Promise<Params | null>;

async function localizationIn(api: string, model: string, from: Locale, to: Locale, filters: Query): Promise<Raw | null> {
  const { data } = await cmsGet(api, { query: { locale: from, ...filters, 'pagination[pageSize]': 1 }, tags: [TAGS.type(model)] });
  const doc = list(data)[0];
  return list(doc?.localizations).find((l) => str(l, 'locale') === to) ?? null;
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

const productCategory = (mode: 'B2C' | 'B2B') =>
  mode === 'B2B'
    ? { api: '/api/b2b-product-categories', model: 'b2b-product-category' }
    : { api: '/api/b2c-product-categories', model: 'b2c-product-category' };

/**
 * A described type's detail page (lib/content): the translation's slug, and its category there for a
 * type listed under categories. A type at one address with its list on the same catch-all route
 * (news): the list is the list, a document's slug is the route's one segment. A categorized address
 * (corporate pages): the document with the path's category or, on the route without one, without a
 * category; its translation's page must be on the same route (a translation that has a category when
 * the page has none, or none when it has one, is no translation of this path).
 */
function described(type: ContentType, route: RouteName): Translator {
  return async (params, from, to, mode): Promise<Params | null> => {
    const catchAll = type.address?.catchAll === true;
    if (catchAll && (!params.slug || params.slug.length === 0)) return {};
    const target = await localizationIn(type.api, type.model, from, to, docOfPathFilters(type, docOfPath(type, route, params)));
    const slug = str(target, 'slug');
    if (!target || !slug) return null;
    if (type.address) {
      const at = addressOf(type.address, slug, type.category?.of(target, mode) ?? null);
      return baseNameOf(at.route) === baseNameOf(route) ? at.params : null;
    }
    if (!type.category) return { slug };
    const category = type.category.of(target, mode);
    return category ? { category, slug } : null;
  };
}

const TRANSLATORS: Record<string, Translator> = {
  'products-category': async (params, from, to, mode) => {
    const c = productCategory(mode);
    const target = await localizationIn(c.api, c.model, from, to, { 'filters[slug][$eq]': one(params.category) });
    const slug = str(target, 'slug');
    return slug ? { category: slug } : null;
  },
  'recipes-category': async (params, from, to) => {
    const target = await localizationIn('/api/recipe-categories', 'recipe-category', from, to, { 'filters[slug][$eq]': one(params.category) });
    const slug = str(target, 'slug');
    return slug ? { category: slug } : null;
  },
};

/** The path of `match`'s page in `to`, or null when that page has no translation. */
export async function translatePath(match: RouteMatch, to: Locale): Promise<string | null> {
  const { name, mode } = match;
  if (match.locale === to) return pathFor(name, to, match.params);
  if (isItalianOnly(name)) return null;
  const type = contentTypeOfDetailRoute(name);
  const translator = type ? described(type, name) : TRANSLATORS[baseNameOf(name)];
  if (!translator) return Object.keys(match.params).length ? null : pathFor(name, to);
  try {
    const params = await translator(match.params, match.locale, to, mode === 'B2B' ? 'B2B' : 'B2C');
    return params ? pathFor(name, to, params) : null;
  } catch (error) {
    // No translation is a normal answer; a failed lookup is logged and treated the same way.
    log.warn({ err: error instanceof Error ? error.message : String(error), route: name, to }, 'translated path lookup failed');
    return null;
  }
}

/** Paths of one page in both languages (null where it has no translation). */
export async function alternatePaths(pathname: string): Promise<Record<Locale, string | null>> {
  const match = matchPath(pathname);
  if (!match) return { it: null, en: null };
  const other: Locale = match.locale === 'it' ? 'en' : 'it';
  const [self, translated] = await Promise.all([translatePath(match, match.locale), translatePath(match, other)]);
  return { [match.locale]: self, [other]: translated } as Record<Locale, string | null>;
}
