// Food-service channel, ISR.
import { ChannelPage } from '@/components/editorial/foodservice-pages';
import { screenMetadata, screenOf, type AudienceProps } from '@/lib/routing/params';
import { channelMetadata, channelStaticParams, loadChannel } from '@/loaders/foodservice';

type Props = AudienceProps<{ slug: string }>;

export const revalidate = 3600;
export const generateStaticParams = channelStaticParams;

export const generateMetadata = screenMetadata<Props>('channel-slug', ({ locale, slug }) => channelMetadata(locale, slug));

export default async function Channel(props: Props) {
  const { locale, slug } = await screenOf(props, 'channel-slug');
  return <ChannelPage {...await loadChannel(locale, slug)} />;
}
