// The cookie banner's configuration follows the Garante's 2021 rules: opt-in, equal-weight Accept
// all / Reject, the X keeps only technical cookies, granular categories, 6 months, policy revisions.
import type { CookieConsentConfig, Translation } from 'vanilla-cookieconsent';
import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, consentConfig, policyRevision } from '@/lib/consent';
import itMessages from '../../messages/it.json';

const texts = itMessages.consent as Record<string, string>;
const t = (key: string, values?: Record<string, string>) => (texts[key] ?? `missing:${key}`).replace(/\{(\w+)\}/g, (_, k: string) => values?.[k] ?? '');

function italian(c: CookieConsentConfig): Translation {
  const translation = c.language.translations.it;
  if (typeof translation !== 'object') throw new Error('The Italian texts are not given inline');
  return translation;
}

const config = (revision = 3) => consentConfig({ locale: 'it', revision, policyHref: '/it/area-legale/cookie-policy', secure: true, t });

describe('consent configuration', () => {
  it('is opt-in with technical cookies always on and analytics and marketing off until chosen', () => {
    const c = config();
    expect(c.mode).toBe('opt-in');
    expect(c.categories.necessary).toMatchObject({ enabled: true, readOnly: true });
    expect(c.categories.analytics?.enabled ?? false).toBe(false);
    expect(c.categories.marketing?.enabled ?? false).toBe(false);
    expect(c.hideFromBots).toBe(false);
  });

  it('gives Accetta tutto and Rifiuta the same weight and offers the X that keeps only technical cookies', () => {
    const c = config();
    expect(c.guiOptions?.consentModal?.equalWeightButtons).toBe(true);
    expect(c.guiOptions?.preferencesModal?.equalWeightButtons).toBe(true);
    // The X is drawn only in the box layout.
    expect(c.guiOptions?.consentModal?.layout).toBe('box');
    const modal = italian(c).consentModal;
    expect(modal).toMatchObject({ acceptAllBtn: 'Accetta tutto', acceptNecessaryBtn: 'Rifiuta', closeIconLabel: texts.close });
    expect(modal.description).toContain('{{revisionMessage}}');
    expect(modal.footer).toBe('<a href="/it/area-legale/cookie-policy">Cookie policy</a>');
  });

  it('lets the visitor choose analytics and marketing one by one', () => {
    const prefs = italian(config()).preferencesModal;
    expect(prefs.sections.map((s) => s.linkedCategory).filter(Boolean)).toEqual(['necessary', 'analytics', 'marketing']);
  });

  it('keeps the choice for 6 months in one cookie for both languages, and asks again on a new policy revision', () => {
    const c = config(7);
    expect(c.cookie).toMatchObject({ name: CONSENT_COOKIE, path: '/', expiresAfterDays: 182, secure: true });
    expect(c.revision).toBe(7);
    expect(consentConfig({ locale: 'en', revision: 7, policyHref: '/en/legal-area/cookie-policy', secure: false, t }).cookie?.name).toBe(CONSENT_COOKIE);
  });

  it('escapes texts written as HTML', () => {
    const hostile = (key: string) => (key === 'title' ? '<img src=x onerror=alert(1)>' : t(key));
    const c = consentConfig({ locale: 'it', revision: 1, policyHref: '/x"><script>', secure: true, t: hostile });
    const modal = italian(c).consentModal;
    expect(modal.title).toBe('&#60;img src=x onerror=alert(1)&#62;');
    expect(modal.footer).not.toContain('<script>');
  });

  it('reads the policy revision from the environment, 1 when missing or not a whole number', () => {
    expect(policyRevision('4')).toBe(4);
    expect(policyRevision(undefined)).toBe(1);
    expect(policyRevision('due')).toBe(1);
    expect(policyRevision('-2')).toBe(1);
  });
});
