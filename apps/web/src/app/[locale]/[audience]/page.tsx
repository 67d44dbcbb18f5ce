// Home of both audiences (consumer `/it`, food service `/it/foodservice`).
import { HomePage } from '@/components/pages/home-page';
import { screenMetadata, screenOf, type AudienceProps } from '@/lib/routing/params';
import { homeMetadata, loadHome } from '@/loaders/editorial';

export const generateMetadata = screenMetadata('index', ({ locale, mode }) => homeMetadata(mode, locale));

export default async function Home(props: AudienceProps) {
  const { locale, mode } = await screenOf(props, 'index');
  return <HomePage {...await loadHome(mode, locale)} />;
}
