// Product detail: prerendered at build, refreshed by the CMS webhook (ISR).
import { ProductDetailView } from '@/components/catalogue/product-detail';
import { screenMetadata, screenOf, type AudienceProps } from '@/lib/routing/params';
import { catalogueStaticParams, loadProduct, productMetadata } from '@/loaders/catalogue';

type Props = AudienceProps<{ category: string; slug: string }>;

export const revalidate = 3600;
export const generateStaticParams = catalogueStaticParams('products');

export const generateMetadata = screenMetadata<Props>('products-category-slug', ({ locale, mode, category, slug }) =>
  productMetadata(locale, mode, category, slug),
);

export default async function ProductPage(props: Props) {
  const { locale, mode, category, slug } = await screenOf(props, 'products-category-slug');
  return <ProductDetailView {...await loadProduct(locale, mode, category, slug)} />;
}
