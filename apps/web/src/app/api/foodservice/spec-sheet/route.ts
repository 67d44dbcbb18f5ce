// A product's specification sheet as a PDF (issue 26): GET ?locale=it|en&product=<slug>. Drawn from
// the CMS data once per product change (lib/server/spec-sheet.ts), then served from memory.
import { createHash } from 'node:crypto';
import { getProduct } from '@/lib/cms/product';
import { log } from '@/lib/log';
import { LOCALES, type Locale } from '@/lib/routing/routes';
import { siteUrl } from '@/lib/seo/metadata';
import { sheetTexts } from '@/lib/server/sheet-texts';
import { specSheet } from '@/lib/server/spec-sheet';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const locale = params.get('locale') ?? 'it';
  const slug = params.get('product') ?? '';
  if (!(LOCALES as readonly string[]).includes(locale) || slug.length > 200 || !SLUG.test(slug)) return text(400, 'Bad request');
  let product;
  try {
    product = await getProduct(locale as Locale, slug);
  } catch (error) {
    log.warn({ err: error instanceof Error ? error.message : String(error), slug }, 'spec sheet: product unavailable');
    return text(503, 'Service unavailable');
  }
  if (!product) return text(404, 'Not found');
  const started = performance.now();
  const { pdf, key, cached } = await specSheet({ product, locale: locale as Locale, texts: await sheetTexts(locale as Locale), siteUrl: siteUrl() });
  if (!cached) log.info({ key, ms: Math.round(performance.now() - started), bytes: pdf.byteLength }, 'spec sheet drawn');
  const etag = `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;
  const headers = {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="brina-${(product.features.productCode ?? slug).toLowerCase()}-${locale === 'it' ? 'scheda-tecnica' : 'spec-sheet'}-${locale}.pdf"`,
    'Cache-Control': 'public, max-age=0, must-revalidate',
    ETag: etag,
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(pdf), { status: 200, headers });
}
