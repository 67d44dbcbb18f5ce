// News list and news item (keeps the visitor's audience).
import { NewsPage } from '@/components/editorial/news';
import { corporateScreenMetadata, corporateScreenOf, type ScreenProps } from '@/lib/routing/params';
import { loadNews, newsMetadata } from '@/loaders/corporate';

type Props = ScreenProps<{ locale: string; slug?: string[] }>;

// The list's page number is in the query: reading it renders the page per request.
export const generateMetadata = corporateScreenMetadata<Props>(({ locale, slug, searchParams }) => newsMetadata(locale, slug, searchParams), true);

export default async function News(props: Props) {
  const { locale, slug, searchParams } = await corporateScreenOf(props, true);
  return <NewsPage {...await loadNews(locale, slug, searchParams)} />;
}
