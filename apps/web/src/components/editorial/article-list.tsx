// A list page of articles (blog, news, press area): breadcrumb, heading, optional category
// navigation, cards, pagination.
import type { ReactNode } from 'react';
import { Pagination } from '@/components/catalogue/pagination';
import { Breadcrumb, type Crumb } from '@/components/layout/breadcrumb';
import type { ArticleTeaser } from '@/lib/cms/article';
import type { Page } from '@/lib/cms/read';
import { ArticleCard } from './article-card';

type Props = {
  kind: 'blog' | 'news' | 'press';
  title: string;
  intro: string | null;
  homeHref: string;
  crumbs: Crumb[];
  /** The list's path without `?page=`. */
  basePath: string;
  results: Page<ArticleTeaser>;
  hrefOf: (article: ArticleTeaser) => string | null;
  emptyText: string;
  showCategory?: boolean;
  /** Category navigation, between the heading and the list. */
  nav?: ReactNode;
};

export function ArticleList({ kind, title, intro, homeHref, crumbs, basePath, results, hrefOf, emptyText, showCategory, nav }: Props) {
  const items = results.items
    .map((article) => ({ article, href: hrefOf(article) }))
    .filter((i): i is { article: ArticleTeaser; href: string } => i.href !== null);
  return (
    <div data-article-list={kind}>
      <Breadcrumb homeHref={homeHref} items={crumbs} />
      <div className="mx-auto max-w-7xl px-4 pb-16 pt-6">
        <header className="max-w-3xl">
          <h1 id="list-title" className="font-serif text-4xl font-bold md:text-5xl">
            {title}
          </h1>
          {intro ? <p className="mt-3 text-lg text-ink-soft">{intro}</p> : null}
        </header>
        {nav}
        {items.length ? (
          <ul aria-labelledby="list-title" className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.map(({ article, href }) => (
              <li key={article.documentId}>
                <ArticleCard article={article} href={href} showCategory={showCategory} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-10 rounded-2xl bg-white p-6 ring-1 ring-line">{emptyText}</p>
        )}
        <Pagination basePath={basePath} filters={{}} page={results.page} pageCount={results.pageCount} />
      </div>
    </div>
  );
}
