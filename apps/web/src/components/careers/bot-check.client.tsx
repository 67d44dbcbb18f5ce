'use client';
// The application's bot protection before sending: the self-hosted ALTCHA widget (bundled, loaded
// when the summary shows, its worker served from this site). `proof()` gives the payload to send,
// solving the challenge first when the visitor has not ticked the box yet.
import 'altcha/altcha.css';
import './bot-check.css';
import type {} from 'altcha/types/react';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';

export type BotCheckHandle = { proof(): Promise<string | null>; reset(): void };
export type BotCheckTexts = { title: string; loadFailed: string; executeFailed: string; retry: string };

type Status = 'loading' | 'ready' | 'load-failed' | 'failed';
type AltchaElement = HTMLElementTagNameMap['altcha-widget'];

let loading: Promise<void> | null = null;

/** Loads the widget, its Italian texts and its worker once per page; a failed load may be retried. */
function loadAltcha(): Promise<void> {
  loading ??= import('altcha/external')
    .then(() => import('altcha/i18n/it'))
    .then(() => {
      globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Worker(new URL('./altcha-worker.ts', import.meta.url)));
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** Resolves when the widget leaves the "verifying" state. */
function settled(element: AltchaElement): Promise<void> {
  return new Promise((resolve) => {
    const onState = (event: Event) => {
      if ((event as CustomEvent<{ state?: string }>).detail?.state === 'verifying') return;
      element.removeEventListener('statechange', onState);
      resolve();
    };
    element.addEventListener('statechange', onState);
  });
}

export function BotCheck({ challengeUrl, texts, ref }: { challengeUrl: string; texts: BotCheckTexts; ref?: Ref<BotCheckHandle> }) {
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);
  const widget = useRef<AltchaElement | null>(null);

  useEffect(() => {
    let live = true;
    loadAltcha().then(
      () => live && setStatus('ready'),
      () => live && setStatus('load-failed'),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  useImperativeHandle(
    ref,
    () => ({
      async proof() {
        const element = widget.current;
        if (!element || typeof element.verify !== 'function') return null;
        // Ticking the box (or focusing it) may have started a verification: wait for it.
        if (element.getState() === 'verifying') await settled(element);
        const ready = element.querySelector<HTMLInputElement>('input[type="hidden"][name="altcha"]')?.value;
        if (element.getState() === 'verified' && ready) return ready;
        try {
          const result = await element.verify();
          if (result?.payload) return result.payload;
        } catch {
          // Reported below, like a failed verification.
        }
        setStatus('failed');
        return null;
      },
      reset() {
        const element = widget.current;
        if (element && typeof element.reset === 'function') element.reset();
        setStatus((s) => (s === 'failed' ? 'ready' : s));
      },
    }),
    [],
  );

  const failure = status === 'load-failed' ? { title: 'Failed to load script', help: texts.loadFailed } : status === 'failed' ? { title: 'Failed to execute', help: texts.executeFailed } : null;

  return (
    <div className="mt-6" data-bot-check={status}>
      <p className="font-semibold">{texts.title}</p>
      {status === 'ready' || status === 'failed' ? (
        <altcha-widget
          ref={(element: HTMLElement | null) => {
            widget.current = element as AltchaElement | null;
          }}
          challenge={challengeUrl}
          name="altcha"
          auto="onfocus"
          language="it"
          workers={2}
          configuration={JSON.stringify({ hideFooter: true, hideLogo: true })}
        />
      ) : null}
      <div aria-live="polite">
        {failure ? (
          <div role="alert" className="mt-3 rounded-lg border border-berry bg-white p-3 text-berry" data-bot-error>
            <p className="font-semibold" lang="en">
              {failure.title}
            </p>
            <p className="mt-1 text-ink">{failure.help}</p>
            <button
              type="button"
              className="mt-2 rounded-full border border-berry px-4 py-1 font-semibold hover:bg-berry hover:text-white"
              onClick={() => {
                if (status === 'load-failed') {
                  setStatus('loading');
                  setAttempt((n) => n + 1);
                } else {
                  widget.current?.reset();
                  setStatus('ready');
                }
              }}
            >
              {texts.retry}
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
