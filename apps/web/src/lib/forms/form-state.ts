// What a form submission answers, the same for the browser (JavaScript) and a plain form post
// re-rendered by the server: the outcome, each field's error and the visitor's values to refill.
export type FormStatus = 'idle' | 'success' | 'invalid' | 'refused' | 'limited' | 'unavailable' | 'error';

/** Why a post was refused by the bot check: no proof at all (no JavaScript) or a bad one. */
export type RefusalKind = 'no-proof' | 'failed';

export type FormValues = Record<string, string | string[]>;

export type FormState = {
  status: FormStatus;
  /** Field name → message (`_form` for errors not tied to a field). */
  errors: Record<string, string>;
  /** The values the visitor sent, to refill the form (empty after a success). */
  values: FormValues;
  refusal?: RefusalKind;
  retryAfterSeconds?: number;
  /** The address a newsletter confirmation was sent to. */
  email?: string;
  /** Which of a form's requests was stored (the food-service request type). */
  variant?: string;
};

export const IDLE_STATE: FormState = { status: 'idle', errors: {}, values: {} };

/** Fields never echoed back: the bot proof, the idempotency key and Next's action fields. */
const NOT_ECHOED = /^(?:altcha|g-recaptcha-response|submission_key|\$ACTION.*)$/;
const MAX_ECHO_FIELDS = 80;
const MAX_ECHO_LENGTH = 4_000;

/** The posted values worth refilling: strings only, bounded in number and length. */
export function echoValues(fields: Record<string, unknown>): FormValues {
  const out: FormValues = {};
  for (const [key, value] of Object.entries(fields).slice(0, MAX_ECHO_FIELDS)) {
    if (NOT_ECHOED.test(key) || key.length > 60) continue;
    if (typeof value === 'string') out[key] = value.slice(0, MAX_ECHO_LENGTH);
    else if (Array.isArray(value))
      out[key] = value
        .filter((v): v is string => typeof v === 'string')
        .slice(0, 50)
        .map((v) => v.slice(0, 200));
  }
  return out;
}

/** A text value of a state's values ('' when absent). */
export function textValue(values: FormValues, name: string): string {
  const value = values[name];
  return typeof value === 'string' ? value : '';
}

/** Whether a checkbox was ticked in the values (a plain post sends "on"; a list holds the value). */
export function isTicked(values: FormValues, name: string, value = 'on'): boolean {
  const v = values[name];
  return Array.isArray(v) ? v.includes(value) : v === value || v === 'true';
}

export function listValue(values: FormValues, name: string): string[] {
  const v = values[name];
  return Array.isArray(v) ? v : typeof v === 'string' && v !== '' ? [v] : [];
}
