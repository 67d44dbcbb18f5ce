// Manifesto (consumer only).
import { manifesto } from '@/screens/editorial';

export const revalidate = 3600;
export const generateMetadata = manifesto.metadata;
export default manifesto.Page;
