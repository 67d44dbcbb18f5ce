// Product and recipe ratings: validates the vote (1-10) with the shared schema, rate-limits per visitor, stores
// it in the CMS and answers 201 with the new average only once the CMS has stored it. Works with
// JSON (the enhanced form) and with a plain form post (no JavaScript: redirect back).
import { randomBytes } from 'node:crypto';
import type { NextRequest } from 'next/server';
import { freshRatingSummary, ratingTag, submitRating } from '@/lib/cms/ratings';
import { ratedPages } from '@/lib/server/known-paths';
import { ratingSchema } from '@/lib/forms/rating';
import { expirePages } from '@/lib/page-cache';
import { swallow } from '@/lib/cms/client';
import { log } from '@/lib/log';
import { createRateLimiter } from '@/lib/rate-limit';
import { MissingSecretError } from '@/lib/secrets';
import { clientAddress } from '@/lib/server/form-rate-limit';
import { ratingClientHash } from '@/lib/server/rating-hash';
import { BodyTooLargeError, KB, UnreadableBodyError, bodyTooLarge, readFormBody, readJsonBody } from '@/lib/server/request-body';
import { crossSiteRefused, isLocalPath, isSameOriginPost } from '@/lib/server/request-origin';
import { settingNumber } from '../../../../config.mjs';

const HOUR = 60 * 60 * 1000;
// Per rated document, product or recipe: RATING_LIMIT_PER_PRODUCT is the limit of both.
const perDocument = createRateLimiter({ name: 'rating-product', limit: settingNumber('RATING_LIMIT_PER_PRODUCT'), windowMs: HOUR });
const perVisitor = createRateLimiter({ name: 'rating-visitor', limit: settingNumber('RATING_LIMIT_PER_VISITOR'), windowMs: HOUR });

/**
 * One vote per visitor per document: the visitor's browser keeps a random voter id (a technical
 * cookie set with the first vote, sent only to this endpoint), and the CMS keeps its keyed hash
 * with the vote; a second vote from the same browser replaces the first (apps/cms/src/utils/ratings.ts).
 * The per-address limits above still bound what one client can send.
 */
const VOTER_COOKIE = 'brina_voter';
const VOTER_ID = /^[A-Za-z0-9_-]{22,64}$/;
const YEAR_SECONDS = 365 * 24 * 3600;

function voterOf(request: NextRequest): { id: string; isNew: boolean } {
  const kept = request.cookies.get(VOTER_COOKIE)?.value;
  return kept && VOTER_ID.test(kept) ? { id: kept, isNew: false } : { id: randomBytes(18).toString('base64url'), isNew: true };
}

function withVoterCookie(response: Response, request: NextRequest, voter: { id: string; isNew: boolean }): Response {
  if (!voter.isNew) return response;
  const secure = request.nextUrl.protocol === 'https:' ? '; Secure' : '';
  response.headers.append('Set-Cookie', `${VOTER_COOKIE}=${voter.id}; Path=/api/ratings; Max-Age=${YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure}`);
  return response;
}

/** A vote's fields are a few short strings. */
const MAX_BODY_BYTES = 8 * KB;

class BadBody extends Error {}

/** The posted fields: a JSON object, or a form (url-encoded or multipart). Anything else is refused. */
async function readInput(request: NextRequest): Promise<{ fields: Record<string, unknown>; form: boolean }> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    let body: unknown;
    try {
      body = await readJsonBody(request, MAX_BODY_BYTES);
    } catch (error) {
      if (error instanceof UnreadableBodyError) throw new BadBody('The body is not valid JSON');
      throw error;
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadBody('The body must be a JSON object');
    return { fields: Object.fromEntries(Object.entries(body)), form: false };
  }
  if (!type.includes('application/x-www-form-urlencoded') && !type.includes('multipart/form-data')) throw new BadBody('Send JSON or a form');
  try {
    const data = await readFormBody(request, MAX_BODY_BYTES);
    return { fields: Object.fromEntries(data.entries()), form: true };
  } catch (error) {
    if (error instanceof UnreadableBodyError) throw new BadBody('The form body cannot be read');
    throw error;
  }
}

