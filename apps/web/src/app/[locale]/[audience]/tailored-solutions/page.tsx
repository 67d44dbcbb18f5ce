// Tailored solutions (food service, Italian only).
import { tailoredSolutions } from '@/screens/editorial';

export const revalidate = 3600;
export const generateMetadata = tailoredSolutions.metadata;
export default tailoredSolutions.Page;
