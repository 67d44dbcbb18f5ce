// The only code that sends requests to the CMS. GET with JSON accept headers and the read token,
// cached in Next's data cache under tags that the revalidation webhook invalidates.
import 'server-only';
import { cookies, draftMode } from 'next/headers';
import qs from 'qs';
import { log } from '../log';
import { recordCmsCall, recordCmsFailureMetric } from '../metrics';
import { requestIdHeaders } from '../request-context';
import { type SpanNotes, spanFailed, traceHeaders, withSpan } from '../tracing';
import { ByteLru } from '../byte-lru';
import { CMS_TIMEOUT_MS, REVALIDATE_SECONDS, cmsApiVersion, cmsUrl, lastGoodBudgetBytes, readToken, writeToken } from './config';
import { cmsLooksDown, firstReport, recordCmsFailure, recordCmsSuccess, recordStaleServed } from './health';
import { type CmsEnvelope, normalizeResponse } from './normalize';
import { TAGS } from './tags';
import { PREVIEW_COOKIE, verifyPreviewSession } from '../preview-token';
import { previewSecret } from '../secrets';

export class CmsError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly path: string,
  ) {
    super(message);
    this.name = 'CmsError';
  }
}

/** Strapi's query parameters as a nested object (`{ filters: { slug: { $eq: 'x' } } }`), written by qs. */
/**
 * The CMS did not answer (timeout, refused connection, 5xx) and nothing cached can stand in. Its
 * digest reaches the error page, which shows "temporarily unavailable"; the server answers 503.
 */
export class CmsUnavailableError extends CmsError {
  readonly digest = 'BRINA_CMS_UNAVAILABLE';
  constructor(path: string, reason: string) {
    super(`CMS unavailable for ${path}: ${reason}`, 503, path);
    this.name = 'CmsUnavailableError';
  }
}

export type QueryValue = string | number | boolean | undefined | null | QueryValue[] | { [key: string]: QueryValue };
export type Query = { [key: string]: QueryValue };

export type GetOptions = {
  query?: Query;
  tags: string[];
  preview?: boolean;
  /** Bypasses Next's data cache (the search index re-reads a document right after its webhook). */
  fresh?: boolean;
};

/**
 * Whether this request is an editor's preview: draft mode on (through /api/preview) and our signed,
 * unexpired preview cookie with it (lib/preview-token.ts). Next's draft-mode cookie alone is the
 * build's previewModeId, the same for everyone: it shows no draft. Every draft read asks here
 * (cmsGet); the proxy also turns draft mode off for a page other than the previewed one.
 */
export async function isPreview(): Promise<boolean> {
  try {
    // Cookies are read only in draft mode (already dynamic): a static page stays static.
    if (!(await draftMode()).isEnabled) return false;
    return verifyPreviewSession((await cookies()).get(PREVIEW_COOKIE)?.value, previewSecret()) !== null;
  } catch {
    // Outside a request (build-time generateStaticParams, sitemap): never a preview.
    return false;
  }
}

/** The preview parameter the configured CMS version understands. */
export function previewQuery(): Query {
  return cmsApiVersion() === 4 ? { publicationState: 'preview' } : { status: 'draft' };
}

export function buildUrl(path: string, query: Query = {}): string {
  const { nested, ...rest } = query;
  // `nested` is a bare flag in the spec's calls; everything else is Strapi's bracket syntax.
  const search = [nested === true ? 'nested' : '', qs.stringify(rest, { encodeValuesOnly: true, skipNulls: true })].filter(Boolean).join('&');
  return `${cmsUrl()}${path}${search ? `?${search}` : ''}`;
}

