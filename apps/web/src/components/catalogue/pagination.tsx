// Page links that keep the filters; the page index is 0-based in state, 1-based in the URL. They
// point at the results' heading, so that another page brings the top of the grid into view.
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { toQuery } from '@/lib/catalogue/filters';

/** The id of the results' heading in the catalogue list. */
export const RESULTS_ANCHOR = 'results-title';

export async function Pagination({
  basePath,
  filters,
  page,
  pageCount,
}: {
  basePath: string;
  filters: Record<string, string[]>;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  const t = await getTranslations('catalogue');
  const href = (p: number) => `${basePath}${toQuery(filters, p)}#${RESULTS_ANCHOR}`;
  return (
    <nav aria-label={t('pagination')} className="mt-10 flex items-center justify-center gap-2" data-pagination>
      {page > 0 ? (
        <Link href={href(page - 1)} rel="prev" className="rounded-full px-4 py-2 font-semibold text-leaf ring-1 ring-line hover:bg-frost">
          <span aria-hidden="true">←</span> <span className="sr-only">{t('previous')}</span>
        </Link>
      ) : null}
      <ul className="flex gap-1">
        {Array.from({ length: pageCount }, (_, p) => (
          <li key={p}>
            {p === page ? (
              <span aria-current="page" className="inline-block min-w-10 rounded-full bg-leaf px-3 py-2 text-center font-semibold text-white">
                <span className="sr-only">{t('pageN', { page: p + 1 })}</span>
                <span aria-hidden="true">{p + 1}</span>
              </span>
            ) : (
              <Link
                href={href(p)}
                className="inline-block min-w-10 rounded-full px-3 py-2 text-center ring-1 ring-line hover:bg-frost"
                aria-label={t('pageN', { page: p + 1 })}
              >
                {p + 1}
              </Link>
            )}
          </li>
        ))}
      </ul>
      {page < pageCount - 1 ? (
        <Link href={href(page + 1)} rel="next" className="rounded-full px-4 py-2 font-semibold text-leaf ring-1 ring-line hover:bg-frost">
          <span aria-hidden="true">→</span> <span className="sr-only">{t('next')}</span>
        </Link>
      ) : null}
    </nav>
  );
}
