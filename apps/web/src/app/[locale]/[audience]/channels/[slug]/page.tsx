// Food-service channel, ISR.
import { channel } from '@/screens/editorial';
import { channelStaticParams } from '@/screens/static-params';

export const revalidate = 3600;
export const generateStaticParams = channelStaticParams;
export const generateMetadata = channel.metadata;
export default channel.Page;
