// Blog article (Italian only), ISR.
import { blogArticle } from '@/screens/editorial';
import { blogStaticParams } from '@/screens/static-params';

export const revalidate = 3600;
export const generateStaticParams = blogStaticParams;
export const generateMetadata = blogArticle.metadata;
export default blogArticle.Page;
