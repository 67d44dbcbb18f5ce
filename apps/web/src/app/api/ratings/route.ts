// Product rating: validates the vote (1-10) with the shared schema, rate-limits per visitor, stores
// it in the CMS and answers 201 with the new average only once the CMS has stored it. Works with
// JSON (the enhanced form) and with a plain form post (no JavaScript: redirect back).
import { createHash } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import type { NextRequest } from 'next/server';
import { freshRatingSummary, submitRating } from '@/lib/cms/product';
import { TAGS } from '@/lib/cms/tags';
import { ratingSchema } from '@/lib/forms/rating';
import { swallow } from '@/lib/cms/client';
import { log } from '@/lib/log';
import { createRateLimiter } from '@/lib/rate-limit';

const HOUR = 60 * 60 * 1000;
const perProduct = createRateLimiter({ name: 'rating-product', limit: Number(process.env.RATING_LIMIT_PER_PRODUCT ?? 3), windowMs: HOUR });
const perVisitor = createRateLimiter({ name: 'rating-visitor', limit: Number(process.env.RATING_LIMIT_PER_VISITOR ?? 30), windowMs: HOUR });

/** The visitor's address as the reverse proxy reports it (it must overwrite X-Forwarded-For). */
function visitor(request: NextRequest): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip') || 'local';
}

class BadBody extends Error {}

/** The posted fields: a JSON object, or a form (url-encoded or multipart). Anything else is refused. */
async function readInput(request: NextRequest): Promise<{ fields: Record<string, unknown>; form: boolean }> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      throw new BadBody('The body is not valid JSON');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadBody('The body must be a JSON object');
    return { fields: Object.fromEntries(Object.entries(body)), form: false };
  }
  if (!type.includes('application/x-www-form-urlencoded') && !type.includes('multipart/form-data')) throw new BadBody('Send JSON or a form');
  try {
    const data = await request.formData();
    return { fields: Object.fromEntries(data.entries()), form: true };
  } catch {
    throw new BadBody('The form body cannot be read');
  }
}

function back(request: NextRequest, fields: Record<string, unknown>, status: string): Response {
  const target = typeof fields.back === 'string' && fields.back.startsWith('/') && !fields.back.startsWith('//') ? fields.back : '/';
  // The page is static: the outcome travels in the fragment, shown by CSS `:target` (no script).
  // A relative Location keeps the visitor on the host they used (and within CSP form-action).
  return new Response(null, { status: 303, headers: { Location: `${target}#rating-${status}` } });
}

export async function POST(request: NextRequest) {
  let input: Awaited<ReturnType<typeof readInput>>;
  try {
    input = await readInput(request);
  } catch (error) {
    if (error instanceof BadBody) return Response.json({ error: error.message }, { status: 400 });
    throw error;
  }
  const { fields, form } = input;
  const locale = fields.locale === 'en' ? 'en' : 'it';
  const parsed = ratingSchema(locale).safeParse(fields);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Invalid input';
    log.info({ issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) }, 'rating refused');
    return form ? back(request, fields, 'invalid') : Response.json({ error: message, field: parsed.error.issues[0]?.path.join('.') }, { status: 400 });
  }
  const { product, vote } = parsed.data;
  const who = visitor(request);
  if (!(await perVisitor.hit(who)) || !(await perProduct.hit(`${who}|${product}`))) {
    log.info({ product }, 'rating rate-limited');
    return form ? back(request, fields, 'limited') : Response.json({ error: 'Too many votes' }, { status: 429 });
  }
  const clientHash = createHash('sha256').update(`${who}|${process.env.RATING_SALT ?? 'brina'}`).digest('hex');
  try {
    const outcome = await submitRating({ productDocumentId: product, vote, locale, clientHash });
    if (outcome === 'unknown-product') return form ? back(request, fields, 'invalid') : Response.json({ error: 'Unknown product' }, { status: 400 });
    if (outcome === 'failed') throw new Error('CMS refused the rating');
  } catch (error) {
    log.error({ err: error instanceof Error ? error.message : String(error), product }, 'rating not stored');
    return form ? back(request, fields, 'error') : Response.json({ error: 'Not stored' }, { status: 502 });
  }
  revalidateTag(TAGS.type('product-rating'), { expire: 0 });
  // The vote is stored; a failed summary refresh only leaves the page's average as it was.
  const summary = await swallow('rating summary after a vote', () => freshRatingSummary(product), null);
  return form ? back(request, fields, 'stored') : Response.json({ stored: true, summary }, { status: 201 });
}
