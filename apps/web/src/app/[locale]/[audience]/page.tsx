// Home of both audiences (consumer `/it`, food service `/it/foodservice`).
import { HomePage } from '@/components/pages/home-page';
import { screenMetadata, screenOf, type ScreenProps } from '@/lib/routing/params';
import { homeMetadata, loadHome } from '@/loaders/editorial';

type Props = ScreenProps<{ locale: string; audience: string }>;

export const generateMetadata = screenMetadata<Props>('index', ({ locale, mode }) => homeMetadata(mode, locale));

export default async function Home(props: Props) {
  const { locale, mode } = await screenOf(props, 'index');
  const data = await loadHome(mode, locale);
  return <HomePage {...data} />;
}
