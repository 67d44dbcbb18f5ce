// Recipe list (filters in the URL).
import type { Metadata } from 'next';
import { CatalogueList } from '@/components/catalogue/catalogue-list';
import { screenOf, type ScreenProps } from '@/lib/routing/params';
import { catalogueListMetadata, loadCatalogueList } from '@/loaders/catalogue';

type Props = ScreenProps<{ locale: string; audience: string }>;

// Filters and the page number are in the query: reading it renders the list per request.
export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, mode, searchParams } = await screenOf(props, 'recipes', true);
  return catalogueListMetadata('recipe', locale, mode, undefined, searchParams);
}

export default async function RecipeListPage(props: Props) {
  const { locale, mode, searchParams } = await screenOf(props, 'recipes', true);
  const data = await loadCatalogueList('recipe', locale, mode, undefined, searchParams);
  return <CatalogueList {...data} />;
}
