// Blog category (Italian only).
import { blogCategory } from '@/screens/editorial';

export const generateMetadata = blogCategory.metadata;
export default blogCategory.Page;
