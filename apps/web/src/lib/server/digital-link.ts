// GS1 Digital Link resolver (issue 26): `/01/{gtin}` and `/01/{gtin}/10/{lot}` (the pack's QR code)
// redirect to the product's page in the visitor's language (Accept-Language, Italian by default):
// the consumer page for a pack GTIN, the food-service page for a carton GTIN (each falls back to the
// other audience when the product is not in it). A malformed GTIN, a wrong check digit or an unknown
// one answers a 404 page saying what was scanned.
import 'server-only';
import { getTranslations } from 'next-intl/server';
import { normalizeGtin, validLot } from '@/lib/catalogue/gtin';
import { findProductByGtin, type GtinMatch } from '@/lib/cms/gtin';
import { log } from '@/lib/log';
import { pathFor } from '@/lib/routing/paths';
import { DEFAULT_LOCALE, LOCALES, routeNameFor, type Locale } from '@/lib/routing/routes';

/** The first of our languages the browser accepts (by q-value, then order); Italian otherwise. */
export function preferredLocale(header: string | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .slice(0, 512)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lang: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.q > 0 && Number.isFinite(r.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return (ranked.map((r) => r.lang).find((l): l is Locale => (LOCALES as readonly string[]).includes(l)) ?? DEFAULT_LOCALE) as Locale;
}

/** The product page of a match in a language: the GTIN's own audience first. */
export function productPath(match: GtinMatch, locale: Locale): string | null {
  const ref = match.refs[locale] ?? match.refs.it;
  const at = match.refs[locale] ? locale : 'it';
  if (!ref) return null;
  const order = match.level === 'carton' ? (['B2B', 'B2C'] as const) : (['B2C', 'B2B'] as const);
  for (const mode of order) {
    const category = mode === 'B2B' ? ref.b2b : ref.b2c;
    if (category) return pathFor(routeNameFor('products-category-slug', mode), at, { category, slug: ref.slug });
  }
  return null;
}

const HEADERS = { 'Cache-Control': 'no-store', Vary: 'Accept-Language' };

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function notFoundPage(locale: Locale, scanned: string, lot: string | null, reason: 'invalid' | 'unknown'): Promise<Response> {
  const t = await getTranslations({ locale, namespace: 'digitalLink' });
  const code = escape(scanned.slice(0, 40));
  const lotText = lot ? ` ${escape(t('lot', { lot: lot.slice(0, 20) }))}` : '';
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(t('title'))} | Brina</title>
<style>body{font-family:system-ui,sans-serif;color:#14281d;background:#f4f8f5;margin:0;padding:2rem 1rem;line-height:1.5}main{max-width:36rem;margin:0 auto;background:#fff;border-radius:1rem;padding:2rem}h1{font-size:1.75rem;margin:0 0 1rem}code{font-size:1.1rem;font-weight:700}a{color:#1d5e3a;font-weight:600}a:focus-visible{outline:3px solid #1d5e3a;outline-offset:2px}</style></head>
<body><main><h1>${escape(t('title'))}</h1>
<p data-scanned>${escape(t('scanned'))} <code>${code}</code>${lotText}</p>
<p>${escape(t(reason))}</p>
<p><a href="${pathFor('products', locale)}">${escape(t('products'))}</a> · <a href="${pathFor('B2B-products', locale)}">${escape(t('foodservice'))}</a> · <a href="${pathFor('index', locale)}">${escape(t('home'))}</a></p>
</main></body></html>`;
  return new Response(html, { status: 404, headers: { ...HEADERS, 'Content-Type': 'text/html; charset=utf-8' } });
}

export async function answerDigitalLink(request: Request, rawGtin: string, rawLot: string | null): Promise<Response> {
  const locale = preferredLocale(request.headers.get('accept-language'));
  let lot: string | null = null;
  try {
    lot = rawLot === null ? null : decodeURIComponent(rawLot);
  } catch {
    return notFoundPage(locale, rawGtin, rawLot, 'invalid');
  }
  const gtin = normalizeGtin(rawGtin);
  if (!gtin || (lot !== null && !validLot(lot))) return notFoundPage(locale, rawGtin, lot, 'invalid');
  let match: GtinMatch | null;
  try {
    match = await findProductByGtin(gtin);
  } catch (error) {
    log.warn({ err: error instanceof Error ? error.message : String(error), gtin }, 'GTIN lookup failed');
    return new Response('Service unavailable', { status: 503, headers: { ...HEADERS, 'Retry-After': '30' } });
  }
  const path = match ? productPath(match, locale) : null;
  if (!path) return notFoundPage(locale, gtin, lot, 'unknown');
  return new Response(null, { status: 307, headers: { ...HEADERS, Location: path } });
}
