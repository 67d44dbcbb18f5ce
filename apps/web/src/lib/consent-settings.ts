// The consent banner's settings from the environment: the cookie policy's revision and page, and
// the Google Tag Manager container (none by default: then no third-party request is ever made).
import { pathFor } from './routing/paths';
import { routeNameFor, type AudienceMode, type Locale } from './routing/routes';
import { policyRevision } from './consent';
import { validGtmId } from './tag-manager';

export type ConsentSettings = { revision: number; policyHref: string; gtmId: string | null };

export function consentSettings(mode: AudienceMode, locale: Locale): ConsentSettings {
  return {
    revision: policyRevision(process.env.COOKIE_POLICY_REVISION),
    policyHref: pathFor(routeNameFor('legal-area-slug', mode), locale, { slug: process.env.COOKIE_POLICY_SLUG ?? 'cookie-policy' }),
    gtmId: validGtmId(process.env.GTM_ID),
  };
}
