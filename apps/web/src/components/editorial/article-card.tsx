// A blog article, news item or press release in a list: cover, date, title (the link), excerpt.
import Link from 'next/link';
import type { ArticleTeaser } from '@/lib/cms/article';
import { CmsImage } from '../ui/cms-image';
import { IMAGE_SIZES } from '../ui/image-sizes';
import { FormattedDate } from './formatted-date';

type Props = { article: ArticleTeaser; href: string; headingLevel?: 2 | 3; showCategory?: boolean };

export function ArticleCard({ article, href, headingLevel = 2, showCategory = false }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card" data-article-card={article.slug}>
      {article.cover ? <CmsImage media={article.cover} sizes={IMAGE_SIZES.thirdLg} className="card-img" decorative /> : null}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="flex flex-wrap gap-x-3 text-sm text-ink-soft">
          {showCategory && article.category ? <span className="font-semibold uppercase tracking-wider text-leaf">{article.category.name}</span> : null}
          {article.date ? <FormattedDate value={article.date} /> : null}
        </p>
        <Heading className="font-serif text-xl font-semibold leading-snug">
          <Link href={href} className="card-link">
            {article.title}
          </Link>
        </Heading>
        {article.excerpt ? <p className="text-sm text-ink-soft">{article.excerpt}</p> : null}
      </div>
    </article>
  );
}
