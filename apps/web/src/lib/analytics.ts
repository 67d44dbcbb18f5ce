// The tag-manager data layer: typed events pushed to `window.dataLayer` (always, with or without
// Google Tag Manager, so they can be tested offline) and the route event's named route and page type.
import { PRESS_RELEASE } from './content/press-release';
import { ROUTES, matchPath, type RouteName, type SiteMode } from './routing/routes';

/** What each event carries besides its name. Features add their event here and call `pushEvent`. */
export type AnalyticsEvents = {
  route: { routeName: RouteName | null; pageType: PageType; siteMode: SiteMode | null; locale: string | null; url: string; title: string };
  quiz_complete: { quizSlug: string; correct: number; total: number };
  form_success: { form: string };
  search: { query: string; results: number | null };
};

export type AnalyticsEventName = keyof AnalyticsEvents;
export type AnalyticsEvent<E extends AnalyticsEventName = AnalyticsEventName> = { event: E } & AnalyticsEvents[E];

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- adding to the DOM's Window needs declaration merging
  interface Window {
    // GTM reads plain objects and gtag's `arguments` from the same array.
    dataLayer?: unknown[];
  }
}

/** The page's data layer, created on first use (browser only). */
export function dataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/** Pushes one event to the data layer; does nothing on the server. */
export function pushEvent<E extends AnalyticsEventName>(event: E, data: AnalyticsEvents[E]): void {
  if (typeof window === 'undefined') return;
  dataLayer().push({ event, ...data });
}

/** The spec's route-change tracking delay (section 9). */
export const ROUTE_EVENT_DELAY_MS = 250;

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
  | 'search'
  | 'form'
  | 'store-locator'
  | 'downloads'
  | 'landing'
  | 'legal'
  | 'page'
  | 'not-found';

// Keyed by the route name without its audience prefix (`B2B-products` shares `products`' type).
const PAGE_TYPES: Record<string, PageType> = {
  index: 'home',
  products: 'product-list',
  'products-category': 'product-category',
  'products-category-slug': 'product',
  recipes: 'recipe-list',
  'recipes-category': 'recipe-category',
  'recipes-category-slug': 'recipe',
  blog: 'blog',
  'blog-category': 'blog-category',
  'blog-category-slug': 'blog-article',
  search: 'search',
  contacts: 'form',
  'work-with-us': 'form',
  'store-locator': 'store-locator',
  'video-downloads': 'downloads',
  downloads: 'downloads',
  // The press area's screens, named by its descriptor (lib/content/press-release.ts, a browser-safe module).
  [PRESS_RELEASE.routes.list.B2C]: 'press',
  [PRESS_RELEASE.routes.detail.B2C]: 'press',
  'news-slug': 'news',
  'landing-slug': 'landing',
  'legal-area-slug': 'legal',
};

/** The route event of a public URL (path and query of the browser's location) and the page's title. */
export function routeEvent(location: { origin: string; pathname: string; search: string }, title: string, notFound: boolean): AnalyticsEvent<'route'> {
  const match = matchPath(location.pathname);
  const name = match?.name ?? null;
  const base = name?.replace(/^B2B-/, '') ?? null;
  const pageType: PageType = notFound || !name || name === 'page-too-deep' ? 'not-found' : (PAGE_TYPES[base ?? ''] ?? 'page');
  return {
    event: 'route',
    routeName: name,
    pageType,
    siteMode: name ? ROUTES[name].mode : null,
    locale: match?.locale ?? null,
    url: `${location.origin}${location.pathname}${location.search}`,
    title,
  };
}
