// The food-service contact forms (/it/foodservice/contatti, /en/foodservice/contacts): general
// information, sample request and kit request. Sector codes are the CMS's enumeration values.
import { z } from 'zod';
import {
  LIMITS,
  addressField,
  businessNameField,
  capField,
  cityField,
  documentIdField,
  longTextField,
  oneOf,
  optionalBusinessNameField,
  optionalCheckbox,
  optionalLongTextField,
  optionalPhoneField,
  personFields,
  provinceField,
  requiredCheckbox,
  shortTextField,
  toList,
} from './fields';
import { type FormLocale, formMessages } from './messages';
import { SAMPLES_LIMITS, SECTORS, type SamplesLimits } from './foodservice-options';
import { hasValidVatCheckDigit, normalizeVatCode } from './vat';

export { FOODSERVICE_REQUEST_TYPES, SAMPLES_LIMITS, SECTORS, type FoodserviceRequestType, type SamplesLimits, type Sector } from './foodservice-options';

export function foodserviceInfoSchema(locale: FormLocale) {
  const m = formMessages(locale);
  return z.object({
    ...personFields(m),
    phone: optionalPhoneField(m),
    company: businessNameField(m.company, m),
    sector: oneOf(SECTORS, m.sector),
    motivation: shortTextField(m.motivation, m),
    message: longTextField(m.message, LIMITS.message, m),
    privacy: requiredCheckbox(m.privacy),
    newsletter: optionalCheckbox(),
  });
}

type Locations = { provinces?: readonly string[] };

function businessFields(locale: FormLocale, { provinces }: Locations) {
  const m = formMessages(locale);
  return {
    ...personFields(m),
    phone: optionalPhoneField(m),
    business_name: businessNameField(m.businessName, m),
    sector: oneOf(SECTORS, m.sector),
    physical_address: addressField(m),
    city: cityField(m),
    cap: capField(m),
    province: provinceField(m, provinces),
    privacy: requiredCheckbox(m.privacy),
    newsletter: optionalCheckbox(),
  };
}

export type SamplesSchemaOptions = Locations & { limits?: SamplesLimits; products?: readonly string[] };

/**
 * Samples: `samples_products` are food-service product documentIds, between `limits.min` and
 * `limits.max` of them (checked against `products` when the caller has the catalogue's ids).
 */
export function samplesSchema(locale: FormLocale, { limits = SAMPLES_LIMITS, products, provinces }: SamplesSchemaOptions = {}) {
  const m = formMessages(locale);
  return z.object({
    ...businessFields(locale, { provinces }),
    favorite_distributor: optionalBusinessNameField(m.distributor, m),
    notes: longTextField(m.notes, LIMITS.notes, m),
    samples_products: z.preprocess(
      toList,
      z
        .array(
          documentIdField(m.product).refine((id) => !products || products.includes(id), m.product),
          { error: m.samplesMin(limits.min) },
        )
        .min(limits.min, m.samplesMin(limits.min))
        .max(limits.max, m.samplesMax)
        .refine((ids) => new Set(ids).size === ids.length, m.product),
    ),
  });
}

export function kitSchema(locale: FormLocale, options: Locations = {}) {
  const m = formMessages(locale);
  return z.object({
    ...businessFields(locale, options),
    vat_code: z.preprocess(
      (v) => (typeof v === 'string' ? normalizeVatCode(v) : v),
      z.string({ error: m.vat }).length(11, m.vat).refine(hasValidVatCheckDigit, m.vat),
    ),
    notes: optionalLongTextField(m.notes, LIMITS.notes, m),
  });
}

export type FoodserviceInfoData = z.output<ReturnType<typeof foodserviceInfoSchema>>;
export type SamplesData = z.output<ReturnType<typeof samplesSchema>>;
export type KitData = z.output<ReturnType<typeof kitSchema>>;
