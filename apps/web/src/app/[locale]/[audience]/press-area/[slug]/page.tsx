// Press release (consumer only), ISR.
import { PressDetail } from '@/components/editorial/press';
import { screenMetadata, screenOf, type AudienceProps } from '@/lib/routing/params';
import { loadPressRelease, pressReleaseMetadata, pressStaticParams } from '@/loaders/editorial';

type Props = AudienceProps<{ slug: string }>;

export const revalidate = 3600;
export const generateStaticParams = pressStaticParams;

export const generateMetadata = screenMetadata<Props>('press-area-slug', ({ locale, slug }) => pressReleaseMetadata(locale, slug));

export default async function PressReleasePage(props: Props) {
  const { locale, slug } = await screenOf(props, 'press-area-slug');
  return <PressDetail {...await loadPressRelease(locale, slug)} />;
}
