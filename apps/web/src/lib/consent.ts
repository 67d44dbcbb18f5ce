// The cookie banner's rules (Italian Garante, 2021 guidelines) as a vanilla-cookieconsent config:
// opt-in, only technical cookies before a choice, Accept all and Reject with equal weight, the X keeps
// only technical cookies, analytics and marketing chosen one by one, asked again after 6 months or
// when the cookie policy's revision changes. One cookie for both languages.
import type { CookieConsentConfig, Translation } from 'vanilla-cookieconsent';

export const CONSENT_COOKIE = 'brina_consent';
/** Six months, as the Garante asks before showing the banner again. */
export const CONSENT_DAYS = 182;
export const CATEGORIES = { necessary: 'necessary', analytics: 'analytics', marketing: 'marketing' } as const;

/** The banner's texts, from the `consent` messages of the page's language. */
export type ConsentTexts = (key: string, values?: Record<string, string>) => string;

export type ConsentOptions = {
  locale: string;
  /** The cookie policy's revision: a new number asks every visitor again. */
  revision: number;
  policyHref: string;
  secure: boolean;
  t: ConsentTexts;
};

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function translation({ t, policyHref }: ConsentOptions): Translation {
  // The plugin writes the texts as HTML.
  const h: ConsentTexts = (key, values) => escape(t(key, values));
  const policy = `<a href="${escape(policyHref)}">${h('policyLink')}</a>`;
  const headers = { name: h('tableName'), purpose: h('tablePurpose'), duration: h('tableDuration') };
  return {
    consentModal: {
      // Attributes (aria-label) take plain text; everything else is written as HTML.
      label: t('title'),
      title: h('title'),
      // The placeholder shows the revision message when the policy changed since the last choice.
      description: `${h('description')} {{revisionMessage}}`,
      revisionMessage: `<strong>${h('revision')}</strong>`,
      acceptAllBtn: h('acceptAll'),
      acceptNecessaryBtn: h('reject'),
      showPreferencesBtn: h('customize'),
      closeIconLabel: t('close'),
      footer: policy,
    },
    preferencesModal: {
      title: h('preferencesTitle'),
      acceptAllBtn: h('acceptAll'),
      acceptNecessaryBtn: h('reject'),
      savePreferencesBtn: h('save'),
      closeIconLabel: t('closePreferences'),
      sections: [
        { description: h('intro') },
        {
          title: h('necessaryTitle'),
          description: h('necessaryText'),
          linkedCategory: CATEGORIES.necessary,
          cookieTable: {
            headers,
            body: [
              { name: CONSENT_COOKIE, purpose: h('cookieConsent'), duration: h('sixMonths') },
              { name: 'brina-mode', purpose: h('cookieMode'), duration: h('oneYear') },
              { name: '__prerender_bypass', purpose: h('cookiePreview'), duration: h('thirtyMinutes') },
              { name: 'brina_preview', purpose: h('cookiePreview'), duration: h('thirtyMinutes') },
              { name: 'brina_voter', purpose: h('cookieVoter'), duration: h('oneYear') },
              { name: 'brina_language_notice', purpose: h('cookieLanguageNotice'), duration: h('oneMinute') },
            ],
          },
        },
        {
          title: h('analyticsTitle'),
          description: h('analyticsText'),
          linkedCategory: CATEGORIES.analytics,
          cookieTable: { headers, body: [{ name: '_ga, _ga_*', purpose: h('cookieAnalytics'), duration: h('twoYears') }] },
        },
        { title: h('marketingTitle'), description: h('marketingText'), linkedCategory: CATEGORIES.marketing },
        { title: h('moreTitle'), description: h('moreText', { link: '\u0000' }).replace('\u0000', policy) },
      ],
    },
  };
}

/** The banner's configuration; the callbacks apply the choice (Consent Mode, tag manager). */
export function consentConfig(
  options: ConsentOptions,
  callbacks: Pick<CookieConsentConfig, 'onConsent' | 'onChange' | 'onModalReady'> = {},
): CookieConsentConfig {
  return {
    mode: 'opt-in',
    revision: options.revision,
    // The first layer is the server-rendered banner (consent-banner.tsx); the library keeps the
    // cookie, the preferences dialog and the callbacks.
    autoShow: false,
    // Browsers driven by tests report themselves as automated; the banner must still show there.
    hideFromBots: false,
    manageScriptTags: false,
    autoClearCookies: true,
    disablePageInteraction: false,
    cookie: { name: CONSENT_COOKIE, path: '/', sameSite: 'Lax', secure: options.secure, expiresAfterDays: CONSENT_DAYS },
    guiOptions: {
      consentModal: { layout: 'box', position: 'bottom right', equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
    },
    categories: {
      [CATEGORIES.necessary]: { enabled: true, readOnly: true },
      [CATEGORIES.analytics]: { autoClear: { cookies: [{ name: /^_ga/ }, { name: '_gid' }] } },
      [CATEGORIES.marketing]: { autoClear: { cookies: [{ name: /^_gcl/ }, { name: /^_fbp/ }] } },
    },
    language: { default: options.locale, translations: { [options.locale]: translation(options) } },
    ...callbacks,
  };
}

/** The cookie policy revision from the environment (a whole number, 1 by default). */
export function policyRevision(value: string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : 1;
}
