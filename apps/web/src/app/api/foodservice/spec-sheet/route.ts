// A product's specification sheet as a PDF (issue 26): GET ?locale=it|en&product=<slug>. Drawn from
// the CMS data once per product change (lib/server/spec-sheet.ts), then served from memory.
import { createHash } from 'node:crypto';
import { isPreview } from '@/lib/cms/client';
import { getProduct } from '@/lib/cms/product';
import { log } from '@/lib/log';
import { siteUrl } from '@/lib/seo/metadata';
import { cmsUnavailable, isProductSlug, queryLocale, sheetFileName, textResponse } from '@/lib/server/download-route';
import { sheetTexts } from '@/lib/server/sheet-texts';
import { specSheet } from '@/lib/server/spec-sheet';

export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const locale = queryLocale(params);
  const slug = params.get('product') ?? '';
  if (locale === null || !isProductSlug(slug)) return textResponse(400, 'Bad request');
  let product;
  try {
    product = await getProduct(locale, slug);
  } catch (error) {
    return cmsUnavailable('spec sheet: product unavailable', error, { slug });
  }
  if (!product) return textResponse(404, 'Not found');
  const started = performance.now();
  const { pdf, key, cached } = await specSheet({ product, locale, texts: await sheetTexts(locale), siteUrl: siteUrl() });
  if (!cached) log.info({ key, ms: Math.round(performance.now() - started), bytes: pdf.byteLength }, 'spec sheet drawn');
  const etag = `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;
  const headers = {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${sheetFileName(product, slug, locale)}"`,
    // A sheet drawn from a draft (an editor's preview) is theirs alone: never kept by a shared cache.
    'Cache-Control': (await isPreview()) ? 'private, no-store' : 'public, max-age=0, must-revalidate',
    ETag: etag,
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(pdf), { status: 200, headers });
}
