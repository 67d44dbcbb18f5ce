// Chef online (food service, Italian only).
import { FoodservicePage } from '@/components/editorial/foodservice-pages';
import { screenMetadata, screenOf, type AudienceProps } from '@/lib/routing/params';
import { foodservicePageMetadata, loadFoodservicePage } from '@/loaders/foodservice';

export const revalidate = 3600;

export const generateMetadata = screenMetadata('chef-online', ({ locale }) => foodservicePageMetadata('chef-online-page', locale));

export default async function ChefOnline(props: AudienceProps) {
  const { locale } = await screenOf(props, 'chef-online');
  return <FoodservicePage {...await loadFoodservicePage('chef-online-page', locale)} />;
}
