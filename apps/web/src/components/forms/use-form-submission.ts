// Sending a form with JavaScript: the bot-protection proof, one submission key per submission
// (kept across retries, so a retry or a double click stores once) and the server's answer. The
// same Server Action answers a plain post without JavaScript through useActionState.
import { useActionState, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { pushEvent } from '@/lib/analytics';
import { endProgress, startProgress } from '@/lib/navigation-progress';
import { type FormState, IDLE_STATE } from '@/lib/forms/form-state';
import type { BotProofHandle } from './bot-proof.client';

export type FormAction = (previous: FormState, data: FormData) => Promise<FormState>;

function newSubmissionKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Outcomes after which the server has used the bot proof: the next post needs a new one. */
const PROOF_USED = new Set<FormState['status']>(['success', 'refused', 'unavailable', 'error']);

/**
 * `form` names the form in the tag manager's `form_success` event; a function of the answer lets
 * one component report which of its requests was stored (the food-service request type).
 */
export function useFormSubmission(action: FormAction, formName: string | ((state: FormState) => string)) {
  const [serverState, formAction] = useActionState(action, IDLE_STATE);
  const [clientState, setClientState] = useState<FormState | null>(null);
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const submissionKey = useRef<string | null>(null);
  const bot = useRef<BotProofHandle | null>(null);
  const feedback = useRef<HTMLDivElement | null>(null);

  const show = (state: FormState) => {
    flushSync(() => setClientState(state));
    feedback.current?.focus();
  };

  /** Sends the form's current values; `onSuccess` runs once the server stored them. */
  async function send(form: HTMLFormElement, onSuccess: () => void): Promise<void> {
    // A second click while the first post is on its way does nothing.
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    startProgress();
    try {
      const proof = await bot.current?.proof();
      if (!proof) {
        show({ status: 'refused', refusal: 'failed', errors: {}, values: {} });
        return;
      }
      const data = new FormData(form);
      data.set(proof.field, proof.value);
      submissionKey.current ??= newSubmissionKey();
      data.set('submission_key', submissionKey.current);
      let result: FormState;
      try {
        result = await action(IDLE_STATE, data);
      } catch {
        // The website itself did not answer: nothing is known to be stored, the same key retries.
        result = { status: 'unavailable', errors: {}, values: {} };
      }
      if (PROOF_USED.has(result.status)) bot.current?.reset();
      if (result.status === 'success') {
        submissionKey.current = null;
        onSuccess();
        pushEvent('form_success', { form: typeof formName === 'string' ? formName : formName(result) });
      }
      show(result);
    } finally {
      endProgress();
      busy.current = false;
      setSending(false);
    }
  }

  return {
    /** The answer to show: the last post made with JavaScript, else a plain post's (or nothing). */
    state: clientState ?? serverState,
    /** Whether the shown answer comes from a plain post the server re-rendered. */
    fromServer: clientState === null && serverState.status !== 'idle',
    formAction,
    send,
    sending,
    bot,
    feedback,
  };
}

/** Errors found in the browser also show the spec's form-level message above the form. */
export function withBrowserErrors(state: FormState, submitCount: number, errorCount: number): FormState {
  return submitCount > 0 && errorCount > 0 ? { ...state, status: 'invalid' } : state;
}
