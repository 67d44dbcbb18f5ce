'use client';
// Applies the visitor's choice on every page load (a Consent Mode update and, with a container id
// and analytics accepted, Google Tag Manager) and wires the banner to the cookie library
// (consent-runtime.ts). The banner's first layer is server markup (consent-banner.tsx), shown or
// hidden before the first paint by its inline script. A stored choice is read from the cookie
// itself, so the library is fetched only when the visitor reaches for the banner (pointer or focus
// in it, a click) or opens the preferences from the footer: a visit that does neither downloads
// none of it. The preferences dialog's texts come with the library (lazy-texts.ts), not in every
// page's payload.
import { useEffect } from 'react';
import { loadTexts } from '@/i18n/lazy-texts';
import { type Texts, translator } from '@/i18n/texts';
import { CATEGORIES, CONSENT_COOKIE, consentConfig } from '@/lib/consent';
import { loadTagManager, setConsentDefaults, tagManagerLoaded, updateConsent } from '@/lib/tag-manager';
import { CONSENT_BANNER_ID } from './consent-ids';

type Props = { locale: string; revision: number; policyHref: string; gtmId: string | null };
type Runtime = typeof import('./consent-runtime');

// The site chrome mounts again when a navigation changes layout (audience ↔ corporate pages);
// the library belongs to the page load, not to one mount. `configure` is the mounted manager's.
let runtime: Promise<Runtime> | null = null;
let configure: { locale: string; run: (lib: Runtime, texts: Texts<'consent'>) => Promise<void> } | null = null;

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

/** The library, configured by the manager: fetched and run on the first call of the page load. */
export function consentRuntime(): Promise<Runtime> {
  const setup = configure;
  runtime ??= Promise.all([import('./consent-runtime'), setup ? loadTexts('consent', setup.locale) : null]).then(
    async ([lib, texts]) => {
      if (setup && texts) await setup.run(lib, texts);
      return lib;
    },
    (error: unknown) => {
      // Fetched again on the next reach for the banner.
      runtime = null;
      throw error;
    },
  );
  return runtime;
}

/** The categories of a stored choice for this revision, or null (no valid choice yet). */
function storedCategories(revision: number): string[] | null {
  try {
    const match = new RegExp(`(?:^|; )${CONSENT_COOKIE}=([^;]*)`).exec(document.cookie);
    const stored = match?.[1] ? (JSON.parse(decodeURIComponent(match[1])) as { revision?: unknown; categories?: unknown }) : null;
    return stored?.revision === revision && Array.isArray(stored.categories) ? stored.categories.map(String) : null;
  } catch {
    return null;
  }
}

export function ConsentManager({ locale, revision, policyHref, gtmId }: Props) {
  useEffect(() => {
    setConsentDefaults();
    const apply = (categories: string[], changed: boolean) => {
      const choice = { analytics: categories.includes(CATEGORIES.analytics), marketing: categories.includes(CATEGORIES.marketing) };
      updateConsent(choice);
      if (gtmId && choice.analytics) loadTagManager(gtmId);
      // A loaded tag manager cannot be taken off the page: a withdrawn consent reloads it without.
      else if (changed && tagManagerLoaded()) window.location.reload();
    };
    const callbacks: Parameters<typeof consentConfig>[1] = {
      onConsent: ({ cookie }) => {
        void consentRuntime().then(syncBanner);
        apply(cookie.categories, false);
      },
      onChange: ({ cookie }) => apply(cookie.categories, true),
    };
    const options = { locale, revision, policyHref, secure: window.location.protocol === 'https:' };
    configure = {
      locale,
      run: (lib, texts) => {
        const t = translator(texts, 'consent');
        return lib.run(consentConfig({ ...options, t: (key: string, values?: Record<string, string>) => t(key, values) }, callbacks));
      },
    };
    // The stored choice applies at once, without the library.
    const stored = storedCategories(revision);
    if (stored) apply(stored, false);

    // Reaching for the banner fetches the library, so that the click finds it ready.
    const onIntent = (event: Event) => {
      if (event.target instanceof Node && banner()?.contains(event.target)) void consentRuntime();
    };
    // The banner's buttons: a click before the library is ready waits for it.
    const onClick = (event: MouseEvent) => {
      const action =
        event.target instanceof Element ? event.target.closest<HTMLElement>(`#${CONSENT_BANNER_ID} [data-consent-action]`)?.dataset.consentAction : undefined;
      if (!action) return;
      void consentRuntime().then((lib) => {
        if (action === 'preferences') lib.showPreferences();
        else lib.acceptCategory(action === 'all' ? 'all' : []);
        const hadFocus = banner()?.contains(document.activeElement) ?? false;
        syncBanner(lib);
        // The banner closed under the keyboard: the page's content takes the focus, not the body.
        if (hadFocus && banner()?.hidden) document.getElementById('main')?.focus({ preventScroll: true });
      });
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [locale, revision, policyHref, gtmId]);

  return null;
}
