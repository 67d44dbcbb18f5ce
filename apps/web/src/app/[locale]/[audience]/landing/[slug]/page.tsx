// Landing page (each belongs to one audience), ISR.
import { landing } from '@/screens/editorial';
import { landingStaticParams } from '@/screens/static-params';

export const revalidate = 3600;
export const generateStaticParams = landingStaticParams;
export const generateMetadata = landing.metadata;
export default landing.Page;
