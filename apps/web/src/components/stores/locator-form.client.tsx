'use client';
// The locator form's enhancements: "use my position" (browser geolocation, shown only where it
// exists) and focus on the first field in error after a search the server refused.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { type Texts, translator } from '@/i18n/texts';

const noSubscription = () => () => {};
const hasGeolocation = () => typeof navigator !== 'undefined' && 'geolocation' in navigator;

/** Four decimals are about ten metres: enough to rank shops, no more of the visitor's position than needed. */
const coordinate = (n: number) => n.toFixed(4);

type Status = 'idle' | 'locating' | 'failed';

export function UsePositionButton({ texts }: { texts: Texts<'stores'> }) {
  const t = translator(texts, 'stores');
  // False on the server and without the API: the button appears only where it can work.
  const available = useSyncExternalStore(noSubscription, hasGeolocation, () => false);
  const [status, setStatus] = useState<Status>('idle');
  const button = useRef<HTMLButtonElement>(null);
  if (!available) return null;

  const locate = () => {
    const form = button.current?.form;
    if (!form) return;
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const url = new URL(form.action, window.location.href);
        const product = new FormData(form).get('product');
        const query = new URLSearchParams({
          product: typeof product === 'string' ? product : '',
          lat: coordinate(coords.latitude),
          lng: coordinate(coords.longitude),
        });
        url.search = query.toString();
        // A full page load, like the form's own submission: the server renders the results.
        window.location.assign(url.toString());
      },
      () => setStatus('failed'),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  };

  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <button
        ref={button}
        type="button"
        onClick={locate}
        disabled={status === 'locating'}
        className="inline-flex items-center gap-2 rounded-full border-2 border-leaf px-5 py-2 font-semibold text-leaf hover:bg-frost disabled:opacity-60"
        data-use-position
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="3" />
          <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
          <circle cx="12" cy="12" r="7" />
        </svg>
        {t('usePosition')}
      </button>
      <p role="status" className={`text-sm ${status === 'failed' ? 'font-semibold text-berry' : 'text-ink-soft'}`}>
        {status === 'locating' ? t('locating') : status === 'failed' ? t('positionError') : ''}
      </p>
    </div>
  );
}

/** After a refused search, the first field in error gets the focus (its message is read with it). */
export function FocusFirstInvalid() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    marker.current?.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, []);
  return <span ref={marker} hidden />;
}
