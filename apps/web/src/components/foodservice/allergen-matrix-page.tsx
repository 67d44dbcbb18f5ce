// The allergen matrix of the food-service catalogue (issue 26): the 14 Annex II allergens × the
// products (contains / may contain / free, told by symbol and by text, not by colour), filtered by
// category and line with a GET form, downloadable as CSV, Excel workbook and PDF; ticked products' specification
// sheets download as one ZIP (the tender pack). No JavaScript needed.
import { getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { SelectOptions } from '@/components/forms/fields';
import { ALLERGENS } from '@/lib/catalogue/allergens';
import { homePath, pathFor } from '@/lib/routing/paths';
import type { AllergenMatrixData, MatrixFilter } from '@/loaders/foodservice-tools';

const SYMBOL = { contains: '●', traces: '○', free: '–' } as const;

/** Where the matrix downloads are (server routes: the PDF and ZIP libraries stay on the server). */
export function matrixDownloadHref(locale: string, format: 'csv' | 'xlsx' | 'pdf', filter: MatrixFilter): string {
  const params = new URLSearchParams({ locale, format });
  if (filter.category) params.set('category', filter.category);
  if (filter.line) params.set('line', filter.line);
  return `/api/foodservice/allergen-matrix?${params.toString()}`;
}

const select = 'mt-1 block rounded-lg border border-ink-soft bg-white px-3 py-2';
const button =
  'rounded-full bg-leaf px-5 py-3 font-semibold text-white hover:bg-leaf-dark focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink';
const link = 'font-semibold text-leaf underline underline-offset-4 hover:text-leaf-dark';

export async function AllergenMatrixPage({ locale, rows, filter, categories, lines }: AllergenMatrixData) {
  const [t, ta] = await Promise.all([getTranslations({ locale, namespace: 'allergenMatrix' }), getTranslations({ locale, namespace: 'allergens' })]);
  const path = pathFor('B2B-allergen-matrix', locale);
  const productPath = (category: string, slug: string) => pathFor('B2B-products-category-slug', locale, { category, slug });
  const filters = [
    { name: 'category', options: categories.map((c) => ({ value: c.slug, label: c.name })) },
    { name: 'line', options: lines.map((l) => ({ value: l.code, label: l.name })) },
  ] as const;
  return (
    <div className="pb-12">
      <Breadcrumb homeHref={homePath(locale, 'B2B')} items={[{ label: t('title'), href: path }]} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 pt-6">
        <header className="max-w-3xl">
          <h1 className="font-serif text-4xl font-bold">{t('title')}</h1>
          <p className="mt-3 text-lg">{t('intro')}</p>
        </header>
        <form method="get" action={path} className="flex flex-wrap items-end gap-4" data-matrix-filter>
          {filters.map(({ name, options }) => (
            <div key={name}>
              <label htmlFor={`matrix-${name}`} className="font-semibold">
                {t(name)}
              </label>
              <select id={`matrix-${name}`} name={name} defaultValue={filter[name] ?? ''} className={select}>
                <SelectOptions placeholder={t('all')} options={options} />
              </select>
            </div>
          ))}
          <button type="submit" className={button}>
            {t('filter')}
          </button>
        </form>
        <p className="flex flex-wrap gap-x-6 gap-y-2">
          <a href={matrixDownloadHref(locale, 'csv', filter)} className={link} download data-matrix-download="csv">
            {t('downloadCsv')}
          </a>
          <a href={matrixDownloadHref(locale, 'xlsx', filter)} className={link} download data-matrix-download="xlsx">
            {t('downloadXlsx')}
          </a>
          <a href={matrixDownloadHref(locale, 'pdf', filter)} className={link} download data-matrix-download="pdf">
            {t('downloadPdf')}
          </a>
          <a href={pathFor('B2B-cost-calculator', locale)} className={link}>
            {t('calculatorLink')}
          </a>
        </p>
        <p id="matrix-legend" className="text-sm">
          <span className="font-semibold">{t('legend')}:</span> <span aria-hidden="true">{SYMBOL.contains}</span> {t('status.contains')} ·{' '}
          <span aria-hidden="true">{SYMBOL.traces}</span> {t('status.traces')} · <span aria-hidden="true">{SYMBOL.free}</span> {t('status.free')}
        </p>
        <form method="get" action="/api/foodservice/tender-pack" data-tender-form>
          <input type="hidden" name="locale" value={locale} />
          {/* A wide table scrolls on its own; the region takes keyboard focus so it can be scrolled without a mouse. */}
          <div className="overflow-x-auto rounded-2xl bg-white ring-1 ring-line" tabIndex={0} role="region" aria-labelledby="matrix-caption">
            <table className="min-w-full text-sm" data-allergen-matrix aria-describedby="matrix-legend">
              <caption id="matrix-caption" className="px-4 py-3 text-left font-semibold">
                {t('caption', { count: rows.length })}
              </caption>
              <thead>
                <tr className="border-b border-line align-bottom">
                  <th scope="col" className="px-3 py-2 text-left">
                    {t('pick')}
                  </th>
                  <th scope="col" className="sticky left-0 bg-white px-3 py-2 text-left">
                    {t('product')}
                  </th>
                  {ALLERGENS.map((code) => (
                    <th key={code} scope="col" className="px-2 py-2 text-center text-xs font-semibold first-letter:uppercase" data-allergen-column={code}>
                      {ta(code)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.documentId} className="border-b border-line last:border-0" data-matrix-row={row.code ?? row.slug}>
                    <td className="px-3 py-2">
                      <input
                        type="checkbox"
                        name="product"
                        value={row.slug}
                        id={`pick-${row.slug}`}
                        aria-label={t('pickProduct', { product: row.title })}
                        className="h-5 w-5 accent-leaf"
                      />
                    </td>
                    <th scope="row" className="sticky left-0 bg-white px-3 py-2 text-left font-normal">
                      {row.category ? (
                        <a
                          href={productPath(row.category.slug, row.slug)}
                          className="font-semibold underline decoration-line underline-offset-4 hover:decoration-leaf"
                        >
                          {row.title}
                        </a>
                      ) : (
                        row.title
                      )}
                      <span className="block text-xs text-ink-soft">
                        {row.code} · {row.category?.name}
                      </span>
                    </th>
                    {row.statuses.map((status, i) => (
                      <td key={ALLERGENS[i]} className={`px-2 py-2 text-center ${status === 'contains' ? 'text-lg font-bold' : ''}`} data-status={status}>
                        <span aria-hidden="true">{SYMBOL[status]}</span>
                        <span className="sr-only">{t(`status.${status}`)}</span>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <button type="submit" className={button}>
              {t('tenderPack')}
            </button>
            <p className="text-sm text-ink-soft">{t('tenderHint', { max: 40 })}</p>
          </div>
        </form>
      </div>
    </div>
  );
}
