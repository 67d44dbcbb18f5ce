// The tag-manager data layer: typed events pushed to `window.dataLayer` (always, with or without
// Google Tag Manager, so they can be tested offline) and the route event's named route and page type
// (each route's page type is in its entry of the route table, routing/routes.ts).
import { ROUTES, baseNameOf, isRouteName, matchPath, type PageType, type RouteDef, type RouteName, type SiteMode } from './routing/routes';

export type { PageType } from './routing/routes';

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

/** A route's page type: its own, or its consumer twin's (`B2B-products` → `products`), or `page`. */
function pageTypeOf(name: RouteName): PageType {
  const table: Readonly<Record<RouteName, RouteDef>> = ROUTES;
  const base = baseNameOf(name);
  return table[name].page ?? (isRouteName(base) ? table[base].page : undefined) ?? 'page';
}

/** The route event of a public URL (path and query of the browser's location) and the page's title. */
export function routeEvent(location: { origin: string; pathname: string; search: string }, title: string, notFound: boolean): AnalyticsEvent<'route'> {
  const match = matchPath(location.pathname);
  const name = match?.name ?? null;
  return {
    event: 'route',
    routeName: name,
    pageType: notFound || !name || name === 'page-too-deep' ? 'not-found' : pageTypeOf(name),
    siteMode: name ? ROUTES[name].mode : null,
    locale: match?.locale ?? null,
    url: `${location.origin}${location.pathname}${location.search}`,
    title,
  };
}
