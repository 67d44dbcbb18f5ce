// Manifesto (consumer only).
import { ManifestoPage } from '@/components/editorial/manifesto';
import { screenMetadata, screenOf, type AudienceProps } from '@/lib/routing/params';
import { loadManifesto, manifestoMetadata } from '@/loaders/editorial';

export const revalidate = 3600;

export const generateMetadata = screenMetadata('manifesto', ({ locale }) => manifestoMetadata(locale));

export default async function Manifesto(props: AudienceProps) {
  const { locale } = await screenOf(props, 'manifesto');
  return <ManifestoPage {...await loadManifesto(locale)} />;
}
