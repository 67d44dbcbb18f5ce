'use client';
// Error page with the status code (default 500). When the CMS is down and the page was never
// cached, the server answers 503 and this page says so in both languages.
import Link from 'next/link';
import { useContext, useEffect } from 'react';
import { ErrorTextsContext } from '@/components/layout/error-texts.client';
import { translator } from '@/i18n/texts';

type RouteError = Error & { digest?: string; status?: number; statusCode?: number };

/** The digest of CmsUnavailableError (src/lib/cms/client.ts). */
const CMS_UNAVAILABLE = 'BRINA_CMS_UNAVAILABLE';

export default function LocaleError({ error, reset }: { error: RouteError; reset: () => void }) {
  const t = translator(useContext(ErrorTextsContext), 'error');
  const unavailable = error.digest === CMS_UNAVAILABLE;
  const status = unavailable ? 503 : (error.status ?? error.statusCode ?? 500);
  useEffect(() => {
    console.warn('Page error', error.digest ?? error.message);
  }, [error]);
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-24 text-center" data-error-page={unavailable ? 'unavailable' : 'error'}>
      <p className="font-serif text-3xl font-bold text-leaf">Brina</p>
      <p className="mt-6 font-serif text-7xl font-bold text-leaf" aria-hidden="true">
        {status}
      </p>
      <h1 className="mt-4 font-serif text-3xl font-bold">{unavailable ? t('unavailableTitle') : t('title')}</h1>
      <p className="mt-3">{unavailable ? t('unavailableText') : t('text')}</p>
      {unavailable ? (
        <p className="mt-3 text-ink-soft" lang={t('unavailableOtherLang')}>
          {t('unavailableOther')}
        </p>
      ) : null}
      <p className="mt-2 text-sm text-ink-soft">{t('status', { status })}</p>
      <div className="mt-8 flex justify-center gap-3">
        <button type="button" onClick={reset} className="rounded-full bg-leaf px-6 py-3 font-semibold text-white">
          {t('retry')}
        </button>
        <Link href="/" className="rounded-full border-2 border-leaf px-6 py-3 font-semibold text-leaf">
          {t('home')}
        </Link>
      </div>
    </main>
  );
}
