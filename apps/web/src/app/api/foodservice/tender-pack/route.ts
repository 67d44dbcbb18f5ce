// The tender pack (issue 26): the chosen products' specification sheets in one ZIP.
// GET ?locale=it|en&product=<slug>&product=<slug>… (up to 40 products, each once).
import { zipSync } from 'fflate';
import { getProduct } from '@/lib/cms/product';
import { log } from '@/lib/log';
import { LOCALES, type Locale } from '@/lib/routing/routes';
import { siteUrl } from '@/lib/seo/metadata';
import { sheetTexts } from '@/lib/server/sheet-texts';
import { specSheet } from '@/lib/server/spec-sheet';

const MAX_TENDER_PRODUCTS = 40;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const locale = params.get('locale') ?? 'it';
  const slugs = [...new Set(params.getAll('product'))];
  if (!(LOCALES as readonly string[]).includes(locale)) return text(400, 'Bad request');
  if (slugs.length === 0) return text(400, locale === 'it' ? 'Scegli almeno un prodotto.' : 'Choose at least one product.');
  if (slugs.length > MAX_TENDER_PRODUCTS || slugs.some((s) => s.length > 200 || !SLUG.test(s))) return text(400, 'Bad request');
  const texts = await sheetTexts(locale as Locale);
  const files: Record<string, Uint8Array> = {};
  try {
    for (const slug of slugs) {
      const product = await getProduct(locale as Locale, slug);
      if (!product) return text(404, `Not found: ${slug}`);
      const { pdf } = await specSheet({ product, locale: locale as Locale, texts, siteUrl: siteUrl() });
      const code = (product.features.productCode ?? slug).toLowerCase();
      files[`brina-${code}-${locale === 'it' ? 'scheda-tecnica' : 'spec-sheet'}-${locale}.pdf`] = new Uint8Array(pdf);
    }
  } catch (error) {
    log.warn({ err: error instanceof Error ? error.message : String(error) }, 'tender pack: products unavailable');
    return text(503, 'Service unavailable');
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
