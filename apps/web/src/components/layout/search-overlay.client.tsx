'use client';
// The header's search dialog, fetched on demand by the search icon (search-button.client.tsx): a
// combobox that suggests results while typing (GET /api/search, debounced), grouped by type.
// Arrow keys move through the suggestions, Enter opens one (or the full results page), Escape closes.
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { type Texts, translator } from '@/i18n/texts';
import type { SearchApiAnswer } from '@/lib/search/api';
import { startProgress } from '@/lib/navigation-progress';
import { MAX_QUERY_LENGTH } from '@/lib/search/query';
import { CloseButton } from '../ui/close-button';
import { useModal } from '../ui/use-modal';

/** Quiet time after the last keystroke before asking the server. */
const DEBOUNCE_MS = 200;

type Status = 'idle' | 'loading' | 'done' | 'error' | 'limited';

type Option = { key: string; url: string };

const marks = '[&_mark]:rounded-sm [&_mark]:bg-sun/40 [&_mark]:px-0.5 [&_mark]:text-inherit';

export type SearchOverlayProps = {
  open: boolean;
  onClose: () => void;
  /** The icon that opened the dialog: it gets the focus back. */
  opener: RefObject<HTMLAnchorElement | null>;
  searchHref: string;
  mode: 'B2C' | 'B2B';
  texts: Texts<'search'>;
};

