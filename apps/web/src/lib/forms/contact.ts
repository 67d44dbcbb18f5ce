// The consumer contact form (/it/contatti, /en/contacts): the interest area picks the fields, and
// the province is required when the nation is Italy (the spec's required-if rule).
import { z } from 'zod';
import {
  LIMITS,
  longTextField,
  nationField,
  oneOf,
  optionalBarcodeField,
  optionalCheckbox,
  optionalDocumentIdField,
  optionalInteger,
  optionalPhoneField,
  optionalProvinceField,
  personFields,
  requiredCheckbox,
} from './fields';
import { INTEREST_AREAS, ITALY, VOTE_RANGE } from './contact-options';
import { type FormLocale, formMessages } from './messages';

export { INTEREST_AREAS, ITALY, VOTE_RANGE, type InterestArea } from './contact-options';

export type ContactSchemaOptions = { provinces?: readonly string[] };

export function contactSchema(locale: FormLocale, { provinces }: ContactSchemaOptions = {}) {
  const m = formMessages(locale);
  return (
    z
      .object({
        interestArea: oneOf(INTEREST_AREAS, m.interestArea),
        product: optionalDocumentIdField(m.product),
        barcode: optionalBarcodeField(m),
        vote: optionalInteger(VOTE_RANGE.min, VOTE_RANGE.max, m.vote),
        ...personFields(m),
        phone: optionalPhoneField(m),
        nation: nationField(m),
        province: optionalProvinceField(m, provinces),
        message: longTextField(m.message, LIMITS.message, m),
        privacy: requiredCheckbox(m.privacy),
        newsletter: optionalCheckbox(),
      })
      .superRefine(
        (data, ctx) => {
          if (data.interestArea === 'product-report') {
            if (data.product === undefined) ctx.addIssue({ code: 'custom', path: ['product'], message: m.product });
            if (data.vote === undefined) ctx.addIssue({ code: 'custom', path: ['vote'], message: m.vote });
          }
          if (data.nation === ITALY && data.province === undefined) ctx.addIssue({ code: 'custom', path: ['province'], message: m.provinceRequired });
        },
        // Also when other fields are wrong: the visitor sees every missing field at once.
        { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
      )
      // Fields that do not belong to the chosen area or nation are dropped, never stored.
      .transform((data) => ({
        ...data,
        product: data.interestArea === 'other' ? undefined : data.product,
        barcode: data.interestArea === 'product-report' ? data.barcode : undefined,
        vote: data.interestArea === 'product-report' ? data.vote : undefined,
        province: data.nation === ITALY ? data.province : undefined,
      }))
  );
}

export type ContactInput = z.input<ReturnType<typeof contactSchema>>;
export type ContactData = z.output<ReturnType<typeof contactSchema>>;
