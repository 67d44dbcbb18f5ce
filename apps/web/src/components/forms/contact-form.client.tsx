'use client';
// The consumer contact form: the interest area picks the fields (product information; a report
// about a product bought with barcode and vote; other), the province is asked for Italy only.
// The shared schema checks it in the browser; the Server Action checks it again and stores it.
import { useMemo } from 'react';
import { type FieldValues, type Resolver, useWatch } from 'react-hook-form';
import { translator } from '@/i18n/texts';
import { INTEREST_AREAS, ITALY, VOTE_RANGE } from '@/lib/forms/contact-options';
import type { FormState } from '@/lib/forms/form-state';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { submitContact } from './actions';
import { ChoiceGroup, type Option, SelectField, TextAreaField, TextField } from './fields';
import { PersonFields, ProvinceField, refilledValues, RequiredWhen, ScreenForm, type ScreenFormSettings, useScreenForm } from './screen-form';
import styles from './forms.module.css';

/** The votes a visitor can give a product, as the radio buttons' values. */
const VOTES = Array.from({ length: VOTE_RANGE.max - VOTE_RANGE.min + 1 }, (_, i) => String(i + VOTE_RANGE.min));

type Props = ScreenFormSettings & {
  products: Option[];
  provinces: Option[];
  countries: Option[];
};

const TEXT_FIELDS = ['interestArea', 'product', 'barcode', 'vote', 'name', 'surname', 'email', 'phone', 'nation', 'province', 'message'] as const;

function defaultsFrom(state: FormState): FieldValues {
  const values = refilledValues(state, TEXT_FIELDS);
  values.nation ||= ITALY;
  return values;
}

export function ContactForm({ products, provinces, countries, ...settings }: Props) {
  const { locale } = settings;
  const t = translator(settings.texts, 'contacts');
  const provinceCodes = useMemo(() => provinces.map((p) => p.value), [provinces]);
  const resolver = useMemo(
    (): Resolver<FieldValues> =>
      lazyResolver(() =>
        import('@/lib/forms/contact-checks').then((m) => m.contactResolver(locale, { provinces: provinceCodes.length ? provinceCodes : undefined })),
      ),
    [locale, provinceCodes],
  );
  const screen = useScreenForm({ action: submitContact, formName: 'contact', prefix: 'contact', resolver, defaultsFrom, draft: settings.draft });
  const { form, field, refill, radios } = screen;
  const area: unknown = useWatch({ control: form.control, name: 'interestArea' });

  return (
    <ScreenForm screen={screen} name="contact" settings={settings} successText={t('successText')}>
      <ChoiceGroup {...radios('interestArea', t('fields.interestArea'), INTEREST_AREAS, (value) => t(`interestAreas.${value}`), 'sm:grid-cols-3')} />

      <div className={styles.whenProduct}>
        <SelectField
          {...field('product')}
          label={<RequiredWhen label={t('fields.product')} markClassName={styles.markReport} />}
          options={products}
          placeholder={t('select')}
          select={{ ...refill('product'), 'aria-required': area === 'product-report' || undefined }}
        />
      </div>

      <div className={`${styles.whenReport} space-y-6`}>
        <TextField
          {...field('barcode')}
          label={t('fields.barcode')}
          hint={t('fields.barcodeHint')}
          input={{ ...refill('barcode'), inputMode: 'numeric', autoComplete: 'off', maxLength: 20 }}
        />
        <ChoiceGroup {...radios('vote', t('fields.vote'), VOTES, (value) => value, 'grid-cols-5 sm:grid-cols-10')} />
      </div>

      <div className="grid gap-6 md:grid-cols-2">
        <PersonFields screen={screen} texts={settings.texts} />
        <SelectField
          {...field('nation')}
          label={t('fields.nation')}
          required
          options={countries}
          placeholder={t('select')}
          select={{ ...refill('nation'), autoComplete: 'country' }}
        />
        <div className={styles.whenItaly}>
          <ProvinceField screen={screen} provinces={provinces} texts={settings.texts} />
        </div>
      </div>

      <TextAreaField {...field('message')} label={t('fields.message')} required textarea={{ ...refill('message'), maxLength: 3000 }} />
    </ScreenForm>
  );
}
