// Field rules shared by the form schemas: input bounds, allowed characters and the coercions that
// let one schema read both react-hook-form values and a plain form post (strings, "on", "").
import { z } from 'zod';
import type { FormMessages } from './messages';

export const LIMITS = {
  personName: 60,
  email: 254,
  phone: 20,
  businessName: 120,
  address: 160,
  city: 80,
  shortText: 200,
  message: 3000,
  notes: 2000,
  code: 40,
} as const;

const PERSON_NAME = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;
const BUSINESS_NAME = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} '’.,&()/+-]*$/u;
const ADDRESS = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} '’.,°/()-]*$/u;
/** One line of free text: no control characters, no angle brackets. */
const SINGLE_LINE = /^[^\p{C}<>]*$/u;
/** Several lines of free text: no control characters except line breaks and tabs. */
const MULTI_LINE = /^(?:[^\p{C}]|[\n\r\t])*$/u;
const PHONE = /^\+?[0-9][0-9 ./()-]*$/;
const CODE = /^[A-Za-z0-9_-]+$/;
/** A CMS documentId (Strapi 5: 24 lowercase letters and digits). */
export const DOCUMENT_ID = /^[a-z0-9]{10,40}$/;

/** An empty string, null or whitespace from a plain form post counts as "not given". */
function blankToUndefined(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

function trimmed(value: unknown): unknown {
  return typeof value === 'string' ? value.trim() : value;
}

/** A checkbox: `true`, "on", "true" or "1" is ticked; absent, empty or "false" is not. */
function toBoolean(value: unknown): unknown {
  if (value === true || value === 'on' || value === 'true' || value === '1') return true;
  if (value === false || value === undefined || value === null || value === '' || value === 'false' || value === '0') return false;
  return value;
}

function toNumber(value: unknown): unknown {
  const blank = blankToUndefined(value);
  return typeof blank === 'string' ? Number(blank.trim()) : blank;
}

/** A required text: `message` for missing, empty or badly formed input. */
export function requiredText(message: string, max: number, pattern: RegExp, tooLong: (max: number) => string) {
  return z.preprocess(trimmed, z.string({ error: message }).min(1, message).max(max, tooLong(max)).regex(pattern, message));
}

/** The same rule, but absent or blank input is allowed (and read as `undefined`). */
export function optionalText(message: string, max: number, pattern: RegExp, tooLong: (max: number) => string) {
  return z.preprocess((v) => trimmed(blankToUndefined(v)), z.string({ error: message }).max(max, tooLong(max)).regex(pattern, message).optional());
}

export function requiredCheckbox(message: string) {
  return z.preprocess(toBoolean, z.literal(true, { error: message }));
}

export function optionalCheckbox() {
  return z.preprocess(toBoolean, z.boolean()).default(false);
}

export function integerBetween(min: number, max: number, message: string) {
  return z.preprocess(toNumber, z.number({ error: message }).int(message).min(min, message).max(max, message));
}

export function optionalInteger(min: number, max: number, message: string) {
  return z.preprocess(toNumber, z.number({ error: message }).int(message).min(min, message).max(max, message).optional());
}

/** One value out of a fixed list of codes. */
export function oneOf<const T extends readonly [string, ...string[]]>(codes: T, message: string) {
  return z.preprocess(trimmed, z.enum(codes, { error: message }));
}

/**
 * A code chosen from options the CMS provides (careers wizard): checked against `allowed` when the
 * caller has them, otherwise only its shape is checked.
 */
export function optionCode(message: string, allowed?: readonly string[]) {
  const base = z.string({ error: message }).min(1, message).max(LIMITS.code, message).regex(CODE, message);
  return z.preprocess(trimmed, allowed ? base.refine((v) => allowed.includes(v), message) : base);
}

export function optionalOptionCode(message: string, allowed?: readonly string[]) {
  const base = z.string({ error: message }).max(LIMITS.code, message).regex(CODE, message);
  return z.preprocess((v) => trimmed(blankToUndefined(v)), (allowed ? base.refine((v) => allowed.includes(v), message) : base).optional());
}

/** A list from repeated form fields or a JSON array; a single string becomes a one-item list. */
export function toList(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return [];
  return typeof value === 'string' ? [value] : value;
}

export function personFields(m: FormMessages) {
  return {
    name: requiredText(m.name, LIMITS.personName, PERSON_NAME, m.tooLong),
    surname: requiredText(m.surname, LIMITS.personName, PERSON_NAME, m.tooLong),
    email: emailField(m),
  };
}

export function emailField(m: FormMessages) {
  return z.preprocess(trimmed, z.email({ error: m.email }).max(LIMITS.email, m.email));
}

function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE.test(value) && digits >= 6 && digits <= 15;
}

