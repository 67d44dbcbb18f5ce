// Press release (consumer only), ISR.
import { pressDetail } from '@/screens/editorial';
import { pressStaticParams } from '@/screens/static-params';

export const revalidate = 3600;
export const generateStaticParams = pressStaticParams;
export const generateMetadata = pressDetail.metadata;
export default pressDetail.Page;
