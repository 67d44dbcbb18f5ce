// Video downloads of both audiences.
import { VideoDownloadsPage } from '@/components/editorial/video-downloads';
import { screenMetadata, screenOf, type ScreenProps } from '@/lib/routing/params';
import { loadVideos, videosMetadata } from '@/loaders/editorial';

type Props = ScreenProps<{ locale: string; audience: string }>;

export const revalidate = 3600;

export const generateMetadata = screenMetadata<Props>('video-downloads', ({ locale, mode }) => videosMetadata(locale, mode));

export default async function VideoDownloads(props: Props) {
  const { locale, mode } = await screenOf(props, 'video-downloads');
  const data = await loadVideos(locale, mode);
  return <VideoDownloadsPage {...data} />;
}
