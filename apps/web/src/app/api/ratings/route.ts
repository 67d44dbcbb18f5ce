// Product rating: validates the vote (1-10) with the shared schema, rate-limits per visitor, stores
// it in the CMS and answers 201 with the new average only once the CMS has stored it. Works with
// JSON (the enhanced form) and with a plain form post (no JavaScript: redirect back).
import { createHash } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import type { NextRequest } from 'next/server';
import { freshRatingSummary, submitRating } from '@/lib/cms/catalogue';
import { TAGS } from '@/lib/cms/tags';
import { ratingSchema } from '@/lib/forms/rating';
import { log } from '@/lib/log';
import { createRateLimiter } from '@/lib/rate-limit';

const HOUR = 60 * 60 * 1000;
const perProduct = createRateLimiter({ limit: Number(process.env.RATING_LIMIT_PER_PRODUCT ?? 3), windowMs: HOUR });
const perVisitor = createRateLimiter({ limit: Number(process.env.RATING_LIMIT_PER_VISITOR ?? 30), windowMs: HOUR });

/** The visitor's address as the reverse proxy reports it (it must overwrite X-Forwarded-For). */
function visitor(request: NextRequest): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip') || 'local';
}

async function readInput(request: NextRequest): Promise<{ fields: Record<string, unknown>; form: boolean }> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return { fields: (await request.json().catch(() => ({}))) as Record<string, unknown>, form: false };
  const data = await request.formData();
  return { fields: Object.fromEntries(data.entries()), form: true };
}

function back(request: NextRequest, fields: Record<string, unknown>, status: string): Response {
  const target = typeof fields.back === 'string' && fields.back.startsWith('/') && !fields.back.startsWith('//') ? fields.back : '/';
  // The page is static: the outcome travels in the fragment, shown by CSS `:target` (no script).
  // A relative Location keeps the visitor on the host they used (and within CSP form-action).
  return new Response(null, { status: 303, headers: { Location: `${target}#rating-${status}` } });
}

export async function POST(request: NextRequest) {
  const { fields, form } = await readInput(request);
  const locale = fields.locale === 'en' ? 'en' : 'it';
  const parsed = ratingSchema(locale).safeParse(fields);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Invalid input';
    log.info({ issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) }, 'rating refused');
    return form ? back(request, fields, 'invalid') : Response.json({ error: message, field: parsed.error.issues[0]?.path.join('.') }, { status: 400 });
  }
  const { product, vote } = parsed.data;
  const who = visitor(request);
  if (!perVisitor.hit(who) || !perProduct.hit(`${who}|${product}`)) {
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
  const summary = await freshRatingSummary(product).catch(() => null);
  return form ? back(request, fields, 'stored') : Response.json({ stored: true, summary }, { status: 201 });
}
