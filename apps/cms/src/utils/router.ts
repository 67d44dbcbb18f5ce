// Core REST routes for a content type, with the type's default populate applied on reads.
import { factories } from '@strapi/strapi';
import type { UID } from '@strapi/strapi';
import { DEFAULT_POPULATE } from '../populate';

type Ctx = { query: Record<string, unknown>; status: number; body: unknown };

/** An empty value anywhere in `populate` (`populate[cover]=`) would crash Strapi's parser (500). */
function hasEmptyValue(value: unknown): boolean {
  if (value === '') return true;
  if (Array.isArray(value)) return value.some(hasEmptyValue);
  if (value && typeof value === 'object') return Object.values(value).some(hasEmptyValue);
  return false;
}

export function defaultPopulate(uid: string) {
  const populate = DEFAULT_POPULATE[uid];
  return async (ctx: Ctx, next: () => Promise<void>) => {
    const asked = ctx.query.populate;
    if (asked !== undefined && asked !== '' && hasEmptyValue(asked)) {
      ctx.status = 400;
      ctx.body = {
        data: null,
        error: { status: 400, name: 'ValidationError', message: 'populate values must not be empty (use populate[field]=true)', details: {} },
      };
      return;
    }
    if (populate && (asked === undefined || asked === '*' || asked === '')) ctx.query.populate = populate;
    await next();
  };
}

export function contentRouter(uid: UID.ContentType) {
  const middlewares = [defaultPopulate(uid)];
  return factories.createCoreRouter(uid, { config: { find: { middlewares }, findOne: { middlewares } } });
}
