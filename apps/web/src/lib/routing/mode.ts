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

/** The cookie value to store after visiting a route, or null to leave it as it is. */
export function modeToRecord(routeMode: SiteMode | null | undefined, current: string | null | undefined): AudienceMode | null {
  if (routeMode !== 'B2B' && routeMode !== 'B2C') return null;
  return current === routeMode ? null : routeMode;
}
