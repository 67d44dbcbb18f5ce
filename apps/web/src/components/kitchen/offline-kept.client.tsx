'use client';
// What the offline service worker keeps in this browser (the recipes opened, the list), shown
// with their titles, and a button that clears it all.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { type Texts, translator } from '@/i18n/texts';

const PREFIX = 'brina-offline-';
const RECIPE_PAGE = /^\/(it|en)(\/foodservice)?\/(ricette|recipes)\/[^/]+\/[^/]+\/?$/;

type Kept = { url: string; title: string };
const noSubscription = () => () => undefined;

async function keptPages(): Promise<Kept[]> {
  const out: Kept[] = [];
  for (const name of (await caches.keys()).filter((k) => k.startsWith(PREFIX))) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      if (url.origin !== window.location.origin || !RECIPE_PAGE.test(url.pathname)) continue;
      const html = (await (await cache.match(request))?.text()) ?? '';
      const title = new DOMParser().parseFromString(html, 'text/html').querySelector('h1')?.textContent?.trim();
      out.push({ url: url.pathname + url.search, title: title || url.pathname });
    }
  }
  return out;
}

export function OfflineKept({ texts }: { texts: Texts<'kitchen'> }) {
  const t = translator(texts, 'kitchen.kept');
  const [pages, setPages] = useState<Kept[] | null>(null);
  const [status, setStatus] = useState('');
  // Null in the server's HTML and at hydration: the browser's answer comes after.
  const supported = useSyncExternalStore(
    noSubscription,
    () => 'caches' in window && 'serviceWorker' in navigator,
    () => null,
  );

  useEffect(() => {
    if (!('caches' in window)) return;
    let live = true;
    keptPages().then(
      (found) => live && setPages(found),
      () => live && setPages([]),
    );
    return () => {
      live = false;
    };
  }, []);

  const clear = async () => {
    for (const name of (await caches.keys()).filter((k) => k.startsWith(PREFIX))) await caches.delete(name);
    setPages([]);
    setStatus(t('cleared'));
  };

  return (
    <section aria-labelledby="offline-kept-title" className="no-print mt-12 rounded-2xl bg-white p-6 ring-1 ring-line" data-offline-kept>
      <h2 id="offline-kept-title" className="font-serif text-2xl font-semibold">
        {t('title')}
      </h2>
      <p className="mt-2 text-ink-soft">{t('intro')}</p>
      {supported === null ? null : !supported ? (
        <p className="mt-3">{t('unsupported')}</p>
      ) : pages && pages.length ? (
        <>
          <ul className="mt-3 list-disc space-y-1 pl-6" data-offline-pages>
            {pages.map((p) => (
              <li key={p.url}>
                <a href={p.url} className="text-leaf underline">
                  {p.title}
                </a>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => void clear()}
            className="mt-4 rounded-full px-5 py-2 font-semibold text-berry ring-1 ring-line hover:bg-frost"
            data-offline-clear
          >
            {t('clear')}
          </button>
        </>
      ) : pages ? (
        <p className="mt-3">{t('none')}</p>
      ) : null}
      <p role="status" className="mt-2 min-h-6 text-leaf">
        {status}
      </p>
    </section>
  );
}
