// Site mode: from the route (default B2C); corporate pages keep the visitor's previous mode, which
// the proxy records in a cookie so the server renders the right header.
import type { AudienceMode, SiteMode } from './routes';

export const MODE_COOKIE = 'brina-mode';

export function audienceFrom(value: string | null | undefined): AudienceMode {
  return value === 'B2B' ? 'B2B' : 'B2C';
}

/** The audience a page shows: its route's mode, or for corporate pages the previous one. */
export function resolveMode(routeMode: SiteMode | null | undefined, previous: string | null | undefined): AudienceMode {
  if (routeMode === 'B2B' || routeMode === 'B2C') return routeMode;
  return audienceFrom(previous);
}
