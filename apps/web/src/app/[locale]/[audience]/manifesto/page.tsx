// Manifesto (consumer only).
import { ManifestoPage } from '@/components/editorial/manifesto';
import { screenMetadata, screenOf, type ScreenProps } from '@/lib/routing/params';
import { loadManifesto, manifestoMetadata } from '@/loaders/editorial';

type Props = ScreenProps<{ locale: string; audience: string }>;

export const revalidate = 3600;

export const generateMetadata = screenMetadata<Props>('manifesto', ({ locale }) => manifestoMetadata(locale));

export default async function Manifesto(props: Props) {
  const { locale } = await screenOf(props, 'manifesto');
  const data = await loadManifesto(locale);
  return <ManifestoPage {...data} />;
}
