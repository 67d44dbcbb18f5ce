'use client';
// The newsletter signup: e-mail (and name fields when the CMS asks for them), privacy consent and
// the over-16 declaration (required, also for profiling consent). Double opt-in: the success says
// a confirmation link was mailed; only a confirmed signup counts.
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { type BaseSyntheticEvent, useMemo } from 'react';
import { type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { type FormState, isTicked, textValue } from '@/lib/forms/form-state';
import type { FormLocale } from '@/lib/forms/messages';
import { newsletterSchema } from '@/lib/forms/newsletter';
import { submitNewsletter } from './actions';
import { type BotProtection, BotProofField } from './bot-proof.client';
import { CheckboxField, TextField } from './fields';
import { type CompanyContact, ContactLine, FormFeedback } from './form-feedback';
import { useFormSubmission, withBrowserErrors } from './use-form-submission';

type Props = {
  locale: FormLocale;
  mode: 'B2C' | 'B2B';
  showNameFields: boolean;
  protection: BotProtection;
  contact: CompanyContact;
  privacyHref: string;
  confirmDays: number;
};

function defaultsFrom(state: FormState): FieldValues {
  return {
    email: textValue(state.values, 'email'),
    name: textValue(state.values, 'name'),
    surname: textValue(state.values, 'surname'),
    privacy: isTicked(state.values, 'privacy'),
    over_16: isTicked(state.values, 'over_16'),
    profiling: isTicked(state.values, 'profiling'),
  };
}

const EMPTY: FormState = { status: 'idle', errors: {}, values: {} };

export function NewsletterForm({ locale, mode, showNameFields, protection, contact, privacyHref, confirmDays }: Props) {
  const t = useTranslations('contacts');
  const ta = useTranslations('a11y');
  const { state, fromServer, formAction, send, sending, bot, feedback } = useFormSubmission(submitNewsletter, 'newsletter');
  const resolver = useMemo(() => zodResolver(newsletterSchema(locale)) as unknown as Resolver<FieldValues>, [locale]);
  const initial = useMemo(() => defaultsFrom(state), [state]);
  const { register, handleSubmit, reset, formState } = useForm<FieldValues>({ resolver, defaultValues: initial, mode: 'onTouched' });
  const errorOf = (name: string): string | undefined => {
    const client = formState.errors[name]?.message;
    return typeof client === 'string' ? client : state.errors[name];
  };
  const onValid = (_values: FieldValues, event?: BaseSyntheticEvent) => {
    if (event?.target instanceof HTMLFormElement) return send(event.target, () => reset(defaultsFrom(EMPTY)));
  };

  return (
    <form action={formAction} onSubmit={handleSubmit(onValid)} noValidate className="space-y-4" aria-label={t('newsletter.submit')} data-form="newsletter">
      <FormFeedback
        id="nl-feedback"
        ref={feedback}
        autoFocus={fromServer}
        state={withBrowserErrors(state, formState.submitCount, Object.keys(formState.errors).length)}
        locale={locale}
        contact={contact}
        success={
          <>
            <p className="font-semibold">{t('newsletter.successTitle')}</p>
            <p className="mt-1">{t('newsletter.successText', { email: state.email ?? '', days: confirmDays })}</p>
          </>
        }
      />
      <p className="text-sm text-ink-soft">{t('requiredNote')}</p>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="mode" value={mode} />
      <TextField id="nl-email" label={t('newsletter.email')} required error={errorOf('email')} input={{ ...register('email'), defaultValue: initial.email as string, type: 'email', autoComplete: 'email', maxLength: 254 }} />
      {showNameFields ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id="nl-name" label={t('newsletter.name')} error={errorOf('name')} input={{ ...register('name'), defaultValue: initial.name as string, autoComplete: 'given-name', maxLength: 60 }} />
          <TextField id="nl-surname" label={t('newsletter.surname')} error={errorOf('surname')} input={{ ...register('surname'), defaultValue: initial.surname as string, autoComplete: 'family-name', maxLength: 60 }} />
        </div>
      ) : null}
      <div className="space-y-3 text-sm">
        <CheckboxField
          id="nl-privacy"
          required
          error={errorOf('privacy')}
          label={t.rich('newsletter.privacy', {
            link: (chunks) => (
              <a href={privacyHref} className="underline" target="_blank" rel="noopener noreferrer">
                {chunks}
                <span className="sr-only"> {ta('opensInNewTab')}</span>
              </a>
            ),
          })}
          input={{ ...register('privacy'), defaultChecked: initial.privacy === true }}
        />
        <CheckboxField id="nl-over16" required error={errorOf('over_16')} label={t('newsletter.over16')} input={{ ...register('over_16'), defaultChecked: initial.over_16 === true }} />
        <CheckboxField id="nl-profiling" label={t('newsletter.profiling')} input={{ ...register('profiling'), defaultChecked: initial.profiling === true }} />
      </div>
      <noscript>
        <p className="text-sm">
          {t('bot.noscript')} <ContactLine contact={contact} />
        </p>
      </noscript>
      <BotProofField ref={bot} protection={protection} action="newsletter" locale={locale} />
      <button type="submit" disabled={sending} className="rounded-full bg-leaf px-6 py-3 font-semibold text-white hover:bg-leaf-dark disabled:opacity-60" data-submit>
        {sending ? t('newsletter.sending') : t('newsletter.submit')}
      </button>
    </form>
  );
}
