// The language switcher: the same page in the other language, or that mode's home.
import { hasLocale } from 'next-intl';
import { cookies } from 'next/headers';
import type { NextRequest } from 'next/server';
import { translatePath } from '@/lib/cms/alternates';
import { MODE_COOKIE, resolveMode } from '@/lib/routing/mode';
import { homePath } from '@/lib/routing/paths';
import { LOCALES, matchPath } from '@/lib/routing/routes';

export async function GET(request: NextRequest) {
  const to = request.nextUrl.searchParams.get('to') ?? '';
  const path = request.nextUrl.searchParams.get('path') ?? '/';
  if (!hasLocale(LOCALES, to)) return new Response('`to` must be it or en', { status: 400 });
  const match = path.startsWith('/') && !path.startsWith('//') ? matchPath(path.split('?')[0] ?? path) : null;
  const mode = resolveMode(match?.mode, (await cookies()).get(MODE_COOKIE)?.value);
  const target = (match && (await translatePath(match, to))) ?? homePath(to, mode);
  return new Response(null, { status: 307, headers: { Location: target, 'Cache-Control': 'no-store' } });
}
