// The newsletter confirmation link (double opt-in). Opening the link only shows a page with a
// button: mail scanners open links on their own, so the signup is confirmed by the button's POST,
// which asks the CMS (write token) to confirm the signup whose token this is.
import { getTranslations } from 'next-intl/server';
import type { NextRequest } from 'next/server';
import { SubmissionUnavailableError, confirmNewsletterSignup } from '@/lib/cms/forms';
import { getNewsletter } from '@/lib/cms/site';
import { log } from '@/lib/log';
import { homePath } from '@/lib/routing/paths';
import { clientAddress } from '@/lib/server/form-rate-limit';
import { formRateLimiter } from '@/lib/server/form-stores';
import { escapeHtml } from '@/lib/server/mail-templates';
import { isNewsletterToken } from '@/lib/server/newsletter-token';
import { BodyTooLargeError, KB, readFormBody } from '@/lib/server/request-body';
import { isSameOriginPost } from '@/lib/server/request-origin';

export const dynamic = 'force-dynamic';

type Locale = 'it' | 'en';
type Outcome = 'ask' | 'confirmed' | 'already-confirmed' | 'expired' | 'unknown' | 'unavailable' | 'limited';

const localeOf = (value: unknown): Locale => (value === 'en' ? 'en' : 'it');

async function page(locale: Locale, outcome: Outcome, token: string | null, status = 200): Promise<Response> {
  const t = await getTranslations({ locale, namespace: 'contacts.newsletter' });
  const text: Record<Exclude<Outcome, 'ask' | 'confirmed'>, string> = {
    'already-confirmed': t('alreadyConfirmed'),
    expired: t('expired'),
    unknown: t('unknown'),
    unavailable: t('unavailable'),
    limited: t('limited'),
  };
  const message = outcome === 'ask' ? t('confirmText') : outcome === 'confirmed' ? (await getNewsletter(locale)).confirmMessage : text[outcome];
  // The button stays while trying again can help (first visit, CMS down).
  const button =
    token && (outcome === 'ask' || outcome === 'unavailable')
      ? `<form method="post"><input type="hidden" name="token" value="${escapeHtml(token)}"><input type="hidden" name="locale" value="${locale}"><button type="submit">${escapeHtml(t('confirmButton'))}</button></form>`
      : '';
  const html = `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t('confirmTitle'))} | Brina</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#fbf8f1;color:#14302a;line-height:1.5}
main{max-width:36rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:1rem;box-shadow:0 1px 3px rgba(0,0,0,.1)}
h1{font-family:Georgia,serif;font-size:1.75rem;margin:0 0 1rem}
button{margin-top:1rem;border:0;border-radius:999px;background:#1f6f4a;color:#fff;font:inherit;font-weight:600;padding:.75rem 1.5rem;cursor:pointer}
button:hover{background:#15523a}
:focus-visible{outline:3px solid #f2b441;outline-offset:2px}
a{color:#1f6f4a}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(t('confirmTitle'))}</h1>
<p role="${outcome === 'ask' ? 'note' : 'status'}" data-confirm-outcome="${outcome}">${escapeHtml(message)}</p>
${button}
<p><a href="${homePath(locale, 'B2C')}">${escapeHtml(t('backHome'))}</a></p>
</main>
</body>
</html>`;
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex' },
  });
}

export async function GET(request: NextRequest) {
  const token = request.nextUrl.searchParams.get('token');
  const locale = localeOf(request.nextUrl.searchParams.get('locale'));
  return isNewsletterToken(token) ? page(locale, 'ask', token) : page(locale, 'unknown', null, 400);
}

export async function POST(request: NextRequest) {
  // The button's post comes from this page; another site's post is treated as an unknown link.
  if (!isSameOriginPost(request.headers)) return page('it', 'unknown', null, 403);
  let form: FormData;
  try {
    form = await readFormBody(request, 4 * KB);
  } catch (error) {
    return page('it', 'unknown', null, error instanceof BodyTooLargeError ? 413 : 400);
  }
  const token = form.get('token');
  const locale = localeOf(form.get('locale'));
  if (!isNewsletterToken(token)) return page(locale, 'unknown', null, 400);
  const rate = await formRateLimiter().consume('newsletter-confirm', clientAddress(request.headers));
  if (!rate.allowed) return page(locale, 'limited', token, 429);
  try {
    const status = await confirmNewsletterSignup(token);
    log.info({ status }, 'newsletter confirmation');
    return page(locale, status, token);
  } catch (error) {
    if (error instanceof SubmissionUnavailableError) return page(locale, 'unavailable', token, 503);
    throw error;
  }
}
