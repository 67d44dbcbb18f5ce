// The server side of the contact, food-service and newsletter forms (the server decides): rate
// limit, the shared schema, the bot-protection proof, then storing in the CMS; the answer is a
// success only once the CMS has the submission. Mails leave after the answer (and are retried).
import 'server-only';
import { headers } from 'next/headers';
import { after } from 'next/server';
import { swallow } from '../cms/client';
import {
  type ProductOption,
  type Province,
  type StoreResult,
  SubmissionRejectedError,
  SubmissionUnavailableError,
  getProductOptions,
  getProvinces,
  storeSubmission,
} from '../cms/forms';
import { contactSchema } from '../forms/contact';
import { fieldErrors, formDataToObject } from '../forms/errors';
import { FOODSERVICE_REQUEST_TYPES, type FoodserviceRequestType, foodserviceInfoSchema, kitSchema, samplesSchema } from '../forms/foodservice';
import { type FormState, echoValues } from '../forms/form-state';
import { type FormLocale, formMessages, isFormLocale } from '../forms/messages';
import { newsletterSchema } from '../forms/newsletter';
import { log } from '../log';
import { recordRateLimitRefusal } from '../metrics';
import { verifyBotProof } from './bot-protection';
import { type RateLimitedForm, clientAddress, clientIp } from './form-rate-limit';
import { formRateLimiter } from './form-stores';
import { kitVatLimitDays, samplesLimits } from './form-settings';
import { sendSubmissionMails } from './mail-service';
import {
  type SiteMode,
  type SubmissionMeta,
  consentRecord,
  contactRecord,
  foodserviceInfoRecord,
  isSubmissionKey,
  kitRecord,
  newSubmissionKey,
  newsletterRecord,
  samplesRecord,
} from './submissions';

/** Fields posted more than once (checkbox lists). */
const LIST_FIELDS = ['samples_products'] as const;

type Parsed<D> = { ok: true; data: D } | { ok: false; errors: Record<string, string> };

/** One form's steps between the common checks: which limit, how to parse, how to store. */
type Pipeline<D> = {
  form: RateLimitedForm;
  /** The bot-protection action (reCAPTCHA checks the token was made for it). */
  action: string;
  parse(fields: Record<string, unknown>, locale: FormLocale): Promise<Parsed<D>>;
  store(data: D, meta: SubmissionMeta): Promise<StoreResult>;
  success?(data: D): Partial<FormState>;
};

function parsedBy<D>(result: { success: true; data: D } | { success: false; error: Parameters<typeof fieldErrors>[0] }): Parsed<D> {
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrors(result.error) };
}

async function run<D>(formData: FormData, pipeline: Pipeline<D>): Promise<FormState> {
  const fields = formDataToObject(formData, LIST_FIELDS);
  const values = echoValues(fields);
  const locale: FormLocale = isFormLocale(fields.locale) ? fields.locale : 'it';
  try {
    const requestHeaders = await headers();
    const rate = await formRateLimiter().consume(pipeline.form, clientAddress(requestHeaders));
    if (!rate.allowed) {
      recordRateLimitRefusal(`form-${pipeline.form}`);
      log.info({ form: pipeline.form }, 'form post rate-limited');
      return { status: 'limited', errors: {}, values, retryAfterSeconds: rate.retryAfterSeconds };
    }
    const parsed = await pipeline.parse(fields, locale);
    if (!parsed.ok) return { status: 'invalid', errors: parsed.errors, values };
    const ip = clientIp(requestHeaders);
    const proof = await verifyBotProof(fields, { action: pipeline.action, remoteIp: ip === 'local' || ip === 'unknown' ? undefined : ip });
    if (!proof.ok) {
      log.info({ form: pipeline.form, reason: proof.reason }, 'form post refused by the bot check');
      return { status: 'refused', refusal: proof.reason === 'missing' ? 'no-proof' : 'failed', errors: {}, values };
    }
    const submissionKey = isSubmissionKey(fields.submission_key) ? fields.submission_key : newSubmissionKey();
    const stored = await pipeline.store(parsed.data, { locale, submissionKey, consent: consentRecord(locale) });
    // A repeated key answers the first record: its mails went (or go) with the first post, unless
    // that post never learnt it was stored (a timeout) and so never sent them.
    if (!stored.duplicate || stored.record.mail_sent === false) after(() => sendSubmissionMails(stored));
    log.info({ form: pipeline.form, documentId: stored.documentId, duplicate: stored.duplicate }, 'form submission stored');
    return { status: 'success', errors: {}, values: {}, ...pipeline.success?.(parsed.data) };
  } catch (error) {
    if (error instanceof SubmissionUnavailableError) {
      log.warn({ form: pipeline.form, err: error.message }, 'form submission not stored: CMS unavailable');
      return { status: 'unavailable', errors: {}, values };
    }
    if (error instanceof SubmissionRejectedError && error.fieldErrors.some((e) => e.field === 'vat_code')) {
      return { status: 'invalid', errors: { vat_code: formMessages(locale).vat }, values };
    }
    log.error({ form: pipeline.form, err: error instanceof Error ? error.message : String(error) }, 'form submission failed');
    return { status: 'error', errors: {}, values };
  }
}

