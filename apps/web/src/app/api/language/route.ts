// The language switcher: the same page in the other language, or that mode's home. A slug that no
// published document has goes home at once: the cached slug lists answer, not the CMS. What the
// visitor chose on the page (filters, search words, servings) goes along; a page that exists in
// one language only lands on the other language's home, with a short-lived cookie that has it say
// why and link back (components/layout/language-notice.client.tsx).
import { hasLocale } from 'next-intl';
import { cookies } from 'next/headers';
import type { NextRequest } from 'next/server';
import { translatePath } from '@/lib/cms/alternates';
import { log } from '@/lib/log';
import { MODE_COOKIE, resolveMode } from '@/lib/routing/mode';
import { QUERY_SEGMENT, UNKEPT_SEGMENT } from '@/lib/catalogue/canonical';
import { PRODUCT_FILTER_KEYS, RECIPE_FILTER_KEYS } from '@/lib/catalogue/types';
import { LANGUAGE_NOTICE_COOKIE } from '@/lib/routing/language-notice';
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

/** The query keys that mean the same in both languages: list filters (codes), search words, servings. */
const KEPT_KEYS = new Set<string>([...PRODUCT_FILTER_KEYS, ...RECIPE_FILTER_KEYS, 'q', 'servings']);
const MAX_KEPT_VALUES = 8;
const MAX_KEPT_LENGTH = 200;

/** The part of the page's query that the page in the other language understands, bounded. */
function keptQuery(query: string): string {
  const kept = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(query)) {
    if (KEPT_KEYS.has(key) && value && value.length <= MAX_KEPT_LENGTH && kept.getAll(key).length < MAX_KEPT_VALUES) kept.append(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

export async function GET(request: NextRequest) {
  const to = request.nextUrl.searchParams.get('to') ?? '';
  const path = request.nextUrl.searchParams.get('path') ?? '/';
  if (!hasLocale(LOCALES, to)) return new Response('`to` must be it or en', { status: 400 });
  // A filtered list rendered for its cache (`…/products/-q/<query>`), or kept nowhere (`-f`), is the list in the other language.
  const [pagePath = path, query = ''] = path.split('?', 2);
  const listPath = pagePath.replace(new RegExp(`/(${QUERY_SEGMENT}|${UNKEPT_SEGMENT})/[^/]*$`), '');
  const match = path.startsWith('/') && !path.startsWith('//') ? matchPath(listPath) : null;
  const mode = resolveMode(match?.mode, (await cookies()).get(MODE_COOKIE)?.value);
  const isKnown = match !== null && (await known(match));
  const translated = isKnown ? await translatePath(match, to) : null;
  const headers = new Headers({ Location: translated ? `${translated}${keptQuery(query)}` : homePath(to, mode), 'Cache-Control': 'no-store' });
  // A real page without a twin: the home says so, with a link back to the page the visitor left.
  if (isKnown && !translated && match.locale !== to) {
    headers.append('Set-Cookie', `${LANGUAGE_NOTICE_COOKIE}=${encodeURIComponent(listPath)}; Path=/; Max-Age=60; SameSite=Lax`);
  }
  return new Response(null, { status: 307, headers });
}
