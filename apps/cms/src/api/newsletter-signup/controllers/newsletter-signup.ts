// Newsletter signups use double opt-in: stored unconfirmed with the SHA-256 hash of a token the
// website mails to the visitor; `POST /api/newsletter-signups/confirm` with that token confirms.
import { createHash } from 'node:crypto';
import { submissionController } from '../../../utils/submission-controller';
import { badSubmission } from '../../../utils/submissions';
import { whole } from '../../../../config/settings';

const UID = 'api::newsletter-signup.newsletter-signup';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

export type ConfirmStatus = 'confirmed' | 'already-confirmed' | 'expired' | 'unknown';

/** Days a confirmation link stays valid (NEWSLETTER_CONFIRM_DAYS, default 7). */
export function confirmDays(): number {
  return whole('NEWSLETTER_CONFIRM_DAYS');
}

export default submissionController(UID, {
  actions: (strapi) => ({
    async confirm(ctx) {
      const token = (ctx.request.body as { token?: unknown } | undefined)?.token;
      if (typeof token !== 'string' || !TOKEN.test(token)) return badSubmission(ctx, 'token', 'token (43 base64url characters) is required');
      const hash = createHash('sha256').update(token).digest('hex');
      const signup = await strapi.db.query(UID).findOne({ where: { confirm_token_hash: hash }, select: ['id', 'documentId', 'confirmed', 'createdAt'] });
      let status: ConfirmStatus;
      if (!signup) status = 'unknown';
      else if (signup.confirmed) status = 'already-confirmed';
      else if (Date.now() - new Date(signup.createdAt).getTime() > confirmDays() * DAY_MS) status = 'expired';
      else {
        await strapi.db.query(UID).update({ where: { id: signup.id }, data: { confirmed: true, confirmed_at: new Date() } });
        status = 'confirmed';
      }
      ctx.body = { data: { status } };
    },
  }),
});
