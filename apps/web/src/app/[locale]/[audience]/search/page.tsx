// Search results (both audiences; the query is in the URL: rendered per request from the in-process index).
import { search } from '@/screens/search';

export const generateMetadata = search.metadata;
export default search.Page;
