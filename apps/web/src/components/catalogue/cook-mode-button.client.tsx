'use client';
// The button that opens cook mode. It needs JavaScript, so it is drawn only once the page is
// interactive; the dialog's code (cook-mode.client.tsx) is fetched when the button is pointed at,
// focused or pressed, not with the page.
import { type ComponentType, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { whenOfflineReady } from '@/lib/kitchen/offline-prefetch';
import { loadOnce } from '@/lib/load-once';
import type { CookModeProps, CookStep, CookTexts } from './cook-mode.client';

const noSubscription = () => () => undefined;
const loadCookMode = loadOnce(() => import('./cook-mode.client').then((module) => module.CookMode));

export function CookModeButton({ title, steps, texts }: { title: string; steps: CookStep[]; texts: CookTexts }) {
  // False in the server's HTML and at hydration, true once the page is interactive.
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [Dialog, setDialog] = useState<ComponentType<CookModeProps> | null>(null);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  // Where the offline worker keeps this page, the dialog's code is fetched (and kept) too.
  useEffect(() => whenOfflineReady(() => void loadCookMode().catch(() => undefined)), []);
  if (!ready || steps.length === 0) return null;

  const prefetch = () => void loadCookMode().catch(() => undefined);
  const start = () =>
    loadCookMode().then(
      (component) => {
        setDialog(() => component);
        setOpen(true);
      },
      (error: unknown) => console.warn('Cook mode not loaded', error instanceof Error ? error.message : String(error)),
    );
  return (
    <>
      <button
        ref={opener}
        type="button"
        onClick={start}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        className="no-print rounded-full bg-leaf px-5 py-2 font-semibold text-white hover:bg-leaf-dark"
        data-cook-mode-open
      >
        {texts.open}
      </button>
      {open && Dialog ? <Dialog title={title} steps={steps} texts={texts} onClose={() => setOpen(false)} returnFocus={() => opener.current} /> : null}
    </>
  );
}
