// Legal area (`/area-legale/{slug}`, `/legal-area/{slug}`; both modes): one legal page, with the
// other legal pages of the mode beside it.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { RichText } from '@/components/sections/rich-text';
import { swallow } from '@/lib/cms/client';
import { getLegalPage, listLegalPages } from '@/lib/cms/page';
import type { LegalLink, LegalPage } from '@/lib/cms/page';
import { routeNameFor, type AudienceMode, type Locale } from '@/lib/routing/routes';
import { homePath, pathFor } from '@/lib/routing/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { FormattedDate } from './formatted-date';
import { PageCrumbs } from './page-header';

type Args = { locale: Locale; mode: AudienceMode; slug: string };

const legalPath = (locale: Locale, mode: AudienceMode, slug: string) => pathFor(routeNameFor('legal-area-slug', mode), locale, { slug });
const inMode = (mode: AudienceMode, page: Pick<LegalPage | LegalLink, 'availableB2c' | 'availableB2b'>) => (mode === 'B2B' ? page.availableB2b : page.availableB2c);

async function load({ locale, mode, slug }: Args): Promise<LegalPage | null> {
  const page = await getLegalPage(locale, slug);
  return page && inMode(mode, page) ? page : null;
}

export async function legalMetadata(args: Args): Promise<Metadata> {
  const page = await load(args);
  if (!page) return {};
  return pageMetadata({ pathname: legalPath(args.locale, args.mode, args.slug), locale: args.locale, title: page.seo.title ?? page.title, description: page.seo.description, image: page.seo.image, noIndex: page.seo.noIndex });
}

export async function LegalAreaPage(args: Args) {
  const { locale, mode } = args;
  const page = await load(args);
  if (!page) notFound();
  const [t, all] = await Promise.all([getTranslations('editorial'), swallow('legal pages', () => listLegalPages(locale), [])]);
  const others = all.filter((p) => inMode(mode, p));
  const path = legalPath(locale, mode, page.slug);
  return (
    <article aria-labelledby="legal-title" data-legal-page={page.slug}>
      <PageCrumbs homeHref={homePath(locale, mode)} crumbs={[{ label: page.title, href: path }]} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-16 pt-8 lg:grid-cols-[1fr_18rem]">
        <div className="max-w-3xl">
          <header>
            <p className="text-sm font-semibold uppercase tracking-widest text-leaf">{t('legalArea')}</p>
            <h1 id="legal-title" className="mt-2 font-serif text-4xl font-bold md:text-5xl">{page.title}</h1>
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
            <p className="font-serif text-xl font-semibold" aria-hidden="true">{t('legalArea')}</p>
            <ul className="mt-3 space-y-2">
              {others.map((p) => (
                <li key={p.slug}>
                  <Link href={legalPath(locale, mode, p.slug)} aria-current={p.slug === page.slug ? 'page' : undefined} className={p.slug === page.slug ? 'font-semibold text-ink' : 'text-leaf underline-offset-2 hover:underline'}>
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
