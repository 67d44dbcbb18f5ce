// Search results (both audiences; the query is in the URL: rendered per request from the in-process index).
import { SearchPage } from '@/components/search/search-page';
import { screenMetadata, screenOf, type ScreenProps } from '@/lib/routing/params';
import { loadSearch, searchMetadata } from '@/loaders/search';

type Props = ScreenProps<{ locale: string; audience: string }>;

export const generateMetadata = screenMetadata<Props>('search', ({ locale, mode, searchParams }) => searchMetadata(locale, mode, searchParams), true);

export default async function Search(props: Props) {
  const { locale, mode, searchParams } = await screenOf(props, 'search', true);
  const data = await loadSearch(locale, mode, searchParams);
  return <SearchPage {...data} />;
}
