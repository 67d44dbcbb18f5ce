// Where the editor's "Open preview" button in the CMS lands: the site path of a document (draft
// included), from its content type and fields.
import { contentTypeByUid, previewHref } from '../content/registry';
import { type Locale, type RouteName } from '../routing/routes';
import { pathFor } from '../routing/paths';
import { cmsGet } from './client';
import { list, str, type Raw } from './read';
import { TAGS } from './tags';

type Resolver = { api: null; path: (locale: Locale) => string | null } | { api: string; path: (doc: Raw, slug: string, locale: Locale) => string | null };

const fixed = (name: RouteName): Resolver => ({ api: null, path: (locale) => pathFor(name, locale) });
const byCategory = (api: string, name: RouteName): Resolver => ({ api, path: (_, slug, locale) => pathFor(name, locale, { category: slug }) });

const RESOLVERS: Record<string, Resolver> = {
  'api::home-page.home-page': fixed('index'),
  'api::foodservice-home-page.foodservice-home-page': fixed('B2B-index'),
  'api::manifesto.manifesto': fixed('manifesto'),
  'api::chef-online-page.chef-online-page': fixed('B2B-chef-online'),
  'api::product-choice-page.product-choice-page': fixed('B2B-product-choice'),
  'api::tailored-solutions-page.tailored-solutions-page': fixed('B2B-tailored-solutions'),
  'api::b2c-product-category.b2c-product-category': byCategory('/api/b2c-product-categories', 'products-category'),
  'api::b2b-product-category.b2b-product-category': byCategory('/api/b2b-product-categories', 'B2B-products-category'),
  'api::recipe-category.recipe-category': byCategory('/api/recipe-categories', 'recipes-category'),
};

/** The site path showing a CMS document, or the locale's home when it has no page of its own. */
export async function previewPath(uid: string, documentId: string, locale: Locale): Promise<string> {
  const home = pathFor('index', locale);
  // A described type (lib/content): its page in the first audience the document is in, or its one
  // address (Italian for a type the CMS keeps in one language).
  const described = contentTypeByUid(uid);
  const resolver: Resolver | undefined = described
    ? { api: described.api, path: (doc, _, l) => previewHref(described, doc, described.localized === false ? 'it' : l) }
    : RESOLVERS[uid];
  if (!resolver) return home;
  if (resolver.api === null) return resolver.path(locale) ?? home;
  const { data } = await cmsGet(resolver.api, { query: { 'filters[documentId][$eq]': documentId, locale }, tags: [TAGS.all], preview: true });
  const doc = list(data)[0];
  const slug = str(doc, 'slug');
  return (doc && slug ? resolver.path(doc, slug, locale) : null) ?? home;
}
