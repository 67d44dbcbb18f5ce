// Locale routing (next-intl: `/` → `/it`, public paths rewritten to the internal tree) and the
// audience-mode cookie, read from the internal path next-intl chose (`/it/b2b/...` → B2B).
import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { MODE_COOKIE, modeToRecord } from './lib/routing/mode';
import { AUDIENCE_SEGMENT } from './lib/routing/routes';

const intl = createMiddleware(routing);
const NOT_A_PAGE = 'pagina-inesistente';

function modeOfRewrite(rewrite: string | null): 'B2C' | 'B2B' | null {
  if (!rewrite) return null;
  const segment = new URL(rewrite, 'http://internal').pathname.split('/')[2];
  if (segment === AUDIENCE_SEGMENT.B2C) return 'B2C';
  if (segment === AUDIENCE_SEGMENT.B2B) return 'B2B';
  return null;
}

// Only full page loads record the mode here: client navigations and (segment) prefetches carry
// router headers or are not document fetches, and a prefetched link to the other mode is not a
// visit. Client navigations are recorded in the browser (ModeRecorder).
function isDocumentLoad(h: Headers): boolean {
  const dest = h.get('sec-fetch-dest');
  return (
    (dest === null || dest === 'document') &&
    !['rsc', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-router-state-tree'].some((name) => h.has(name)) &&
    !/prefetch|prerender/i.test(`${h.get('sec-purpose') ?? ''} ${h.get('purpose') ?? ''}`)
  );
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

export default function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (malformed(pathname)) {
    // The branded 404 page of the corporate tree (no corporate page has this slug).
    const locale = pathname.split('/')[1] === 'en' ? 'en' : 'it';
    return NextResponse.rewrite(new URL(`/${locale}/corporate/${NOT_A_PAGE}`, request.url), { status: 404 });
  }
  const response = intl(request);
  if (!isDocumentLoad(request.headers)) return response;
  const record = modeToRecord(modeOfRewrite(response.headers.get('x-middleware-rewrite')), request.cookies.get(MODE_COOKIE)?.value);
  if (record) response.cookies.set(MODE_COOKIE, record, { path: '/', sameSite: 'lax', maxAge: 60 * 60 * 24 * 365 });
  return response;
}

export const config = {
  // Everything but API routes, Next internals and files with an extension.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
