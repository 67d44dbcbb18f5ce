// Form submissions as the CMS stores them: the content types, the idempotency key, the consent
// record and the mapping from each form's parsed data to the CMS record's fields.
import { randomUUID } from 'node:crypto';
import type { CareersApplicationData } from '../forms/careers';
import type { ContactData } from '../forms/contact';
import type { FoodserviceInfoData, KitData, SamplesData } from '../forms/foodservice';
import type { FormLocale } from '../forms/messages';
import { PRIVACY_POLICY_PATHS } from '../forms/privacy';
import type { NewsletterData } from '../forms/newsletter';
import { hashNewsletterToken, newsletterConfirmToken } from './newsletter-token';
import type { Env } from './env';

export const SUBMISSION_TYPES = ['contact-request', 'sample-request', 'contact-form-richiesta-kit', 'newsletter-signup', 'job-application'] as const;
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];

/** The CMS's REST collection path of each type (POST with the write token creates one). */
export const SUBMISSION_PATHS: Record<SubmissionType, string> = {
  'contact-request': '/api/contact-requests',
  'sample-request': '/api/sample-requests',
  'contact-form-richiesta-kit': '/api/contact-form-richiesta-kits',
  'newsletter-signup': '/api/newsletter-signups',
  'job-application': '/api/job-applications',
};

export function isSubmissionType(value: unknown): value is SubmissionType {
  return typeof value === 'string' && (SUBMISSION_TYPES as readonly string[]).includes(value);
}

/** A record as stored in (and read back from) the CMS: snake_case fields, loosely typed. */
export type SubmissionRecord = Record<string, unknown>;

/** A stored submission, the unit the mailer works on. */
export type StoredSubmission = { type: SubmissionType; documentId: string; record: SubmissionRecord };

const SUBMISSION_KEY = /^[A-Za-z0-9_-]{16,64}$/;

/** A new idempotency key, put in the form when it is rendered: a double post stores once. */
export function newSubmissionKey(): string {
  return randomUUID();
}

export function isSubmissionKey(value: unknown): value is string {
  return typeof value === 'string' && SUBMISSION_KEY.test(value);
}

export type SiteMode = 'B2C' | 'B2B' | 'CORPORATE';

/** Which privacy text the visitor accepted, and when. */
export type ConsentRecord = { privacy_policy_url: string; privacy_policy_version: string; privacy_accepted_at: string };

export function consentRecord(locale: FormLocale, now: Date = new Date(), env: Env = process.env): ConsentRecord {
  const site = (env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
  return {
    privacy_policy_url: `${site}${PRIVACY_POLICY_PATHS[locale]}`,
    privacy_policy_version: env.PRIVACY_POLICY_VERSION ?? '2026-01',
    privacy_accepted_at: now.toISOString(),
  };
}

export type SubmissionMeta = { locale: FormLocale; submissionKey: string; consent: ConsentRecord };

function common(meta: SubmissionMeta, siteMode: SiteMode) {
  return { submission_key: meta.submissionKey, locale_code: meta.locale, site_mode: siteMode, privacy_consent: true, ...meta.consent };
}

/** `productTitle`: the product's name, looked up by the caller, so people can read the mail. */
export function contactRecord(data: ContactData, meta: SubmissionMeta, productTitle?: string): SubmissionRecord {
  return {
    ...common(meta, 'B2C'),
    interest_area: data.interestArea,
    product: data.product,
    product_title: data.product ? productTitle : undefined,
    barcode: data.barcode,
    vote: data.vote,
    name: data.name,
    surname: data.surname,
    email: data.email,
    phone: data.phone,
    nation: data.nation,
    province: data.province,
    message: data.message,
    newsletter_consent: data.newsletter,
  };
}

export function foodserviceInfoRecord(data: FoodserviceInfoData, meta: SubmissionMeta): SubmissionRecord {
  return {
    ...common(meta, 'B2B'),
    interest_area: 'foodservice-info',
    name: data.name,
    surname: data.surname,
    email: data.email,
    phone: data.phone,
    company: data.company,
    sector: data.sector,
    motivation: data.motivation,
    message: data.message,
    newsletter_consent: data.newsletter,
  };
}

function business(data: SamplesData | KitData) {
  return {
    name: data.name,
    surname: data.surname,
    email: data.email,
    phone: data.phone,
    business_name: data.business_name,
    sector: data.sector,
    physical_address: data.physical_address,
    city: data.city,
    cap: data.cap,
    province: data.province,
    newsletter_consent: data.newsletter,
  };
}

/** `titles`: product documentId → name, so the record and the mails show what was asked for. */
export function samplesRecord(data: SamplesData, meta: SubmissionMeta, titles: Record<string, string> = {}): SubmissionRecord {
  return {
    ...common(meta, 'B2B'),
    ...business(data),
    favorite_distributor: data.favorite_distributor,
    notes: data.notes,
    samples_products: data.samples_products.map((documentId) => ({ documentId, title: titles[documentId] ?? null })),
  };
}

export function kitRecord(data: KitData, meta: SubmissionMeta, vatLimitDays: number): SubmissionRecord {
  return { ...common(meta, 'B2B'), ...business(data), vat_code: data.vat_code, vat_code_limit_duration: vatLimitDays, notes: data.notes };
}

/** Stored unconfirmed; only the hash of the confirmation token is kept. */
export function newsletterRecord(data: NewsletterData, meta: SubmissionMeta, siteMode: SiteMode = 'B2C'): SubmissionRecord {
  return {
    ...common(meta, siteMode),
    email: data.email,
    name: data.name,
    surname: data.surname,
    over_16: true,
    profiling_consent: data.profiling,
    confirmed: false,
    confirm_token_hash: hashNewsletterToken(newsletterConfirmToken(meta.submissionKey)),
  };
}

/** Everything but the CV file itself, which travels next to this record (multipart `files.curriculum`). */
export function applicationRecord(data: Omit<CareersApplicationData, 'curriculum'>, meta: SubmissionMeta): SubmissionRecord {
  const { privacy: _privacy, ...fields } = data;
  return { ...common(meta, 'CORPORATE'), ...fields, locale_code: 'it' };
}
