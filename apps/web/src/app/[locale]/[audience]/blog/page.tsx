// Blog (Italian only).
import { blogList } from '@/screens/editorial';

export const generateMetadata = blogList.metadata;
export default blogList.Page;
