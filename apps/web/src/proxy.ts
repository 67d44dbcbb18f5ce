// Locale routing (next-intl: `/` → `/it`, localized paths) and the audience-mode cookie.
import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { MODE_COOKIE, modeToRecord } from './lib/routing/mode';
import { matchPath } from './lib/routing/routes';

const intl = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  const response = intl(request);
  const match = matchPath(request.nextUrl.pathname);
  // Only full page loads record the mode here: client navigations and (segment) prefetches carry
  // router headers or are not document fetches, and a prefetched link to the other mode is not a
  // visit. Client navigations are recorded in the browser (ModeRecorder).
  const h = request.headers;
  const dest = h.get('sec-fetch-dest');
  const document =
    (dest === null || dest === 'document') &&
    !['rsc', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-router-state-tree'].some((name) => h.has(name)) &&
    !/prefetch|prerender/i.test(`${h.get('sec-purpose') ?? ''} ${h.get('purpose') ?? ''}`);
  const record = document ? modeToRecord(match?.route.mode, request.cookies.get(MODE_COOKIE)?.value) : null;
  if (record) response.cookies.set(MODE_COOKIE, record, { path: '/', sameSite: 'lax', maxAge: 60 * 60 * 24 * 365 });
  return response;
}

export const config = {
  // Everything but API routes, Next internals and files with an extension.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
