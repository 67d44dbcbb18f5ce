// Landing page (each belongs to one audience), ISR.
import { LandingPageView } from '@/components/editorial/landing-page';
import { screenMetadata, screenOf, type ScreenProps } from '@/lib/routing/params';
import { landingMetadata, landingStaticParams, loadLandingPage } from '@/loaders/editorial';

type Props = ScreenProps<{ locale: string; audience: string; slug: string }>;

export const revalidate = 3600;
export const generateStaticParams = landingStaticParams;

export const generateMetadata = screenMetadata<Props>('landing-slug', ({ locale, mode, slug }) => landingMetadata(locale, mode, slug));

export default async function LandingPage(props: Props) {
  const { locale, mode, slug } = await screenOf(props, 'landing-slug');
  const data = await loadLandingPage(locale, mode, slug);
  return <LandingPageView {...data} />;
}
