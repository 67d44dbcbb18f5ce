// The tender pack (issue 26): the chosen products' specification sheets in one ZIP.
// GET ?locale=it|en&product=<slug>&product=<slug>… (up to 40 products, each once).
import { zipSync } from 'fflate';
import { getProduct } from '@/lib/cms/product';
import { siteUrl } from '@/lib/seo/metadata';
import { cmsUnavailable, isProductSlug, queryLocale, sheetFileName, textResponse } from '@/lib/server/download-route';
import { sheetTexts } from '@/lib/server/sheet-texts';
import { specSheet } from '@/lib/server/spec-sheet';

const MAX_TENDER_PRODUCTS = 40;
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const locale = queryLocale(params);
  const slugs = [...new Set(params.getAll('product'))];
  if (locale === null) return textResponse(400, 'Bad request');
  if (slugs.length === 0) return textResponse(400, locale === 'it' ? 'Scegli almeno un prodotto.' : 'Choose at least one product.');
  if (slugs.length > MAX_TENDER_PRODUCTS || !slugs.every(isProductSlug)) return textResponse(400, 'Bad request');
  const texts = await sheetTexts(locale);
  const files: Record<string, Uint8Array> = {};
  try {
    for (const slug of slugs) {
      const product = await getProduct(locale, slug);
      if (!product) return textResponse(404, `Not found: ${slug}`);
      const { pdf } = await specSheet({ product, locale, texts, siteUrl: siteUrl() });
      files[sheetFileName(product, slug, locale)] = new Uint8Array(pdf);
    }
  } catch (error) {
    return cmsUnavailable('tender pack: products unavailable', error);
  }
  // PDFs are compressed already: stored, not deflated again.
  const zip = zipSync(files, { level: 0 });
  return new Response(new Uint8Array(zip), {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="brina-${locale === 'it' ? 'schede-tecniche' : 'spec-sheets'}-${locale}.zip"`,
      'Cache-Control': 'no-store',
    },
  });
}
