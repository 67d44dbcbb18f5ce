// The route table: every screen, both languages, modes, named routes, matching and filling.
import { describe, expect, it } from 'vitest';
import { homePath, pathFor } from '@/lib/routing/paths';
import { ROUTES, intlPathnames, isItalianOnly, isRouteName, matchPath, routeNameFor, type RouteName } from '@/lib/routing/routes';

const SPEC_SCREENS: [RouteName, string, string | null][] = [
  ['products', '/it/prodotti', '/en/products'],
  ['recipes', '/it/ricette', '/en/recipes'],
  ['blog', '/it/blog', null],
  ['search', '/it/ricerca', '/en/search'],
  ['contacts', '/it/contatti', '/en/contacts'],
  ['manifesto', '/it/manifesto', '/en/manifest'],
  ['downloads', '/it/download', '/en/download'],
  ['video-downloads', '/it/download-video', '/en/download-video-area'],
  ['press-area', '/it/press-area', '/en/press-area'],
  ['news-slug', '/it/news', '/en/news'],
  ['work-with-us', '/it/lavora-con-noi', null],
  ['store-locator', '/it/store-locator', null],
  ['B2B-index', '/it/foodservice', '/en/foodservice'],
  ['B2B-products', '/it/foodservice/prodotti', '/en/foodservice/products'],
  ['B2B-recipes', '/it/foodservice/ricette', '/en/foodservice/recipes'],
  ['B2B-search', '/it/foodservice/ricerca', '/en/foodservice/search'],
  ['B2B-blog', '/it/foodservice/blog', null],
  ['B2B-contacts', '/it/foodservice/contatti', '/en/foodservice/contacts'],
  ['B2B-video-downloads', '/it/foodservice/download-video', '/en/foodservice/download-video-area'],
  ['B2B-chef-online', '/it/foodservice/chef-in-linea', null],
  ['B2B-product-choice', '/it/foodservice/scegli-prodotto', null],
  ['B2B-tailored-solutions', '/it/foodservice/soluzioni-e-idee-su-misura', null],
];

describe('route table', () => {
  it.each(SPEC_SCREENS)('%s: Italian and English paths', (name, it_, en) => {
    expect(pathFor(name, 'it')).toBe(it_);
    expect(pathFor(name, 'en')).toBe(en);
  });

  it('fills parameters, including the optional news slug', () => {
    expect(pathFor('products-category-slug', 'it', { category: 'verdure', slug: 'spinaci' })).toBe('/it/prodotti/verdure/spinaci');
    expect(pathFor('B2B-recipes-category-slug', 'en', { category: 'side-dishes', slug: 'x' })).toBe('/en/foodservice/recipes/side-dishes/x');
    expect(pathFor('news-slug', 'en', { slug: ['hello'] })).toBe('/en/news/hello');
    expect(pathFor('B2B-channel-slug', 'it', { slug: 'mense' })).toBe('/it/foodservice/soluzioni-e-idee-su-misura/mense');
    expect(pathFor('B2B-channel-slug', 'en', { slug: 'canteens' })).toBe('/en/foodservice/channels/canteens');
    expect(pathFor('legal-area-slug', 'en', { slug: 'privacy' })).toBe('/en/legal-area/privacy');
  });

  it('refuses to fill a path with a missing parameter', () => {
    expect(() => pathFor('products-category', 'it')).toThrow(/category/);
  });

  it('gives every route a mode and a unique internal path under its audience', () => {
    const routes = Object.values(ROUTES);
    expect(new Set(routes.map((r) => r.internal)).size).toBe(routes.length);
    for (const r of routes) {
      expect(['B2C', 'B2B', 'CORPORATE']).toContain(r.mode);
      expect(r.internal.startsWith({ B2C: '/b2c', B2B: '/b2b', CORPORATE: '/corporate' }[r.mode])).toBe(true);
    }
    expect(isRouteName('nope')).toBe(false);
  });

  it('has every B2C named route of the spec and its B2B counterpart (press area is not copied)', () => {
    for (const base of [
      'index',
      'search',
      'blog',
      'blog-category-slug',
      'products',
      'products-category',
      'products-category-slug',
      'recipes',
      'recipes-category',
      'recipes-category-slug',
    ]) {
      expect(isRouteName(base) && ROUTES[base].mode).toBe('B2C');
      const b2b = `B2B-${base}`;
      expect(isRouteName(b2b) && ROUTES[b2b].mode).toBe('B2B');
    }
    expect(isRouteName('B2B-press-area')).toBe(false);
    expect(ROUTES['news-slug'].mode).toBe('CORPORATE');
  });

  it('marks the Italian-only screens', () => {
    expect(isItalianOnly('blog')).toBe(true);
    expect(isItalianOnly('store-locator')).toBe(true);
    expect(isItalianOnly('products')).toBe(false);
  });

  it('gives next-intl a localized pathname for every internal path', () => {
    const pathnames = intlPathnames();
    expect(pathnames['/b2c/products/[category]']).toEqual({ it: '/prodotti/[category]', en: '/products/[category]' });
    expect(pathnames['/b2b/channels/[slug]']).toEqual({ it: '/foodservice/soluzioni-e-idee-su-misura/[slug]', en: '/foodservice/channels/[slug]' });
    expect(Object.keys(pathnames)).toHaveLength(Object.keys(ROUTES).length);
  });
});

