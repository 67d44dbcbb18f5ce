'use client';
// The food-service contact form: the request type picks information, samples (products from the
// food-service catalogue, between a minimum and a maximum) or the kit (VAT number checked by the
// CMS). One schema per request type, shared with the Server Action that stores it.
import { useMemo } from 'react';
import { type FieldValues, type Resolver, useWatch } from 'react-hook-form';
import { translator } from '@/i18n/texts';
import { FOODSERVICE_REQUEST_TYPES, type FoodserviceRequestType, SECTORS, type SamplesLimits } from '@/lib/forms/foodservice-options';
import { type FormState, listValue } from '@/lib/forms/form-state';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { formMessages } from '@/lib/forms/messages';
import { hasValidVatCheckDigit, normalizeVatCode } from '@/lib/forms/vat';
import { submitFoodservice } from './actions';
import { ChoiceGroup, type Option, SelectField, TextAreaField, TextField } from './fields';
import { PersonFields, ProvinceField, refilledValues, RequiredWhen, ScreenForm, type ScreenFormSettings, useScreenForm } from './screen-form';
import styles from './forms.module.css';

type Props = ScreenFormSettings & {
  products: Option[];
  provinces: Option[];
  limits: SamplesLimits;
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
  const values = refilledValues(state, TEXT_FIELDS);
  values.requestType = requestTypeOf(values.requestType);
  values.samples_products = listValue(state.values, 'samples_products');
  return values;
}

function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

export function FoodserviceForm({ products, provinces, limits, ...settings }: Props) {
  const { locale } = settings;
  const t = translator(settings.texts, 'contacts');
  const m = formMessages(locale);
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
  const screen = useScreenForm({
    action: submitFoodservice,
    formName: (answer) => `foodservice-${answer.variant ?? 'info'}`,
    prefix: 'fs',
    resolver,
    defaultsFrom,
    draft: settings.draft,
  });
  const { state, form, field, refill, choice, radios } = screen;
  const type = requestTypeOf(useWatch({ control: form.control, name: 'requestType' }));
  const chosen = asList(useWatch({ control: form.control, name: 'samples_products' }));
  const atMax = chosen.length >= limits.max;

  // The VAT number's own check as soon as it is complete (its check digit, here in the browser).
  // Whether a kit was already asked with it is the CMS's to say when the request is stored (issue
  // 33.14): no endpoint answers that question about a number to whoever asks it.
  const checkVat = (value: string) => {
    const code = normalizeVatCode(value);
    if (/^\d{11}$/.test(code) && !hasValidVatCheckDigit(code)) form.setError('vat_code', { type: 'vat', message: m.vat });
  };

  const successText = { info: t('successText'), samples: t('successSamples'), kit: t('successKit') }[requestTypeOf(state.variant)];
  const text = (name: (typeof TEXT_FIELDS)[number], label: string, extra: Record<string, unknown> = {}, required = true) => (
    <TextField {...field(name)} label={label} required={required} input={{ ...refill(name), ...extra }} />
  );

  return (
    <ScreenForm screen={screen} name="foodservice" settings={settings} successText={successText}>
      <ChoiceGroup {...radios('requestType', t('fields.requestType'), FOODSERVICE_REQUEST_TYPES, (value) => t(`requestTypes.${value}`), 'sm:grid-cols-3')} />

      <div className="grid gap-6 md:grid-cols-2">
        <PersonFields screen={screen} texts={settings.texts} />
        <SelectField
          {...field('sector')}
          className="md:col-span-2"
          label={t('fields.sector')}
          required
          options={SECTORS.map((value) => ({ value, label: t(`sectors.${value}`) }))}
          placeholder={t('select')}
          select={refill('sector')}
        />
      </div>

      <div className={`${styles.whenInfo} space-y-6`}>
        {text('company', t('fields.company'), { autoComplete: 'organization', maxLength: 120 })}
        {text('motivation', t('fields.motivation'), { maxLength: 200 })}
        <TextAreaField {...field('message')} label={t('fields.message')} required textarea={{ ...refill('message'), maxLength: 3000 }} />
      </div>

      <div className={styles.whenBusiness}>
        <div className="grid gap-6 md:grid-cols-2">
          {text('business_name', t('fields.businessName'), { autoComplete: 'organization', maxLength: 120 })}
          <div className={styles.whenKit}>
            <TextField
              {...field('vat_code')}
              label={t('fields.vatCode')}
              required
              hint={t('fields.vatCodeHint')}
              input={{
                ...form.register('vat_code', { onBlur: (event: { target: { value: unknown } }) => checkVat(String(event.target.value)) }),
                defaultValue: screen.initial.vat_code as string,
                inputMode: 'numeric',
                autoComplete: 'off',
                maxLength: 16,
              }}
            />
          </div>
          {text('physical_address', t('fields.address'), { autoComplete: 'street-address', maxLength: 160 })}
          {text('city', t('fields.city'), { autoComplete: 'address-level2', maxLength: 80 })}
          {text('cap', t('fields.cap'), { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 5 })}
          <ProvinceField screen={screen} provinces={provinces} texts={settings.texts} />
        </div>
      </div>

      <div className={`${styles.whenSamples} space-y-6`}>
        {text('favorite_distributor', t('fields.distributor'), { maxLength: 120 }, false)}
        <ChoiceGroup
          {...choice('samples_products')}
          label={t('fields.samples')}
          required
          hint={t('fields.samplesHint', { min: limits.min, max: limits.max })}
          type="checkbox"
          options={products}
          disabledOption={(value) => atMax && !chosen.includes(value)}
          status={
            <p aria-live="polite" className="mt-1 min-h-6 text-sm font-semibold text-ink" data-samples-limit>
              {atMax ? m.samplesMax : ''}
            </p>
          }
        />
      </div>

      <div className={styles.whenBusiness}>
        <TextAreaField
          {...field('notes')}
          label={<RequiredWhen label={t('fields.notes')} markClassName={styles.markSamples} />}
          textarea={{ ...refill('notes'), maxLength: 2000, 'aria-required': type === 'samples' || undefined }}
        />
      </div>
    </ScreenForm>
  );
}
