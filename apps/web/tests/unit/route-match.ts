// The route match of a public path as the proxy sees it, in a given mode (corporate pages and news
// keep the visitor's mode): for tests of the known-path check and the language switcher.
import { matchPath, type RouteMatch } from '@/lib/routing/routes';

export function routeMatch(path: string, mode: RouteMatch['mode'] = 'CORPORATE'): RouteMatch {
  const found = matchPath(path);
  if (!found) throw new Error(`no route for ${path}`);
  return { ...found, mode };
}