describe('named routes per mode', () => {
  it('the mode picks the route name', () => {
    expect(routeNameFor('products', 'B2B')).toBe('B2B-products');
    expect(routeNameFor('products', 'B2C')).toBe('products');
    expect(routeNameFor('index', 'B2B')).toBe('B2B-index');
  });

  it('an unknown mode falls back to the B2C names', () => {
    expect(routeNameFor('products', 'RETAIL')).toBe('products');
    expect(routeNameFor('recipes', undefined)).toBe('recipes');
    expect(routeNameFor('search', 'CORPORATE')).toBe('search');
  });

  it('homes per mode', () => {
    expect(homePath('it', 'B2C')).toBe('/it');
    expect(homePath('en', 'B2B')).toBe('/en/foodservice');
    expect(homePath('en', 'CORPORATE')).toBe('/en');
  });
});

describe('matching URLs', () => {
  it.each([
    ['/it', 'index', {}],
    ['/en/foodservice', 'B2B-index', {}],
    ['/it/prodotti/verdure', 'products-category', { category: 'verdure' }],
    ['/en/products/vegetables/leaf-spinach', 'products-category-slug', { category: 'vegetables', slug: 'leaf-spinach' }],
    ['/it/foodservice/prodotti/verdure-iqf', 'B2B-products-category', { category: 'verdure-iqf' }],
    ['/it/news', 'news-slug', {}],
    ['/en/news/harvest', 'news-slug', { slug: ['harvest'] }],
    ['/it/chi-siamo', 'page-slug', { first: 'chi-siamo' }],
    ['/it/azienda/sostenibilita', 'page-category-slug', { first: 'azienda', second: 'sostenibilita' }],
    ['/it/blog/stagionalita/articolo', 'blog-category-slug', { category: 'stagionalita', slug: 'articolo' }],
    ['/it/foodservice/soluzioni-e-idee-su-misura/mense', 'B2B-channel-slug', { slug: 'mense' }],
  ])('%s → %s', (path, name, params) => {
    const match = matchPath(path);
    expect(match?.name).toBe(name);
    expect(match?.params).toEqual(params);
  });

  it('static segments win over corporate pages', () => {
    expect(matchPath('/en/manifest')?.name).toBe('manifesto');
    expect(matchPath('/it/ricette')?.name).toBe('recipes');
  });

  it('an Italian-only screen has no English route (its English URL is not that screen)', () => {
    expect(matchPath('/en/blog/a/b')?.name).not.toBe('blog-category-slug');
    expect(matchPath('/en/lavora-con-noi')?.name).toBe('page-slug');
  });

  it('ignores paths without a locale', () => {
    expect(matchPath('/prodotti')).toBeNull();
    expect(matchPath('/fr/produits')).toBeNull();
  });
});

describe('matching rewritten (internal) paths', () => {
  it('finds the screen behind an internal path (what a server render sees)', () => {
    expect(matchPath('/it/b2c/products/verdure/spinaci')?.name).toBe('products-category-slug');
    expect(matchPath('/it/b2c/recipes')?.name).toBe('recipes');
    expect(matchPath('/it/b2b/products/verdure-iqf')?.name).toBe('B2B-products-category');
    expect(matchPath('/it/corporate/chi-siamo')?.name).toBe('page-slug');
    expect(matchPath('/it/b2c')?.name).toBe('index');
  });

  it('an Italian-only screen has no English internal path either', () => {
    expect(matchPath('/en/b2c/blog')?.name).not.toBe('blog');
  });

  it('a malformed percent-encoding matches nothing instead of throwing', () => {
    expect(matchPath('/it/prodotti/%E0%A4%A')).toBeNull();
  });
});
