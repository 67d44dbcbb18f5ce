// Where the editor's "Open preview" button in the CMS lands: the site path of a document (draft
// included), from its content type and fields.
import { pathFor, routeNameFor, type Locale } from '../routing/routes';
import { cmsGet } from './client';
import { bool, list, rec, str, type Raw } from './read';
import { TAGS } from './tags';

type Resolver = { api: string | null; path: (doc: Raw | null, locale: Locale) => string | null };

const slug = (doc: Raw | null) => str(doc, 'slug');
const relSlug = (doc: Raw | null, field: string) => str(rec(doc?.[field]), 'slug');
const fixed = (name: string): Resolver => ({ api: null, path: (_, locale) => pathFor(name, locale) });
const bySlug = (api: string, name: string): Resolver => ({ api, path: (doc, locale) => (slug(doc) ? pathFor(name, locale, { slug: slug(doc) as string }) : null) });

const RESOLVERS: Record<string, Resolver> = {
  'api::home-page.home-page': fixed('index'),
  'api::foodservice-home-page.foodservice-home-page': fixed('B2B-index'),
  'api::manifesto.manifesto': fixed('manifesto'),
  'api::chef-online-page.chef-online-page': fixed('B2B-chef-online'),
  'api::product-choice-page.product-choice-page': fixed('B2B-product-choice'),
  'api::tailored-solutions-page.tailored-solutions-page': fixed('B2B-tailored-solutions'),
  'api::product.product': {
    api: '/api/products',
    path: (doc, locale) => {
      const b2c = relSlug(doc, 'b2c_category');
      const b2b = relSlug(doc, 'b2b_category');
      const category = b2c ?? b2b;
      if (!slug(doc) || !category) return null;
      return pathFor(routeNameFor('products-category-slug', b2c ? 'B2C' : 'B2B'), locale, { category, slug: slug(doc) as string });
    },
  },
  'api::recipe.recipe': {
    api: '/api/recipes',
    path: (doc, locale) => {
      const category = relSlug(doc, 'category');
      if (!slug(doc) || !category) return null;
      return pathFor(routeNameFor('recipes-category-slug', bool(doc, 'available_b2c') ? 'B2C' : 'B2B'), locale, { category, slug: slug(doc) as string });
    },
  },
  'api::page.page': {
    api: '/api/pages',
    path: (doc, locale) => {
      const category = relSlug(doc, 'category');
      if (!slug(doc)) return null;
      return category ? pathFor('page-category-slug', locale, { first: category, second: slug(doc) as string }) : pathFor('page-slug', locale, { first: slug(doc) as string });
    },
  },
  'api::news.news': { api: '/api/news-items', path: (doc, locale) => (slug(doc) ? pathFor('news-slug', locale, { slug: [slug(doc) as string] }) : null) },
  'api::press-release.press-release': bySlug('/api/press-releases', 'press-area-slug'),
  'api::legal-page.legal-page': bySlug('/api/legal-pages', 'legal-area-slug'),
  'api::b2b-channel.b2b-channel': bySlug('/api/b2b-channels', 'B2B-channel-slug'),
  'api::landing-page.landing-page': {
    api: '/api/landing-pages',
    path: (doc, locale) => (slug(doc) ? pathFor(routeNameFor('landing-slug', str(doc, 'mode')), locale, { slug: slug(doc) as string }) : null),
  },
  'api::blog-article.blog-article': {
    api: '/api/blog-articles',
    path: (doc) => {
      const category = relSlug(doc, 'category');
      if (!slug(doc) || !category) return null;
      return pathFor(routeNameFor('blog-category-slug', bool(doc, 'available_b2c') ? 'B2C' : 'B2B'), 'it', { category, slug: slug(doc) as string });
    },
  },
  'api::b2c-product-category.b2c-product-category': { api: '/api/b2c-product-categories', path: (doc, locale) => (slug(doc) ? pathFor('products-category', locale, { category: slug(doc) as string }) : null) },
  'api::b2b-product-category.b2b-product-category': { api: '/api/b2b-product-categories', path: (doc, locale) => (slug(doc) ? pathFor('B2B-products-category', locale, { category: slug(doc) as string }) : null) },
  'api::recipe-category.recipe-category': { api: '/api/recipe-categories', path: (doc, locale) => (slug(doc) ? pathFor('recipes-category', locale, { category: slug(doc) as string }) : null) },
};

/** The site path showing a CMS document, or the locale's home when it has no page of its own. */
export async function previewPath(uid: string, documentId: string, locale: Locale): Promise<string> {
  const home = pathFor('index', locale) as string;
  const resolver = RESOLVERS[uid];
  if (!resolver) return home;
  if (!resolver.api) return resolver.path(null, locale) ?? home;
  const { data } = await cmsGet(resolver.api, { query: { 'filters[documentId][$eq]': documentId, locale }, tags: [TAGS.all], preview: true });
  return resolver.path(list(data)[0] ?? null, locale) ?? home;
}
