// The website's mail retry: which stored submissions still wait for their e-mails, and marking a
// submission's mails as sent. Only the website's write token may call these.
import type { Core, UID } from '@strapi/strapi';
import { SUBMISSION_UIDS, isSubmissionType, withoutSecrets } from '../../../utils/submissions';

type Ctx = {
  query: Record<string, unknown>;
  request: { body?: unknown };
  body: unknown;
  badRequest(message: string): unknown;
  notFound(message: string): unknown;
};

const DEFAULT_AGE_SECONDS = 60;
const MAX_LIMIT = 200;

function intParam(value: unknown, fallback: number, min: number, max: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * GET /api/submissions/pending-mail?older_than_seconds=60&limit=50: submissions stored with a
   * submission key whose mails are not sent yet, older than the given age (the immediate send
   * after storing is not raced), oldest first. Unconfirmed newsletter signups only.
   */
  async pendingMail(ctx: Ctx) {
    const olderThan = intParam(ctx.query.older_than_seconds, DEFAULT_AGE_SECONDS, 0, 30 * 24 * 3600);
    const limit = intParam(ctx.query.limit, 50, 1, MAX_LIMIT);
    const cutoff = new Date(Date.now() - olderThan * 1000).toISOString();
    const data: { type: string; documentId: string; record: Record<string, unknown> }[] = [];
    for (const [type, uid] of Object.entries(SUBMISSION_UIDS)) {
      const filters: Record<string, unknown> = { mail_sent: false, submission_key: { $notNull: true }, createdAt: { $lte: cutoff } };
      if (type === 'newsletter-signup') filters.confirmed = false;
      const populate = type === 'job-application' ? { education: true, work_experiences: true } : undefined;
      const rows = await strapi.documents(uid as UID.ContentType).findMany({ filters, populate, sort: ['createdAt:asc'], limit } as never);
      for (const row of rows as Record<string, unknown>[]) data.push({ type, documentId: String(row.documentId), record: withoutSecrets(row) });
    }
    ctx.body = { data };
  },

  /** POST /api/submissions/mail-sent {type, documentId}: the submission's mails went out. */
  async markMailSent(ctx: Ctx) {
    const body = (ctx.request.body ?? {}) as { type?: unknown; documentId?: unknown };
    if (!isSubmissionType(body.type)) return ctx.badRequest(`type must be one of ${Object.keys(SUBMISSION_UIDS).join(', ')}`);
    if (typeof body.documentId !== 'string' || !/^[a-z0-9]{10,40}$/.test(body.documentId)) return ctx.badRequest('documentId is required');
    const uid = SUBMISSION_UIDS[body.type];
    const updated = await strapi.db.query(uid).update({ where: { documentId: body.documentId }, data: { mail_sent: true, mail_sent_at: new Date() } });
    if (!updated) return ctx.notFound('No submission with that documentId');
    ctx.body = { data: { type: body.type, documentId: body.documentId, mail_sent: true } };
    return undefined;
  },
});
