// The consent banner's settings from the environment: the cookie policy's revision and page, and
// the Google Tag Manager container (none by default: then no third-party request is ever made).
import { settingNumber, settingText } from '../../config.mjs';
import { pathFor } from './routing/paths';
import { routeNameFor, type AudienceMode, type Locale } from './routing/routes';
import { policyRevision } from './consent';
import { validGtmId } from './tag-manager';

export type ConsentSettings = { revision: number; policyHref: string; gtmId: string | null };

export function consentSettings(mode: AudienceMode, locale: Locale): ConsentSettings {
  return {
    revision: policyRevision(String(settingNumber('COOKIE_POLICY_REVISION'))),
    policyHref: pathFor(routeNameFor('legal-area-slug', mode), locale, { slug: settingText('COOKIE_POLICY_SLUG') ?? 'cookie-policy' }),
    gtmId: validGtmId(settingText('GTM_ID')),
  };
}
