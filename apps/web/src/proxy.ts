// Locale routing (next-intl: `/` → `/it`, public paths rewritten to the internal tree), the 404
// page of unknown paths and the canonical filtered lists.
import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { log } from './lib/log';
import { MODE_COOKIE, resolveMode } from './lib/routing/mode';
import { AUDIENCE_SEGMENT, baseNameOf, matchPath, type AudienceMode, type Locale, type RouteMatch } from './lib/routing/routes';
import { QUERY_SEGMENT, UNKEPT_SEGMENT, canonicalQuery, keptCombination, pageOfQuery, type CatalogueKind, type KnownCodes } from './lib/catalogue/canonical';
import { SERVINGS_KEY, SERVINGS_SEGMENT, parseServings } from './lib/catalogue/servings';
import { hasKnownSlugs, knownFilterCodes, listPageCount, recipeServingsMax } from './lib/server/known-paths';
import { CONTENT_TYPES } from './lib/content/registry';
import { NOT_FOUND_SEGMENT } from './lib/routing/not-found';
import { PAGE_CACHE_HEADER } from '../page-cache.mjs';
import { PREVIEW_COOKIE, isPreviewedPath, verifyPreviewSession } from './lib/preview-token';
import { previewSecret } from './lib/secrets';
import { BYPASS_COOKIE, clearPreviewCookies } from './lib/server/preview-session';

const intl = createMiddleware(routing);
const INTERNAL_PATH = /^\/(it|en)\/(b2c|b2b|corporate)(\/|$)/;

