'use client';
// The careers wizard's place on the page. Its form (eight steps with Back and Continue, a summary
// to check before sending, the bot check and the success message: careers-wizard-form.client.tsx,
// with react-hook-form) is not part of the page's first load: its code is fetched once the page
// has loaded and the browser is idle, or at once when the visitor applies ("Candidati"), comes back
// to an application in progress (the tab's session storage) or opens the page at #candidatura.
// The wizard depends on that session storage, which the server cannot see, so it renders in the
// browser only; a short placeholder stands in until then (and says, without JavaScript, that the
// wizard needs it).
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { APPLY_EVENT, hasPendingApply } from '@/lib/careers/apply-intent';
import { loadDraft, sessionDraftStorage } from '@/lib/careers/wizard-state';
import type { WizardProps } from './wizard-types';

const WizardForm = lazy(() => import('./careers-wizard-form.client').then((module) => ({ default: module.Wizard })));

/** Whether the visitor is already on the way to applying: the form is wanted at once. */
function applyingNow(): boolean {
  return hasPendingApply() || window.location.hash === '#candidatura' || loadDraft(sessionDraftStorage()) !== null;
}

/** False on the server and until the form's code is wanted: after load and idle, or on an apply. */
function useWanted(): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return undefined;
    const want = () => setWanted(true);
    if (applyingNow()) {
      want();
      return undefined;
    }
    window.addEventListener(APPLY_EVENT, want);
    let idle = 0;
    const whenIdle = () => {
      idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(want, { timeout: 2000 }) : window.setTimeout(want, 200);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener(APPLY_EVENT, want);
      window.removeEventListener('load', whenIdle);
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      window.clearTimeout(idle);
    };
  }, [wanted]);
  return wanted;
}

export function CareersWizard(props: WizardProps) {
  const wanted = useWanted();
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  const placeholder = (
    <>
      <p className="mt-4 text-ink-soft" role="status">
        {props.ui.loading}
      </p>
      <noscript>
        <p className="mt-4 font-semibold text-berry">{props.ui.noscript}</p>
      </noscript>
    </>
  );
  return (
    <section
      id="candidatura"
      aria-labelledby="careers-wizard-title"
      className="scroll-mt-24 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-line md:p-8"
      data-careers-wizard={ready ? 'ready' : 'loading'}
    >
      <h2 id="careers-wizard-title" className="font-serif text-3xl font-bold">
        {props.ui.wizardTitle}
      </h2>
      {wanted ? (
        <Suspense fallback={placeholder}>
          <WizardForm {...props} onReady={onReady} />
        </Suspense>
      ) : (
        placeholder
      )}
    </section>
  );
}
