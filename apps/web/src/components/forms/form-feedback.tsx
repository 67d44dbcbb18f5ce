// The outcome of a form post shown above the form: success (only once stored), the spec's
// "check the fields" summary, or why nothing was sent (bot check, rate limit, CMS down), with the
// company's e-mail and phone as another way to reach us.
import type { ReactNode, Ref } from 'react';
import { type Texts, translator } from '@/i18n/texts';
import type { FormState } from '@/lib/forms/form-state';
import { type FormLocale, genericFormError } from '@/lib/forms/messages';

export type CompanyContact = { email: string | null; phone: string | null };

export function ContactLine({ contact, texts }: { contact: CompanyContact; texts: Texts<'form'> }) {
  const t = translator(texts, 'contacts.feedback');
  const email = contact.email ? (
    <a className="font-semibold underline" href={`mailto:${contact.email}`}>
      {contact.email}
    </a>
  ) : null;
  const phone = contact.phone ? (
    <a className="font-semibold whitespace-nowrap underline" href={`tel:${contact.phone.replace(/\s/g, '')}`}>
      {contact.phone}
    </a>
  ) : null;
  if (email && phone) return <>{t.rich('contactBoth', { email: () => email, phone: () => phone })}</>;
  if (email) return <>{t.rich('contactEmail', { email: () => email })}</>;
  if (phone) return <>{t.rich('contactPhone', { phone: () => phone })}</>;
  return null;
}

type Props = {
  state: FormState;
  locale: FormLocale;
  contact: CompanyContact;
  success: ReactNode;
  /** Receives focus after a post made with JavaScript. */
  ref?: Ref<HTMLDivElement>;
  /** A plain post re-rendered by the server: the browser focuses (and scrolls to) the outcome. */
  autoFocus?: boolean;
  id: string;
  texts: Texts<'form'>;
};

export function FormFeedback({ state, locale, contact, success, ref, autoFocus, id, texts }: Props) {
  const t = translator(texts, 'contacts.feedback');
  const minutes = Math.max(1, Math.ceil((state.retryAfterSeconds ?? 60) / 60));
  const problem: Record<Exclude<FormState['status'], 'idle' | 'success' | 'invalid'>, string> = {
    refused: state.refusal === 'no-proof' ? t('noProof') : t('proofFailed'),
    limited: t('limited', { minutes }),
    unavailable: t('unavailable'),
    error: t('error'),
  };
  const box = 'rounded-xl p-4 focus:outline-none focus-visible:outline focus-visible:outline-3 focus-visible:outline-sun';
  return (
    <div id={id} ref={ref} tabIndex={-1} autoFocus={autoFocus} className="scroll-mt-28" data-form-status={state.status} data-refusal={state.refusal}>
      {state.status === 'success' ? (
        <div role="status" className={`${box} border border-leaf bg-frost text-ink`}>
          {success}
        </div>
      ) : null}
      {state.status === 'invalid' ? (
        <div role="alert" className={`${box} border border-berry bg-white text-berry`}>
          <p className="font-semibold">{genericFormError(locale)}</p>
        </div>
      ) : null}
      {state.status !== 'idle' && state.status !== 'success' && state.status !== 'invalid' ? (
        <div role="alert" className={`${box} border border-berry bg-white text-ink`}>
          <p className="font-semibold text-berry">{problem[state.status]}</p>
          <p className="mt-2">
            <ContactLine contact={contact} texts={texts} />
          </p>
        </div>
      ) : null}
    </div>
  );
}
