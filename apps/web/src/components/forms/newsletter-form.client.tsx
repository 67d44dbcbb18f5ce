'use client';
// The newsletter signup: e-mail (and name fields when the CMS asks for them), privacy consent and
// the over-16 declaration (required, also for profiling consent). Double opt-in: the success says
// a confirmation link was mailed; only a confirmed signup counts. The block is in the chrome of
// every page, so the form keeps its own small state and loads the shared schema with import()
// when the visitor first reaches it (the contact screens' forms use react-hook-form).
import { type FocusEvent, type FormEvent, useRef, useState } from 'react';
import { type Texts, translator } from '@/i18n/texts';
import { type FormValues, isTicked, textValue } from '@/lib/forms/form-state';
import type { FormLocale } from '@/lib/forms/messages';
import { loadOnce } from '@/lib/load-once';
import { submitNewsletter } from './actions';
import type { BotProtection } from './bot-proof.client';
import { CheckboxField, TextField } from './fields';
import { type CompanyContact, FormFeedback } from './form-feedback';
import { FormSubmit, PrivacyConsent } from './form-parts';
import { useFormSubmission, withBrowserErrors } from './use-form-submission';

type Props = {
  locale: FormLocale;
  mode: 'B2C' | 'B2B';
  showNameFields: boolean;
  protection: BotProtection;
  contact: CompanyContact;
  privacyHref: string;
  confirmDays: number;
  texts: Texts<'form' | 'newsletter'>;
  /** What the visitor typed into the server's copy of the form before this one replaced it. */
  draft?: FormValues;
};

type Check = (locale: FormLocale, data: FormData) => Record<string, string>;

/** The schema's check, loaded once per page; a failed load is tried again next time. */
const loadCheck = loadOnce((): Promise<Check> => import('@/lib/forms/newsletter-check').then((module) => module.checkNewsletter));

/** The fields the check covers, in the order the form shows them (the first error takes focus). */
const FIELDS = ['email', 'name', 'surname', 'privacy', 'over_16', 'profiling'] as const;

export function NewsletterForm({ locale, mode, showNameFields, protection, contact, privacyHref, confirmDays, draft, texts }: Props) {
  const t = translator(texts, 'contacts');
  const { state, fromServer, formAction, send, sending, bot, feedback } = useFormSubmission(submitNewsletter, 'newsletter');
  const form = useRef<HTMLFormElement>(null);
  // The browser's verdict on the current values, shown for the fields left once (or all of them
  // after a submit); until then the server's answer to a plain post is what shows.
  const [browserErrors, setBrowserErrors] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitCount, setSubmitCount] = useState(0);
  const initial = state.status === 'idle' && draft ? draft : state.values;

  const shown = (name: string) => submitCount > 0 || touched.has(name);
  const errorOf = (name: string): string | undefined => (shown(name) ? browserErrors[name] : undefined) ?? state.errors[name];
  const shownErrors = FIELDS.filter((name) => shown(name) && browserErrors[name]).length;

  async function recheck(): Promise<Record<string, string> | null> {
    if (!form.current) return null;
    try {
      const errors = (await loadCheck())(locale, new FormData(form.current));
      setBrowserErrors(errors);
      return errors;
    } catch (error) {
      // Without the check the server still validates: the post goes ahead.
      console.warn('The newsletter form check could not be loaded', error);
      return {};
    }
  }

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    const name = (event.target as Partial<HTMLInputElement>).name;
    if (!name || !(FIELDS as readonly string[]).includes(name)) return;
    setTouched((before) => (before.has(name) ? before : new Set(before).add(name)));
    void recheck();
  };

  // After a field was left (or a submit), its message follows each change.
  const onChange = () => {
    if (submitCount > 0 || touched.size > 0) void recheck();
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = event.currentTarget;
    setSubmitCount((n) => n + 1);
    const errors = await recheck();
    if (!errors) return;
    const first = FIELDS.find((name) => errors[name]);
    if (first) {
      target.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    await send(target, () => {
      target.reset();
      setTouched(new Set());
      setSubmitCount(0);
      setBrowserErrors({});
    });
  }

  return (
    <form
      ref={form}
      action={formAction}
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() =>
        void loadCheck().catch((error: unknown) => console.warn('The newsletter form check could not be fetched ahead: the first check tries again', error))
      }
      onBlur={onBlur}
      onChange={onChange}
      noValidate
      className="space-y-4"
      aria-label={t('newsletter.submit')}
      data-form="newsletter"
    >
      <FormFeedback
        id="nl-feedback"
        ref={feedback}
        autoFocus={fromServer}
        state={withBrowserErrors(state, submitCount, shownErrors)}
        locale={locale}
        contact={contact}
        texts={texts}
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
      <TextField
        id="nl-email"
        label={t('newsletter.email')}
        required
        error={errorOf('email')}
        input={{ name: 'email', defaultValue: textValue(initial, 'email'), type: 'email', autoComplete: 'email', maxLength: 254 }}
      />
      {showNameFields ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="nl-name"
            label={t('newsletter.name')}
            error={errorOf('name')}
            input={{ name: 'name', defaultValue: textValue(initial, 'name'), autoComplete: 'given-name', maxLength: 60 }}
          />
          <TextField
            id="nl-surname"
            label={t('newsletter.surname')}
            error={errorOf('surname')}
            input={{ name: 'surname', defaultValue: textValue(initial, 'surname'), autoComplete: 'family-name', maxLength: 60 }}
          />
        </div>
      ) : null}
      <div className="space-y-3 text-sm">
        <PrivacyConsent
          id="nl-privacy"
          label={(link) => t.rich('newsletter.privacy', { link })}
          privacyHref={privacyHref}
          error={errorOf('privacy')}
          input={{ name: 'privacy', defaultChecked: isTicked(initial, 'privacy') }}
          texts={texts}
        />
        <CheckboxField
          id="nl-over16"
          required
          error={errorOf('over_16')}
          label={t('newsletter.over16')}
          input={{ name: 'over_16', defaultChecked: isTicked(initial, 'over_16') }}
        />
        <CheckboxField id="nl-profiling" label={t('newsletter.profiling')} input={{ name: 'profiling', defaultChecked: isTicked(initial, 'profiling') }} />
      </div>
      <FormSubmit
        bot={bot}
        protection={protection}
        action="newsletter"
        locale={locale}
        contact={contact}
        sending={sending}
        labels={{ submit: t('newsletter.submit'), sending: t('newsletter.sending') }}
        noteClassName="text-sm"
        texts={texts}
      />
    </form>
  );
}