// A full page load: client navigations and (segment) prefetches carry router headers or are not
// document fetches.
function isDocumentLoad(h: Headers): boolean {
  const dest = h.get('sec-fetch-dest');
  return (
    (dest === null || dest === 'document') &&
    !['rsc', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-router-state-tree'].some((name) => h.has(name)) &&
    !/prefetch|prerender/i.test(`${h.get('sec-purpose') ?? ''} ${h.get('purpose') ?? ''}`)
  );
}

/**
 * Whether a page load must answer the 404 page: its path matches no screen (or an Italian-only one
 * in English), or names a slug no published document has (the cached slug lists answer, not the
 * CMS). Decided here because Next 16 draws a `notFound()` thrown while rendering only in the
 * browser: the HTML is an empty error shell (vercel/next.js#62228). Previews (drafts are not in the
 * lists) and an unreadable list leave the decision to the page, as before.
 */
async function isUnknownPage(request: NextRequest): Promise<boolean> {
  const { pathname } = request.nextUrl;
  // The internal tree (`/it/b2c/…`) has no public address.
  if (INTERNAL_PATH.test(pathname)) return true;
  const match = matchPath(pathname);
  // `page-too-deep` names the paths deeper than any screen: always the 404 page.
  if (!match || match.name === 'page-too-deep') return true;
  if (request.cookies.has(BYPASS_COOKIE)) return false;
  try {
    return !(await hasKnownSlugs(match));
  } catch (error) {
    log.warn({ err: error instanceof Error ? error.message : String(error), route: match.name }, 'known slugs unavailable for the 404 check');
    return false;
  }
}

/** The 404 page inside the chrome of the path's audience (`/foodservice/…`), else the visitor's. */
function notFoundPage(request: NextRequest, locale: Locale): NextResponse {
  const match = INTERNAL_PATH.test(request.nextUrl.pathname) ? null : matchPath(request.nextUrl.pathname);
  const foodservice = /^\/(it|en)\/foodservice(\/|$)/.test(request.nextUrl.pathname);
  const mode: AudienceMode = foodservice ? 'B2B' : resolveMode(match?.mode, request.cookies.get(MODE_COOKIE)?.value);
  return NextResponse.rewrite(new URL(`/${locale}/${AUDIENCE_SEGMENT[mode]}/${NOT_FOUND_SEGMENT}`, request.url), { status: 404 });
}

/** A path no screen can have: a malformed percent-encoding or a backslash. */
function malformed(pathname: string): boolean {
  if (pathname.includes('\\') || pathname.includes('%5C') || pathname.includes('%5c')) return true;
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

const LIST_KIND: Partial<Record<string, CatalogueKind>> = {
  products: 'product',
  'products-category': 'product',
  recipes: 'recipe',
  'recipes-category': 'recipe',
};

/**
 * A product or recipe list with a query: every spelling of a filter combination goes to one cached
 * page. A page load in another spelling (order, repeats, unknown values, page=1) is redirected (308)
 * to the canonical URL; the canonical query is rewritten to the list's `-q/[query]` route, which is
 * rendered once per combination and cached (ISR), or past MAX_KEPT_VALUES filter values to its
 * `-f/[query]` route, rendered per request and kept nowhere. Client navigations are rewritten the
 * same way (kept by the server only in the canonical spelling). A page past the list's last is
 * the 404 page, decided here from the kept page count before anything renders (issue 33).
 * Null when the request is not such a list (the caller's answer stands).
 */
async function listAnswer(request: NextRequest, intlAnswer: NextResponse, locale: Locale): Promise<NextResponse | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const params = new URLSearchParams(request.nextUrl.search);
  params.delete('_rsc');
  if ([...params.keys()].length === 0) return null;
  const match = matchPath(request.nextUrl.pathname);
  const kind = match ? LIST_KIND[baseNameOf(match.name)] : undefined;
  const rewrite = intlAnswer.headers.get('x-middleware-rewrite');
  if (!kind || !rewrite) return null;
  let known: KnownCodes = {};
  try {
    known = await knownFilterCodes(kind, locale);
  } catch (error) {
    log.warn({ err: error instanceof Error ? error.message : String(error) }, 'filter options unavailable: filters checked by shape only');
  }
  const canonical = canonicalQuery(kind, params, known);
  if (canonical !== params.toString() && isDocumentLoad(request.headers)) {
    const target = request.nextUrl.clone();
    target.search = canonical ? `?${canonical}` : '';
    return NextResponse.redirect(target, 308);
  }
  if (!canonical) return null;
  if (match && pageOfQuery(canonical) > 1 && (await pastTheLastPage(kind, match, locale, canonical))) return notFoundPage(request, locale);
  const target = new URL(rewrite, request.url);
  const segment = keptCombination(canonical) ? QUERY_SEGMENT : UNKEPT_SEGMENT;
  target.pathname = `${target.pathname.replace(/\/$/, '')}/${segment}/${encodeURIComponent(canonical)}`;
  target.search = '';
  // next-intl's headers and cookies stand; only the rewrite target changes.
  const answer = NextResponse.rewrite(target, { headers: intlAnswer.headers });
  if (canonical === params.toString()) answer.headers.delete(PAGE_CACHE_HEADER);
  return answer;
}

/** Whether a canonical list query names a page past the list's last (false when the count is unknown: the page decides). */
async function pastTheLastPage(kind: CatalogueKind, match: RouteMatch, locale: Locale, canonical: string): Promise<boolean> {
  const category = typeof match.params.category === 'string' ? match.params.category : undefined;
  try {
    return pageOfQuery(canonical) > (await listPageCount(kind, locale, match.mode === 'B2B' ? 'B2B' : 'B2C', category, canonical));
  } catch (error) {
    log.warn({ err: error instanceof Error ? error.message : String(error) }, 'list count unavailable: the page number is not checked');
    return false;
  }
}

/**
 * A recipe page with `?servings=N`: one cached page per number (the `-s/[servings]` route). Any
 * other query on a recipe page (a malformed number, other keys) is redirected to the canonical one,
 * and so is a number past the recipe's most (4 × its own servings, from the kept slug list): the
 * pages kept per recipe are bounded by the recipe, never by the numbers a URL can carry.
 */
async function servingsAnswer(request: NextRequest, intlAnswer: NextResponse, locale: Locale): Promise<NextResponse | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const params = new URLSearchParams(request.nextUrl.search);
  params.delete('_rsc');
  if (!params.has(SERVINGS_KEY)) return null;
  const match = matchPath(request.nextUrl.pathname);
  const rewrite = intlAnswer.headers.get('x-middleware-rewrite');
  if (!match || baseNameOf(match.name) !== 'recipes-category-slug' || !rewrite) return null;
  const asked = parseServings(params.get(SERVINGS_KEY));
  const most = asked === null || request.cookies.has(BYPASS_COOKIE) ? null : await servingsMost(locale, match);
  const servings = asked !== null && most !== null ? Math.min(asked, most) : asked;
  const canonical = servings === null ? '' : `${SERVINGS_KEY}=${servings}`;
  if (canonical !== params.toString() && isDocumentLoad(request.headers)) {
    const target = request.nextUrl.clone();
    target.search = canonical ? `?${canonical}` : '';
    return NextResponse.redirect(target, 308);
  }
  if (servings === null) return null;
  const target = new URL(rewrite, request.url);
  target.pathname = `${target.pathname.replace(/\/$/, '')}/${SERVINGS_SEGMENT}/${servings}`;
  target.search = '';
  const answer = NextResponse.rewrite(target, { headers: intlAnswer.headers });
  if (canonical === params.toString()) answer.headers.delete(PAGE_CACHE_HEADER);
  return answer;
}

