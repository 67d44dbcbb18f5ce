// Press area (consumer mode only): list of press releases and a release with its attachments.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { parsePage, type SearchParams } from '@/lib/catalogue/filters';
import { getPressRelease, listPressReleases } from '@/lib/cms/article';
import { type Locale } from '@/lib/routing/routes';
import { homePath, pathFor } from '@/lib/routing/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { ArticleList } from './article-list';
import { ArticleView } from './article-view';

const listPath = (locale: Locale) => pathFor('press-area', locale);
const detailPath = (locale: Locale, slug: string) => pathFor('press-area-slug', locale, { slug });

export async function pressListMetadata({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'editorial' });
  const page = parsePage(searchParams);
  return pageMetadata({ pathname: listPath(locale), locale, title: page > 0 ? t('pageTitle', { title: t('pressTitle'), page: page + 1 }) : t('pressTitle'), description: t('pressIntro') });
}

export async function PressList({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const t = await getTranslations('editorial');
  const page = parsePage(searchParams);
  const results = await listPressReleases({ locale, page });
  if (page > 0 && page >= results.pageCount) notFound();
  return (
    <ArticleList
      kind="press"
      title={t('pressTitle')}
      intro={t('pressIntro')}
      homeHref={homePath(locale, 'B2C')}
      crumbs={[{ label: t('pressTitle'), href: listPath(locale) }]}
      basePath={listPath(locale)}
      results={results}
      hrefOf={(a) => detailPath(locale, a.slug)}
      emptyText={t('noPress')}
    />
  );
}

export async function pressDetailMetadata({ locale, slug }: { locale: Locale; slug: string }): Promise<Metadata> {
  const release = await getPressRelease(locale, slug);
  if (!release) return {};
  return pageMetadata({ pathname: detailPath(locale, slug), locale, title: release.seo.title ?? release.title, description: release.seo.description ?? release.excerpt, image: release.seo.image ?? release.cover, noIndex: release.seo.noIndex, type: 'article' });
}

export async function PressDetail({ locale, slug }: { locale: Locale; slug: string }) {
  const release = await getPressRelease(locale, slug);
  if (!release) notFound();
  const t = await getTranslations('editorial');
  const path = detailPath(locale, release.slug);
  return (
    <ArticleView
      kind="press"
      article={release}
      locale={locale}
      path={path}
      homeHref={homePath(locale, 'B2C')}
      crumbs={[{ label: t('pressTitle'), href: listPath(locale) }, { label: release.title, href: path }]}
      eyebrow={t('pressRelease')}
    />
  );
}
