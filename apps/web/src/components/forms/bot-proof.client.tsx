'use client';
// The bot-protection proof a form sends: the self-hosted ALTCHA widget (bundled, loaded on demand,
// its worker served from this site), or reCAPTCHA v3 when the site is configured for it. When the
// script cannot load or the proof cannot be computed, the visitor reads the spec's error
// ('Failed to load script' / 'Failed to execute') and how to retry. The forms take its texts from
// the messages; the careers wizard (Italian only, labels editable in the CMS) passes its own.
import 'altcha/altcha.css';
import type {} from 'altcha/types/react';
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { type Texts, translator } from '@/i18n/texts';
import { loadOnce } from '@/lib/load-once';

export type BotProtection = { mode: 'altcha'; challengeUrl: string } | { mode: 'recaptcha'; siteKey: string };
export type BotProof = { field: string; value: string };
export type BotProofHandle = {
  /** The proof to send, computing it now if needed; null when it cannot be had (the widget says why). */
  proof(): Promise<BotProof | null>;
  /** A proof is used once: after a post, the next one needs a new proof. */
  reset(): void;
};

type Status = 'loading' | 'ready' | 'working' | 'verified' | 'load-failed' | 'failed';

type AltchaElement = HTMLElementTagNameMap['altcha-widget'];
type Grecaptcha = { ready(callback: () => void): void; execute(siteKey: string, options: { action: string }): Promise<string> };

/** The widget in the site's colours (its defaults use light-dark() and a blue accent). */
const WIDGET_COLORS = {
  '--altcha-color-base': '#ffffff',
  '--altcha-color-base-content': '#14302a',
  '--altcha-color-neutral': '#6b8a81',
  '--altcha-color-neutral-content': '#3d5a52',
  '--altcha-border-color': '#6b8a81',
  '--altcha-checkbox-border-color': '#3d5a52',
  '--altcha-color-primary': '#1f6f4a',
  '--altcha-color-success': '#1f6f4a',
  '--altcha-color-error': '#8c2f4b',
  '--altcha-border-radius': '0.5rem',
};

/** Loads the widget and its worker once per page; a failed load can be tried again. */
const loadAltcha = loadOnce(() =>
  // The Italian texts first, so the widget starts in the page's language (either module creates
  // the shared `$altcha` registry).
  import('altcha/i18n/it')
    .then(() => import('altcha/external'))
    .then(() => {
      globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Worker(new URL('./altcha-worker.ts', import.meta.url)));
    }),
);

let recaptchaLoading: Promise<Grecaptcha> | null = null;

function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  recaptchaLoading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const api = (window as Window & { grecaptcha?: Grecaptcha }).grecaptcha;
      if (api) api.ready(() => resolve(api));
      else reject(new Error('reCAPTCHA did not start'));
    };
    script.onerror = () => reject(new Error('reCAPTCHA script failed to load'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    recaptchaLoading = null;
    throw error;
  });
  return recaptchaLoading;
}

type Props = { protection: BotProtection; action: string; locale: 'it' | 'en'; ref?: Ref<BotProofHandle> };

