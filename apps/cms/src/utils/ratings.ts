// The one controller of visitors' votes (product and recipe ratings): the website writes a vote
// (with its token) only for a published document of the rated type, and anyone allowed reads back
// only averages and counts, for one document or for a list of them (a page of cards). One vote per
// visitor per document: a vote that carries the `client_hash` of a visitor who already voted for
// that document replaces their vote (the website derives the hash from the visitor's voter cookie).
import { factories } from '@strapi/strapi';
import type { UID } from '@strapi/strapi';

/** The most documents one summary request may name (a list page shows fewer). */
export const MAX_SUMMARY_IDS = 50;
const DOCUMENT_ID = /^[A-Za-z0-9]{1,64}$/;

type Rated = {
  /** The rated documents' type (`api::product.product`). */
  target: UID.ContentType;
  /** The summary's query parameter and the name of the answer's id field (`product`). */
  param: string;
  /** The vote's field holding the rated document's documentId (`product_document_id`). */
  field: string;
};

type Summary = { average: number | null; count: number };

function summarise(votes: number[]): Summary {
  const count = votes.length;
  return { average: count ? Math.round((votes.reduce((sum, v) => sum + v, 0) / count) * 10) / 10 : null, count };
}

export function ratingController(uid: UID.ContentType, { target, param, field }: Rated) {
  return factories.createCoreController(uid, ({ strapi }) => ({
    /**
     * `?<param>=<documentId>`: `{ <param>, average, count }`; `?<param>=<id>,<id>,…` (at most
     * MAX_SUMMARY_IDS): a list of those, in the order asked.
     */
    async summary(ctx) {
      const asked = ctx.query[param];
      const ids = typeof asked === 'string' ? asked.split(',') : [];
      if (ids.length === 0 || ids.length > MAX_SUMMARY_IDS || !ids.every((id) => DOCUMENT_ID.test(id))) {
        return ctx.badRequest(`${param} (one documentId, or at most ${MAX_SUMMARY_IDS} separated by commas) is required`);
      }
      const rows: Record<string, unknown>[] = await strapi.db.query(uid).findMany({ where: { [field]: { $in: ids } }, select: [field, 'vote'] });
      const votes = new Map<string, number[]>();
      for (const row of rows) {
        const id = String(row[field]);
        votes.set(id, [...(votes.get(id) ?? []), Number(row.vote)]);
      }
      const answer = (id: string) => ({ [param]: id, ...summarise(votes.get(id) ?? []) });
      ctx.body = { data: ids.length === 1 && !String(asked).includes(',') ? answer(ids[0] as string) : [...new Set(ids)].map(answer) };
    },

    async create(ctx) {
      const body = (ctx.request.body ?? {}) as { data?: Record<string, unknown> };
      const documentId = body.data?.[field];
      if (typeof documentId !== 'string' || documentId === '') return ctx.badRequest(`data.${field} is required`);
      const rated = await strapi.documents(target).findOne({ documentId, status: 'published', fields: ['title'] });
      if (!rated) return ctx.badRequest(`No published ${param} has that documentId`);
      const clientHash = body.data?.client_hash;
      const vote = Number(body.data?.vote);
      if (typeof clientHash === 'string' && clientHash !== '' && Number.isInteger(vote) && vote >= 1 && vote <= 10) {
        const earlier = await strapi.db.query(uid).findOne({ where: { [field]: documentId, client_hash: clientHash }, select: ['id'] });
        if (earlier) {
          await strapi.db.query(uid).update({ where: { id: earlier.id }, data: { vote } });
          ctx.status = 200;
          ctx.body = { data: { replaced: true } };
          return;
        }
      }
      return super.create(ctx);
    },
  }));
}
