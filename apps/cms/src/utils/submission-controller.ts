// The one controller of the five submission types: every `create` checks the key and the consent
// (prepareSubmission), answers a repeated key with the first record, runs the type's own check
// (the kit's VAT rule, the application's CV), then stores once under the key's unique index. A
// type adds its own actions (the kit's VAT check, the newsletter's confirmation, the CV download).
import { factories, type Core } from '@strapi/strapi';
import { type Prepared, type SubmissionUid, badSubmission, createOnce, prepareSubmission, readData, respondExisting } from './submissions';

/** Koa's context as the actions use it (Strapi types the helpers through an index signature). */
export type Ctx = Parameters<typeof badSubmission>[0] & {
  request: { body?: unknown; files?: unknown };
  params: Record<string, string>;
  body: unknown;
  badRequest(message: string, details?: object): unknown;
};
type NewSubmission = Extract<Prepared, { kind: 'new' }>;
/** A refusal of the type's own check, answered as a 400 on `field`. */
export type Refusal = { field: string; message: string; code: string };

export type SubmissionType = {
  /** The type's own rule on a new submission (after key and consent); null to store it. */
  check?: (strapi: Core.Strapi, submission: NewSubmission) => Promise<Refusal | null>;
  /** How it is stored, when not by the core `create` (the application stores its CV first). */
  store?: (strapi: Core.Strapi, controller: unknown, ctx: Ctx, submission: NewSubmission) => Promise<unknown>;
  /** Further actions of the type's routes. */
  actions?: (strapi: Core.Strapi) => Record<string, (ctx: Ctx) => Promise<unknown>>;
};

export function submissionController(uid: SubmissionUid, type: SubmissionType = {}) {
  return factories.createCoreController(uid, ({ strapi }) => {
    // Strapi types each handler's context loosely; the actions read it as Ctx.
    const actions = Object.fromEntries(
      Object.entries(type.actions?.(strapi) ?? {}).map(([name, action]) => [name, (context: unknown) => action(context as Ctx)]),
    );
    return {
      async create(context) {
        const ctx = context as unknown as Ctx;
        const prepared = await prepareSubmission(strapi, uid, readData(ctx.request.body));
        if (prepared.kind === 'invalid') return badSubmission(ctx, prepared.field, prepared.message);
        if (prepared.kind === 'existing') return respondExisting(this, ctx, prepared.existing);
        const refusal = type.check ? await type.check(strapi, prepared) : null;
        if (refusal) return badSubmission(ctx, refusal.field, refusal.message, refusal.code);
        if (type.store) return type.store(strapi, this, ctx, prepared);
        ctx.request.body = { data: prepared.data };
        return createOnce(strapi, uid, prepared.key, this, ctx, () => super.create(context));
      },
      ...actions,
    };
  });
}
