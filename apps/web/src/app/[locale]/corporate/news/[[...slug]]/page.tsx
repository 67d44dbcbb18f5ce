// News list and news item (keeps the visitor's audience).
import { news } from '@/screens/corporate';

export const generateMetadata = news.metadata;
export default news.Page;
