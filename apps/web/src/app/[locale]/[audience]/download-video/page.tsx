// Video downloads of both audiences.
import { VideoDownloadsPage } from '@/components/editorial/video-downloads';
import { screenMetadata, screenOf, type AudienceProps } from '@/lib/routing/params';
import { loadVideos, videosMetadata } from '@/loaders/editorial';

export const revalidate = 3600;

export const generateMetadata = screenMetadata('video-downloads', ({ locale, mode }) => videosMetadata(locale, mode));

export default async function VideoDownloads(props: AudienceProps) {
  const { locale, mode } = await screenOf(props, 'video-downloads');
  return <VideoDownloadsPage {...await loadVideos(locale, mode)} />;
}
