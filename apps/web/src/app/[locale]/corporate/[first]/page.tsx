// Corporate page `/{lang}/{slug}`.
import { corporatePage } from '@/screens/corporate';

export const generateMetadata = corporatePage.metadata;
export default corporatePage.Page;
