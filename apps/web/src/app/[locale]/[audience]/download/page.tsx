// Downloads (consumer only).
import { DownloadsPage } from '@/components/editorial/downloads';
import { screenMetadata, screenOf, type ScreenProps } from '@/lib/routing/params';
import { downloadsMetadata, loadDownloads } from '@/loaders/editorial';

type Props = ScreenProps<{ locale: string; audience: string }>;

export const revalidate = 3600;

export const generateMetadata = screenMetadata<Props>('downloads', ({ locale }) => downloadsMetadata(locale));

export default async function Downloads(props: Props) {
  const { locale } = await screenOf(props, 'downloads');
  const data = await loadDownloads(locale);
  return <DownloadsPage {...data} />;
}
