'use client';
// Site-wide behaviour on navigation: loading progress bar for every wait (throttle 200 ms, at most
// 5000 ms), smooth scroll to top on another page (1000 ms, hash anchors honoured; a new query on
// the same page keeps the scroll), online/offline notice, and one reload
// (at most every 60 s) when a code chunk fails to load.
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { type Texts, translator } from '@/i18n/texts';
import { PROGRESS_EVENT, type ProgressSignal } from '@/lib/navigation-progress';

export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_MAX_MS = 5000;
export const SCROLL_DURATION_MS = 1000;
export const RELOAD_GUARD_MS = 60_000;
const RELOAD_KEY = 'brina-chunk-reload-at';

function smoothScrollTop(duration: number) {
  const start = window.scrollY;
  if (start === 0) return;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, 0);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - began) / duration);
    const eased = 1 - Math.pow(1 - t, 3);
    window.scrollTo(0, Math.round(start * (1 - eased)));
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The current URL as the route key spells it (path and normalised query). */
function locationKey(): string {
  return `${window.location.pathname}?${new URLSearchParams(window.location.search).toString()}`;
}

function useProgress(routeKey: string) {
  const [state, setState] = useState<'idle' | 'loading'>('idle');
  const timers = useRef<number[]>([]);
  const shownKey = useRef(routeKey);
  useEffect(() => {
    const clear = () => {
      timers.current.forEach((t) => window.clearTimeout(t));
      timers.current = [];
    };
    const start = () => {
      clear();
      timers.current.push(window.setTimeout(() => setState('loading'), PROGRESS_THROTTLE_MS));
      timers.current.push(window.setTimeout(() => setState('idle'), PROGRESS_MAX_MS));
    };
    const end = () => {
      clear();
      setState('idle');
    };
    const onClick = (e: MouseEvent) => {
      const anchor = (e.target as HTMLElement | null)?.closest('a');
      if (
        !anchor ||
        e.defaultPrevented ||
        e.button !== 0 ||
        e.metaKey ||
        e.ctrlKey ||
        e.shiftKey ||
        anchor.target === '_blank' ||
        anchor.hasAttribute('download')
      )
        return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || (url.pathname === window.location.pathname && url.search === window.location.search)) return;
      start();
    };
    // Back and forward: the browser has already moved to the entry's URL (a hash change is no wait).
    const onPopState = () => {
      if (locationKey() !== shownKey.current) start();
    };
    // A form the page does not handle itself: the browser posts it and loads the answer.
    const onSubmit = (e: SubmitEvent) => {
      const form = e.target instanceof HTMLFormElement ? e.target : null;
      if (form && !e.defaultPrevented && form.target !== '_blank') start();
    };
    const onSignal = (e: Event) => ((e as CustomEvent<ProgressSignal>).detail === 'end' ? end() : start());
    document.addEventListener('click', onClick);
    document.addEventListener('submit', onSubmit);
    window.addEventListener('popstate', onPopState);
    window.addEventListener(PROGRESS_EVENT, onSignal);
    return () => {
      clear();
      document.removeEventListener('click', onClick);
      document.removeEventListener('submit', onSubmit);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener(PROGRESS_EVENT, onSignal);
    };
  }, []);
  // A new route ends the progress bar (state adjusted while rendering, not in an effect).
  const [shownFor, setShownFor] = useState(routeKey);
  if (shownFor !== routeKey) {
    setShownFor(routeKey);
    setState('idle');
  }
  useEffect(() => {
    shownKey.current = routeKey;
    timers.current.forEach((t) => window.clearTimeout(t));
    timers.current = [];
  }, [routeKey]);
  return state;
}

export function PageEffects({ texts }: { texts: Texts<'pageEffects'> }) {
  const t = translator(texts, 'network');
  const ta = translator(texts, 'a11y');
  const pathname = usePathname();
  const search = useSearchParams();
  const routeKey = `${pathname}?${search.toString()}`;
  const progress = useProgress(routeKey);
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const [backOnline, setBackOnline] = useState(false);
  const shownPath = useRef<string | null>(null);

  // A hash names where to go; another page starts at the top; a new query on the same page
  // (filters, sorting) keeps the visitor where they are.
  useEffect(() => {
    const previous = shownPath.current;
    shownPath.current = pathname;
    if (previous === null) return;
    const hash = window.location.hash.slice(1);
    const target = hash ? document.getElementById(decodeURIComponent(hash)) : null;
    if (target) target.scrollIntoView({ behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    else if (previous !== pathname) smoothScrollTop(SCROLL_DURATION_MS);
  }, [routeKey, pathname]);

  useEffect(() => {
    let timer = 0;
    const up = () => {
      setBackOnline(true);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setBackOnline(false), 4000);
    };
    window.addEventListener('online', up);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', up);
    };
  }, []);

  useEffect(() => {
    const isChunkError = (reason: unknown) => {
      const text = reason instanceof Error ? `${reason.name} ${reason.message}` : String(reason);
      return /ChunkLoadError|Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module/.test(text);
    };
    const reloadOnce = (reason: unknown) => {
      if (!isChunkError(reason)) return;
      const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
      if (Date.now() - last < RELOAD_GUARD_MS) return;
      sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
      window.location.reload();
    };
    const onError = (e: ErrorEvent) => reloadOnce(e.error ?? e.message);
    const onRejection = (e: PromiseRejectionEvent) => reloadOnce(e.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  return (
    <>
      <div
        role="progressbar"
        aria-label={ta('loading')}
        aria-hidden={progress === 'idle'}
        data-progress={progress}
        className={`fixed left-0 top-0 z-[60] h-1 bg-sun transition-all ease-out no-print ${progress === 'loading' ? 'w-4/5 opacity-100 duration-[5000ms]' : 'w-0 opacity-0 duration-200'}`}
      />
      <div aria-live="polite" className="no-print">
        {!online ? (
          <p className="fixed bottom-4 left-1/2 z-[60] -translate-x-1/2 rounded-full bg-ink px-5 py-3 text-white shadow-lg" data-network="offline">
            {t('offline')}
          </p>
        ) : null}
        {online && backOnline ? (
          <p className="fixed bottom-4 left-1/2 z-[60] -translate-x-1/2 rounded-full bg-leaf px-5 py-3 text-white shadow-lg" data-network="online">
            {t('online')}
          </p>
        ) : null}
      </div>
    </>
  );
}
