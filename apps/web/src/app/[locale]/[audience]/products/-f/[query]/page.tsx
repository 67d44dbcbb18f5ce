// Product list with more filter values than a kept page may have (lib/catalogue/canonical.ts,
// MAX_KEPT_VALUES): rendered per request and kept nowhere, its results read past Next's data cache,
// so crafted combinations leave no file behind (issue 33). The proxy rewrites such a query here.
import { CatalogueList } from '@/components/catalogue/catalogue-list';
import { queryFromSegment } from '@/lib/catalogue/canonical';
import { screenMetadata, screenOf, type AudienceProps } from '@/lib/routing/params';
import { catalogueListMetadata, loadCatalogueList } from '@/loaders/catalogue';

type Props = AudienceProps<{ query: string }>;

export const dynamic = 'force-dynamic';

export const generateMetadata = screenMetadata<Props>('products', ({ locale, mode, query }) =>
  catalogueListMetadata('product', locale, mode, undefined, queryFromSegment(query)),
);

export default async function UnkeptFilteredProductListPage(props: Props) {
  const { locale, mode, query } = await screenOf(props, 'products');
  return <CatalogueList {...await loadCatalogueList('product', locale, mode, undefined, queryFromSegment(query), { keep: false })} />;
}
