// Where the privacy policy a form's consent refers to lives, per language (the consent record
// stores this URL with the policy's version).
import type { FormLocale } from './messages';

export const PRIVACY_POLICY_PATHS: Record<FormLocale, string> = { it: '/it/area-legale/privacy-policy', en: '/en/legal-area/privacy-policy' };

export function privacyPolicyPath(locale: FormLocale): string {
  return PRIVACY_POLICY_PATHS[locale];
}
