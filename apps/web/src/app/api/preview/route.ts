// Turns preview on from the CMS's "Open preview" link: only with a valid, unexpired signed token
// (lib/preview-token.ts) naming one document (or one site path), never with a secret in the URL;
// the page it opens is a relative path on this site. A failed or expired link answers a short page
// that says so, in the link's language. The preview that opens is our signed cookie (the document,
// its page, the end: lib/preview-token.ts) next to Next's draft-mode cookie, both for
// PREVIEW_SESSION_SECONDS (lib/server/preview-session.ts); Next's cookie alone shows no draft.
// These answers, and the pages of an open preview, may be framed by the CMS's admin (its preview
// panel): next.config.ts.
import { getTranslations } from 'next-intl/server';
import { cookies, draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { previewPath } from '@/lib/cms/preview';
import { signPreviewSession, verifyPreviewToken } from '@/lib/preview-token';
import { previewSecret } from '@/lib/secrets';
import { escapeHtml as escape } from '@/lib/server/mail-templates';
import { BYPASS_COOKIE, setPreviewCookies } from '@/lib/server/preview-session';
import { isLocalPath } from '@/lib/server/request-origin';

async function refusal(reason: 'invalid' | 'expired', locale: 'it' | 'en') {
  const t = await getTranslations({ locale, namespace: 'preview' });
  const title = escape(t(reason === 'expired' ? 'expiredTitle' : 'invalidTitle'));
  const body = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><main><h1>${title}</h1><p>${escape(t('retry'))}</p><p><a href="/${locale}">${escape(t('home'))}</a></p></main></body></html>`;
  return new Response(body, {
    status: reason === 'expired' ? 410 : 401,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
  });
}

export async function GET(request: NextRequest) {
  const check = verifyPreviewToken(request.nextUrl.searchParams.get('token'), previewSecret());
  if (!check.ok) return refusal(check.reason, check.locale);
  const { target } = check;
  const path = 'path' in target ? target.path : await previewPath(target.uid, target.documentId, target.locale);
  if (!isLocalPath(path)) return new Response('The path must be a relative path on this site', { status: 400 });
  const jar = await cookies();
  const session = signPreviewSession(target, path, previewSecret());
  // The panel's "Pubblicato" tab: the page as visitors see it, still framed by the CMS (our cookie).
  if (target.published) {
    (await draftMode()).disable();
    setPreviewCookies(jar, session, null);
  } else {
    (await draftMode()).enable();
    setPreviewCookies(jar, session, jar.get(BYPASS_COOKIE)?.value ?? '');
  }
  redirect(path);
}
