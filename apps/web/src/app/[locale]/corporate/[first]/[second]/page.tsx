// Corporate page `/{lang}/{category}/{slug}`.
import { corporateCategoryPage } from '@/screens/corporate';

export const generateMetadata = corporateCategoryPage.metadata;
export default corporateCategoryPage.Page;
