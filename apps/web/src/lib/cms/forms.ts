// The forms' side of the CMS: storing submissions with the write token (idempotent by
// submission key), the VAT check, the newsletter confirmation, the mail jobs (claimed, sent once), and
// the option lists the forms show (provinces, products).
import 'server-only';
import { SUBMISSION_PATHS, isSubmissionType, type StoredSubmission, type SubmissionRecord, type SubmissionType } from '../server/submissions';
import type { AudienceMode, Locale } from '../routing/routes';
import { cmsGet, cmsPost, type PostResult } from './client';
import { recordCmsFailure, recordCmsSuccess } from './health';
import { normalizeResponse } from './normalize';
import { list, rec, str } from './read';
import { TAGS } from './tags';

/** The CMS did not answer in time, refused the connection or failed (5xx): nothing was stored. */
export class SubmissionUnavailableError extends Error {
  constructor(what: string, cause?: unknown) {
    super(`CMS unavailable while ${what}`, { cause });
    this.name = 'SubmissionUnavailableError';
  }
}

export type CmsFieldError = { field: string; code: string; message: string };

/** The CMS refused the submission (400): its field errors say why. */
export class SubmissionRejectedError extends Error {
  constructor(
    readonly status: number,
    readonly fieldErrors: CmsFieldError[],
  ) {
    super(`CMS refused the submission (${status}): ${fieldErrors.map((e) => `${e.field} ${e.code}`).join(', ') || 'no detail'}`);
    this.name = 'SubmissionRejectedError';
  }
}

/** A POST whose failure to reach the CMS becomes a SubmissionUnavailableError. */
async function post(path: string, body: unknown, what: string): Promise<PostResult> {
  let result: PostResult;
  try {
    result = await cmsPost(path, body);
  } catch (error) {
    recordCmsFailure(error instanceof Error ? error.name : String(error));
    throw new SubmissionUnavailableError(what, error);
  }
  if (result.status >= 500) {
    recordCmsFailure(`status ${result.status}`);
    throw new SubmissionUnavailableError(what, new Error(`status ${result.status}`));
  }
  recordCmsSuccess();
  return result;
}

function fieldErrorsOf(body: unknown): CmsFieldError[] {
  const details = rec(rec(rec(body)?.error)?.details);
  return list(details?.errors).map((e) => {
    const path = Array.isArray(e.path) ? e.path.map(String).join('.') : (str(e, 'path') ?? '');
    return { field: path, code: str(e, 'code') ?? 'invalid', message: str(e, 'message') ?? '' };
  });
}

export type StoreResult = StoredSubmission & { duplicate: boolean };

/**
 * Stores a submission and resolves only once the CMS has it. A repeated submission key answers
 * the record stored the first time (`duplicate`), so a retry or a double post stores once.
 */
export async function storeSubmission(type: SubmissionType, record: SubmissionRecord): Promise<StoreResult> {
  const result = await post(SUBMISSION_PATHS[type], { data: record }, `storing a ${type}`);
  if (!result.ok) throw new SubmissionRejectedError(result.status, fieldErrorsOf(result.body));
  const { data, meta } = normalizeResponse(result.body);
  const stored = rec(data);
  const documentId = str(stored, 'documentId');
  if (!stored || !documentId) throw new SubmissionRejectedError(result.status, []);
  // `duplicate` is this endpoint's own meta field, not in the list answers' meta type.
  const duplicate = rec(meta as unknown)?.duplicate === true;
  return { type, documentId, record: stored, duplicate };
}

export type NewsletterConfirmStatus = 'confirmed' | 'already-confirmed' | 'expired' | 'unknown';

/** Confirms the newsletter signup whose confirmation token this is (double opt-in). */
export async function confirmNewsletterSignup(token: string): Promise<NewsletterConfirmStatus> {
  const result = await post('/api/newsletter-signups/confirm', { token }, 'confirming a newsletter signup');
  if (!result.ok) return 'unknown';
  const status = str(rec(rec(result.body)?.data), 'status');
  return status === 'confirmed' || status === 'already-confirmed' || status === 'expired' ? status : 'unknown';
}

