// The language switcher: the same page in the other language, or that mode's home. A slug that no
// published document has goes home at once: the cached slug lists answer, not the CMS.
import { hasLocale } from 'next-intl';
import { cookies } from 'next/headers';
import type { NextRequest } from 'next/server';
import { translatePath } from '@/lib/cms/alternates';
import { log } from '@/lib/log';
import { MODE_COOKIE, resolveMode } from '@/lib/routing/mode';
import { QUERY_SEGMENT } from '@/lib/catalogue/canonical';
import { homePath } from '@/lib/routing/paths';
import { LOCALES, matchPath, type RouteMatch } from '@/lib/routing/routes';
import { hasKnownSlugs } from '@/lib/server/known-paths';

/** Known slugs per the cached lists; if those cannot be read, the lookup decides as before. */
async function known(match: RouteMatch): Promise<boolean> {
  try {
    return await hasKnownSlugs(match);
  } catch (error) {
    log.warn({ err: error instanceof Error ? error.message : String(error), route: match.name }, 'known slugs unavailable for the language switch');
    return true;
  }
}

export async function GET(request: NextRequest) {
  const to = request.nextUrl.searchParams.get('to') ?? '';
  const path = request.nextUrl.searchParams.get('path') ?? '/';
  if (!hasLocale(LOCALES, to)) return new Response('`to` must be it or en', { status: 400 });
  // A filtered list rendered for its cache (`…/products/-q/<query>`) is the list in the other language.
  const listPath = (path.split('?')[0] ?? path).replace(new RegExp(`/${QUERY_SEGMENT}/[^/]*$`), '');
  const match = path.startsWith('/') && !path.startsWith('//') ? matchPath(listPath) : null;
  const mode = resolveMode(match?.mode, (await cookies()).get(MODE_COOKIE)?.value);
  const target = (match && (await known(match)) && (await translatePath(match, to))) || homePath(to, mode);
  return new Response(null, { status: 307, headers: { Location: target, 'Cache-Control': 'no-store' } });
}