// The last answer of each published URL, for when the CMS is down and Next's data cache no longer
// holds it (a webhook expired its tag). Bounded by bytes (CMS_LAST_GOOD_MB, default 24): the least
// recently used answers are dropped first.
// Each entry keeps the answer's text beside its shape: a later read of the same URL whose text is
// the same (Next's data cache answers the same bytes until a webhook expires the tag) gets the
// shape already made, so a page render neither parses, normalises nor weighs the CMS's answers
// again (bench/README.md, issue 34). Shapes are frozen: they are shared by every render.
type Kept = { text: string; envelope: CmsEnvelope };
const lastGood = new ByteLru<Kept>(lastGoodBudgetBytes(), (kept) => kept.text.length * 4);

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const field of Object.values(value)) deepFreeze(field);
  }
  return value;
}

/** The envelope of an answer's text: the kept one when the URL last answered the same text, else parsed, normalised and kept. */
export function shapedAnswer(url: string, text: string, keep: boolean): CmsEnvelope {
  const kept = keep ? lastGood.get(url) : undefined;
  if (kept && kept.text === text) return kept.envelope;
  const envelope = normalizeResponse(JSON.parse(text));
  // Fresh and draft reads are not pages (nor shared): they would only crowd pages out of the last answers.
  if (keep) lastGood.set(url, { text, envelope: deepFreeze(envelope) });
  return envelope;
}

function unavailable(url: string, path: string, reason: string): CmsEnvelope {
  const cached = lastGood.get(url)?.envelope;
  if (cached) {
    recordStaleServed();
    if (firstReport(`stale ${path}`)) log.warn({ path, reason }, 'CMS unavailable: serving the last answer');
    return cached;
  }
  throw new CmsUnavailableError(path, reason);
}

// `next build` prerenders every page against the CMS: it waits for a slow answer rather than
// failing the build. At run time a visitor never waits longer than CMS_TIMEOUT_MS.
const BUILDING = process.env.NEXT_PHASE === 'phase-production-build';
const BUILD_TIMEOUT_MS = 60_000;

function requestTimeout(): number {
  if (BUILDING) return BUILD_TIMEOUT_MS;
  return cmsLooksDown() ? Math.min(500, CMS_TIMEOUT_MS) : CMS_TIMEOUT_MS;
}

/**
 * A CMS call's span (lib/tracing.ts, only with tracing on): named by method and path, never the
 * query (a filter may name what a visitor asked for); the request id and the answer's status on it.
 */
function cmsSpan<T>(method: string, path: string, cache: 'data-cache' | 'none', work: (span?: SpanNotes) => Promise<T>) {
  const route = path.slice(0, 120);
  return withSpan(
    `CMS ${method} ${route}`,
    { kind: 'client', attributes: { 'http.request.method': method, 'url.path': route, 'server.address': cmsHost(), 'brina.cms.cache': cache } },
    work,
  );
}

let host: string | undefined;
function cmsHost(): string {
  host ??= new URL(cmsUrl()).host;
  return host;
}

