// The mail jobs of stored submissions, for the website's server (write token only). A submission's
// mails are a job that one sender claims at a time: a claim is a lease (a time and a random token)
// written by one conditional UPDATE, so two website instances, or a request and another
// instance's retry round, can never both hold it. The holder sends, then marks the job done with
// its token (after each mail, its progress, so a job taken over after a crash does not send the
// mails already sent again); a sender that fails releases it, and one that dies simply lets the lease run out, after
// which any instance may claim it again.
import { randomBytes } from 'node:crypto';
import type { Core, UID } from '@strapi/strapi';
import { SUBMISSION_UIDS, type SubmissionType, isSubmissionType, withoutSecrets } from '../../../utils/submissions';

type Ctx = {
  query: Record<string, unknown>;
  request: { body?: unknown };
  body: unknown;
  status: number;
  badRequest(message: string): unknown;
  notFound(message: string): unknown;
  conflict(message: string): unknown;
};

const DEFAULT_LEASE_SECONDS = 300;
const MAX_LIMIT = 200;
const DOCUMENT_ID = /^[a-z0-9]{10,40}$/;
const TOKEN = /^[0-9a-f]{48}$/;

function intValue(value: unknown, fallback: number, min: number, max: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : NaN;
}

type Claimed = { type: SubmissionType; documentId: string; token: string; leaseUntil: string; partsSent: number; record: Record<string, unknown> };

/** Free to claim: mails not sent, and no lease or one that has run out. */
const claimable = (now: Date) => ({ mail_sent: false, $or: [{ mail_claim_until: { $null: true } }, { mail_claim_until: { $lt: now } }] });