export function phoneField(m: FormMessages) {
  return z.preprocess(trimmed, z.string({ error: m.phone }).max(LIMITS.phone, m.phone).refine(isPhone, m.phone));
}

export function optionalPhoneField(m: FormMessages) {
  return z.preprocess((v) => trimmed(blankToUndefined(v)), z.string({ error: m.phone }).max(LIMITS.phone, m.phone).refine(isPhone, m.phone).optional());
}

export const personNameField = (message: string, m: FormMessages) => requiredText(message, LIMITS.personName, PERSON_NAME, m.tooLong);
export const optionalPersonNameField = (message: string, m: FormMessages) => optionalText(message, LIMITS.personName, PERSON_NAME, m.tooLong);
export const businessNameField = (message: string, m: FormMessages) => requiredText(message, LIMITS.businessName, BUSINESS_NAME, m.tooLong);
export const addressField = (m: FormMessages) => requiredText(m.address, LIMITS.address, ADDRESS, m.tooLong);
export const cityField = (m: FormMessages) => requiredText(m.city, LIMITS.city, PERSON_NAME, m.tooLong);
export const optionalBusinessNameField = (message: string, m: FormMessages) => optionalText(message, LIMITS.businessName, BUSINESS_NAME, m.tooLong);
export const shortTextField = (message: string, m: FormMessages) => requiredText(message, LIMITS.shortText, SINGLE_LINE, m.tooLong);
export const optionalShortTextField = (message: string, m: FormMessages) => optionalText(message, LIMITS.shortText, SINGLE_LINE, m.tooLong);
export const longTextField = (message: string, max: number, m: FormMessages) => requiredText(message, max, MULTI_LINE, m.tooLong);
export const optionalLongTextField = (message: string, max: number, m: FormMessages) => optionalText(message, max, MULTI_LINE, m.tooLong);

/** An Italian CAP: five digits. */
export const capField = (m: FormMessages) => requiredText(m.cap, 5, /^\d{5}$/, () => m.cap);

/** An Italian province's two-letter abbreviation (FC, RO, MT...), checked against `known` when given. */
export function provinceField(m: FormMessages, known?: readonly string[]) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z
      .string({ error: m.provinceRequired })
      .min(1, m.provinceRequired)
      .regex(/^[A-Z]{2}$/, m.province)
      .refine((v) => !known || known.includes(v), m.province),
  );
}

/** A country as an ISO 3166-1 alpha-2 code (IT, FR...). */
export function nationField(m: FormMessages) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
    z
      .string({ error: m.nation })
      .min(1, m.nation)
      .regex(/^[A-Z]{2}$/, m.nation),
  );
}

/** GTIN-8/12/13/14 with its check digit (the barcode printed on a pack). */
export function isValidBarcode(code: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop() as number;
  const sum = digits.reverse().reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

export function optionalBarcodeField(m: FormMessages) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? blankToUndefined(v.replace(/\s+/g, '')) : v),
    z.string({ error: m.barcode }).refine(isValidBarcode, m.barcode).optional(),
  );
}

export function documentIdField(message: string) {
  return z.preprocess(trimmed, z.string({ error: message }).regex(DOCUMENT_ID, message));
}

export function optionalDocumentIdField(message: string) {
  return z.preprocess((v) => trimmed(blankToUndefined(v)), z.string({ error: message }).regex(DOCUMENT_ID, message).optional());
}

export function optionalProvinceField(m: FormMessages, known?: readonly string[]) {
  return z.preprocess((v) => blankToUndefined(v), provinceField(m, known).optional());
}