/** Stays mounted once loaded (rendering nothing while closed), so the query and suggestions are there again on reopening. */
export function SearchOverlay({ open, onClose, opener, searchHref, mode, texts }: SearchOverlayProps) {
  const t = translator(texts, 'search');
  const th = translator(texts, 'header');
  const { locale } = texts;
  const router = useRouter();
  const [value, setValue] = useState('');
  const [answer, setAnswer] = useState<SearchApiAnswer | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [active, setActive] = useState(-1);
  const ids = useId();
  const inputId = `${ids}-q`;
  const listId = `${ids}-list`;
  const input = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const request = useRef<AbortController | null>(null);

  const fullResults = (q: string) => (q.trim() ? `${searchHref}?${new URLSearchParams({ q: q.trim() }).toString()}` : searchHref);
  const options: Option[] = answer?.total
    ? [...answer.groups.flatMap((g) => g.hits.map((h): Option => ({ key: h.id, url: h.url }))), { key: 'all', url: fullResults(value) }]
    : [];
  const optionId = (key: string) => `${listId}-${key.replace(/[^\w-]/g, '-')}`;
  const activeOption = active >= 0 ? options[active] : undefined;

  function cancel() {
    if (timer.current) clearTimeout(timer.current);
    request.current?.abort();
  }

  function close() {
    cancel();
    onClose();
  }

  // Modal (ui/use-modal.ts): focus in the field and kept in the dialog, Escape closes, the page
  // behind neither scrolls nor reaches assistive technology, focus back to the search icon.
  useModal({ open, panel: dialog, onClose: close, initialFocus: () => input.current, returnFocus: () => opener.current });

  useEffect(() => {
    const pending = timer;
    const inFlight = request;
    return () => {
      if (pending.current) clearTimeout(pending.current);
      inFlight.current?.abort();
    };
  }, []);

  const activeId = activeOption ? optionId(activeOption.key) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  async function fetchSuggestions(q: string) {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    try {
      const response = await fetch(`/api/search?${new URLSearchParams({ q, locale, mode }).toString()}`, {
        signal: controller.signal,
        headers: { Accept: 'application/json' },
      });
      if (response.status === 429) {
        setStatus('limited');
        return;
      }
      if (!response.ok) throw new Error(`search answered ${response.status}`);
      const next = (await response.json()) as SearchApiAnswer;
      setAnswer(next);
      setActive(-1);
      setStatus('done');
    } catch (error) {
      if (controller.signal.aborted) return;
      setStatus('error');
      console.warn('search suggestions failed', error);
    }
  }

  function onChange(next: string) {
    setValue(next);
    cancel();
    if (!next.trim()) {
      setAnswer(null);
      setActive(-1);
      setStatus('idle');
      return;
    }
    setStatus('loading');
    timer.current = setTimeout(() => void fetchSuggestions(next), DEBOUNCE_MS);
  }

  function go(url: string) {
    close();
    if (url.startsWith('/')) {
      startProgress();
      router.push(url);
    } else window.location.assign(url);
  }

  function onInputKey(e: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    if (e.key === 'ArrowDown' && count) {
      e.preventDefault();
      setActive((a) => (a + 1) % count);
    } else if (e.key === 'ArrowUp' && count) {
      e.preventDefault();
      setActive((a) => (a <= 0 ? count - 1 : a - 1));
    } else if (e.key === 'Enter' && activeOption) {
      e.preventDefault();
      go(activeOption.url);
    }
  }

  const announcement =
    status === 'done' && answer
      ? !answer.ready
        ? t('unavailable')
        : answer.total
          ? t('announce', { count: answer.total })
          : t('noSuggestions', { q: answer.q })
      : status === 'error'
        ? t('unavailable')
        : status === 'limited'
          ? t('tooMany')
          : '';
  const expanded = options.length > 0;
  // Where each group's hits start in `options` (the arrow keys' order).
  const starts: number[] = [];
  for (let i = 0, at = 0; answer && i < answer.groups.length; i += 1) {
    starts.push(at);
    at += answer.groups[i]?.hits.length ?? 0;
  }

  if (!open) return null;
  // In <body>: the header moves with transforms, which would make it the box of a fixed overlay.
  return createPortal(
    <>
      <div aria-hidden="true" className="fixed inset-0 z-40 bg-ink/40" onClick={close} data-modal-backdrop />
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-label={th('searchLabel')}
        className="fixed inset-x-0 top-0 z-50 max-h-[100dvh] overflow-y-auto bg-white p-4 shadow-xl sm:p-6"
        data-search-dialog
      >
        <form
          action={searchHref}
          method="get"
          role="search"
          className="mx-auto flex max-w-3xl items-center gap-2 sm:gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            go(fullResults(value));
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            {th('searchLabel')}
          </label>
          <input
            ref={input}
            id={inputId}
            name="q"
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={activeId}
            autoComplete="off"
            maxLength={MAX_QUERY_LENGTH}
            required
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onKeyDown={onInputKey}
            placeholder={th('searchPlaceholder')}
            className="min-w-0 flex-1 rounded-full border border-line px-4 py-3 text-base sm:px-5 sm:text-lg"
          />
          <button type="submit" className="rounded-full bg-leaf px-4 py-3 font-semibold text-white hover:bg-leaf-dark sm:px-5">
            {th('searchSubmit')}
          </button>
          <CloseButton label={th('closeSearch')} onClose={close} />
        </form>
        <p aria-live="polite" className="sr-only" data-search-announce>
          {announcement}
        </p>
        <div className="mx-auto mt-3 max-w-3xl">
          {status === 'loading' && !answer ? <p className="px-2 py-3 text-sm text-ink-soft">{t('searching')}</p> : null}
          {announcement && !expanded ? (
            <p className="px-2 py-3 text-ink-soft" data-search-message>
              {announcement}
            </p>
          ) : null}
          <div
            id={listId}
            role="listbox"
            aria-label={t('suggestions')}
            hidden={!expanded}
            className="max-h-[calc(100dvh-7rem)] overflow-y-auto sm:max-h-[70dvh]"
            data-search-suggestions
          >
            {expanded && answer
              ? answer.groups.map((group, g) => (
                  <div key={group.type} role="group" aria-labelledby={`${listId}-${group.type}`} className="border-t border-line py-2 first:border-t-0">
                    <div id={`${listId}-${group.type}`} role="presentation" className="px-2 py-1 text-xs font-semibold uppercase tracking-wider text-leaf">
                      {t('groupCount', { type: t(`types.${group.type}`), count: group.count })}
                    </div>
                    {group.hits.map((hit, h) => {
                      const index = (starts[g] ?? 0) + h;
                      const selected = index === active;
                      return (
                        <div
                          key={hit.id}
                          id={optionId(hit.id)}
                          role="option"
                          aria-selected={selected}
                          onMouseDown={(e) => e.preventDefault()}
                          onMouseEnter={() => setActive(index)}
                          onClick={() => go(hit.url)}
                          className={`flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 ${selected ? 'bg-frost ring-2 ring-leaf' : 'hover:bg-frost'}`}
                          data-search-option={hit.id}
                        >
                          {hit.image ? (
                            // eslint-disable-next-line @next/next/no-img-element -- a small CMS thumbnail
                            <img src={hit.image.url} alt="" width={48} height={48} className="h-12 w-12 shrink-0 rounded-md object-cover" />
                          ) : null}
                          <span className="min-w-0 flex-1">
                            <span className={`block font-semibold ${marks}`} dangerouslySetInnerHTML={{ __html: hit.titleHtml }} />
                          </span>
                        </div>
                      );
                    })}
                  </div>
                ))
              : null}
            {expanded && answer ? (
              <div
                id={optionId('all')}
                role="option"
                aria-selected={active === options.length - 1}
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => setActive(options.length - 1)}
                onClick={() => go(fullResults(value))}
                className={`mt-1 cursor-pointer rounded-lg border-t border-line px-2 py-3 font-semibold text-leaf underline ${active === options.length - 1 ? 'bg-frost ring-2 ring-leaf' : 'hover:bg-frost'}`}
                data-search-all
              >
                {t('seeAll', { q: answer.q })}
              </div>
            ) : null}
          </div>
        </div>
      </div>
    </>,
    document.body,
  );
}
