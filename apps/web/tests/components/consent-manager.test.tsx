// The cookie banner and Google Tag Manager: Consent Mode defaults (all denied) come first, GTM's
// script is added only with a container id AND analytics consent, and never without an id.
import { cleanup, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reset } from 'vanilla-cookieconsent';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentBannerTexts } from '@/components/consent/consent-banner';
import itMessages from '../../messages/it.json';

// The texts that come with the dialog's code (/api/texts in the site): the real messages here.
vi.mock('@/i18n/lazy-texts', async () => {
  const { textsFor } = await import('./intl');
  return { loadTexts: async (name: 'search' | 'quiz' | 'consent', locale: 'it' | 'en') => textsFor(locale, name) };
});

const texts = itMessages.consent as Record<string, string>;

const GTM = 'GTM-TEST123';

// The banner and the manager keep their state per page load: each test loads them afresh.
async function mount(gtmId: string | null) {
  // One banner per page: a second mount in a test replaces the first page.
  cleanup();
  vi.resetModules();
  const { ConsentManager } = await import('@/components/consent/consent-manager.client');
  const { ConsentBannerView } = await import('@/components/consent/consent-banner');
  // The banner's first layer is server markup whose inline script shows it while the page is parsed
  // (React does not run it here: the test does, as the browser would).
  const { container } = render(
    <>
      <ConsentBannerView texts={texts as ConsentBannerTexts} revision={2} policyHref="/it/area-legale/cookie-policy" />
      <ConsentManager locale="it" revision={2} policyHref="/it/area-legale/cookie-policy" gtmId={gtmId} />
    </>,
  );
  new Function(container.querySelector('script')?.textContent ?? '')();
}

/** The server-rendered banner (the library's own first layer is never shown: autoShow is off). */
const banner = () => within(document.getElementById('consent-banner') as HTMLElement);
const gtmScript = () => document.querySelector<HTMLScriptElement>('script[data-gtm]');
/** The data layer with gtag's Arguments objects read as arrays. */
const layer = () => (window.dataLayer ?? []).map((e) => (e && typeof e === 'object' && 'length' in e ? Array.from(e as ArrayLike<unknown>) : e));
const denied = { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };

function storedConsent(categories: string[], revision = 2) {
  const now = new Date().toISOString();
  const value = {
    categories,
    revision,
    data: null,
    consentTimestamp: now,
    lastConsentTimestamp: now,
    consentId: crypto.randomUUID(),
    services: {},
    languageCode: 'it',
    expirationTime: Date.now() + 86_400_000,
  };
  document.cookie = `brina_consent=${encodeURIComponent(JSON.stringify(value))}; path=/`;
}

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(() => {
  // The plugin's own reset: forgets its state, removes the banner and erases its cookie (the cookie
  // also when the plugin never ran: it is fetched only when the banner is used).
  reset(true);
  document.cookie = 'brina_consent=; path=/; max-age=0';
  gtmScript()?.remove();
});