export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** One conditional UPDATE: true when this caller now holds the job. */
  async function claimOne(type: SubmissionType, documentId: string, leaseSeconds: number): Promise<Claimed | null> {
    const uid = SUBMISSION_UIDS[type];
    const now = new Date();
    const token = randomBytes(24).toString('hex');
    const leaseUntil = new Date(now.getTime() + leaseSeconds * 1000);
    const { count } = await strapi.db
      .query(uid)
      .updateMany({ where: { documentId, ...claimable(now) }, data: { mail_claim_until: leaseUntil, mail_claim_token: token } });
    if (count !== 1) return null;
    const populate = type === 'job-application' ? { education: true, work_experiences: true } : undefined;
    const record = await strapi.documents(uid as UID.ContentType).findOne({ documentId, populate } as never);
    if (!record) return null;
    const partsSent = Number((record as { mail_parts_sent?: unknown }).mail_parts_sent) || 0;
    return { type, documentId, token, leaseUntil: leaseUntil.toISOString(), partsSent, record: withoutSecrets(record as Record<string, unknown>) };
  }

  /** The job's holder (by token) changes it; false when the token no longer holds it. */
  async function asHolder(type: SubmissionType, documentId: string, token: string, data: Record<string, unknown>): Promise<boolean> {
    const { count } = await strapi.db.query(SUBMISSION_UIDS[type]).updateMany({ where: { documentId, mail_claim_token: token, mail_sent: false }, data });
    return count === 1;
  }

  function readHolder(ctx: Ctx): { type: SubmissionType; documentId: string; token: string } | null {
    const body = (ctx.request.body ?? {}) as { type?: unknown; documentId?: unknown; token?: unknown };
    if (!isSubmissionType(body.type)) {
      ctx.badRequest(`type must be one of ${Object.keys(SUBMISSION_UIDS).join(', ')}`);
      return null;
    }
    if (typeof body.documentId !== 'string' || !DOCUMENT_ID.test(body.documentId)) {
      ctx.badRequest('documentId is required');
      return null;
    }
    if (typeof body.token !== 'string' || !TOKEN.test(body.token)) {
      ctx.badRequest('token (the claim token) is required');
      return null;
    }
    return { type: body.type, documentId: body.documentId, token: body.token };
  }

  /** A change only the job's holder may make; 409 when its token no longer holds the job. */
  async function holderChange(ctx: Ctx, data: Record<string, unknown>, answer: Record<string, unknown>) {
    const holder = readHolder(ctx);
    if (!holder) return undefined;
    if (!(await asHolder(holder.type, holder.documentId, holder.token, data))) return ctx.conflict('This claim does not hold the job');
    ctx.body = { data: { type: holder.type, documentId: holder.documentId, ...answer } };
    return undefined;
  }

  return {
    /**
     * POST /api/submissions/mail-claims {type?, documentId?, lease_seconds?, limit?, older_than_seconds?}
     * With type and documentId: claims that one job (the send right after storing). Without: claims
     * up to `limit` pending jobs stored at least `older_than_seconds` ago, oldest first (the retry
     * round). Answers the claimed jobs with their token and lease; a job held by another sender is
     * simply not in the answer. Unconfirmed newsletter signups only (a confirmed one needs no mail).
     */
    async claimMail(ctx: Ctx) {
      const body = (ctx.request.body ?? {}) as Record<string, unknown>;
      const leaseSeconds = intValue(body.lease_seconds, DEFAULT_LEASE_SECONDS, 1, 3600);
      const limit = intValue(body.limit, 50, 1, MAX_LIMIT);
      const olderThan = intValue(body.older_than_seconds, 0, 0, 30 * 24 * 3600);
      if ([leaseSeconds, limit, olderThan].some(Number.isNaN))
        return ctx.badRequest('lease_seconds (1-3600), limit (1-200) and older_than_seconds must be whole numbers in range');

      if (body.type !== undefined || body.documentId !== undefined) {
        if (!isSubmissionType(body.type)) return ctx.badRequest(`type must be one of ${Object.keys(SUBMISSION_UIDS).join(', ')}`);
        if (typeof body.documentId !== 'string' || !DOCUMENT_ID.test(body.documentId)) return ctx.badRequest('documentId is required with type');
        const claimed = await claimOne(body.type, body.documentId, leaseSeconds);
        ctx.body = { data: claimed ? [claimed] : [] };
        return undefined;
      }

      const cutoff = new Date(Date.now() - olderThan * 1000);
      const data: Claimed[] = [];
      for (const [type, uid] of Object.entries(SUBMISSION_UIDS) as [SubmissionType, SubmissionUidOf][]) {
        if (data.length >= limit) break;
        const where: Record<string, unknown> = { ...claimable(new Date()), submission_key: { $notNull: true }, createdAt: { $lte: cutoff } };
        if (type === 'newsletter-signup') where.confirmed = false;
        const rows = (await strapi.db.query(uid).findMany({ where, select: ['documentId'], orderBy: { createdAt: 'asc' }, limit: limit - data.length })) as {
          documentId: string;
        }[];
        for (const row of rows) {
          const claimed = await claimOne(type, row.documentId, leaseSeconds);
          if (claimed) data.push(claimed);
        }
      }
      ctx.body = { data };
      return undefined;
    },

    /** POST /api/submissions/mail-sent {type, documentId, token}: the holder's mails went out. */
    async markMailSent(ctx: Ctx) {
      // Also after its lease ran out, as long as nobody claimed the job since.
      return holderChange(ctx, { mail_sent: true, mail_sent_at: new Date(), mail_claim_until: null, mail_claim_token: null }, { mail_sent: true });
    },

    /**
     * POST /api/submissions/mail-progress {type, documentId, token, parts_sent}: the holder sent the
     * first `parts_sent` mails of the job; a later holder (after a crash) starts after them.
     */
    async mailProgress(ctx: Ctx) {
      const parts = intValue((ctx.request.body as { parts_sent?: unknown } | undefined)?.parts_sent, NaN, 1, 20);
      if (Number.isNaN(parts)) return ctx.badRequest('parts_sent (1-20) is required');
      return holderChange(ctx, { mail_parts_sent: parts }, { parts_sent: parts });
    },

    /** POST /api/submissions/mail-release {type, documentId, token}: the holder could not send; free it now. */
    async releaseMail(ctx: Ctx) {
      return holderChange(ctx, { mail_claim_until: null, mail_claim_token: null }, { released: true });
    },
  };
};

type SubmissionUidOf = (typeof SUBMISSION_UIDS)[SubmissionType];