/** A submission's mail job as a sender holds it (lib/server/mail-jobs.ts sends it). */
export type MailJob = StoredSubmission & { token: string; partsSent: number; leaseUntil: number };

/** The CMS's mail jobs: claimed by one sender at a time under a lease (apps/cms submission controller). */
export type MailJobStore = {
  /** Claims one job (the send right after storing) or, without an argument, a retry round. */
  claim(one?: { type: SubmissionType; documentId: string }): Promise<MailJob[]>;
  progress(job: MailJob, partsSent: number): Promise<void>;
  done(job: MailJob): Promise<void>;
  release(job: MailJob): Promise<void>;
};

/** How long a claim holds a job (the lease), and how many jobs one retry round takes. */
const LEASE_SECONDS = 300;
const ROUND_SIZE = 10;

function readJobs(body: unknown): MailJob[] {
  return list(rec(body)?.data).flatMap((row): MailJob[] => {
    const documentId = str(row, 'documentId');
    const token = str(row, 'token');
    const record = rec(row.record);
    const leaseUntil = Date.parse(str(row, 'leaseUntil') ?? '');
    const partsSent = typeof row.partsSent === 'number' ? row.partsSent : 0;
    return isSubmissionType(row.type) && documentId && token && record && Number.isFinite(leaseUntil)
      ? [{ type: row.type, documentId, record, token, partsSent, leaseUntil }]
      : [];
  });
}

async function asHolder(path: string, job: MailJob, extra: Record<string, unknown>, what: string): Promise<void> {
  const result = await post(path, { type: job.type, documentId: job.documentId, token: job.token, ...extra }, what);
  if (!result.ok) throw new SubmissionRejectedError(result.status, fieldErrorsOf(result.body));
}

export const mailJobStore: MailJobStore = {
  async claim(one) {
    const body = one ? { ...one, lease_seconds: LEASE_SECONDS } : { lease_seconds: LEASE_SECONDS, limit: ROUND_SIZE };
    const result = await post('/api/submissions/mail-claims', body, 'claiming mail jobs');
    if (!result.ok) throw new SubmissionRejectedError(result.status, fieldErrorsOf(result.body));
    return readJobs(result.body);
  },
  progress: (job, partsSent) => asHolder('/api/submissions/mail-progress', job, { parts_sent: partsSent }, 'recording mail progress'),
  done: (job) => asHolder('/api/submissions/mail-sent', job, {}, 'marking mails sent'),
  release: (job) => asHolder('/api/submissions/mail-release', job, {}, 'releasing a mail job'),
};

export type Province = { code: string; name: string };

/** Italian provinces (the CMS's districts) by name, for the province fields. */
export async function getProvinces(): Promise<Province[]> {
  const { data } = await cmsGet('/api/districts', {
    query: { fields: ['name', 'abbreviation'], sort: ['name:asc'], pagination: { pageSize: 150 } },
    tags: [TAGS.type('district')],
  });
  return list(data)
    .map((d) => ({ code: (str(d, 'abbreviation') ?? '').toUpperCase(), name: str(d, 'name') ?? '' }))
    .filter((p) => /^[A-Z]{2}$/.test(p.code) && p.name !== '')
    .sort((a, b) => a.name.localeCompare(b.name, 'it'));
}

export type ProductOption = { documentId: string; title: string };

/**
 * The products of an audience's catalogue by title: the consumer form's product field, and the
 * food-service catalogue the sample request chooses from.
 */
export async function getProductOptions(locale: Locale, mode: AudienceMode): Promise<ProductOption[]> {
  const { data } = await cmsGet('/api/products', {
    // A product belongs to an audience's catalogue through that audience's category.
    query: {
      locale,
      fields: ['title'],
      filters: { [mode === 'B2B' ? 'b2b_category' : 'b2c_category']: { id: { $notNull: true } } },
      sort: ['title:asc'],
      pagination: { pageSize: 250 },
    },
    tags: [TAGS.type('product')],
  });
  return list(data)
    .map((p) => ({ documentId: str(p, 'documentId') ?? '', title: str(p, 'title') ?? '' }))
    .filter((p) => p.documentId !== '' && p.title !== '');
}
