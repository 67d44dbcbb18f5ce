'use client';
// Says why the visitor landed here after switching language: the page they left has no version in
// this language (an Italian-only screen such as the blog or the store locator, or a document not
// translated). The language switch leaves its path in a one-minute cookie (lib/routing/
// language-notice.ts); the notice reads it once, clears it and links back to that page. Its texts
// are fetched only then (lazy-texts.ts), not carried by every page.
import { useEffect, useState } from 'react';
import { loadTexts } from '@/i18n/lazy-texts';
import { type Texts, translator } from '@/i18n/texts';
import { LANGUAGE_NOTICE_COOKIE, noticePath } from '@/lib/routing/language-notice';

function takeNotice(): string | null {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${LANGUAGE_NOTICE_COOKIE}=`));
  if (!entry) return null;
  document.cookie = `${LANGUAGE_NOTICE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  return noticePath(entry.slice(LANGUAGE_NOTICE_COOKIE.length + 1));
}

export function LanguageNotice({ locale }: { locale: string }) {
  const [notice, setNotice] = useState<{ from: string; texts: Texts<'languageNotice'> } | null>(null);
  // The cookie is the browser's: read after hydration, so the cached page's markup stays the same for all.
  useEffect(() => {
    const from = takeNotice();
    if (!from) return;
    let live = true;
    loadTexts('languageNotice', locale).then(
      (texts) => live && setNotice({ from, texts }),
      () => undefined, // No texts, no notice: the visitor is on the home page all the same.
    );
    return () => {
      live = false;
    };
  }, [locale]);
  if (!notice) return null;
  const { from } = notice;
  const t = translator(notice.texts, 'languageNotice');
  const otherLanguage = from.startsWith('/it') ? 'it' : 'en';
  return (
    <div role="status" className="border-b border-line bg-frost no-print" data-language-notice>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm">
        <p>{t('text')}</p>
        <a href={from} hrefLang={otherLanguage} className="font-semibold text-leaf underline">
          {t('back')}
        </a>
        <button type="button" onClick={() => setNotice(null)} className="ml-auto rounded px-2 py-1 hover:bg-white">
          {t('close')}
        </button>
      </div>
    </div>
  );
}
