// Chef online (food service, Italian only).
import { chefOnline } from '@/screens/editorial';

export const revalidate = 3600;
export const generateMetadata = chefOnline.metadata;
export default chefOnline.Page;
