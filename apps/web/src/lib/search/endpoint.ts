// GET /api/search (the header overlay's search as you type): input checks, the limit per visitor
// and the JSON answer. The Next route handler answers with it, and so does the production server
// (server.mjs) before Next's router, which costs more per request than the search itself.
import 'server-only';
import { log } from '../log';
import { createRateLimiter, type RateLimiter } from '../rate-limit';
import { requestClientAddress, visitorKey } from '../server/client-address.mjs';
import { toSearchApiAnswer } from './api';
import { MAX_QUERY_LENGTH } from './query';
import { suggestSite } from './service';
import { SEARCH_AUDIENCES, SEARCH_LOCALES, type SearchAudience, type SearchLocale } from './types';
import { settingNumber } from '../../../config.mjs';

/** Hits per type in the overlay. */
const PER_TYPE = 3;
/** About 12 searches a second per visitor, sustained for 10 s: typing (debounced) never gets near it. */
const LIMIT_PER_10S = settingNumber('SEARCH_LIMIT_PER_10S');

export type EndpointAnswer = { status: number; headers: Record<string, string>; body: string };
/** The request's query parameters and a reader of its headers (lowercase names). */
export type SearchEndpoint = (params: URLSearchParams, header: (name: string) => string | null | undefined) => Promise<EndpointAnswer>;

const HEADERS = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

// One limiter per process, whichever bundle (route handler, start hook) answers.
const LIMITER = Symbol.for('brina.search.limiter');
const ENDPOINT = Symbol.for('brina.search.endpoint');
type Holder = typeof globalThis & { [LIMITER]?: RateLimiter; [ENDPOINT]?: SearchEndpoint };

function limiter(): RateLimiter {
  const holder = globalThis as Holder;
  return (holder[LIMITER] ??= createRateLimiter({ name: 'search-visitor', limit: LIMIT_PER_10S, windowMs: 10_000 }));
}

function json(status: number, value: unknown, extra: Record<string, string> = {}): EndpointAnswer {
  return { status, headers: { ...HEADERS, ...extra }, body: JSON.stringify(value) };
}

const isOneOf = <T extends string>(values: readonly T[], value: string | null): value is T => value !== null && (values as readonly string[]).includes(value);

/** The visitor as server.mjs decided it (lib/server/client-address.mjs): an IPv4 address or an IPv6 /64. */
function visitorOf(header: (name: string) => string | null | undefined): string {
  return visitorKey(requestClientAddress(header));
}

/** Whether the visitor may search now; a limiter that fails lets the search through (it is cheap). */
async function allowed(visitor: string): Promise<boolean> {
  try {
    return await limiter().hit(visitor);
  } catch (error) {
    log.warn({ err: error instanceof Error ? error.message : String(error) }, 'search rate limit unavailable');
    return true;
  }
}

export const answerSearch: SearchEndpoint = async (params, header) => {
  if (!(await allowed(visitorOf(header)))) return json(429, { error: 'Too many searches: wait a few seconds' }, { 'Retry-After': '10' });
  const q = params.get('q') ?? '';
  const locale = params.get('locale');
  const mode = params.get('mode') ?? 'B2C';
  if (!isOneOf<SearchLocale>(SEARCH_LOCALES, locale)) return json(400, { error: 'locale must be it or en' });
  if (!isOneOf<SearchAudience>(SEARCH_AUDIENCES, mode)) return json(400, { error: 'mode must be B2C or B2B' });
  if (Array.from(q).length > MAX_QUERY_LENGTH) return json(400, { error: `q is too long (at most ${MAX_QUERY_LENGTH} characters)` });
  // Markup and control characters are only text to the index (it cleans the query); the hits' HTML escapes it.
  const found = await suggestSite(q, locale, mode, PER_TYPE);
  return json(200, toSearchApiAnswer(found, found.ready));
};

/** Lets the production server answer the endpoint without Next's router (see server.mjs). */
export function registerSearchEndpoint(): void {
  (globalThis as Holder)[ENDPOINT] = answerSearch;
}
