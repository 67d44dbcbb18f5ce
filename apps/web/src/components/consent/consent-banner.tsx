// The cookie banner's first layer, rendered by the server so that it paints with the page instead
// of seconds later (a banner that appears after the page's JavaScript becomes the page's largest
// paint on phones). A small inline script shows it before the first paint unless the visitor's
// consent cookie holds a choice for the current policy revision; the consent manager
// (consent-manager.client.tsx) then wires its buttons to the cookie library, which keeps the
// cookie, the preferences dialog and the callbacks. Without JavaScript it stays hidden (nothing
// then could set a non-technical cookie). Its text is in the system font: painted once, with the
// page's first paint, instead of again when the web fonts arrive.
import { getTranslations } from 'next-intl/server';
import { CONSENT_COOKIE } from '@/lib/consent';
import { CONSENT_BANNER_ID } from './consent-ids';

/** Shows the banner unless the cookie holds a choice for this revision (then the note, if older). */
function reveal(bannerId: string, cookieName: string, revision: number): void {
  const banner = document.getElementById(bannerId);
  if (!banner) return;
  let stored: { revision?: unknown } | null = null;
  try {
    const match = new RegExp(`(?:^|; )${cookieName}=([^;]*)`).exec(document.cookie);
    stored = match?.[1] ? (JSON.parse(decodeURIComponent(match[1])) as { revision?: unknown }) : null;
  } catch {
    stored = null;
  }
  if (stored && stored.revision === revision) return;
  banner.hidden = false;
  const note = banner.querySelector<HTMLElement>('[data-consent-revision]');
  if (stored && note) note.hidden = false;
}

const button =
  'rounded-full px-4 py-2 text-sm font-semibold focus-visible:outline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sun';
const choice = `${button} bg-leaf text-white hover:bg-leaf-dark`;

const TEXT_KEYS = ['title', 'description', 'revision', 'acceptAll', 'reject', 'customize', 'close', 'policyLink'] as const;
export type ConsentBannerTexts = Record<(typeof TEXT_KEYS)[number], string>;

export async function ConsentBanner({ revision, policyHref }: { revision: number; policyHref: string }) {
  const t = await getTranslations('consent');
  const texts = Object.fromEntries(TEXT_KEYS.map((key) => [key, t(key)])) as ConsentBannerTexts;
  return <ConsentBannerView texts={texts} revision={revision} policyHref={policyHref} />;
}

export function ConsentBannerView({ texts, revision, policyHref }: { texts: ConsentBannerTexts; revision: number; policyHref: string }) {
  const t = (key: keyof ConsentBannerTexts) => texts[key];
  const script = `(${reveal.toString()})(${JSON.stringify(CONSENT_BANNER_ID)},${JSON.stringify(CONSENT_COOKIE)},${JSON.stringify(revision)})`;
  return (
    <>
      <div
        id={CONSENT_BANNER_ID}
        hidden
        suppressHydrationWarning
        role="dialog"
        aria-modal="false"
        aria-labelledby={`${CONSENT_BANNER_ID}-title`}
        aria-describedby={`${CONSENT_BANNER_ID}-text`}
        className="fixed inset-x-3 bottom-3 z-[70] max-h-[80vh] overflow-y-auto rounded-2xl bg-white p-5 font-[system-ui,sans-serif] text-ink shadow-2xl ring-1 ring-line sm:left-auto sm:right-4 sm:bottom-4 sm:w-[26rem] no-print"
        data-consent-banner
      >
        <button
          type="button"
          aria-label={t('close')}
          className="absolute right-3 top-3 flex h-9 w-9 items-center justify-center rounded-full text-xl text-ink-soft hover:bg-frost focus-visible:outline focus-visible:outline-3 focus-visible:outline-sun"
          data-consent-action="necessary"
        >
          <span aria-hidden="true">×</span>
        </button>
        <h2 id={`${CONSENT_BANNER_ID}-title`} className="pr-10 font-serif text-xl font-semibold">
          {t('title')}
        </h2>
        <p id={`${CONSENT_BANNER_ID}-text`} className="mt-2 text-sm leading-relaxed">
          {t('description')}{' '}
          <strong hidden suppressHydrationWarning data-consent-revision>
            {t('revision')}
          </strong>
        </p>
        <div className="mt-4 grid grid-cols-2 gap-2">
          <button type="button" className={choice} data-consent-action="all">
            {t('acceptAll')}
          </button>
          <button type="button" className={choice} data-consent-action="necessary">
            {t('reject')}
          </button>
          <button
            type="button"
            className={`${button} col-span-2 border-2 border-leaf bg-white text-leaf-dark hover:bg-frost`}
            data-consent-action="preferences"
          >
            {t('customize')}
          </button>
        </div>
        <p className="mt-3 text-sm">
          <a href={policyHref} className="font-semibold text-leaf-dark underline">
            {t('policyLink')}
          </a>
        </p>
      </div>
      {/* Before the first paint: the cookie is read here, not after the page's JavaScript. */}
      <script dangerouslySetInnerHTML={{ __html: script }} />
    </>
  );
}