/** The most servings of the recipe a path names; null when not known (the number is then not bounded here). */
async function servingsMost(locale: Locale, match: RouteMatch): Promise<number | null> {
  const slug = match.params.slug;
  try {
    return await recipeServingsMax(locale, Array.isArray(slug) ? (slug[0] ?? '') : (slug ?? ''));
  } catch (error) {
    log.warn({ err: error instanceof Error ? error.message : String(error) }, 'recipe servings unavailable: the number is not bounded');
    return null;
  }
}

// Pages rendered per request (they read the query) whose answer depends on the URL alone, with the
// query keys each reads: server.mjs may keep it (page-cache.mjs). Not the corporate news list: its
// chrome follows the mode cookie.
const URL_ONLY_PAGES: Record<string, readonly string[]> = {
  search: ['q', 'type', 'page'],
  'store-locator': ['cap', 'product', 'lat', 'lng'],
  blog: ['page'],
  'blog-category': ['page'],
  // Described content types' lists (lib/content): the keys their descriptor names.
  ...Object.fromEntries(CONTENT_TYPES.flatMap((t) => (t.listQueryKeys ? Object.values(t.routes.list).map((r) => [baseNameOf(r), t.listQueryKeys]) : []))),
};

/**
 * What server.mjs may keep (page-cache.mjs): a URL-only page whose query keys are its own (`1`);
 * never a URL with query keys its page does not read (`0`: `utm_*`, `fbclid`, made-up keys), which
 * would make an entry per crafted URL (issue 33). The page itself is answered as usual (analytics
 * still sees the keys). Lists and servings in their canonical spelling lift the `0` (listAnswer).
 */
function markKeeping(request: NextRequest, response: NextResponse): void {
  const keys = [...new URLSearchParams(request.nextUrl.search).keys()].filter((key) => key !== '_rsc');
  const match = matchPath(request.nextUrl.pathname);
  const own = match ? URL_ONLY_PAGES[baseNameOf(match.name)] : undefined;
  if (own) response.headers.set(PAGE_CACHE_HEADER, keys.every((key) => own.includes(key)) ? '1' : '0');
  else if (keys.length) response.headers.set(PAGE_CACHE_HEADER, '0');
}

/**
 * Draft mode holds only on the page a preview was opened on, while our signed cookie lasts
 * (lib/preview-token.ts): otherwise Next's cookie is taken out of the request before it is rendered
 * (next-intl passes the request's headers on), so the page renders as for any visitor. A cookie that
 * no longer holds (expired, forged) is removed from the browser too: `clear` says so.
 */
function previewCheck(request: NextRequest): { clear: boolean } {
  const hasBypass = request.cookies.has(BYPASS_COOKIE);
  const value = request.cookies.get(PREVIEW_COOKIE)?.value;
  if (!hasBypass && value === undefined) return { clear: false };
  let session = null;
  try {
    session = verifyPreviewSession(value, previewSecret());
  } catch {
    // No secret in production: no preview.
  }
  if (!session || !isPreviewedPath(session, request.nextUrl.pathname)) request.cookies.delete(BYPASS_COOKIE);
  return { clear: session === null };
}

export default async function proxy(request: NextRequest) {
  const { clear } = previewCheck(request);
  const answer = await route(request);
  if (clear) clearPreviewCookies(answer.cookies);
  return answer;
}

async function route(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  const locale: Locale = pathname.split('/')[1] === 'en' ? 'en' : 'it';
  if (malformed(pathname)) return notFoundPage(request, locale);
  const response = intl(request);
  if (response.status < 300) markKeeping(request, response);
  if (!isDocumentLoad(request.headers)) return (await servingsAnswer(request, response, locale)) ?? (await listAnswer(request, response, locale)) ?? response;
  // Only pages next-intl serves (not its redirects, such as `/` → `/it`).
  if (response.status < 300 && (request.method === 'GET' || request.method === 'HEAD') && (await isUnknownPage(request))) return notFoundPage(request, locale);
  // No Set-Cookie here (but a dead preview's removal, above): a cached public page must be storable
  // by shared caches. The audience is recorded by the browser (ModeRecorder); without JavaScript a
  // corporate page shows the consumer chrome, with the switch to food service in its top bar.
  return (await servingsAnswer(request, response, locale)) ?? (await listAnswer(request, response, locale)) ?? response;
}

export const config = {
  // Everything but API routes, Next internals, files with an extension and the GS1 Digital Link
  // resolver (`/01/…`, app/01: outside the locale prefix, it picks the language itself).
  matcher: ['/((?!api|_next|_vercel|01/|.*\\..*).*)'],
};
