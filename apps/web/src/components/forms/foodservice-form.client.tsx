'use client';
// The food-service contact form: the request type picks information, samples (products from the
// food-service catalogue, between a minimum and a maximum) or the kit (VAT number checked by the
// CMS). One schema per request type, shared with the Server Action that stores it.
import { useTranslations } from 'next-intl';
import { type BaseSyntheticEvent, useMemo } from 'react';
import { type FieldValues, type Resolver, useForm, useWatch } from 'react-hook-form';
import { FOODSERVICE_REQUEST_TYPES, type FoodserviceRequestType, SECTORS, type SamplesLimits } from '@/lib/forms/foodservice-options';
import { type FormState, isTicked, listValue, textValue } from '@/lib/forms/form-state';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { type FormLocale, formMessages } from '@/lib/forms/messages';
import { hasValidVatCheckDigit, normalizeVatCode } from '@/lib/forms/vat';
import { submitFoodservice } from './actions';
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
  limits: SamplesLimits;
  protection: BotProtection;
  contact: CompanyContact;
  privacyHref: string;
};

const TEXT_FIELDS = [
  'requestType',
  'name',
  'surname',
  'email',
  'phone',
  'sector',
  'company',
  'motivation',
  'message',
  'business_name',
  'physical_address',
  'city',
  'cap',
  'province',
  'favorite_distributor',
  'notes',
  'vat_code',
] as const;

function requestTypeOf(value: unknown): FoodserviceRequestType {
  return (FOODSERVICE_REQUEST_TYPES as readonly unknown[]).includes(value) ? (value as FoodserviceRequestType) : 'info';
}

function defaultsFrom(state: FormState): FieldValues {
  const values: FieldValues = Object.fromEntries(TEXT_FIELDS.map((name) => [name, textValue(state.values, name)]));
  values.requestType = requestTypeOf(values.requestType);
  values.samples_products = listValue(state.values, 'samples_products');
  values.privacy = isTicked(state.values, 'privacy');
  values.newsletter = isTicked(state.values, 'newsletter');
  return values;
}

const EMPTY: FormState = { status: 'idle', errors: {}, values: {} };

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

