// The route table: every screen of the spec with its Italian and English path, site mode and name.
// Links, breadcrumbs, the language switcher, hreflang, the sitemap and i18n routing all read it.
export const LOCALES = ['it', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'it';

export const SITE_MODES = ['B2C', 'B2B', 'CORPORATE'] as const;
export type SiteMode = (typeof SITE_MODES)[number];
/** The audience a visitor is in: corporate pages keep the previous one. */
export type AudienceMode = Exclude<SiteMode, 'CORPORATE'>;

export type RouteDef = {
  /** Named route (`products`, `B2B-products`, ...). */
  name: string;
  /** Internal pathname: the folder under `app/[locale]` (next-intl's pathname key). */
  internal: string;
  it: string;
  /** English path, or null when the screen is Italian only (its English URL is a 404). */
  en: string | null;
  mode: SiteMode;
};

const b2c = (name: string, internal: string, it: string, en: string | null): RouteDef => ({ name, internal, it, en, mode: 'B2C' });
const b2b = (name: string, internal: string, it: string, en: string | null): RouteDef => ({
  name: `B2B-${name}`,
  internal: `/foodservice${internal === '/' ? '' : internal}`,
  it: `/foodservice${it === '/' ? '' : it}`,
  en: en === null ? null : `/foodservice${en === '/' ? '' : en}`,
  mode: 'B2B',
});

/** Screens copied in both modes (the B2B copy lives under /foodservice). */
const SHARED: [string, string, string, string | null][] = [
  ['index', '/', '/', '/'],
  ['products', '/products', '/prodotti', '/products'],
  ['products-category', '/products/[category]', '/prodotti/[category]', '/products/[category]'],
  ['products-category-slug', '/products/[category]/[slug]', '/prodotti/[category]/[slug]', '/products/[category]/[slug]'],
  ['recipes', '/recipes', '/ricette', '/recipes'],
  ['recipes-category', '/recipes/[category]', '/ricette/[category]', '/recipes/[category]'],
  ['recipes-category-slug', '/recipes/[category]/[slug]', '/ricette/[category]/[slug]', '/recipes/[category]/[slug]'],
  ['search', '/search', '/ricerca', '/search'],
  ['blog', '/blog', '/blog', null],
  ['blog-category', '/blog/[category]', '/blog/[category]', null],
  ['blog-category-slug', '/blog/[category]/[slug]', '/blog/[category]/[slug]', null],
  ['contacts', '/contacts', '/contatti', '/contacts'],
  ['video-downloads', '/download-video', '/download-video', '/download-video-area'],
  ['legal-area-slug', '/legal-area/[slug]', '/area-legale/[slug]', '/legal-area/[slug]'],
  ['landing-slug', '/landing/[slug]', '/landing/[slug]', '/landing/[slug]'],
];

export const ROUTES: readonly RouteDef[] = [
  ...SHARED.map(([name, internal, it, en]) => b2c(name, internal, it, en)),
  b2c('manifesto', '/manifesto', '/manifesto', '/manifest'),
  b2c('downloads', '/download', '/download', '/download'),
  b2c('press-area', '/press-area', '/press-area', '/press-area'),
  b2c('press-area-slug', '/press-area/[slug]', '/press-area/[slug]', '/press-area/[slug]'),
  b2c('work-with-us', '/work-with-us', '/lavora-con-noi', null),
  b2c('store-locator', '/store-locator', '/store-locator', null),
  ...SHARED.map(([name, internal, it, en]) => b2b(name, internal, it, en)),
  b2b('chef-online', '/chef-online', '/chef-in-linea', null),
  b2b('product-choice', '/product-choice', '/scegli-prodotto', null),
  b2b('tailored-solutions', '/tailored-solutions', '/soluzioni-e-idee-su-misura', null),
  b2b('channel-slug', '/channels/[slug]', '/soluzioni-e-idee-su-misura/[slug]', '/channels/[slug]'),
  // News is the same route in both modes; like corporate pages it keeps the visitor's mode.
  { name: 'news-slug', internal: '/news/[[...slug]]', it: '/news/[[...slug]]', en: '/news/[[...slug]]', mode: 'CORPORATE' },
  { name: 'page-slug', internal: '/[first]', it: '/[first]', en: '/[first]', mode: 'CORPORATE' },
  { name: 'page-category-slug', internal: '/[first]/[second]', it: '/[first]/[second]', en: '/[first]/[second]', mode: 'CORPORATE' },
];

const BY_NAME = new Map(ROUTES.map((r) => [r.name, r]));

export function routeByName(name: string): RouteDef {
  const route = BY_NAME.get(name);
  if (!route) throw new Error(`Unknown route "${name}"`);
  return route;
}

/** Route names that have a B2B counterpart (`products` → `B2B-products`). */
const MODE_NAMED = new Set(SHARED.map(([name]) => name));

/** The current mode picks the route name; an unknown mode falls back to the B2C names. */
export function routeNameFor(base: string, mode: string | null | undefined): string {
  if (mode === 'B2B' && MODE_NAMED.has(base)) return `B2B-${base}`;
  return base;
}

export type Params = Record<string, string | string[] | undefined>;

/** Fills a route's path in a locale; null for an Italian-only screen in English. */
export function pathFor(name: string, locale: Locale, params: Params = {}): string | null {
  const route = routeByName(name);
  const pattern = locale === 'it' ? route.it : route.en;
  if (pattern === null) return null;
  const filled = pattern
    .replace(/\/\[\[\.\.\.(\w+)\]\]/g, (_, key: string) => {
      const value = params[key];
      const parts = Array.isArray(value) ? value : value ? [value] : [];
      return parts.map((p) => `/${encodeURIComponent(p)}`).join('');
    })
    .replace(/\[(\w+)\]/g, (_, key: string) => {
      const value = params[key];
      if (typeof value !== 'string' || value === '') throw new Error(`Route "${name}" needs the "${key}" parameter`);
      return encodeURIComponent(value);
    });
  return `/${locale}${filled === '/' ? '' : filled}`;
}

/** The home of a mode (corporate pages and unknown modes go to the consumer home). */
export function homePath(locale: Locale, mode: string | null | undefined): string {
  return pathFor(routeNameFor('index', mode), locale) as string;
}

function patternRegex(pattern: string): { regex: RegExp; keys: { key: string; optional: boolean }[] } {
  const keys: { key: string; optional: boolean }[] = [];
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const optional = /^\[\[\.\.\.(\w+)\]\]$/.exec(segment);
      if (optional) {
        keys.push({ key: optional[1] as string, optional: true });
        return '(?:/(.+))?';
      }
      const dynamic = /^\[(\w+)\]$/.exec(segment);
      if (dynamic) {
        keys.push({ key: dynamic[1] as string, optional: false });
        return '/([^/]+)';
      }
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return { regex: new RegExp(`^${source}/?$`), keys };
}

export type RouteMatch = { route: RouteDef; locale: Locale; params: Record<string, string | string[]> };

// Segment by segment, a static segment beats a dynamic one, which beats an optional catch-all.
const rank = (pattern: string) => pattern.split('/').filter(Boolean).map((s) => (s.startsWith('[[') ? 2 : s.startsWith('[') ? 1 : 0));
function bySpecificity(a: RouteDef, b: RouteDef): number {
  const ra = rank(a.it);
  const rb = rank(b.it);
  for (let i = 0; i < Math.max(ra.length, rb.length); i += 1) {
    const diff = (ra[i] ?? -1) - (rb[i] ?? -1);
    if (diff !== 0) return diff;
  }
  return 0;
}
const MATCH_ORDER = [...ROUTES].sort(bySpecificity);

function matchWith(pathname: string, patternOf: (route: RouteDef, locale: Locale) => string | null): RouteMatch | null {
  const [, first, ...rest] = pathname.split('/');
  if (first !== 'it' && first !== 'en') return null;
  const locale: Locale = first;
  const path = rest.length ? `/${rest.join('/')}` : '/';
  for (const route of MATCH_ORDER) {
    const pattern = patternOf(route, locale);
    if (pattern === null) continue;
    const { regex, keys } = patternRegex(pattern);
    const found = regex.exec(path);
    if (!found) continue;
    const params: Record<string, string | string[]> = {};
    keys.forEach(({ key, optional }, i) => {
      const raw = found[i + 1];
      if (raw === undefined) return;
      params[key] = optional ? raw.split('/').map(decodeURIComponent) : decodeURIComponent(raw);
    });
    return { route, locale, params };
  }
  return null;
}

/** Which screen a public URL path shows, in which locale, with which parameters. */
export function matchPath(pathname: string): RouteMatch | null {
  return matchWith(pathname, (route, locale) => (locale === 'it' ? route.it : route.en));
}

/**
 * Like matchPath, but also understands the internal (rewritten) path a server render sees, such
 * as `/it/products/verdure` for `/it/prodotti/verdure`. A screen route wins over a corporate page.
 */
export function matchAnyPath(pathname: string): RouteMatch | null {
  const publicMatch = matchPath(pathname);
  if (publicMatch && publicMatch.route.mode !== 'CORPORATE') return publicMatch;
  const internal = matchWith(pathname, (route, locale) => (locale === 'en' && route.en === null ? null : route.internal));
  return internal && internal.route.mode !== 'CORPORATE' ? internal : publicMatch;
}

/** True when the route exists only in Italian. */
export function isItalianOnly(name: string): boolean {
  return routeByName(name).en === null;
}

/** next-intl `pathnames`: internal pathname → per-locale path (Italian-only screens reuse the Italian path; their pages 404 in English). */
export function intlPathnames(): Record<string, { it: string; en: string }> {
  return Object.fromEntries(ROUTES.map((r) => [r.internal, { it: r.it, en: r.en ?? r.it }]));
}