export type BotProofTexts = {
  /** A heading above the widget (the careers summary names the check). */
  title?: string;
  loadFailed: string;
  executeFailed: string;
  retry: string;
  /** Google's notice, required in reCAPTCHA mode. */
  recaptchaNotice?: ReactNode;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The widget's methods answer once it has mounted (shortly after its element is upgraded). */
async function mounted(element: AltchaElement): Promise<boolean> {
  await customElements.whenDefined('altcha-widget');
  for (let i = 0; i < 100; i += 1) {
    try {
      element.getState();
      return true;
    } catch {
      await sleep(50);
    }
  }
  return false;
}

function hiddenPayload(element: AltchaElement): string | null {
  return element.querySelector<HTMLInputElement>('input[type="hidden"][name="altcha"]')?.value || null;
}

/** The widget's payload: the one it already has, the one it is computing, or a new one. */
async function altchaPayload(element: AltchaElement): Promise<string | null> {
  if (!(await mounted(element))) return null;
  const state = element.getState();
  if (state === 'verified') return hiddenPayload(element);
  if (state === 'verifying') {
    return new Promise((resolve) => {
      const onState = (event: Event) => {
        const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
        if (detail?.state === 'verifying') return;
        element.removeEventListener('statechange', onState);
        resolve(detail?.state === 'verified' ? (detail.payload ?? hiddenPayload(element)) : null);
      };
      element.addEventListener('statechange', onState);
    });
  }
  const result = await element.verify();
  return result?.payload ?? null;
}

/** The bot check with the site's messages (contacts.bot) in the page's language. */
export function BotProofField({ texts: all, ...props }: Props & { texts: Texts<'form'> }) {
  const t = translator(all, 'contacts.bot');
  const texts: BotProofTexts = {
    loadFailed: t('loadFailed'),
    executeFailed: t('executeFailed'),
    retry: t('retry'),
    recaptchaNotice:
      props.protection.mode === 'recaptcha'
        ? t.rich('recaptchaNotice', {
            privacy: (chunks) => (
              <a className="underline" href="https://policies.google.com/privacy" target="_blank" rel="noopener noreferrer">
                {chunks}
              </a>
            ),
            terms: (chunks) => (
              <a className="underline" href="https://policies.google.com/terms" target="_blank" rel="noopener noreferrer">
                {chunks}
              </a>
            ),
          })
        : null,
  };
  return <BotProofWidget {...props} texts={texts} />;
}

/** The bot check with the texts its screen gives. */
export function BotProofWidget({ protection, action, locale, texts, ref }: Props & { texts: BotProofTexts }) {
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);
  const widget = useRef<AltchaElement | null>(null);

  useEffect(() => {
    let live = true;
    const loading = protection.mode === 'altcha' ? loadAltcha() : loadRecaptcha(protection.siteKey);
    loading.then(
      () => live && setStatus('ready'),
      () => live && setStatus('load-failed'),
    );
    return () => {
      live = false;
    };
  }, [protection, attempt]);

  // The widget reports its own state; ours follows it (verified, working, failed).
  useEffect(() => {
    const element = widget.current;
    if (!element || status === 'loading' || status === 'load-failed') return;
    const onState = (event: Event) => {
      const state = (event as CustomEvent<{ state?: string }>).detail?.state;
      if (state === 'verified') setStatus('verified');
      else if (state === 'verifying') setStatus('working');
      else if (state === 'error') setStatus('failed');
      else if (state === 'unverified' || state === 'expired') setStatus('ready');
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, [status]);

  const proof = useCallback(async (): Promise<BotProof | null> => {
    if (protection.mode === 'recaptcha') {
      try {
        const api = await loadRecaptcha(protection.siteKey);
        setStatus('working');
        const value = await api.execute(protection.siteKey, { action });
        setStatus('verified');
        return { field: 'g-recaptcha-response', value };
      } catch {
        setStatus((current) => (current === 'load-failed' ? current : 'failed'));
        return null;
      }
    }
    try {
      await loadAltcha();
    } catch {
      setStatus('load-failed');
      return null;
    }
    const element = widget.current;
    const value = element ? await altchaPayload(element) : null;
    if (!value) setStatus('failed');
    return value ? { field: 'altcha', value } : null;
  }, [protection, action]);

  const reset = useCallback(() => {
    const element = widget.current;
    if (element && typeof element.reset === 'function') element.reset();
    if (status === 'verified') setStatus('ready');
  }, [status]);

  useImperativeHandle(ref, () => ({ proof, reset }), [proof, reset]);

  const retry = () => {
    if (status === 'load-failed') {
      setStatus('loading');
      setAttempt((n) => n + 1);
      return;
    }
    const element = widget.current;
    if (element && typeof element.verify === 'function') {
      element.reset();
      void element.verify();
    } else setStatus('ready');
  };

  const failure =
    status === 'load-failed'
      ? { title: 'Failed to load script', help: texts.loadFailed }
      : status === 'failed'
        ? { title: 'Failed to execute', help: texts.executeFailed }
        : null;

  return (
    <div className="mt-6" data-bot-proof={protection.mode} data-bot-status={status}>
      {texts.title ? <p className="font-semibold">{texts.title}</p> : null}
      {protection.mode === 'altcha' && status !== 'load-failed' ? (
        <altcha-widget
          ref={(element: HTMLElement | null) => {
            widget.current = element as AltchaElement | null;
          }}
          challenge={protection.challengeUrl}
          name="altcha"
          auto="onfocus"
          language={locale}
          workers={2}
          configuration={JSON.stringify({ hideFooter: true })}
          style={WIDGET_COLORS}
        />
      ) : null}
      {protection.mode === 'recaptcha' ? (
        <>
          <style>{'.grecaptcha-badge{visibility:hidden}'}</style>
          <p className="text-sm text-ink-soft">{texts.recaptchaNotice}</p>
        </>
      ) : null}
      <div aria-live="polite">
        {failure ? (
          <div role="alert" className="mt-3 rounded-lg border border-berry bg-white p-3 text-berry" data-bot-error>
            <p className="font-semibold" lang="en">
              {failure.title}
            </p>
            <p className="mt-1 text-ink">{failure.help}</p>
            <button type="button" onClick={retry} className="mt-2 rounded-full border border-berry px-4 py-1 font-semibold hover:bg-berry hover:text-white">
              {texts.retry}
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
