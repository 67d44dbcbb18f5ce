// Cheap shape limits on content-API queries from callers without a bearer token, checked before
// routing, so a crafted query is a 400 at once instead of a join that holds the database for
// seconds: no filter that crosses a relation or component (`filters[related][title]…`), a handful
// of `$or`/`$and` branches in all, populate at most two levels deep. The website reads with its
// token and is not limited here (a forged token is refused by Strapi before any query runs).
// The content manager's reads (the admin's lists and relation pickers, any role) get the same
// branch limit, and filters at most one relation deep, which is what the admin's filter menu builds
// (issue 33.8: any role could stall the CMS with `$or` branches three relations deep). The media
// library's filters (several `$or`/`$and` branches on the file type, no relation) are left alone.
import { type Ctx, hasBearer } from './draft-guard';

export const MAX_BRANCHES = 5;
export const MAX_POPULATE_DEPTH = 2;
/** How many relations an admin read's filter may cross (`filters[category][id][$eq]`). */
export const ADMIN_MAX_RELATION_DEPTH = 1;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isOperator = (key: string) => key.startsWith('$');
const LOGICAL = new Set(['$or', '$and']);

class QueryLimitError extends Error {}

/**
 * Counts `$or`/`$and` branches; throws on a filter that names fields more than `relations`
 * relations deep (0: a field inside a field is refused).
 */
function checkFilters(filters: unknown, budget: { branches: number }, relations = 0): void {
  if (!isObject(filters)) return;
  for (const [key, value] of Object.entries(filters)) {
    if (LOGICAL.has(key)) {
      const branches = isObject(value) ? Object.values(value) : [];
      budget.branches += branches.length;
      if (budget.branches > MAX_BRANCHES) throw new QueryLimitError(`at most ${MAX_BRANCHES} $or/$and branches`);
      for (const branch of branches) checkFilters(branch, budget, relations);
    } else if (key === '$not') {
      checkFilters(value, budget, relations);
    } else if (isOperator(key)) {
      throw new QueryLimitError(`operator ${key} must follow a field`);
    } else {
      checkField(key, value, budget, relations);
    }
  }
}

/** A field's condition: a plain value or operators on plain values; another field only within `relations`. */
function checkField(field: string, condition: unknown, budget: { branches: number }, relations: number): void {
  if (!isObject(condition)) return;
  for (const [key, value] of Object.entries(condition)) {
    if (!isOperator(key)) {
      if (relations <= 0) throw new QueryLimitError(`filters may not cross relations (${field}.${key})`);
      checkFilters({ [key]: value }, budget, relations - 1);
    } else if (key === '$not') checkField(field, value, budget, relations);
    else if (LOGICAL.has(key)) checkFilters({ [key]: value }, budget, relations);
    else if (isObject(value) && Object.values(value).some(isObject) && relations <= 0) throw new QueryLimitError(`filters may not cross relations (${field})`);
  }
}

/** Depth of a populate parameter in any of its forms (`a.b`, `[a, b.c]`, `{a: {populate: …}}`, `*`). */
function populateDepth(populate: unknown): number {
  if (typeof populate === 'string') return Math.max(...populate.split(',').map((path) => path.split('.').length));
  if (Array.isArray(populate)) return Math.max(0, ...populate.map(populateDepth));
  if (!isObject(populate)) return 0;
  return Math.max(0, ...Object.values(populate).map((options) => 1 + nestedDepth(options)));
}

/** How deep a populated field populates in turn (dynamic zones per component, `on`); checks its filters. */
function nestedDepth(options: unknown): number {
  if (!isObject(options)) return 0;
  if (options.filters !== undefined) checkFilters(options.filters, { branches: 0 });
  const own = options.populate === undefined ? 0 : populateDepth(options.populate);
  const components = isObject(options.on) ? Object.values(options.on).map(nestedDepth) : [];
  return Math.max(own, ...components);
}

/** Why the query is refused, or null. */
export function queryLimitViolation(query: Record<string, unknown>): string | null {
  try {
    checkFilters(query.filters, { branches: 0 });
    if (query.populate !== undefined && populateDepth(query.populate) > MAX_POPULATE_DEPTH) {
      return `populate may be at most ${MAX_POPULATE_DEPTH} levels deep`;
    }
    return null;
  } catch (error) {
    if (error instanceof QueryLimitError) return error.message;
    throw error;
  }
}

/** Why an admin read's query is refused, or null: the branch limit, and one relation deep at most. */
export function adminQueryViolation(query: Record<string, unknown>): string | null {
  try {
    checkFilters(query.filters, { branches: 0 }, ADMIN_MAX_RELATION_DEPTH);
    return null;
  } catch (error) {
    if (error instanceof QueryLimitError) return error.message;
    throw error;
  }
}

export default () => async (ctx: Ctx, next: () => Promise<void>) => {
  let violation: string | null = null;
  if (ctx.path.startsWith('/api/') && !hasBearer(ctx.request.header)) violation = queryLimitViolation(ctx.query);
  else if (ctx.path.startsWith('/content-manager/') && ctx.query.filters !== undefined) violation = adminQueryViolation(ctx.query);
  if (violation) {
    ctx.status = 400;
    ctx.body = { data: null, error: { status: 400, name: 'ValidationError', message: `Query refused: ${violation}`, details: {} } };
    return;
  }
  await next();
};