export async function cmsGet(path: string, { query = {}, tags, preview, fresh = false }: GetOptions): Promise<CmsEnvelope> {
  const drafts = preview ?? (await isPreview());
  const url = buildUrl(path, drafts ? { ...query, ...previewQuery() } : query);
  // While the CMS is known to be down, fail at once (Next's data cache still answers what it holds).
  if (!BUILDING && cmsLooksDown() && lastGood.has(url)) return unavailable(url, path, 'down');
  const uncached = drafts || fresh;
  return cmsSpan('GET', path, uncached ? 'none' : 'data-cache', async (span) => {
    let response: Response;
    const started = performance.now();
    try {
      response = await fetch(url, {
        // The request id (request-context.ts): a cached read carries it only where Next's cache key
        // ignores it (traceparent: with tracing on, the CMS call's own span, of the same trace id).
        headers: { Accept: 'application/json', Authorization: `Bearer ${readToken()}`, ...requestIdHeaders(!uncached), ...traceHeaders() },
        signal: AbortSignal.timeout(requestTimeout()),
        ...(uncached ? { cache: 'no-store' as const } : { next: { tags: [...tags, TAGS.all], revalidate: REVALIDATE_SECONDS } }),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.name : String(error);
      cmsCallFailed('GET', reason, started);
      spanFailed(span, reason);
      return unavailable(url, path, reason);
    }
    span?.setAttribute('http.response.status_code', response.status);
    if (response.status >= 500) {
      cmsCallFailed('GET', `status ${response.status}`, started);
      spanFailed(span, String(response.status));
      return unavailable(url, path, `status ${response.status}`);
    }
    recordCmsCall('GET', response.ok ? 'ok' : '4xx', (performance.now() - started) / 1000);
    recordCmsSuccess();
    if (!response.ok) {
      throw new CmsError(`CMS answered ${response.status} for ${path}`, response.status, path);
    }
    return shapedAnswer(url, await response.text(), !drafts && !fresh);
  });
}

/** A failed call: the outage bookkeeping (health.ts) and the metrics. */
function cmsCallFailed(method: string, reason: string, started: number): void {
  recordCmsFailure(reason);
  recordCmsFailureMetric(reason.startsWith('status ') ? '5xx' : reason === 'TimeoutError' ? 'timeout' : 'unreachable');
  recordCmsCall(method, 'failed', (performance.now() - started) / 1000);
}

export type PostResult = { ok: boolean; status: number; body: unknown };

/** Writes a submission with the server-only write token; never cached. */
export async function cmsPost(path: string, body: unknown): Promise<PostResult> {
  return cmsSpan('POST', path, 'none', async (span) => {
    const started = performance.now();
    let response: Response;
    try {
      response = await fetch(`${cmsUrl()}${path}`, {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          Authorization: `Bearer ${writeToken()}`,
          ...requestIdHeaders(false),
          ...traceHeaders(),
        },
        body: JSON.stringify(body),
        cache: 'no-store',
        signal: AbortSignal.timeout(CMS_TIMEOUT_MS),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.name : String(error);
      recordCmsFailureMetric(reason === 'TimeoutError' ? 'timeout' : 'unreachable');
      recordCmsCall('POST', 'failed', (performance.now() - started) / 1000);
      throw error;
    }
    span?.setAttribute('http.response.status_code', response.status);
    recordCmsCall('POST', response.status >= 500 ? 'failed' : response.ok ? 'ok' : '4xx', (performance.now() - started) / 1000);
    return postResult(response);
  });
}

/** The CMS's answer to a write; a body that is not JSON (a proxy's error page) reads as null. */
async function postResult(response: Response): Promise<PostResult> {
  const body: unknown = await response.json().catch(() => null);
  return { ok: response.ok, status: response.status, body };
}

/**
 * Writes a submission with files (multipart: `data` JSON plus `files.<field>`) with the write
 * token; never cached. An upload may take longer than a read, hence its own timeout. A refused
 * connection or a timeout is a `CmsUnavailableError` (nothing was stored that we know of).
 */
export async function cmsPostForm(path: string, form: FormData, timeoutMs: number): Promise<PostResult> {
  return cmsSpan('POST', path, 'none', async (span) => {
    let response: Response;
    try {
      response = await fetch(`${cmsUrl()}${path}`, {
        method: 'POST',
        headers: { Accept: 'application/json', Authorization: `Bearer ${writeToken()}`, ...requestIdHeaders(false), ...traceHeaders() },
        body: form,
        cache: 'no-store',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.name : String(error);
      recordCmsFailure(reason);
      throw new CmsUnavailableError(path, reason);
    }
    span?.setAttribute('http.response.status_code', response.status);
    return postResult(response);
  });
}

/** For the spec's site-wide loads: a failure is logged once and the page renders without that part. */
export async function swallow<T>(what: string, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    // Logged once per outage (or once, for a failure that is not an outage), not once per request.
    if (firstReport(what)) log.warn({ err: error instanceof Error ? error.message : String(error), what }, 'CMS load failed; rendering without it');
    return fallback;
  }
}
