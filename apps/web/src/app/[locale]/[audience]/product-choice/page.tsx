// Product choice (food service, Italian only).
import { productChoice } from '@/screens/editorial';

export const revalidate = 3600;
export const generateMetadata = productChoice.metadata;
export default productChoice.Page;
