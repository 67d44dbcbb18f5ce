'use client';
// Runs the cookie banner once per page load and applies the visitor's choice: a Consent Mode update
// and, with a container id and analytics accepted, Google Tag Manager. The banner's library is
// loaded after hydration (consent-runtime.ts).
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { CATEGORIES, consentConfig } from '@/lib/consent';
import { loadTagManager, setConsentDefaults, tagManagerLoaded, updateConsent } from '@/lib/tag-manager';

type Props = { locale: string; revision: number; policyHref: string; gtmId: string | null };

// The site chrome mounts again when a navigation changes layout (audience ↔ corporate pages);
// the banner belongs to the page load, not to one mount.
let started = false;

export function ConsentManager({ locale, revision, policyHref, gtmId }: Props) {
  const t = useTranslations('consent');

  useEffect(() => {
    setConsentDefaults();
    if (started) return;
    started = true;
    const apply = (categories: string[], changed: boolean) => {
      const choice = { analytics: categories.includes(CATEGORIES.analytics), marketing: categories.includes(CATEGORIES.marketing) };
      updateConsent(choice);
      if (gtmId && choice.analytics) loadTagManager(gtmId);
      // A loaded tag manager cannot be taken off the page: a withdrawn consent reloads it without.
      else if (changed && tagManagerLoaded()) window.location.reload();
    };
    const options = {
      locale,
      revision,
      policyHref,
      secure: window.location.protocol === 'https:',
      t: (key: string, values?: Record<string, string>) => t(key, values),
    };
    // The library (and its styles) is fetched now, not with the page's first-load JavaScript.
    void import('./consent-runtime').then(({ run }) =>
      run(
        consentConfig(options, {
          onConsent: ({ cookie }) => apply(cookie.categories, false),
          onChange: ({ cookie }) => apply(cookie.categories, true),
        }),
      ),
    );
  }, [locale, revision, policyHref, gtmId, t]);

  return null;
}
