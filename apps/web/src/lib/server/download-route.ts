// What the food-service download routes (allergen matrix, specification sheet, tender pack) share:
// their plain-text error answers, the locale and product checks of the query, the CMS-outage answer
// and the name of a product's sheet.
import 'server-only';
import { log } from '@/lib/log';
import { LOCALES, type Locale } from '@/lib/routing/routes';

/** A plain-text answer that is never cached (errors and refusals). */
export const textResponse = (status: number, body: string) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

/** The query's `locale` (Italian when absent); null for one the site does not have. */
export function queryLocale(params: URLSearchParams): Locale | null {
  const locale = params.get('locale') ?? 'it';
  return (LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : null;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a `product` value of the query can be a product's slug (checked before any CMS call). */
export const isProductSlug = (slug: string) => slug.length <= 200 && SLUG.test(slug);

/** The CMS could not answer: logged, and the visitor gets a 503. */
export function cmsUnavailable(message: string, error: unknown, context: Record<string, unknown> = {}): Response {
  log.warn({ err: error instanceof Error ? error.message : String(error), ...context }, message);
  return textResponse(503, 'Service unavailable');
}

/** The file name of a product's specification sheet (`brina-<code>-scheda-tecnica-it.pdf`). */
export function sheetFileName(product: { features: { productCode: string | null } }, slug: string, locale: Locale): string {
  return `brina-${(product.features.productCode ?? slug).toLowerCase()}-${locale === 'it' ? 'scheda-tecnica' : 'spec-sheet'}-${locale}.pdf`;
}
