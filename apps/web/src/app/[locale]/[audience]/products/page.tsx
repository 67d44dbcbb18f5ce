// Product list without a query: prerendered or rendered once, then cached and refreshed by the
// CMS webhook (ISR). Filters and page numbers go to the `-q/[query]` route beside it (the proxy
// sends every spelling of a filtered list to its one canonical, cached page).
import { CatalogueList } from '@/components/catalogue/catalogue-list';
import { screenMetadata, screenOf, type AudienceProps } from '@/lib/routing/params';
import { catalogueListMetadata, loadCatalogueList } from '@/loaders/catalogue';

export const revalidate = 3600;

export const generateMetadata = screenMetadata('products', ({ locale, mode }) => catalogueListMetadata('product', locale, mode, undefined, {}));

export default async function ProductListPage(props: AudienceProps) {
  const { locale, mode } = await screenOf(props, 'products');
  return <CatalogueList {...await loadCatalogueList('product', locale, mode, undefined, {})} />;
}
