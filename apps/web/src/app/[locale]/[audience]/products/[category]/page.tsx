// Product category list.
import { productCategory } from '@/screens/catalogue';

export const generateMetadata = productCategory.metadata;
export default productCategory.Page;
