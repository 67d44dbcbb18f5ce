// Google Tag Manager under Consent Mode v2: everything denied until the visitor chooses, GTM's
// script loaded only with a container id and analytics consent (never a third-party request before).
import { dataLayer } from './analytics';

export type ConsentChoice = { analytics: boolean; marketing: boolean };

type ConsentValue = 'granted' | 'denied';
type ConsentState = {
  analytics_storage: ConsentValue;
  ad_storage: ConsentValue;
  ad_user_data: ConsentValue;
  ad_personalization: ConsentValue;
};

export const GTM_ORIGIN = 'https://www.googletagmanager.com';

/** A container id as Google issues them (`GTM-` and letters/digits); anything else is ignored. */
export function validGtmId(value: string | undefined | null): string | null {
  const id = value?.trim() ?? '';
  return /^GTM-[A-Z0-9]{4,12}$/.test(id) ? id : null;
}

/** Consent Mode v2's four signals for a choice: analytics opens analytics storage, marketing the three ad signals. */
export function consentState(choice: ConsentChoice): ConsentState {
  const of = (on: boolean): ConsentValue => (on ? 'granted' : 'denied');
  return {
    analytics_storage: of(choice.analytics),
    ad_storage: of(choice.marketing),
    ad_user_data: of(choice.marketing),
    ad_personalization: of(choice.marketing),
  };
}

// GTM reads consent commands in gtag's shape: the `arguments` object itself, not an array.
function gtag(command: 'consent', action: 'default' | 'update', params: Record<string, unknown>): void;
function gtag(): void {
  // eslint-disable-next-line prefer-rest-params -- Consent Mode ignores commands pushed as arrays
  dataLayer().push(arguments);
}

let defaultsSet = false;

/** Consent Mode v2 defaults (all denied), pushed once and before GTM can load. */
export function setConsentDefaults(): void {
  if (defaultsSet) return;
  defaultsSet = true;
  gtag('consent', 'default', { ...consentState({ analytics: false, marketing: false }), wait_for_update: 500 });
}

/** Pushes the visitor's choice as a Consent Mode update. */
export function updateConsent(choice: ConsentChoice): void {
  setConsentDefaults();
  gtag('consent', 'update', consentState(choice));
}

/** Whether GTM's script is on the page (it cannot be taken off again without a reload). */
export function tagManagerLoaded(): boolean {
  return document.querySelector('script[data-gtm]') !== null;
}

/** Adds GTM's script once; the consent defaults are already in the data layer. */
export function loadTagManager(id: string): void {
  if (tagManagerLoaded()) return;
  setConsentDefaults();
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
  script.dataset.gtm = id;
  document.head.appendChild(script);
}
