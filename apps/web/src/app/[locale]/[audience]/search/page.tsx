// Search results (both audiences; the query is in the URL: rendered per request from the in-process index).
import { SearchPage } from '@/components/search/search-page';
import { screenMetadata, screenOf, type AudienceProps } from '@/lib/routing/params';
import { loadSearch, searchMetadata } from '@/loaders/search';

export const generateMetadata = screenMetadata('search', ({ locale, mode, searchParams }) => searchMetadata(locale, mode, searchParams), true);

export default async function Search(props: AudienceProps) {
  const { locale, mode, searchParams } = await screenOf(props, 'search', true);
  return <SearchPage {...await loadSearch(locale, mode, searchParams)} />;
}
