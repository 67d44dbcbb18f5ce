// Landing page (each belongs to one audience), ISR.
import { LandingPageView } from '@/components/editorial/landing-page';
import { screenMetadata, screenOf, type AudienceProps } from '@/lib/routing/params';
import { landingMetadata, landingStaticParams, loadLandingPage } from '@/loaders/editorial';

type Props = AudienceProps<{ slug: string }>;

export const revalidate = 3600;
export const generateStaticParams = landingStaticParams;

export const generateMetadata = screenMetadata<Props>('landing-slug', ({ locale, mode, slug }) => landingMetadata(locale, mode, slug));

export default async function LandingPage(props: Props) {
  const { locale, mode, slug } = await screenOf(props, 'landing-slug');
  return <LandingPageView {...await loadLandingPage(locale, mode, slug)} />;
}
