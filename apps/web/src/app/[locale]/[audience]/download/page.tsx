// Downloads (consumer only).
import { downloads } from '@/screens/editorial';

export const revalidate = 3600;
export const generateMetadata = downloads.metadata;
export default downloads.Page;
