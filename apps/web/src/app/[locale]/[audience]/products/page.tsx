// Product list (filters in the URL: rendered per request from cached CMS data).
import { productList } from '@/screens/catalogue';

export const generateMetadata = productList.metadata;
export default productList.Page;
