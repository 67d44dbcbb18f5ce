'use client';
// The consumer contact form: the interest area picks the fields (product information; a report
// about a product bought with barcode and vote; other), the province is asked for Italy only.
// The shared schema checks it in the browser; the Server Action checks it again and stores it.
import { useTranslations } from 'next-intl';
import { type BaseSyntheticEvent, useMemo } from 'react';
import { type FieldValues, type Resolver, useForm, useWatch } from 'react-hook-form';
import { INTEREST_AREAS, ITALY, VOTE_RANGE } from '@/lib/forms/contact-options';
import { type FormState, isTicked, textValue } from '@/lib/forms/form-state';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import type { FormLocale } from '@/lib/forms/messages';
import { submitContact } from './actions';
import type { BotProtection } from './bot-proof.client';
import { ChoiceGroup, type Option, RequiredMark, SelectField, TextAreaField, TextField } from './fields';
import type { CompanyContact } from './form-feedback';
import { ConsentFields, FormOpening, FormSubmit } from './form-parts';
import styles from './forms.module.css';
import { useFormSubmission, withBrowserErrors } from './use-form-submission';

type Props = {
  locale: FormLocale;
  products: Option[];
  provinces: Option[];
  countries: Option[];
  protection: BotProtection;
  contact: CompanyContact;
  privacyHref: string;
};

const TEXT_FIELDS = ['interestArea', 'product', 'barcode', 'vote', 'name', 'surname', 'email', 'phone', 'nation', 'province', 'message'] as const;

function defaultsFrom(state: FormState): FieldValues {
  const values: FieldValues = Object.fromEntries(TEXT_FIELDS.map((name) => [name, textValue(state.values, name)]));
  values.nation ||= ITALY;
  values.privacy = isTicked(state.values, 'privacy');
  values.newsletter = isTicked(state.values, 'newsletter');
  return values;
}

const EMPTY: FormState = { status: 'idle', errors: {}, values: {} };

export function ContactForm({ locale, products, provinces, countries, protection, contact, privacyHref }: Props) {
  const t = useTranslations('contacts');
  const { state, fromServer, formAction, send, sending, bot, feedback } = useFormSubmission(submitContact, 'contact');
  const provinceCodes = useMemo(() => provinces.map((p) => p.value), [provinces]);
  const resolver = useMemo(
    (): Resolver<FieldValues> =>
      lazyResolver(() =>
        import('@/lib/forms/contact-checks').then((m) => m.contactResolver(locale, { provinces: provinceCodes.length ? provinceCodes : undefined })),
      ),
    [locale, provinceCodes],
  );
  // The values a plain post sent back (no JavaScript) fill the form again.
  const initial = useMemo(() => defaultsFrom(state), [state]);
  const { register, handleSubmit, control, reset, formState } = useForm<FieldValues>({ resolver, defaultValues: initial, mode: 'onTouched' });
  const area: unknown = useWatch({ control, name: 'interestArea' });
  const errorOf = (name: string): string | undefined => {
    const client = formState.errors[name]?.message;
    return typeof client === 'string' ? client : state.errors[name];
  };
  const id = (name: string) => `contact-${name}`;
  const onValid = (_values: FieldValues, event?: BaseSyntheticEvent) => {
    if (event?.target instanceof HTMLFormElement) return send(event.target, () => reset(defaultsFrom(EMPTY)));
  };

  return (
    <form
      action={formAction}
      onSubmit={handleSubmit(onValid)}
      noValidate
      className={`${styles.form} space-y-6`}
      aria-labelledby="contact-form-title"
      data-form="contact"
    >
      <FormOpening
        prefix="contact"
        state={withBrowserErrors(state, formState.submitCount, Object.keys(formState.errors).length)}
        feedback={feedback}
        fromServer={fromServer}
        locale={locale}
        contact={contact}
        successText={t('successText')}
      />

      <ChoiceGroup
        id={id('interestArea')}
        label={t('fields.interestArea')}
        required
        error={errorOf('interestArea')}
        type="radio"
        columns="sm:grid-cols-3"
        options={INTEREST_AREAS.map((value) => ({ value, label: t(`interestAreas.${value}`) }))}
        checked={(value) => initial.interestArea === value}
        input={register('interestArea')}
      />

      <div className={styles.whenProduct}>
        <SelectField
          id={id('product')}
          label={
            <>
              {t('fields.product')}
              <span className={styles.markReport}>
                <RequiredMark required />
              </span>
            </>
          }
          error={errorOf('product')}
          options={products}
          placeholder={t('select')}
          select={{ ...register('product'), defaultValue: initial.product as string, 'aria-required': area === 'product-report' || undefined }}
        />
      </div>

      <div className={`${styles.whenReport} space-y-6`}>
        <TextField
          id={id('barcode')}
          label={t('fields.barcode')}
          hint={t('fields.barcodeHint')}
          error={errorOf('barcode')}
          input={{ ...register('barcode'), defaultValue: initial.barcode as string, inputMode: 'numeric', autoComplete: 'off', maxLength: 20 }}
        />
        <ChoiceGroup
          id={id('vote')}
          label={t('fields.vote')}
          required
          error={errorOf('vote')}
          type="radio"
          columns="grid-cols-5 sm:grid-cols-10"
          options={Array.from({ length: VOTE_RANGE.max - VOTE_RANGE.min + 1 }, (_, i) => String(i + VOTE_RANGE.min)).map((value) => ({ value, label: value }))}
          checked={(value) => initial.vote === value}
          input={register('vote')}
        />
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <TextField
          id={id('name')}
          label={t('fields.name')}
          required
          error={errorOf('name')}
          input={{ ...register('name'), defaultValue: initial.name as string, autoComplete: 'given-name', maxLength: 60 }}
        />
        <TextField
          id={id('surname')}
          label={t('fields.surname')}
          required
          error={errorOf('surname')}
          input={{ ...register('surname'), defaultValue: initial.surname as string, autoComplete: 'family-name', maxLength: 60 }}
        />
        <TextField
          id={id('email')}
          label={t('fields.email')}
          required
          error={errorOf('email')}
          input={{ ...register('email'), defaultValue: initial.email as string, type: 'email', autoComplete: 'email', maxLength: 254 }}
        />
        <TextField
          id={id('phone')}
          label={t('fields.phone')}
          error={errorOf('phone')}
          input={{ ...register('phone'), defaultValue: initial.phone as string, type: 'tel', autoComplete: 'tel', maxLength: 20 }}
        />
        <SelectField
          id={id('nation')}
          label={t('fields.nation')}
          required
          error={errorOf('nation')}
          options={countries}
          placeholder={t('select')}
          select={{ ...register('nation'), defaultValue: initial.nation as string, autoComplete: 'country' }}
        />
        <div className={styles.whenItaly}>
          <SelectField
            id={id('province')}
            label={t('fields.province')}
            required
            error={errorOf('province')}
            options={provinces}
            placeholder={t('select')}
            select={{ ...register('province'), defaultValue: initial.province as string }}
          />
        </div>
      </div>

      <TextAreaField
        id={id('message')}
        label={t('fields.message')}
        required
        error={errorOf('message')}
        textarea={{ ...register('message'), defaultValue: initial.message as string, maxLength: 3000 }}
      />

      <ConsentFields id={id} privacyHref={privacyHref} error={errorOf('privacy')} register={register} initial={initial} />

      <FormSubmit bot={bot} protection={protection} action="contact" locale={locale} contact={contact} sending={sending} />
    </form>
  );
}
