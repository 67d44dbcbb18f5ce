// Blog (Italian only, consumer and food-service variants): list, category lists with pagination,
// article pages. The mode picks the articles and categories flagged for it; English URLs are 404.
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { homePath } from '@/lib/routing/paths';
import { blogPaths, type BlogArticleData, type BlogListData } from '@/loaders/editorial';
import { ArticleCard } from './article-card';
import { ArticleList } from './article-list';
import { ArticleView } from './article-view';
import { CardRow } from '@/components/ui/card-row';

export async function BlogList({ locale, mode, title, intro, categories, category, results }: BlogListData) {
  const t = await getTranslations('editorial');
  const listPath = blogPaths.list(mode);
  const basePath = category ? blogPaths.category(mode, category.slug) : listPath;
  const crumbs = [{ label: title, href: listPath }, ...(category ? [{ label: category.name, href: basePath }] : [])];
  const pill = (current: boolean) =>
    `inline-block rounded-full px-4 py-2 font-semibold ring-1 ring-line ${current ? 'bg-leaf text-white' : 'bg-white hover:bg-frost'}`;
  const nav = categories.length ? (
    <nav aria-label={t('blogCategories')} className="mt-8" data-blog-categories>
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link href={listPath} aria-current={category ? undefined : 'page'} className={pill(!category)}>
            {t('allArticles')}
          </Link>
        </li>
        {categories.map((c) => (
          <li key={c.slug}>
            <Link
              href={blogPaths.category(mode, c.slug)}
              aria-current={c.slug === category?.slug ? 'page' : undefined}
              className={pill(c.slug === category?.slug)}
              data-blog-category={c.slug}
            >
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  ) : null;
  return (
    <ArticleList
      kind="blog"
      title={category?.name ?? title}
      intro={category?.description ?? intro}
      homeHref={homePath(locale, mode)}
      crumbs={crumbs}
      basePath={basePath}
      results={results}
      hrefOf={(a) => blogPaths.teaser(mode, a)}
      emptyText={t('noArticles')}
      showCategory={!category}
      nav={nav}
    />
  );
}

export async function BlogArticlePage({ locale, mode, listTitle, article, related: more }: BlogArticleData) {
  const t = await getTranslations('editorial');
  const listPath = blogPaths.list(mode);
  const path = blogPaths.article(mode, article.category.slug, article.slug);
  const crumbs = [
    { label: listTitle, href: listPath },
    { label: article.category.name, href: blogPaths.category(mode, article.category.slug) },
    { label: article.title, href: path },
  ];
  return (
    <ArticleView kind="blog" article={article} locale={locale} path={path} homeHref={homePath(locale, mode)} crumbs={crumbs} eyebrow={article.category.name}>
      <CardRow
        id="more-articles"
        title={t('moreArticles')}
        items={more}
        card={(a) => <ArticleCard article={a} href={blogPaths.teaser(mode, a) ?? listPath} headingLevel={3} />}
      />
    </ArticleView>
  );
}