const provinceCodes = async (): Promise<string[] | undefined> => {
  const provinces = await swallow<Province[]>('provinces for a form', getProvinces, []);
  return provinces.length ? provinces.map((p) => p.code) : undefined;
};

const productOptions = (locale: FormLocale, mode: 'B2C' | 'B2B') =>
  swallow<ProductOption[]>(`${mode} products for a form`, () => getProductOptions(locale, mode), []);

/** The consumer contact form. */
export function handleContact(formData: FormData): Promise<FormState> {
  let products: ProductOption[] = [];
  return run(formData, {
    form: 'contact',
    action: 'contact',
    async parse(fields, locale) {
      const [provinces, options] = await Promise.all([provinceCodes(), productOptions(locale, 'B2C')]);
      products = options;
      const parsed = parsedBy(contactSchema(locale, { provinces }).safeParse(fields));
      // A product id must be one of the catalogue's (when the catalogue could be read).
      if (parsed.ok && parsed.data.product && products.length && !products.some((p) => p.documentId === parsed.data.product)) {
        return { ok: false, errors: { product: formMessages(locale).product } };
      }
      return parsed;
    },
    store: (data, meta) => storeSubmission('contact-request', contactRecord(data, meta, products.find((p) => p.documentId === data.product)?.title)),
  });
}

function requestTypeOf(value: unknown): FoodserviceRequestType | null {
  return typeof value === 'string' && (FOODSERVICE_REQUEST_TYPES as readonly string[]).includes(value) ? (value as FoodserviceRequestType) : null;
}

/** The food-service form: the request type picks information, samples or kit. */
export function handleFoodservice(formData: FormData): Promise<FormState> {
  const type = requestTypeOf(formData.get('requestType'));
  const invalidType: Pipeline<never>['parse'] = async (_fields, locale) => ({ ok: false, errors: { requestType: formMessages(locale).option } });
  if (type === 'samples') {
    let titles: Record<string, string> = {};
    return run(formData, {
      form: 'samples',
      action: 'foodservice',
      async parse(fields, locale) {
        const [provinces, options] = await Promise.all([provinceCodes(), productOptions(locale, 'B2B')]);
        titles = Object.fromEntries(options.map((p) => [p.documentId, p.title]));
        return parsedBy(
          samplesSchema(locale, { limits: samplesLimits(), provinces, products: options.length ? options.map((p) => p.documentId) : undefined }).safeParse(
            fields,
          ),
        );
      },
      store: (data, meta) => storeSubmission('sample-request', samplesRecord(data, meta, titles)),
      success: () => ({ variant: 'samples' }),
    });
  }
  if (type === 'kit') {
    return run(formData, {
      form: 'kit',
      action: 'foodservice',
      parse: async (fields, locale) => parsedBy(kitSchema(locale, { provinces: await provinceCodes() }).safeParse(fields)),
      store: (data, meta) => storeSubmission('contact-form-richiesta-kit', kitRecord(data, meta, kitVatLimitDays())),
      success: () => ({ variant: 'kit' }),
    });
  }
  if (type === 'info') {
    return run(formData, {
      form: 'foodservice',
      action: 'foodservice',
      parse: async (fields, locale) => parsedBy(foodserviceInfoSchema(locale).safeParse(fields)),
      store: (data, meta) => storeSubmission('contact-request', foodserviceInfoRecord(data, meta)),
      success: () => ({ variant: 'info' }),
    });
  }
  return run<never>(formData, { form: 'foodservice', action: 'foodservice', parse: invalidType, store: () => Promise.reject(new Error('no request type')) });
}

/** The site-wide newsletter signup (double opt-in: stored unconfirmed, a link confirms it). */
export function handleNewsletter(formData: FormData): Promise<FormState> {
  const siteMode: SiteMode = formData.get('mode') === 'B2B' ? 'B2B' : 'B2C';
  return run(formData, {
    form: 'newsletter',
    action: 'newsletter',
    parse: async (fields, locale) => parsedBy(newsletterSchema(locale).safeParse(fields)),
    store: (data, meta) => storeSubmission('newsletter-signup', newsletterRecord(data, meta, siteMode)),
    success: (data) => ({ email: data.email }),
  });
}
