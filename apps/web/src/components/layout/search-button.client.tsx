'use client';
// The header's search icon: a plain link to the search page without JavaScript; with it, a click
// opens the search dialog (search-overlay.client.tsx). The dialog's code and texts are fetched when
// the icon is pointed at or focused, or at the latest on the click, so they are not in every page's
// first-load JavaScript or payload; if they cannot be fetched, the click goes to the search page after all.
import { type ComponentType, type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import { loadTexts } from '@/i18n/lazy-texts';
import type { Texts } from '@/i18n/texts';
import { loadOnce } from '@/lib/load-once';
import type { SearchOverlayProps } from './search-overlay.client';

const loadCode = loadOnce(() => import('./search-overlay.client').then((module) => module.SearchOverlay));

type Loaded = { Overlay: ComponentType<SearchOverlayProps>; texts: Texts<'search'> };

const loadOverlay = (locale: string): Promise<Loaded> =>
  Promise.all([loadCode(), loadTexts('search', locale)]).then(([Overlay, texts]) => ({ Overlay, texts }));

/** How long a click waits for the dialog's code before going to the search page instead. */
export const SEARCH_DIALOG_TIMEOUT_MS = 8_000;

type Props = { searchHref: string; label: string; mode: 'B2C' | 'B2B'; locale: string };

export function SearchButton({ searchHref, label, mode, locale }: Props) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [open, setOpen] = useState(false);
  // A click that waits for the dialog's code.
  const [waiting, setWaiting] = useState(false);
  const opener = useRef<HTMLAnchorElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!waiting) return;
    let settled = false;
    const fallBack = (reason: string) => {
      settled = true;
      console.warn('Search dialog not loaded, opening the search page', reason);
      window.location.assign(searchHref);
    };
    const timer = setTimeout(() => fallBack(`no answer after ${SEARCH_DIALOG_TIMEOUT_MS} ms`), SEARCH_DIALOG_TIMEOUT_MS);
    loadOverlay(locale).then(
      (dialog) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        setLoaded(dialog);
        setOpen(true);
        setWaiting(false);
      },
      (error: unknown) => {
        if (settled) return;
        clearTimeout(timer);
        fallBack(error instanceof Error ? error.message : String(error));
      },
    );
    // Unmounted (a navigation) before the code arrived: that click is forgotten.
    return () => {
      settled = true;
      clearTimeout(timer);
    };
  }, [waiting, searchHref, locale]);

  const prefetch = () => {
    if (loaded) return;
    loadOverlay(locale).then(
      (dialog) => setLoaded(dialog),
      // Only a head start: a click fetches again and falls back to the search page.
      () => undefined,
    );
  };

  function onOpen(e: MouseEvent<HTMLAnchorElement>) {
    // With JavaScript the icon opens the overlay; without, it is a plain link to the search page.
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    if (loaded) setOpen(true);
    else setWaiting(true);
  }

  return (
    <>
      <a
        ref={opener}
        href={searchHref}
        onClick={onOpen}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={waiting || undefined}
        className="inline-flex rounded p-2 hover:bg-frost"
        data-search-open
      >
        <span className="sr-only">{label}</span>
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-4-4" />
        </svg>
      </a>
      {loaded ? <loaded.Overlay open={open} onClose={close} opener={opener} searchHref={searchHref} mode={mode} texts={loaded.texts} /> : null}
    </>
  );
}