/** Characters a Location header cannot carry as they are (outside printable ASCII). */
const NOT_ASCII = /[^\x21-\x7e]/u;

function back(request: NextRequest, fields: Record<string, unknown>, status: string): Response {
  const path = isLocalPath(fields.back) ? fields.back.split('#')[0] || '/' : '/';
  // Our form's `back` is the page's own (encoded) path; another character is percent-encoded, so
  // the header can be written and the visitor still lands on that page.
  const target = path.replace(new RegExp(NOT_ASCII.source, 'gu'), (c) => encodeURIComponent(c));
  // The page is static: the outcome travels in the fragment, shown by CSS `:target` (no script).
  // A relative Location keeps the visitor on the host they used (and within CSP form-action).
  return new Response(null, { status: 303, headers: { Location: `${target}#rating-${status}` } });
}

export async function POST(request: NextRequest) {
  // The no-JavaScript form post carries no token: another site's post is refused.
  if (!isSameOriginPost(request.headers)) return crossSiteRefused();
  let input: Awaited<ReturnType<typeof readInput>>;
  try {
    input = await readInput(request);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return bodyTooLarge(error);
    if (error instanceof BadBody) return Response.json({ error: error.message }, { status: 400 });
    throw error;
  }
  const { fields, form } = input;
  const locale = fields.locale === 'en' ? 'en' : 'it';
  // Our form writes `back` in ASCII (an encoded path): anything else is not our form's, refused unstored.
  if (form && typeof fields.back === 'string' && NOT_ASCII.test(fields.back)) return back(request, fields, 'invalid');
  const parsed = ratingSchema(locale).safeParse(fields);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Invalid input';
    log.info({ issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) }, 'rating refused');
    return form ? back(request, fields, 'invalid') : Response.json({ error: message, field: parsed.error.issues[0]?.path.join('.') }, { status: 400 });
  }
  const { kind, documentId, vote } = parsed.data;
  const who = clientAddress(request.headers);
  // One limit per rated document, whatever its kind (a product keeps its key of before).
  const rated = kind === 'product' ? documentId : `${kind}:${documentId}`;
  if (!(await perVisitor.hit(who)) || !(await perDocument.hit(`${who}|${rated}`))) {
    log.info({ [kind]: documentId }, 'rating rate-limited');
    return form ? back(request, fields, 'limited') : Response.json({ error: 'Too many votes' }, { status: 429 });
  }
  const voter = voterOf(request);
  let clientHash: string;
  try {
    clientHash = ratingClientHash(voter.id);
  } catch (error) {
    if (!(error instanceof MissingSecretError)) throw error;
    log.error({ err: error.message }, 'rating refused: RATING_HMAC_KEY is not set');
    return form ? back(request, fields, 'error') : Response.json({ error: 'Ratings are not configured' }, { status: 503 });
  }
  try {
    const outcome = await submitRating({ kind, documentId, vote, locale, clientHash });
    if (outcome === 'unknown-document') return form ? back(request, fields, 'invalid') : Response.json({ error: `Unknown ${kind}` }, { status: 400 });
    if (outcome === 'failed') throw new Error('CMS refused the rating');
  } catch (error) {
    log.error({ err: error instanceof Error ? error.message : String(error), [kind]: documentId }, 'rating not stored');
    return form ? back(request, fields, 'error') : Response.json({ error: 'Not stored' }, { status: 502 });
  }
  // Only this document's average changed: its tag expires, and of the pages the server keeps only
  // the ones that show it (this instance; the others' copies expire within PAGE_CACHE_SECONDS).
  const pages = await swallow(
    'rated pages',
    () => ratedPages(kind, documentId),
    () => false,
  );
  expirePages([ratingTag(kind, documentId)], pages);
  // The vote is stored; a failed summary refresh only leaves the page's average as it was.
  const summary = await swallow('rating summary after a vote', () => freshRatingSummary(kind, documentId), null);
  return withVoterCookie(form ? back(request, fields, 'stored') : Response.json({ stored: true, summary }, { status: 201 }), request, voter);
}
