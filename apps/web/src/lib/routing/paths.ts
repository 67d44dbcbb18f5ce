// Public URLs of named routes, built by next-intl from the route table.
import { getPathname } from '@/i18n/navigation';
import { ROUTES, routeNameFor, type BilingualRoute, type Locale, type RouteName, type RouteParams } from './routes';

// next-intl types `params` only when `pathnames` is a literal object; ours is built from the route
// table, so the call is typed here once, by the shape next-intl accepts at run time.
const localize = getPathname as (args: { locale: Locale; href: { pathname: string; params: RouteParams } }) => string;

/** The public path of a route in a locale; null for an Italian-only screen in English. */
export function pathFor(name: BilingualRoute, locale: Locale, params?: RouteParams): string;
/** Every screen has an Italian path. */
export function pathFor(name: RouteName, locale: 'it', params?: RouteParams): string;
export function pathFor(name: RouteName, locale: Locale, params?: RouteParams): string | null;
export function pathFor(name: RouteName, locale: Locale, params: RouteParams = {}): string | null {
  const route = ROUTES[name];
  if (locale === 'en' && route.en === null) return null;
  return localize({ locale, href: { pathname: route.internal, params } });
}

/** The home of a mode (corporate pages and unknown modes go to the consumer home). */
export function homePath(locale: Locale, mode: string | null | undefined): string {
  return pathFor(routeNameFor('index', mode), locale);
}
