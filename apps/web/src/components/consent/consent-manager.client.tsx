'use client';
// Runs the cookie library once per page load and applies the visitor's choice: a Consent Mode update
// and, with a container id and analytics accepted, Google Tag Manager. The banner's first layer is
// server markup (consent-banner.tsx) shown before the first paint; this wires its buttons to the
// library, which is loaded after hydration (consent-runtime.ts), and hides it once a choice exists.
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { CATEGORIES, consentConfig } from '@/lib/consent';
import { loadTagManager, setConsentDefaults, tagManagerLoaded, updateConsent } from '@/lib/tag-manager';
import { CONSENT_BANNER_ID } from './consent-ids';

type Props = { locale: string; revision: number; policyHref: string; gtmId: string | null };
type Runtime = typeof import('./consent-runtime');

// The site chrome mounts again when a navigation changes layout (audience ↔ corporate pages);
// the library belongs to the page load, not to one mount.
let runtime: Promise<Runtime> | null = null;

const banner = () => document.getElementById(CONSENT_BANNER_ID);

/** The banner follows the library: shown while no valid choice exists (with the note after a new revision). */
function syncBanner(lib: Runtime): void {
  const element = banner();
  if (!element) return;
  const valid = lib.validConsent();
  element.hidden = valid;
  const note = element.querySelector<HTMLElement>('[data-consent-revision]');
  if (note) note.hidden = valid || !lib.getCookie('revision');
}

export function ConsentManager({ locale, revision, policyHref, gtmId }: Props) {
  const t = useTranslations('consent');

  useEffect(() => {
    setConsentDefaults();
    if (!runtime) {
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
      runtime = import('./consent-runtime').then(async (lib) => {
        await lib.run(
          consentConfig(options, {
            onConsent: ({ cookie }) => {
              syncBanner(lib);
              apply(cookie.categories, false);
            },
            onChange: ({ cookie }) => apply(cookie.categories, true),
          }),
        );
        return lib;
      });
    }
    const loaded = runtime;
    void loaded.then(syncBanner);
    // The banner's buttons: a click before the library is ready waits for it.
    const onClick = (event: MouseEvent) => {
      const action =
        event.target instanceof Element ? event.target.closest<HTMLElement>(`#${CONSENT_BANNER_ID} [data-consent-action]`)?.dataset.consentAction : undefined;
      if (!action) return;
      void loaded.then((lib) => {
        if (action === 'preferences') lib.showPreferences();
        else lib.acceptCategory(action === 'all' ? 'all' : []);
        const hadFocus = banner()?.contains(document.activeElement) ?? false;
        syncBanner(lib);
        // The banner closed under the keyboard: the page's content takes the focus, not the body.
        if (hadFocus && banner()?.hidden) document.getElementById('main')?.focus({ preventScroll: true });
      });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [locale, revision, policyHref, gtmId, t]);

  return null;
}
