'use client';
// The search icon opens an overlay with a search form (submits to the search page of the mode).
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { CloseButton } from '../ui/close-button';

export function SearchOverlay({ searchHref, label }: { searchHref: string; label: string }) {
  const t = useTranslations('header');
  const [open, setOpen] = useState(false);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    input.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    const button = opener.current;
    return () => {
      document.removeEventListener('keydown', onKey);
      button?.focus();
    };
  }, [open]);

  return (
    <>
      <button ref={opener} type="button" onClick={() => setOpen(true)} aria-expanded={open} className="rounded p-2 hover:bg-frost" data-search-open>
        <span className="sr-only">{label}</span>
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-4-4" />
        </svg>
      </button>
      {open ? (
        <div role="dialog" aria-modal="true" aria-label={t('searchLabel')} className="fixed inset-x-0 top-0 z-50 bg-white p-6 shadow-xl">
          <form action={searchHref} method="get" role="search" className="mx-auto flex max-w-3xl items-center gap-3">
            <label htmlFor={inputId} className="sr-only">
              {t('searchLabel')}
            </label>
            <input ref={input} id={inputId} name="q" type="search" required placeholder={t('searchPlaceholder')} className="flex-1 rounded-full border border-line px-5 py-3 text-lg" />
            <button type="submit" className="rounded-full bg-leaf px-5 py-3 font-semibold text-white hover:bg-leaf-dark">
              {t('searchSubmit')}
            </button>
            <CloseButton label={t('closeSearch')} onClose={() => setOpen(false)} />
          </form>
        </div>
      ) : null}
    </>
  );
}
