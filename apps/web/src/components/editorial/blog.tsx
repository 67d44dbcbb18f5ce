// Blog (Italian only, consumer and food-service variants): list, category lists with pagination,
// article pages. The mode picks the articles and categories flagged for it; English URLs are 404.
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { parsePage, type SearchParams } from '@/lib/catalogue/filters';
import { swallow } from '@/lib/cms/client';
import { getBlogArticle, getBlogCategories, listBlogArticles } from '@/lib/cms/article';
import type { ArticleDetail, ArticleTeaser, BlogCategory } from '@/lib/cms/article';
import { routeNameFor, type AudienceMode, type Locale } from '@/lib/routing/routes';
import { homePath, pathFor } from '@/lib/routing/paths';
import { pageMetadata } from '@/lib/seo/metadata';
import { ArticleCard } from './article-card';
import { ArticleList } from './article-list';
import { ArticleView } from './article-view';
import { CardRow } from '@/components/ui/card-row';

type ListArgs = { locale: Locale; mode: AudienceMode; category?: string; searchParams: SearchParams };
type ArticleArgs = { locale: Locale; mode: AudienceMode; category: string; slug: string };

// The blog is Italian only: its screens 404 in English before these paths are built.
const listPathOf = (_locale: Locale, mode: AudienceMode) => pathFor(routeNameFor('blog', mode), 'it');
const categoryPathOf = (_locale: Locale, mode: AudienceMode, category: string) => pathFor(routeNameFor('blog-category', mode), 'it', { category });
const articlePathOf = (_locale: Locale, mode: AudienceMode, category: string, slug: string) => pathFor(routeNameFor('blog-category-slug', mode), 'it', { category, slug });
const teaserPath = (locale: Locale, mode: AudienceMode, a: Pick<ArticleTeaser, 'slug' | 'category'>) => (a.category ? articlePathOf(locale, mode, a.category.slug, a.slug) : null);

async function listTitles(mode: AudienceMode, locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'editorial' });
  return mode === 'B2B' ? { title: t('blogTitleB2B'), intro: t('blogIntroB2B') } : { title: t('blogTitle'), intro: t('blogIntro') };
}

/** The category of the URL, among the mode's categories (undefined: no category asked). */
async function categoryOf(mode: AudienceMode, slug: string | undefined): Promise<{ categories: BlogCategory[]; category: BlogCategory | null | undefined }> {
  const categories = await getBlogCategories(mode);
  return { categories, category: slug === undefined ? undefined : (categories.find((c) => c.slug === slug) ?? null) };
}

export async function blogListMetadata({ locale, mode, category: slug, searchParams }: ListArgs): Promise<Metadata> {
  const listPath = listPathOf(locale, mode);
  if (!listPath) return {};
  const [{ title, intro }, t, found] = await Promise.all([listTitles(mode, locale), getTranslations({ locale, namespace: 'editorial' }), categoryOf(mode, slug)]);
  const category = found?.category;
  if (slug !== undefined && !category) return {};
  const page = parsePage(searchParams);
  const name = category?.name ?? title;
  return pageMetadata({
    pathname: category ? categoryPathOf(locale, mode, category.slug) : listPath,
    locale,
    title: page > 0 ? t('pageTitle', { title: name, page: page + 1 }) : name,
    description: category?.description ?? intro,
  });
}

export async function BlogList({ locale, mode, category: slug, searchParams }: ListArgs) {
  const listPath = listPathOf(locale, mode);
  if (!listPath) notFound();
  const page = parsePage(searchParams);
  const [t, { title, intro }, { categories, category }] = await Promise.all([getTranslations('editorial'), listTitles(mode, locale), categoryOf(mode, slug)]);
  if (category === null) notFound();
  const results = await listBlogArticles({ mode, category: category?.slug, page });
  if (page > 0 && page >= results.pageCount) notFound();
  const basePath = category ? categoryPathOf(locale, mode, category.slug) : listPath;
  const crumbs = [{ label: title, href: listPath }, ...(category ? [{ label: category.name, href: basePath }] : [])];
  const pill = (current: boolean) => `inline-block rounded-full px-4 py-2 font-semibold ring-1 ring-line ${current ? 'bg-leaf text-white' : 'bg-white hover:bg-frost'}`;
  const nav = categories.length ? (
    <nav aria-label={t('blogCategories')} className="mt-8" data-blog-categories>
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link href={listPath} aria-current={category ? undefined : 'page'} className={pill(!category)}>{t('allArticles')}</Link>
        </li>
        {categories.map((c) => (
          <li key={c.slug}>
            <Link href={categoryPathOf(locale, mode, c.slug)} aria-current={c.slug === category?.slug ? 'page' : undefined} className={pill(c.slug === category?.slug)} data-blog-category={c.slug}>
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
      hrefOf={(a) => teaserPath(locale, mode, a)}
      emptyText={t('noArticles')}
      showCategory={!category}
      nav={nav}
    />
  );
}

/** The article, if it belongs to the URL's category and to the mode. */
async function loadArticle({ mode, category, slug }: ArticleArgs): Promise<ArticleDetail | null> {
  const article = await getBlogArticle(slug);
  if (!article || article.category?.slug !== category) return null;
  return (mode === 'B2B' ? article.availableB2b : article.availableB2c) ? article : null;
}

export async function blogArticleMetadata(args: ArticleArgs): Promise<Metadata> {
  const path = articlePathOf(args.locale, args.mode, args.category, args.slug);
  if (!path) return {};
  const article = await loadArticle(args);
  if (!article) return {};
  return pageMetadata({ pathname: path, locale: args.locale, title: article.seo.title ?? article.title, description: article.seo.description ?? article.excerpt, image: article.seo.image ?? article.cover, noIndex: article.seo.noIndex, type: 'article' });
}

export async function BlogArticlePage(args: ArticleArgs) {
  const { locale, mode } = args;
  const listPath = listPathOf(locale, mode);
  if (!listPath) notFound();
  const article = await loadArticle(args);
  if (!article?.category) notFound();
  const [t, { title }, related] = await Promise.all([
    getTranslations('editorial'),
    listTitles(mode, locale),
    swallow('blog related articles', () => listBlogArticles({ mode, category: article.category?.slug, page: 0, pageSize: 4 }), null),
  ]);
  const path = articlePathOf(locale, mode, article.category.slug, article.slug);
  const crumbs = [
    { label: title, href: listPath },
    { label: article.category.name, href: categoryPathOf(locale, mode, article.category.slug) },
    { label: article.title, href: path },
  ];
  const more = (related?.items ?? []).filter((a) => a.slug !== article.slug).slice(0, 3);
  return (
    <ArticleView kind="blog" article={article} locale={locale} path={path} homeHref={homePath(locale, mode)} crumbs={crumbs} eyebrow={article.category.name}>
      {more.length ? (
        <CardRow id="more-articles" title={t('moreArticles')}>
            {more.map((a) => (
              <li key={a.documentId}>
                <ArticleCard article={a} href={teaserPath(locale, mode, a) ?? listPath} headingLevel={3} />
              </li>
            ))}
          </CardRow>
      ) : null}
    </ArticleView>
  );
}
