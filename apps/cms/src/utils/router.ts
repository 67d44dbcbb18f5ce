// Core REST routes for a content type, with the type's default populate applied on reads.
import { factories } from '@strapi/strapi';
import type { UID } from '@strapi/strapi';
import { DEFAULT_POPULATE } from '../populate';

type Ctx = { query: Record<string, unknown> };

export function defaultPopulate(uid: string) {
  const populate = DEFAULT_POPULATE[uid];
  return async (ctx: Ctx, next: () => Promise<void>) => {
    const asked = ctx.query.populate;
    if (populate && (asked === undefined || asked === '*' || asked === '')) ctx.query.populate = populate;
    await next();
  };
}

export function contentRouter(uid: UID.ContentType) {
  const middlewares = [defaultPopulate(uid)];
  return factories.createCoreRouter(uid, { config: { find: { middlewares }, findOne: { middlewares } } });
}
