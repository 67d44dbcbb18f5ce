'use client';
// Site-wide behaviour on navigation: loading progress bar (throttle 200 ms, at most 5000 ms),
// smooth scroll to top (1000 ms, hash anchors honoured), online/offline notice, and one reload
// (at most every 60 s) when a code chunk fails to load.
import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

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

function useProgress(routeKey: string) {
  const [state, setState] = useState<'idle' | 'loading'>('idle');
  const timers = useRef<number[]>([]);
  const clear = () => {
    timers.current.forEach((t) => window.clearTimeout(t));
    timers.current = [];
  };
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const anchor = (e.target as HTMLElement | null)?.closest('a');
      if (!anchor || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || anchor.target === '_blank') return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || (url.pathname === window.location.pathname && url.search === window.location.search)) return;
      clear();
      timers.current.push(window.setTimeout(() => setState('loading'), PROGRESS_THROTTLE_MS));
      timers.current.push(window.setTimeout(() => setState('idle'), PROGRESS_MAX_MS));
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  // A new route ends the progress bar (state adjusted while rendering, not in an effect).
  const [shownFor, setShownFor] = useState(routeKey);
  if (shownFor !== routeKey) {
    setShownFor(routeKey);
    setState('idle');
  }
  useEffect(() => clear, [routeKey]);
  return state;
}

export function PageEffects() {
  const t = useTranslations('network');
  const ta = useTranslations('a11y');
  const pathname = usePathname();
  const search = useSearchParams();
  const routeKey = `${pathname}?${search.toString()}`;
  const progress = useProgress(routeKey);
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
  const [backOnline, setBackOnline] = useState(false);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const hash = window.location.hash.slice(1);
    const target = hash ? document.getElementById(decodeURIComponent(hash)) : null;
    if (target) target.scrollIntoView({ behavior: 'smooth' });
    else smoothScrollTop(SCROLL_DURATION_MS);
  }, [routeKey]);

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
        {!online ? <p className="fixed bottom-4 left-1/2 z-[60] -translate-x-1/2 rounded-full bg-ink px-5 py-3 text-white shadow-lg" data-network="offline">{t('offline')}</p> : null}
        {online && backOnline ? <p className="fixed bottom-4 left-1/2 z-[60] -translate-x-1/2 rounded-full bg-leaf px-5 py-3 text-white shadow-lg" data-network="online">{t('online')}</p> : null}
      </div>
    </>
  );
}
