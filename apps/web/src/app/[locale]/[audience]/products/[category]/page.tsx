// Product category list without a query: prerendered or rendered once, then cached and refreshed by the
// CMS webhook (ISR). Filters and page numbers go to the `-q/[query]` route beside it (the proxy
// sends every spelling of a filtered list to its one canonical, cached page).
import { CatalogueList } from '@/components/catalogue/catalogue-list';
import { screenMetadata, screenOf, type AudienceProps } from '@/lib/routing/params';
import { catalogueListMetadata, loadCatalogueList } from '@/loaders/catalogue';

type Props = AudienceProps<{ category: string }>;

export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

export const generateMetadata = screenMetadata<Props>('products-category', ({ locale, mode, category }) =>
  catalogueListMetadata('product', locale, mode, category, {}),
);

export default async function ProductCategoryPage(props: Props) {
  const { locale, mode, category } = await screenOf(props, 'products-category');
  return <CatalogueList {...await loadCatalogueList('product', locale, mode, category, {})} />;
}
