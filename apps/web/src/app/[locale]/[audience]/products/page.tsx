// Product list (filters in the URL: rendered per request from cached CMS data).
import type { Metadata } from 'next';
import { CatalogueList } from '@/components/catalogue/catalogue-list';
import { screenOf, type ScreenProps } from '@/lib/routing/params';
import { catalogueListMetadata, loadCatalogueList } from '@/loaders/catalogue';

type Props = ScreenProps<{ locale: string; audience: string }>;

// Filters and the page number are in the query: reading it renders the list per request.
export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, mode, searchParams } = await screenOf(props, 'products', true);
  return catalogueListMetadata('product', locale, mode, undefined, searchParams);
}

export default async function ProductListPage(props: Props) {
  const { locale, mode, searchParams } = await screenOf(props, 'products', true);
  const data = await loadCatalogueList('product', locale, mode, undefined, searchParams);
  return <CatalogueList {...data} />;
}