// The first test pays for loading the plugin and jsdom on a busy machine.
describe('ConsentManager', { timeout: 20_000 }, () => {
  it('shows the banner with equal Accetta tutto / Rifiuta, sets Consent Mode to denied and loads nothing before a choice', async () => {
    await mount(GTM);
    expect(await banner().findByRole('button', { name: 'Accetta tutto' })).toBeTruthy();
    expect(banner().getByRole('button', { name: 'Rifiuta' }).className).toBe(banner().getByRole('button', { name: 'Accetta tutto' }).className);
    expect(layer()).toEqual([['consent', 'default', { ...denied, wait_for_update: 500 }]]);
    expect(gtmScript()).toBeNull();
    expect(document.cookie).not.toContain('brina_consent');
  });

  it('Accetta tutto grants the signals, then loads GTM after the denied defaults', async () => {
    const user = userEvent.setup({ delay: null });
    await mount(GTM);
    await user.click(await banner().findByRole('button', { name: 'Accetta tutto' }));
    // The click fetches the library first.
    await vi.waitFor(() => expect(gtmScript()?.src).toBe(`https://www.googletagmanager.com/gtm.js?id=${GTM}`));
    const entries = layer();
    const granted = { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' };
    expect(entries.slice(0, 2)).toEqual([
      ['consent', 'default', { ...denied, wait_for_update: 500 }],
      ['consent', 'update', granted],
    ]);
    expect(entries[2]).toMatchObject({ event: 'gtm.js' });
  });

  it('Rifiuta and the X keep GTM away', async () => {
    const user = userEvent.setup({ delay: null });
    await mount(GTM);
    await user.click(await banner().findByRole('button', { name: 'Rifiuta' }));
    await vi.waitFor(() => expect(layer().at(-1)).toEqual(['consent', 'update', denied]));
    expect(gtmScript()).toBeNull();

    reset(true);
    window.dataLayer = [];
    await mount(GTM);
    await user.click(await banner().findByRole('button', { name: 'Chiudi e continua senza accettare' }));
    await vi.waitFor(() => expect(banner().queryByRole('button', { name: 'Accetta tutto' })).toBeNull());
    expect(decodeURIComponent(document.cookie)).toContain('"categories":["necessary"]');
    expect(gtmScript()).toBeNull();
    expect(layer().at(-1)).toEqual(['consent', 'update', denied]);
  });

  it('without a container id nothing loads, even with every category accepted', async () => {
    const user = userEvent.setup({ delay: null });
    await mount(null);
    await user.click(await banner().findByRole('button', { name: 'Accetta tutto' }));
    await vi.waitFor(() => expect((layer().at(-1) as unknown[] | undefined)?.[1]).toBe('update'));
    expect(gtmScript()).toBeNull();
    expect(layer().at(-1)).toEqual([
      'consent',
      'update',
      { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
    ]);
  });

  it('a stored analytics consent loads GTM on the next page without asking; one of an older policy asks again', async () => {
    storedConsent(['necessary', 'analytics']);
    await mount(GTM);
    await vi.waitFor(() => expect(gtmScript()).not.toBeNull());
    expect(banner().queryByRole('button', { name: 'Accetta tutto' })).toBeNull();
    gtmScript()?.remove();
    reset(true);

    storedConsent(['necessary', 'analytics'], 1);
    await mount(GTM);
    expect(await banner().findByText(/Abbiamo aggiornato la cookie policy/)).toBeTruthy();
    expect(gtmScript()).toBeNull();
  });
});

describe('the banner before any bundle', () => {
  /** The server's markup, with its inline script run as the browser runs it while parsing. */
  async function parsePage() {
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { ConsentBannerView } = await import('@/components/consent/consent-banner');
    document.body.innerHTML = renderToStaticMarkup(
      <ConsentBannerView texts={texts as ConsentBannerTexts} revision={2} policyHref="/it/area-legale/cookie-policy" />,
    );
    const script = document.body.querySelector('script')?.textContent ?? '';
    new Function(script)();
    const element = document.getElementById('consent-banner') as HTMLElement;
    return { element, note: element.querySelector('[data-consent-revision]') as HTMLElement };
  }

  afterEach(() => {
    document.body.innerHTML = '';
    document.cookie = 'brina_consent=; path=/; max-age=0';
  });

  it('shows it without a choice, hides it with a choice for this revision, adds the note for an older one', async () => {
    let page = await parsePage();
    expect(page.element.hidden).toBe(false);
    expect(page.note.hidden).toBe(true);

    storedConsent(['necessary'], 2);
    page = await parsePage();
    expect(page.element.hidden).toBe(true);

    storedConsent(['necessary'], 1);
    page = await parsePage();
    expect(page.element.hidden).toBe(false);
    expect(page.note.hidden).toBe(false);

    document.cookie = 'brina_consent=%7Bbroken; path=/';
    page = await parsePage();
    expect(page.element.hidden, 'an unreadable cookie asks again').toBe(false);
  });
});
