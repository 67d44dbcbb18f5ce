// The page of one blog article, news item or press release: breadcrumb, heading with date and
// author, cover, sanitised rich text, attachments, Article/NewsArticle and BreadcrumbList JSON-LD.
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from '@/components/layout/breadcrumb';
import { RichText } from '@/components/sections/rich-text';
import { JsonLd } from '@/components/seo/json-ld';
import { CmsImage } from '@/components/ui/cms-image';
import { IMAGE_SIZES } from '@/components/ui/image-sizes';
import type { ArticleDetail } from '@/lib/cms/article';
import type { Locale } from '@/lib/routing/routes';
import { articleJsonLd } from '@/lib/seo/json-ld';
import { AttachmentLink } from './attachment-link';
import { FormattedDate } from './formatted-date';
import { TitledSection } from '../ui/titled-section';

type Props = {
  kind: 'blog' | 'news' | 'press';
  article: ArticleDetail;
  locale: Locale;
  /** The public path of this page. */
  path: string;
  homeHref: string;
  /** Breadcrumb after Home, ending with this page. */
  crumbs: Crumb[];
  /** The small line above the title (category, "Press release"). */
  eyebrow: string | null;
  /** Shown after the article (more articles), outside it. */
  children?: ReactNode;
};

export async function ArticleView({ kind, article, locale, path, homeHref, crumbs, eyebrow, children }: Props) {
  const t = await getTranslations('editorial');
  const ld = articleJsonLd({
    type: kind === 'news' ? 'NewsArticle' : 'Article',
    headline: article.title,
    description: article.seo.description ?? article.excerpt,
    image: article.seo.image ?? article.cover,
    datePublished: article.date ?? article.publishedAt,
    dateModified: article.updatedAt,
    author: article.author,
    section: eyebrow,
    path,
    locale,
  });
  return (
    <>
      <JsonLd data={ld} />
      <Breadcrumb homeHref={homeHref} items={crumbs} />
      <article data-article={kind} aria-labelledby="article-title">
        <div className="mx-auto max-w-3xl px-4 pb-12 pt-8">
          <header>
            {eyebrow ? <p className="text-sm font-semibold uppercase tracking-widest text-leaf">{eyebrow}</p> : null}
            <h1 id="article-title" className="mt-2 font-serif text-4xl font-bold leading-tight md:text-5xl">
              {article.title}
            </h1>
            <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-ink-soft">
              {article.date ? <FormattedDate value={article.date} /> : null}
              {article.author ? <span>{t('byAuthor', { author: article.author })}</span> : null}
              {article.readingMinutes ? <span>{t('readingTime', { count: article.readingMinutes })}</span> : null}
            </p>
            {article.excerpt ? <p className="mt-6 text-xl leading-relaxed">{article.excerpt}</p> : null}
          </header>
          {article.cover ? (
            <CmsImage media={article.cover} sizes={IMAGE_SIZES.article} priority className="mt-8 h-auto w-full rounded-3xl object-cover" />
          ) : null}
          <div className="mt-8 text-lg" data-article-body>
            <RichText markdown={article.content} />
          </div>
          {article.attachments.length ? (
            <TitledSection titleId="attachments-title" title={t('attachments')} className="mt-10 rounded-2xl bg-white p-6 ring-1 ring-line" data-attachments>
              <ul className="mt-4 space-y-3">
                {article.attachments.map((file) => (
                  <li key={file.url}>
                    <AttachmentLink file={file} label={file.label} />
                  </li>
                ))}
              </ul>
            </TitledSection>
          ) : null}
        </div>
      </article>
      {children}
    </>
  );
}
