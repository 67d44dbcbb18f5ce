// The route table: every screen of the spec with its internal path (the folder under `app/[locale]`),
// its Italian and English public paths, and its site mode. next-intl's `pathnames` are built from it,
// so next-intl rewrites public URLs to the internal tree and builds public URLs from route names.
export const LOCALES = ['it', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'it';

export const SITE_MODES = ['B2C', 'B2B', 'CORPORATE'] as const;
export type SiteMode = (typeof SITE_MODES)[number];
/** The audience a visitor is in: corporate pages keep the previous one. */
export type AudienceMode = Exclude<SiteMode, 'CORPORATE'>;

/** The `[audience]` segment of the internal tree for each audience. */
export const AUDIENCE_SEGMENT = { B2C: 'b2c', B2B: 'b2b' } as const satisfies Record<AudienceMode, string>;

/**
 * What kind of page a screen is, for the tag manager's route event (lib/analytics.ts). A route says
 * it in its entry below; the food-service twin (`B2B-products`) shares its consumer route's; a route
 * saying nothing is a `page`.
 */
export type PageType =
  | 'home'
  | 'product-list'
  | 'product-category'
  | 'product'
  | 'recipe-list'
  | 'recipe-category'
  | 'recipe'
  | 'blog'
  | 'blog-category'
  | 'blog-article'
  | 'news'
  | 'press'
  | 'event-list'
  | 'event'
  | 'search'
  | 'form'
  | 'store-locator'
  | 'downloads'
  | 'landing'
  | 'legal'
  | 'page'
  | 'not-found';

export type RouteDef = { readonly internal: string; readonly it: string; readonly en: string | null; readonly mode: SiteMode; readonly page?: PageType };

export const ROUTES = {
  index: { internal: '/b2c', it: '/', en: '/', mode: 'B2C', page: 'home' },
  products: { internal: '/b2c/products', it: '/prodotti', en: '/products', mode: 'B2C', page: 'product-list' },
  'products-category': { internal: '/b2c/products/[category]', it: '/prodotti/[category]', en: '/products/[category]', mode: 'B2C', page: 'product-category' },
  'products-category-slug': {
    internal: '/b2c/products/[category]/[slug]',
    it: '/prodotti/[category]/[slug]',
    en: '/products/[category]/[slug]',
    mode: 'B2C',
    page: 'product',
  },
  recipes: { internal: '/b2c/recipes', it: '/ricette', en: '/recipes', mode: 'B2C', page: 'recipe-list' },
  'recipes-category': { internal: '/b2c/recipes/[category]', it: '/ricette/[category]', en: '/recipes/[category]', mode: 'B2C', page: 'recipe-category' },
  'recipes-category-slug': {
    internal: '/b2c/recipes/[category]/[slug]',
    it: '/ricette/[category]/[slug]',
    en: '/recipes/[category]/[slug]',
    mode: 'B2C',
    page: 'recipe',
  },
  search: { internal: '/b2c/search', it: '/ricerca', en: '/search', mode: 'B2C', page: 'search' },
  blog: { internal: '/b2c/blog', it: '/blog', en: null, mode: 'B2C', page: 'blog' },
  'blog-category': { internal: '/b2c/blog/[category]', it: '/blog/[category]', en: null, mode: 'B2C', page: 'blog-category' },
  'blog-category-slug': { internal: '/b2c/blog/[category]/[slug]', it: '/blog/[category]/[slug]', en: null, mode: 'B2C', page: 'blog-article' },
  contacts: { internal: '/b2c/contacts', it: '/contatti', en: '/contacts', mode: 'B2C', page: 'form' },
  'video-downloads': { internal: '/b2c/download-video', it: '/download-video', en: '/download-video-area', mode: 'B2C', page: 'downloads' },
  'legal-area-slug': { internal: '/b2c/legal-area/[slug]', it: '/area-legale/[slug]', en: '/legal-area/[slug]', mode: 'B2C', page: 'legal' },
  'landing-slug': { internal: '/b2c/landing/[slug]', it: '/landing/[slug]', en: '/landing/[slug]', mode: 'B2C', page: 'landing' },
  manifesto: { internal: '/b2c/manifesto', it: '/manifesto', en: '/manifest', mode: 'B2C' },
  downloads: { internal: '/b2c/download', it: '/download', en: '/download', mode: 'B2C', page: 'downloads' },
  'press-area': { internal: '/b2c/press-area', it: '/press-area', en: '/press-area', mode: 'B2C', page: 'press' },
  'press-area-slug': { internal: '/b2c/press-area/[slug]', it: '/press-area/[slug]', en: '/press-area/[slug]', mode: 'B2C', page: 'press' },
  // Issue 35: events and fairs (lib/content/event.ts), in both audiences.
  events: { internal: '/b2c/events', it: '/eventi', en: '/events', mode: 'B2C', page: 'event-list' },
  'events-slug': { internal: '/b2c/events/[slug]', it: '/eventi/[slug]', en: '/events/[slug]', mode: 'B2C', page: 'event' },
  'work-with-us': { internal: '/b2c/work-with-us', it: '/lavora-con-noi', en: null, mode: 'B2C', page: 'form' },
  'store-locator': { internal: '/b2c/store-locator', it: '/store-locator', en: null, mode: 'B2C', page: 'store-locator' },
  'shopping-list': { internal: '/b2c/shopping-list', it: '/lista-della-spesa', en: '/shopping-list', mode: 'B2C' },

  'B2B-index': { internal: '/b2b', it: '/foodservice', en: '/foodservice', mode: 'B2B' },
  'B2B-products': { internal: '/b2b/products', it: '/foodservice/prodotti', en: '/foodservice/products', mode: 'B2B' },
  'B2B-products-category': {
    internal: '/b2b/products/[category]',
    it: '/foodservice/prodotti/[category]',
    en: '/foodservice/products/[category]',
    mode: 'B2B',
  },
  'B2B-products-category-slug': {
    internal: '/b2b/products/[category]/[slug]',
    it: '/foodservice/prodotti/[category]/[slug]',
    en: '/foodservice/products/[category]/[slug]',
    mode: 'B2B',
  },
  'B2B-recipes': { internal: '/b2b/recipes', it: '/foodservice/ricette', en: '/foodservice/recipes', mode: 'B2B' },
  'B2B-recipes-category': { internal: '/b2b/recipes/[category]', it: '/foodservice/ricette/[category]', en: '/foodservice/recipes/[category]', mode: 'B2B' },
  'B2B-recipes-category-slug': {
    internal: '/b2b/recipes/[category]/[slug]',
    it: '/foodservice/ricette/[category]/[slug]',
    en: '/foodservice/recipes/[category]/[slug]',
    mode: 'B2B',
  },
  'B2B-search': { internal: '/b2b/search', it: '/foodservice/ricerca', en: '/foodservice/search', mode: 'B2B' },
  'B2B-blog': { internal: '/b2b/blog', it: '/foodservice/blog', en: null, mode: 'B2B' },
  'B2B-blog-category': { internal: '/b2b/blog/[category]', it: '/foodservice/blog/[category]', en: null, mode: 'B2B' },
  'B2B-blog-category-slug': { internal: '/b2b/blog/[category]/[slug]', it: '/foodservice/blog/[category]/[slug]', en: null, mode: 'B2B' },
  'B2B-contacts': { internal: '/b2b/contacts', it: '/foodservice/contatti', en: '/foodservice/contacts', mode: 'B2B' },
  'B2B-video-downloads': { internal: '/b2b/download-video', it: '/foodservice/download-video', en: '/foodservice/download-video-area', mode: 'B2B' },
  'B2B-legal-area-slug': { internal: '/b2b/legal-area/[slug]', it: '/foodservice/area-legale/[slug]', en: '/foodservice/legal-area/[slug]', mode: 'B2B' },
  'B2B-landing-slug': { internal: '/b2b/landing/[slug]', it: '/foodservice/landing/[slug]', en: '/foodservice/landing/[slug]', mode: 'B2B' },
  'B2B-events': { internal: '/b2b/events', it: '/foodservice/eventi', en: '/foodservice/events', mode: 'B2B' },
  'B2B-events-slug': { internal: '/b2b/events/[slug]', it: '/foodservice/eventi/[slug]', en: '/foodservice/events/[slug]', mode: 'B2B' },
  'B2B-chef-online': { internal: '/b2b/chef-online', it: '/foodservice/chef-in-linea', en: null, mode: 'B2B' },
  'B2B-shopping-list': { internal: '/b2b/shopping-list', it: '/foodservice/lista-della-spesa', en: '/foodservice/shopping-list', mode: 'B2B' },
  // Issue 26: food-service tools (allergen matrix; cost per portion, a GET form rendered per request).
  'B2B-allergen-matrix': { internal: '/b2b/allergen-matrix', it: '/foodservice/matrice-allergeni', en: '/foodservice/allergen-matrix', mode: 'B2B' },
  'B2B-cost-calculator': { internal: '/b2b/cost-calculator', it: '/foodservice/costo-porzione', en: '/foodservice/cost-per-portion', mode: 'B2B' },
  'B2B-product-choice': { internal: '/b2b/product-choice', it: '/foodservice/scegli-prodotto', en: null, mode: 'B2B' },
  'B2B-tailored-solutions': { internal: '/b2b/tailored-solutions', it: '/foodservice/soluzioni-e-idee-su-misura', en: null, mode: 'B2B' },
  'B2B-channel-slug': {
    internal: '/b2b/channels/[slug]',
    it: '/foodservice/soluzioni-e-idee-su-misura/[slug]',
    en: '/foodservice/channels/[slug]',
    mode: 'B2B',
  },

  // News is the same route in both modes; like corporate pages it keeps the visitor's mode.
  'news-slug': { internal: '/corporate/news/[[...slug]]', it: '/news/[[...slug]]', en: '/news/[[...slug]]', mode: 'CORPORATE', page: 'news' },
  'page-slug': { internal: '/corporate/[first]', it: '/[first]', en: '/[first]', mode: 'CORPORATE' },
  'page-category-slug': { internal: '/corporate/[first]/[second]', it: '/[first]/[second]', en: '/[first]/[second]', mode: 'CORPORATE' },
  // Deeper than any screen: rendered as the 404 page inside the corporate layout.
  'page-too-deep': {
    internal: '/corporate/[first]/[second]/[...rest]',
    it: '/[first]/[second]/[...rest]',
    en: '/[first]/[second]/[...rest]',
    mode: 'CORPORATE',
  },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof ROUTES;
/** Routes with an English path; the others are Italian only (their English URL is a 404). */
export type BilingualRoute = { [K in RouteName]: (typeof ROUTES)[K]['en'] extends string ? K : never }[RouteName];
/** Routes that exist in both audiences (`products` ↔ `B2B-products`). */
export type ModeNamedRoute = { [K in RouteName]: `B2B-${K}` extends RouteName ? K : never }[RouteName];

export type RouteParams = Record<string, string | string[]>;

const ALL_NAMES = Object.keys(ROUTES) as RouteName[];

export function isRouteName(value: string): value is RouteName {
  return Object.hasOwn(ROUTES, value);
}

/** The current mode picks the route name; an unknown mode falls back to the B2C names. */
export function routeNameFor<B extends ModeNamedRoute>(base: B, mode: string | null | undefined): B | `B2B-${B}` {
  return mode === 'B2B' ? `B2B-${base}` : base;
}

/** The name of a route without its audience prefix (`B2B-products` → `products`). */
export function baseNameOf(name: RouteName): string {
  return name.startsWith('B2B-') ? name.slice(4) : name;
}

/** next-intl `pathnames`: internal pathname → per-locale path (Italian-only screens reuse the Italian path; their pages 404 in English). */
export function intlPathnames(): Record<string, { it: string; en: string }> {
  return Object.fromEntries(ALL_NAMES.map((name) => [ROUTES[name].internal, { it: ROUTES[name].it, en: ROUTES[name].en ?? ROUTES[name].it }]));
}

export type RouteMatch = { name: RouteName; mode: SiteMode; locale: Locale; params: RouteParams };

type Matcher = { name: RouteName; regex: RegExp; keys: { key: string; list: boolean }[] };

function compile(name: RouteName, pattern: string): Matcher {
  const keys: Matcher['keys'] = [];
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const optional = /^\[\[\.\.\.(\w+)\]\]$/.exec(segment);
      const catchAll = /^\[\.\.\.(\w+)\]$/.exec(segment);
      const dynamic = /^\[(\w+)\]$/.exec(segment);
      if (optional?.[1]) {
        keys.push({ key: optional[1], list: true });
        return '(?:/(.+))?';
      }
      if (catchAll?.[1]) {
        keys.push({ key: catchAll[1], list: true });
        return '/(.+)';
      }
      if (dynamic?.[1]) {
        keys.push({ key: dynamic[1], list: false });
        return '/([^/]+)';
      }
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return { name, regex: new RegExp(`^${source}/?$`), keys };
}

// Segment by segment, a static segment beats a dynamic one, which beats a catch-all.
const rank = (pattern: string) =>
  pattern
    .split('/')
    .filter(Boolean)
    .map((s) => (s.startsWith('[[') ? 3 : s.startsWith('[...') ? 2 : s.startsWith('[') ? 1 : 0));
function bySpecificity(a: string, b: string): number {
  const ra = rank(a);
  const rb = rank(b);
  for (let i = 0; i < Math.max(ra.length, rb.length); i += 1) {
    const diff = (ra[i] ?? -1) - (rb[i] ?? -1);
    if (diff !== 0) return diff;
  }
  return 0;
}

function matchersFor(patternOf: (name: RouteName) => string | null): Matcher[] {
  return ALL_NAMES.flatMap((name) => {
    const pattern = patternOf(name);
    return pattern === null ? [] : [{ pattern, name }];
  })
    .sort((a, b) => bySpecificity(a.pattern, b.pattern))
    .map(({ name, pattern }) => compile(name, pattern));
}

// Compiled once per process: public paths per locale, and the internal tree (what a server render sees).
const PUBLIC: Record<Locale, Matcher[]> = { it: matchersFor((n) => ROUTES[n].it), en: matchersFor((n) => ROUTES[n].en) };
const INTERNAL: Record<Locale, Matcher[]> = {
  it: matchersFor((n) => ROUTES[n].internal),
  en: matchersFor((n) => (ROUTES[n].en === null ? null : ROUTES[n].internal)),
};

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function run(matchers: Matcher[], locale: Locale, path: string): RouteMatch | null {
  for (const { name, regex, keys } of matchers) {
    const found = regex.exec(path);
    if (!found) continue;
    const params: RouteParams = {};
    let valid = true;
    keys.forEach(({ key, list }, i) => {
      const raw = found[i + 1];
      if (raw === undefined) return;
      const parts = (list ? raw.split('/') : [raw]).map(safeDecode);
      if (parts.some((p) => p === null)) valid = false;
      const decoded = parts.filter((p): p is string => p !== null);
      params[key] = list ? decoded : (decoded[0] ?? '');
    });
    if (!valid) return null;
    return { name, mode: ROUTES[name].mode, locale, params };
  }
  return null;
}

function splitLocale(pathname: string): { locale: Locale; path: string } | null {
  const [, first, ...rest] = pathname.split('/');
  if (first !== 'it' && first !== 'en') return null;
  return { locale: first, path: rest.length ? `/${rest.join('/')}` : '/' };
}

/**
 * Which screen a URL path shows, in which locale, with which parameters. Understands public paths
 * (`/it/prodotti/verdure`) and the internal paths a server render sees (`/it/b2c/products/verdure`).
 */
export function matchPath(pathname: string): RouteMatch | null {
  const split = splitLocale(pathname);
  if (!split) return null;
  const internal = /^\/(b2c|b2b|corporate)(\/|$)/.test(split.path) ? run(INTERNAL[split.locale], split.locale, split.path) : null;
  return internal ?? run(PUBLIC[split.locale], split.locale, split.path);
}

/** True when the route exists only in Italian. */
export function isItalianOnly(name: RouteName): boolean {
  return ROUTES[name].en === null;
}
