// Product category list.
import type { Metadata } from 'next';
import { CatalogueList } from '@/components/catalogue/catalogue-list';
import { screenOf, type ScreenProps } from '@/lib/routing/params';
import { catalogueListMetadata, loadCatalogueList } from '@/loaders/catalogue';

type Props = ScreenProps<{ locale: string; audience: string; category: string }>;

// Filters and the page number are in the query: reading it renders the list per request.
export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, mode, category, searchParams } = await screenOf(props, 'products-category', true);
  return catalogueListMetadata('product', locale, mode, category, searchParams);
}

export default async function ProductCategoryPage(props: Props) {
  const { locale, mode, category, searchParams } = await screenOf(props, 'products-category', true);
  const data = await loadCatalogueList('product', locale, mode, category, searchParams);
  return <CatalogueList {...data} />;
}
