// Legal area (`/area-legale/{slug}`, `/legal-area/{slug}`; both modes): one legal page, with the
// other legal pages of the mode beside it.
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { RichText } from '@/components/sections/rich-text';
import { homePath } from '@/lib/routing/paths';
import { legalPath, type LegalPageData } from '@/loaders/editorial';
import { FormattedDate } from './formatted-date';
import { PageCrumbs } from './page-header';

export async function LegalAreaPage({ locale, mode, page, others }: LegalPageData) {
  const t = await getTranslations('editorial');
  const path = legalPath(locale, mode, page.slug);
  return (
    <article aria-labelledby="legal-title" data-legal-page={page.slug}>
      <PageCrumbs homeHref={homePath(locale, mode)} crumbs={[{ label: page.title, href: path }]} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-16 pt-8 lg:grid-cols-[1fr_18rem]">
        <div className="max-w-3xl">
          <header>
            <p className="text-sm font-semibold uppercase tracking-widest text-leaf">{t('legalArea')}</p>
            <h1 id="legal-title" className="mt-2 font-serif text-4xl font-bold md:text-5xl">
              {page.title}
            </h1>
            {page.updatedOn ? (
              <p className="mt-4 text-ink-soft">
                {t('lastUpdated')}: <FormattedDate value={page.updatedOn} />
              </p>
            ) : null}
          </header>
          <div className="mt-8" data-article-body>
            <RichText markdown={page.content} />
          </div>
        </div>
        {others.length > 1 ? (
          <nav aria-label={t('legalArea')} className="self-start rounded-2xl bg-white p-6 ring-1 ring-line lg:sticky lg:top-28">
            <p className="font-serif text-xl font-semibold" aria-hidden="true">
              {t('legalArea')}
            </p>
            <ul className="mt-3 space-y-2">
              {others.map((p) => (
                <li key={p.slug}>
                  <Link
                    href={legalPath(locale, mode, p.slug)}
                    aria-current={p.slug === page.slug ? 'page' : undefined}
                    className={p.slug === page.slug ? 'font-semibold text-ink' : 'text-leaf underline-offset-2 hover:underline'}
                  >
                    {p.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </article>
  );
}
