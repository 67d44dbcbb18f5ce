// Downloads (consumer only).
import type { Metadata } from 'next';
import { DownloadsPage } from '@/components/editorial/downloads';
import { screenOf, type ScreenProps } from '@/lib/routing/params';
import { downloadsMetadata, loadDownloads } from '@/loaders/editorial';

type Props = ScreenProps<{ locale: string; audience: string }>;

export const revalidate = 3600;

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale } = await screenOf(props, 'downloads');
  return downloadsMetadata(locale);
}

export default async function Downloads(props: Props) {
  const { locale } = await screenOf(props, 'downloads');
  const data = await loadDownloads(locale);
  return <DownloadsPage {...data} />;
}
