// Legal area page of both audiences, ISR.
import { legalArea } from '@/screens/editorial';
import { legalStaticParams } from '@/screens/static-params';

export const revalidate = 3600;
export const generateStaticParams = legalStaticParams;
export const generateMetadata = legalArea.metadata;
export default legalArea.Page;
