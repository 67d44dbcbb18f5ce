// Manifesto (consumer only).
import type { Metadata } from 'next';
import { ManifestoPage } from '@/components/editorial/manifesto';
import { screenOf, type ScreenProps } from '@/lib/routing/params';
import { loadManifesto, manifestoMetadata } from '@/loaders/editorial';

type Props = ScreenProps<{ locale: string; audience: string }>;

export const revalidate = 3600;

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale } = await screenOf(props, 'manifesto');
  return manifestoMetadata(locale);
}

export default async function Manifesto(props: Props) {
  const { locale } = await screenOf(props, 'manifesto');
  const data = await loadManifesto(locale);
  return <ManifestoPage {...data} />;
}
