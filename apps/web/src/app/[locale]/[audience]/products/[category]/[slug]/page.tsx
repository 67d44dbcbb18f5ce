// Product detail: prerendered at build, refreshed by the CMS webhook (ISR).
import { productDetail } from '@/screens/catalogue';
import { catalogueStaticParams } from '@/screens/static-params';

export const revalidate = 3600;
export const generateStaticParams = catalogueStaticParams('products');
export const generateMetadata = productDetail.metadata;
export default productDetail.Page;
