// Press area (consumer only).
import { pressList } from '@/screens/editorial';

export const generateMetadata = pressList.metadata;
export default pressList.Page;
