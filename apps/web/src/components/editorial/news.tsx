// News (`/news` and `/news/{slug}`, mode CORPORATE): the list shows the items of the visitor's
// previous mode; an item's page is the same in both modes.
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { parsePage, type SearchParams } from '@/lib/catalogue/filters';
import { swallow } from '@/lib/cms/client';
import { getNews, listNews } from '@/lib/cms/article';
import { MODE_COOKIE, resolveMode } from '@/lib/routing/mode';
import { type Locale } from '@/lib/routing/routes';
import { homePath, pathFor } from '@/lib/routing/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { ArticleCard } from './article-card';
import { ArticleList } from './article-list';
import { ArticleView } from './article-view';
import { CardRow } from '@/components/ui/card-row';

type Args = { locale: Locale; slug?: string[]; searchParams: SearchParams };

const newsPath = (locale: Locale, slug?: string) => pathFor('news-slug', locale, slug ? { slug: [slug] } : {});

/** The item's slug, null for the list, undefined for a path with more segments (404). */
function slugOf(slug: string[] | undefined): string | null | undefined {
  if (!slug || slug.length === 0) return null;
  return slug.length === 1 ? slug[0] : undefined;
}

async function visitorMode() {
  return resolveMode('CORPORATE', (await cookies()).get(MODE_COOKIE)?.value);
}

export async function newsMetadata({ locale, slug: segments, searchParams }: Args): Promise<Metadata> {
  const slug = slugOf(segments);
  if (slug === undefined) return {};
  const t = await getTranslations({ locale, namespace: 'editorial' });
  if (slug === null) {
    const page = parsePage(searchParams);
    return pageMetadata({ pathname: newsPath(locale), locale, title: page > 0 ? t('pageTitle', { title: t('newsTitle'), page: page + 1 }) : t('newsTitle'), description: t('newsIntro') });
  }
  const item = await getNews(locale, slug);
  if (!item) return {};
  return pageMetadata({ pathname: newsPath(locale, slug), locale, title: item.seo.title ?? item.title, description: item.seo.description ?? item.excerpt, image: item.seo.image ?? item.cover, noIndex: item.seo.noIndex, type: 'article' });
}

export async function NewsPage({ locale, slug: segments, searchParams }: Args) {
  const slug = slugOf(segments);
  if (slug === undefined) notFound();
  const [t, mode] = await Promise.all([getTranslations('editorial'), visitorMode()]);
  const listPath = newsPath(locale);
  const home = homePath(locale, mode);
  if (slug === null) {
    const page = parsePage(searchParams);
    const results = await listNews({ locale, mode, page });
    if (page > 0 && page >= results.pageCount) notFound();
    return (
      <ArticleList
        kind="news"
        title={t('newsTitle')}
        intro={t('newsIntro')}
        homeHref={home}
        crumbs={[{ label: t('newsTitle'), href: listPath }]}
        basePath={listPath}
        results={results}
        hrefOf={(a) => newsPath(locale, a.slug)}
        emptyText={t('noNews')}
      />
    );
  }
  const item = await getNews(locale, slug);
  if (!item) notFound();
  const path = newsPath(locale, item.slug);
  const latest = await swallow('more news', () => listNews({ locale, mode, page: 0, pageSize: 4 }), null);
  const more = (latest?.items ?? []).filter((a) => a.slug !== item.slug).slice(0, 3);
  return (
    <ArticleView
      kind="news"
      article={item}
      locale={locale}
      path={path}
      homeHref={home}
      crumbs={[{ label: t('newsTitle'), href: listPath }, { label: item.title, href: path }]}
      eyebrow={t('newsTitle')}
    >
      {more.length ? (
        <CardRow id="more-news" title={t('moreNews')}>
            {more.map((a) => (
              <li key={a.documentId}>
                <ArticleCard article={a} href={newsPath(locale, a.slug)} headingLevel={3} />
              </li>
            ))}
          </CardRow>
      ) : null}
    </ArticleView>
  );
}
