// The allergen matrix as CSV, Excel workbook or PDF (issues 26, 37): GET
// ?locale=it|en&format=csv|xlsx|pdf[&category=…][&line=…], the same rows as the page (loaders/foodservice-tools.ts).
import { getTranslations } from 'next-intl/server';
import { allergenMatrixCsv, csvSeparator } from '@/lib/catalogue/allergen-matrix-csv';
import type { AllergenCode, AllergenStatus } from '@/lib/catalogue/allergens';
import { listMatrixProducts } from '@/lib/cms/allergen-matrix';
import { isPreview } from '@/lib/cms/client';
import { drawAllergenMatrix } from '@/lib/server/allergen-matrix-pdf';
import { allergenMatrixXlsx } from '@/lib/server/allergen-matrix-xlsx';
import { cmsUnavailable, queryLocale, textResponse } from '@/lib/server/download-route';
import { matrixRows, parseMatrixFilter } from '@/loaders/foodservice-tools';

const FORMATS = ['csv', 'xlsx', 'pdf'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const locale = queryLocale(params);
  const format = params.get('format') ?? 'csv';
  if (locale === null || !FORMATS.includes(format)) return textResponse(400, 'Bad request');
  let products;
  try {
    products = await listMatrixProducts(locale);
  } catch (error) {
    return cmsUnavailable('allergen matrix: products unavailable', error);
  }
  const filter = parseMatrixFilter(Object.fromEntries(params));
  const rows = matrixRows(products, filter);
  const [t, ta] = await Promise.all([getTranslations({ locale, namespace: 'allergenMatrix' }), getTranslations({ locale, namespace: 'allergens' })]);
  const status = (s: AllergenStatus) => t(`status.${s}`);
  const allergen = (code: AllergenCode) => ta(code);
  const suffix = [filter.category, filter.line].filter(Boolean).join('-');
  const name = `brina-${locale === 'it' ? 'matrice-allergeni' : 'allergen-matrix'}${suffix ? `-${suffix}` : ''}-${locale}`;
  // Rows read in an editor's preview may hold drafts: never kept by a shared cache.
  const cacheControl = (await isPreview()) ? 'private, no-store' : 'public, max-age=0, must-revalidate';
  const headers = { 'Cache-Control': cacheControl, 'Content-Disposition': `attachment; filename="${name}.${format}"` };
  if (format === 'csv' || format === 'xlsx') {
    const tableRows = rows.map((r) => ({
      code: r.code,
      title: r.title,
      gtin: r.gtin,
      category: r.category?.name ?? null,
      line: r.line?.name ?? null,
      statuses: r.statuses,
    }));
    const tableTexts = {
      head: { code: t('csv.code'), product: t('product'), gtin: t('csv.gtin'), category: t('category'), line: t('line') },
      allergen,
      status,
    };
    if (format === 'xlsx') {
      const xlsx = await allergenMatrixXlsx(tableRows, { ...tableTexts, sheet: t('title'), title: `Brina – ${t('title')}` });
      return new Response(new Uint8Array(xlsx), { headers: { ...headers, 'Content-Type': XLSX_TYPE } });
    }
    const csv = allergenMatrixCsv(tableRows, tableTexts, csvSeparator(locale));
    return new Response(csv, { headers: { ...headers, 'Content-Type': 'text/csv; charset=utf-8' } });
  }
  const pdf = await drawAllergenMatrix(
    rows.map((r) => ({ code: r.code, title: r.title, category: r.category?.name ?? null, statuses: r.statuses })),
    {
      title: t('title'),
      subtitle: t('pdfSubtitle', { count: rows.length, date: new Date().toLocaleDateString(locale === 'it' ? 'it-IT' : 'en-GB') }),
      product: t('product'),
      legend: t('legend'),
      allergen,
      status,
    },
  );
  return new Response(new Uint8Array(pdf), { headers: { ...headers, 'Content-Type': 'application/pdf' } });
}
