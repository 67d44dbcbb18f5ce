// Downloads (consumer only).
import { DownloadsPage } from '@/components/editorial/downloads';
import { screenMetadata, screenOf, type AudienceProps } from '@/lib/routing/params';
import { downloadsMetadata, loadDownloads } from '@/loaders/editorial';

export const revalidate = 3600;

export const generateMetadata = screenMetadata('downloads', ({ locale }) => downloadsMetadata(locale));

export default async function Downloads(props: AudienceProps) {
  const { locale } = await screenOf(props, 'downloads');
  return <DownloadsPage {...await loadDownloads(locale)} />;
}