export function FoodserviceForm({ locale, products, provinces, limits, protection, contact, privacyHref }: Props) {
  const t = useTranslations('contacts');
  const m = formMessages(locale);
  const { state, fromServer, formAction, send, sending, bot, feedback } = useFormSubmission(
    submitFoodservice,
    (answer) => `foodservice-${answer.variant ?? 'info'}`,
  );
  const resolver = useMemo((): Resolver<FieldValues> => {
    const provinceCodes = provinces.length ? provinces.map((p) => p.value) : undefined;
    const productIds = products.length ? products.map((p) => p.value) : undefined;
    const check = lazyResolver<FieldValues>(() =>
      import('@/lib/forms/contact-checks').then((m) => {
        const byType = m.foodserviceResolvers(locale, { limits, products: productIds, provinces: provinceCodes });
        return (values, context, options) => byType[requestTypeOf(values.requestType)](values, context, options);
      }),
    );
    return check;
  }, [locale, limits, products, provinces]);
  const initial = useMemo(() => defaultsFrom(state), [state]);
  const { register, handleSubmit, control, reset, setError, formState } = useForm<FieldValues>({ resolver, defaultValues: initial, mode: 'onTouched' });
  const type = requestTypeOf(useWatch({ control, name: 'requestType' }));
  const chosen = asList(useWatch({ control, name: 'samples_products' }));
  const atMax = chosen.length >= limits.max;
  const errorOf = (name: string): string | undefined => {
    const client = formState.errors[name]?.message;
    return typeof client === 'string' ? client : state.errors[name];
  };
  const id = (name: string) => `fs-${name}`;
  const onValid = (_values: FieldValues, event?: BaseSyntheticEvent) => {
    if (event?.target instanceof HTMLFormElement) return send(event.target, () => reset(defaultsFrom(EMPTY)));
  };

  // The spec's VAT check as soon as the number is complete; storing the request checks again.
  const checkVat = async (value: string) => {
    const code = normalizeVatCode(value);
    if (!hasValidVatCheckDigit(code)) return;
    try {
      const response = await fetch('/api/forms/vat-check', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ vat_code: code }),
      });
      if (!response.ok) return;
      const body = (await response.json()) as { valid?: unknown };
      if (body.valid === false) setError('vat_code', { type: 'vat', message: m.vat });
    } catch {
      // The check is advisory: the server checks again when the request is sent.
    }
  };

  const successText = { info: t('successText'), samples: t('successSamples'), kit: t('successKit') }[requestTypeOf(state.variant)];
  const text = (name: (typeof TEXT_FIELDS)[number], label: string, extra: Record<string, unknown> = {}, required = true) => (
    <TextField
      id={id(name)}
      label={label}
      required={required}
      error={errorOf(name)}
      input={{ ...register(name), defaultValue: initial[name] as string, ...extra }}
    />
  );

  return (
    <form
      action={formAction}
      onSubmit={handleSubmit(onValid)}
      noValidate
      className={`${styles.form} space-y-6`}
      aria-labelledby="fs-form-title"
      data-form="foodservice"
    >
      <FormOpening
        prefix="fs"
        state={withBrowserErrors(state, formState.submitCount, Object.keys(formState.errors).length)}
        feedback={feedback}
        fromServer={fromServer}
        locale={locale}
        contact={contact}
        successText={successText}
      />

      <ChoiceGroup
        id={id('requestType')}
        label={t('fields.requestType')}
        required
        error={errorOf('requestType')}
        type="radio"
        columns="sm:grid-cols-3"
        options={FOODSERVICE_REQUEST_TYPES.map((value) => ({ value, label: t(`requestTypes.${value}`) }))}
        checked={(value) => initial.requestType === value}
        input={register('requestType')}
      />

      <div className="grid gap-6 md:grid-cols-2">
        {text('name', t('fields.name'), { autoComplete: 'given-name', maxLength: 60 })}
        {text('surname', t('fields.surname'), { autoComplete: 'family-name', maxLength: 60 })}
        {text('email', t('fields.email'), { type: 'email', autoComplete: 'email', maxLength: 254 })}
        {text('phone', t('fields.phone'), { type: 'tel', autoComplete: 'tel', maxLength: 20 }, false)}
        <SelectField
          id={id('sector')}
          className="md:col-span-2"
          label={t('fields.sector')}
          required
          error={errorOf('sector')}
          options={SECTORS.map((value) => ({ value, label: t(`sectors.${value}`) }))}
          placeholder={t('select')}
          select={{ ...register('sector'), defaultValue: initial.sector as string }}
        />
      </div>

      <div className={`${styles.whenInfo} space-y-6`}>
        {text('company', t('fields.company'), { autoComplete: 'organization', maxLength: 120 })}
        {text('motivation', t('fields.motivation'), { maxLength: 200 })}
        <TextAreaField
          id={id('message')}
          label={t('fields.message')}
          required
          error={errorOf('message')}
          textarea={{ ...register('message'), defaultValue: initial.message as string, maxLength: 3000 }}
        />
      </div>

      <div className={styles.whenBusiness}>
        <div className="grid gap-6 md:grid-cols-2">
          {text('business_name', t('fields.businessName'), { autoComplete: 'organization', maxLength: 120 })}
          <div className={styles.whenKit}>
            <TextField
              id={id('vat_code')}
              label={t('fields.vatCode')}
              required
              hint={t('fields.vatCodeHint')}
              error={errorOf('vat_code')}
              input={{
                ...register('vat_code', { onBlur: (event: { target: { value: unknown } }) => void checkVat(String(event.target.value)) }),
                defaultValue: initial.vat_code as string,
                inputMode: 'numeric',
                autoComplete: 'off',
                maxLength: 16,
              }}
            />
          </div>
          {text('physical_address', t('fields.address'), { autoComplete: 'street-address', maxLength: 160 })}
          {text('city', t('fields.city'), { autoComplete: 'address-level2', maxLength: 80 })}
          {text('cap', t('fields.cap'), { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 5 })}
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

      <div className={`${styles.whenSamples} space-y-6`}>
        {text('favorite_distributor', t('fields.distributor'), { maxLength: 120 }, false)}
        <ChoiceGroup
          id={id('samples_products')}
          label={t('fields.samples')}
          required
          hint={t('fields.samplesHint', { min: limits.min, max: limits.max })}
          error={errorOf('samples_products')}
          type="checkbox"
          options={products}
          checked={(value) => (initial.samples_products as string[]).includes(value)}
          disabledOption={(value) => atMax && !chosen.includes(value)}
          input={register('samples_products')}
          status={
            <p aria-live="polite" className="mt-1 min-h-6 text-sm font-semibold text-ink" data-samples-limit>
              {atMax ? m.samplesMax : ''}
            </p>
          }
        />
      </div>

      <div className={styles.whenBusiness}>
        <TextAreaField
          id={id('notes')}
          label={
            <>
              {t('fields.notes')}
              <span className={styles.markSamples}>
                <RequiredMark required />
              </span>
            </>
          }
          error={errorOf('notes')}
          textarea={{ ...register('notes'), defaultValue: initial.notes as string, maxLength: 2000, 'aria-required': type === 'samples' || undefined }}
        />
      </div>

      <ConsentFields id={id} privacyHref={privacyHref} error={errorOf('privacy')} register={register} initial={initial} />

      <FormSubmit bot={bot} protection={protection} action="foodservice" locale={locale} contact={contact} sending={sending} />
    </form>
  );
}
