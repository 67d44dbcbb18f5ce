// News (`/news` and `/news/{slug}`, mode CORPORATE): the list shows the items of the visitor's
// previous mode; an item's page is the same in both modes.
import { getTranslations } from 'next-intl/server';
import { homePath } from '@/lib/routing/paths';
import { newsPath, type NewsData } from '@/loaders/corporate';
import { ArticleCard } from './article-card';
import { ArticleList } from './article-list';
import { ArticleView } from './article-view';
import { CardRow } from '@/components/ui/card-row';

export async function NewsPage(data: NewsData) {
  const { locale, mode } = data;
  const t = await getTranslations('editorial');
  const listPath = newsPath(locale);
  const home = homePath(locale, mode);
  if (data.kind === 'list') {
    return (
      <ArticleList
        kind="news"
        title={t('newsTitle')}
        intro={t('newsIntro')}
        homeHref={home}
        crumbs={[{ label: t('newsTitle'), href: listPath }]}
        basePath={listPath}
        results={data.results}
        hrefOf={(a) => newsPath(locale, a.slug)}
        emptyText={t('noNews')}
      />
    );
  }
  const { item, more } = data;
  const path = newsPath(locale, item.slug);
  return (
    <ArticleView
      kind="news"
      article={item}
      locale={locale}
      path={path}
      homeHref={home}
      crumbs={[
        { label: t('newsTitle'), href: listPath },
        { label: item.title, href: path },
      ]}
      eyebrow={t('newsTitle')}
    >
      <CardRow id="more-news" title={t('moreNews')} items={more} card={(a) => <ArticleCard article={a} href={newsPath(locale, a.slug)} headingLevel={3} />} />
    </ArticleView>
  );
}
