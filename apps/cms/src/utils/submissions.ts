// What every form submission shares when the website stores it: a submission key (idempotency: a
// retry or a double click stores once), a consent record, and the mail-sent flag of the website's
// mail retry. The database enforces the key's uniqueness, so two racing posts still store once.
import type { Core, UID } from '@strapi/strapi';
import { respond } from './respond';

export const SUBMISSION_UIDS = {
  'contact-request': 'api::contact-request.contact-request',
  'sample-request': 'api::sample-request.sample-request',
  'contact-form-richiesta-kit': 'api::contact-form-richiesta-kit.contact-form-richiesta-kit',
  'newsletter-signup': 'api::newsletter-signup.newsletter-signup',
  'job-application': 'api::job-application.job-application',
} as const;
export type SubmissionType = keyof typeof SUBMISSION_UIDS;
export type SubmissionUid = (typeof SUBMISSION_UIDS)[SubmissionType];

export function isSubmissionType(value: unknown): value is SubmissionType {
  return typeof value === 'string' && value in SUBMISSION_UIDS;
}

const KEY = /^[A-Za-z0-9_-]{16,64}$/;
const TOKEN_HASH = /^[0-9a-f]{64}$/;

/** Declares the unique index on `submission_key` of every submission type (call in `register`). */
export function declareSubmissionKeyIndexes(strapi: Core.Strapi) {
  for (const uid of Object.values(SUBMISSION_UIDS)) {
    const contentType = strapi.contentType(uid) as unknown as { collectionName: string; indexes?: object[] };
    contentType.indexes = [
      ...(contentType.indexes ?? []),
      { name: `${contentType.collectionName}_submission_key_unique`, columns: ['submission_key'], type: 'unique' },
    ];
  }
}

type Data = Record<string, unknown>;
// Koa's context as Strapi types it (its helpers such as badRequest come through an index signature).
type Ctx = { request: { body?: unknown }; status: number; [key: string]: unknown };
type WithBadRequest = { badRequest(message: string, details?: object): unknown };
type Doc = Data & { documentId: string };

/** The `data` object of a REST create body (`data` may be a JSON string in a multipart post). */
export function readData(body: unknown): Data | null {
  const raw = (body as { data?: unknown } | undefined)?.data;
  if (typeof raw === 'string') {
    try {
      const parsed: unknown = JSON.parse(raw);
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Data) : null;
    } catch {
      return null;
    }
  }
  return raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Data) : null;
}

export function badSubmission(ctx: Ctx, field: string, message: string, code = 'invalid') {
  return (ctx as unknown as WithBadRequest).badRequest(message, { errors: [{ path: [field], message, code, name: 'ValidationError' }] });
}

export async function findBySubmissionKey(strapi: Core.Strapi, uid: SubmissionUid, key: string): Promise<Doc | null> {
  return (await strapi.documents(uid as UID.ContentType).findFirst({ filters: { submission_key: key } } as never)) as Doc | null;
}

/** An answer for a key stored before: 200 with the stored record, nothing written again. */
export function respondExisting(controller: unknown, ctx: Ctx, existing: Doc) {
  ctx.status = 200;
  return respond(controller, ctx, existing, { duplicate: true });
}

export type Prepared = { kind: 'new'; key: string; data: Data } | { kind: 'existing'; existing: Doc } | { kind: 'invalid'; field: string; message: string };

/**
 * Checks what every submission needs (a well-formed key, privacy consent) and finds an earlier
 * store of the same key. Fields only the CMS may set (mail flag, status, confirmation) are reset.
 */
export async function prepareSubmission(strapi: Core.Strapi, uid: SubmissionUid, data: Data | null): Promise<Prepared> {
  if (!data) return { kind: 'invalid', field: 'data', message: 'data must be a JSON object' };
  const key = data.submission_key;
  if (typeof key !== 'string' || !KEY.test(key))
    return { kind: 'invalid', field: 'submission_key', message: 'submission_key (16-64 letters, digits, - or _) is required' };
  const existing = await findBySubmissionKey(strapi, uid, key);
  if (existing) return { kind: 'existing', existing };
  if (data.privacy_consent !== true) return { kind: 'invalid', field: 'privacy_consent', message: 'privacy_consent must be true' };
  const clean: Data = {
    ...data,
    mail_sent: false,
    mail_sent_at: null,
    mail_claim_until: null,
    mail_claim_token: null,
    mail_parts_sent: 0,
    privacy_accepted_at: data.privacy_accepted_at ?? new Date().toISOString(),
  };
  if (uid === SUBMISSION_UIDS['newsletter-signup']) {
    if (data.over_16 !== true) return { kind: 'invalid', field: 'over_16', message: 'over_16 must be true' };
    if (typeof data.confirm_token_hash !== 'string' || !TOKEN_HASH.test(data.confirm_token_hash)) {
      return { kind: 'invalid', field: 'confirm_token_hash', message: 'confirm_token_hash (SHA-256, hex) is required' };
    }
    Object.assign(clean, { confirmed: false, confirmed_at: null });
  } else {
    clean.handling_status = 'new';
  }
  return { kind: 'new', key, data: clean };
}

/** SQLite and PostgreSQL report a unique-index violation differently; Strapi may wrap it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505') return true;
    if (typeof message === 'string' && /UNIQUE constraint failed|duplicate key value/i.test(message)) return true;
  }
  return false;
}

/**
 * Runs `create`; when a concurrent post with the same key won the race, answers with its record.
 * `cleanup` undoes side effects of the losing attempt (a stored file).
 */
export async function createOnce<T>(
  strapi: Core.Strapi,
  uid: SubmissionUid,
  key: string,
  controller: unknown,
  ctx: Ctx,
  create: () => Promise<T>,
  cleanup?: () => Promise<void>,
) {
  try {
    return await create();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await cleanup?.();
    const existing = await findBySubmissionKey(strapi, uid, key);
    if (!existing) throw error;
    return respondExisting(controller, ctx, existing);
  }
}

/** Fields of a record that never leave the CMS, even towards the website's mailer. */
export function withoutSecrets(record: Data): Data {
  const { curriculum_file: _file, confirm_token_hash: _hash, mail_claim_token: _token, mail_claim_until: _until, ...rest } = record;
  return rest;
}
