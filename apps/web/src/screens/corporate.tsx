// Corporate screens (mode CORPORATE: they keep the visitor's previous audience): generic pages
// by slug or category/slug, and news.
import { notFound } from 'next/navigation';
import { NewsPage, newsMetadata } from '@/components/editorial/news';
import { CorporatePage, corporateMetadata } from '@/components/pages/corporate-page';
import { corporateScreen } from './define';

export const corporatePage = corporateScreen<{ locale: string; first: string }>({
  render: (s) => <CorporatePage locale={s.locale} slug={s.first} category={null} />,
  metadata: (s) => corporateMetadata({ locale: s.locale, slug: s.first, category: null }),
});
export const corporateCategoryPage = corporateScreen<{ locale: string; first: string; second: string }>({
  render: (s) => <CorporatePage locale={s.locale} slug={s.second} category={s.first} />,
  metadata: (s) => corporateMetadata({ locale: s.locale, slug: s.second, category: s.first }),
});
export const news = corporateScreen<{ locale: string; slug?: string[] }>({ render: (s) => <NewsPage {...s} />, metadata: newsMetadata, readsQuery: true });

/** A path that matches no screen: the 404 page inside the layout it falls in. */
export function noScreen(): never {
  notFound();
}
