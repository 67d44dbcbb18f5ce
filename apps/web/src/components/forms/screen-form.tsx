// What the contact and food-service forms share: their react-hook-form wiring (useScreenForm), the
// fields both ask (who is writing, the province) and their frame (ScreenForm): the title with the
// outcome of the last post and the required-fields note, the privacy and newsletter consents, and
// the bot check with the submit button.
import { type ReactNode, type Ref, useMemo } from 'react';
import { type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { type Texts, translator } from '@/i18n/texts';
import { type FormState, type FormValues, IDLE_STATE, isTicked, textValue } from '@/lib/forms/form-state';
import type { FormLocale } from '@/lib/forms/messages';
import type { BotProtection } from './bot-proof.client';
import { CheckboxField, type Option, RequiredMark, SelectField, TextField } from './fields';
import { type CompanyContact, FormFeedback } from './form-feedback';
import { FormSubmit, PrivacyConsent } from './form-parts';
import styles from './forms.module.css';
import { type FormAction, useFormSubmission, withBrowserErrors } from './use-form-submission';

/** The values to show: the text fields and consents a plain post sent back (empty for a new form). */
export function refilledValues(state: FormState, textFields: readonly string[]): FieldValues {
  const values: FieldValues = Object.fromEntries(textFields.map((name) => [name, textValue(state.values, name)]));
  values.privacy = isTicked(state.values, 'privacy');
  values.newsletter = isTicked(state.values, 'newsletter');
  return values;
}

type ScreenFormOptions = {
  action: FormAction;
  formName: Parameters<typeof useFormSubmission>[1];
  /** Prefix of every id in the form (`{prefix}-email`, `{prefix}-form-title`). */
  prefix: string;
  resolver: Resolver<FieldValues>;
  /** The form's values for an answer (declared once at module level: the refill follows the answer only). */
  defaultsFrom: (state: FormState) => FieldValues;
  /** What the visitor typed in the server's markup before the form's code came (lazy-island.client.tsx). */
  draft?: FormValues;
};

/** A form checked in the browser by its schema and sent by useFormSubmission, refilled after a plain post. */
export function useScreenForm({ action, formName, prefix, resolver, defaultsFrom, draft }: ScreenFormOptions) {
  const submission = useFormSubmission(action, formName);
  const { state, send } = submission;
  // The values a plain post sent back (no JavaScript) fill the form again.
  const initial = useMemo(() => defaultsFrom(state.status === 'idle' && draft ? { ...state, values: draft } : state), [defaultsFrom, state, draft]);
  const form = useForm<FieldValues>({ resolver, defaultValues: initial, mode: 'onTouched' });
  const { register, formState } = form;
  const id = (name: string) => `${prefix}-${name}`;
  const errorOf = (name: string): string | undefined => {
    const client = formState.errors[name]?.message;
    return typeof client === 'string' ? client : state.errors[name];
  };
  const onSubmit = form.handleSubmit((_values, event) => {
    if (event?.target instanceof HTMLFormElement) return send(event.target, () => form.reset(defaultsFrom(IDLE_STATE)));
  });
  /** A group of radio buttons or checkboxes: its id and error, registration and first choices. */
  const choice = (name: string) => ({
    id: id(name),
    error: errorOf(name),
    input: register(name),
    checked: (value: string) => {
      const first: unknown = initial[name];
      return Array.isArray(first) ? first.includes(value) : first === value;
    },
  });
  return {
    ...submission,
    prefix,
    form,
    initial,
    id,
    errorOf,
    onSubmit,
    /** The outcome to show above the form, with the browser's own errors after a submit. */
    shownState: withBrowserErrors(state, formState.submitCount, Object.keys(formState.errors).length),
    /** A control's id and error. */
    field: (name: string) => ({ id: id(name), error: errorOf(name) }),
    /** A control's registration with the value it shows first. */
    refill: (name: string) => ({ ...register(name), defaultValue: initial[name] as string }),
    /** A group of radio buttons or checkboxes: its id and error, registration and first choices. */
    choice,
    /** A required group of radio buttons, one per value, each named by `labelOf`. */
    radios: (name: string, label: string, values: readonly string[], labelOf: (value: string) => string, columns: string) => ({
      ...choice(name),
      label,
      required: true,
      type: 'radio' as const,
      columns,
      options: values.map((value) => ({ value, label: labelOf(value) })),
    }),
  };
}

export type ScreenFormHandle = ReturnType<typeof useScreenForm>;

/** Who is writing: name, surname, e-mail and phone (optional), in the screen's field grid. */
export function PersonFields({ screen: { field, refill }, texts }: { screen: ScreenFormHandle; texts: ScreenTexts }) {
  const t = translator(texts, 'contacts');
  return (
    <>
      <TextField {...field('name')} label={t('fields.name')} required input={{ ...refill('name'), autoComplete: 'given-name', maxLength: 60 }} />
      <TextField {...field('surname')} label={t('fields.surname')} required input={{ ...refill('surname'), autoComplete: 'family-name', maxLength: 60 }} />
      <TextField {...field('email')} label={t('fields.email')} required input={{ ...refill('email'), type: 'email', autoComplete: 'email', maxLength: 254 }} />
      <TextField {...field('phone')} label={t('fields.phone')} input={{ ...refill('phone'), type: 'tel', autoComplete: 'tel', maxLength: 20 }} />
    </>
  );
}

/** The Italian province, from the CMS's list. */
export function ProvinceField({ screen: { field, refill }, provinces, texts }: { screen: ScreenFormHandle; provinces: Option[]; texts: ScreenTexts }) {
  const t = translator(texts, 'contacts');
  return <SelectField {...field('province')} label={t('fields.province')} required options={provinces} placeholder={t('select')} select={refill('province')} />;
}

/** A label whose mandatory mark shows only once a choice makes it mandatory (`markClassName`, forms.module.css). */
export function RequiredWhen({ label, markClassName }: { label: ReactNode; markClassName: string | undefined }) {
  return (
    <>
      {label}
      <span className={markClassName}>
        <RequiredMark required />
      </span>
    </>
  );
}

/** The texts of a screen form and of the parts every form shares. */
export type ScreenTexts = Texts<'form' | 'contactForms'>;

/** What the page gives each screen form besides its own options. */
export type ScreenFormSettings = {
  locale: FormLocale;
  contact: CompanyContact;
  protection: BotProtection;
  privacyHref: string;
  texts: ScreenTexts;
  /** What the visitor typed before the form's code came (lazy-island.client.tsx). */
  draft?: FormValues;
};

type ScreenFormProps = {
  screen: ScreenFormHandle;
  /** The form's `data-form` and the bot check's action. */
  name: string;
  settings: ScreenFormSettings;
  successText: ReactNode;
  children: ReactNode;
};

/** The form element around a screen form's own fields: opening, consents and submit. */
export function ScreenForm({ screen, name, settings: { locale, contact, protection, privacyHref, texts }, successText, children }: ScreenFormProps) {
  const t = translator(texts, 'contacts');
  const { prefix, formAction, onSubmit, id, errorOf, form, initial } = screen;
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className={`${styles.form} space-y-6`} aria-labelledby={`${prefix}-form-title`} data-form={name}>
      <FormOpening
        prefix={prefix}
        state={screen.shownState}
        feedback={screen.feedback}
        fromServer={screen.fromServer}
        locale={locale}
        contact={contact}
        successText={successText}
        texts={texts}
      />
      {children}
      <div className="space-y-3">
        <PrivacyConsent
          id={id('privacy')}
          label={(link) => t.rich('fields.privacy', { link })}
          privacyHref={privacyHref}
          error={errorOf('privacy')}
          input={{ ...form.register('privacy'), defaultChecked: initial.privacy === true }}
          texts={texts}
        />
        <CheckboxField
          id={id('newsletter')}
          label={t('fields.newsletter')}
          input={{ ...form.register('newsletter'), defaultChecked: initial.newsletter === true }}
        />
      </div>
      <FormSubmit
        bot={screen.bot}
        protection={protection}
        action={name}
        locale={locale}
        contact={contact}
        sending={screen.sending}
        labels={{ submit: t('submit'), sending: t('sending') }}
        texts={texts}
      />
    </form>
  );
}

type OpeningProps = {
  prefix: string;
  state: FormState;
  feedback: Ref<HTMLDivElement>;
  fromServer: boolean;
  locale: FormLocale;
  contact: CompanyContact;
  successText: ReactNode;
  texts: ScreenTexts;
};

/** The form's heading (`{prefix}-form-title`, which names the form) and the outcome box under it. */
function FormOpening({ prefix, state, feedback, fromServer, locale, contact, successText, texts }: OpeningProps) {
  const t = translator(texts, 'contacts');
  return (
    <>
      <h2 id={`${prefix}-form-title`} className="font-serif text-3xl font-semibold">
        {t('formTitle')}
      </h2>
      <FormFeedback
        id={`${prefix}-feedback`}
        ref={feedback}
        autoFocus={fromServer}
        state={state}
        locale={locale}
        contact={contact}
        texts={texts}
        success={
          <>
            <p className="font-semibold">{t('successTitle')}</p>
            <p className="mt-1">{successText}</p>
          </>
        }
      />
      <p className="text-sm text-ink-soft">{t('requiredNote')}</p>
      <input type="hidden" name="locale" value={locale} />
    </>
  );
}
