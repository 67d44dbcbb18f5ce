// 'ESCI': turns preview off (both cookies, lib/server/preview-session.ts) and goes to the home page.
// Inside the CMS admin's preview panel (a frame: Sec-Fetch-Dest says so) the public home page may
// not be framed by the CMS (next.config.ts), so the frame gets a short page instead: the preview is
// closed, the site opens in a new tab. Both answers may be framed by the CMS (next.config.ts).
import { getTranslations } from 'next-intl/server';
import { cookies, draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { escapeHtml as escape } from '@/lib/server/mail-templates';
import { clearPreviewCookies } from '@/lib/server/preview-session';

async function closedInFrame(locale: 'it' | 'en') {
  const t = await getTranslations({ locale, namespace: 'preview' });
  const title = escape(t('closedTitle'));
  const body = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><main><h1>${title}</h1><p>${escape(t('closedText'))}</p><p><a href="/${locale}" target="_blank" rel="noopener">${escape(t('openSite'))}</a></p></main></body></html>`;
  return new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } });
}

export async function GET(request: NextRequest) {
  (await draftMode()).disable();
  clearPreviewCookies(await cookies());
  const locale = request.nextUrl.searchParams.get('locale') === 'en' ? 'en' : 'it';
  if (request.headers.get('sec-fetch-dest') === 'iframe') return closedInFrame(locale);
  redirect(`/${locale}`);
}
