// Chef online (food service, Italian only).
import { FoodservicePage } from '@/components/editorial/foodservice-pages';
import { screenMetadata, screenOf, type ScreenProps } from '@/lib/routing/params';
import { foodservicePageMetadata, loadFoodservicePage } from '@/loaders/foodservice';

type Props = ScreenProps<{ locale: string; audience: string }>;

export const revalidate = 3600;

export const generateMetadata = screenMetadata<Props>('chef-online', ({ locale }) => foodservicePageMetadata('chef-online-page', locale));

export default async function ChefOnline(props: Props) {
  const { locale } = await screenOf(props, 'chef-online');
  const data = await loadFoodservicePage('chef-online-page', locale);
  return <FoodservicePage {...data} />;
}
