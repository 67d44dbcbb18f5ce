// Product choice (food service, Italian only).
import { FoodservicePage } from '@/components/editorial/foodservice-pages';
import { screenMetadata, screenOf, type AudienceProps } from '@/lib/routing/params';
import { foodservicePageMetadata, loadFoodservicePage } from '@/loaders/foodservice';

export const revalidate = 3600;

export const generateMetadata = screenMetadata('product-choice', ({ locale }) => foodservicePageMetadata('product-choice-page', locale));

export default async function ProductChoice(props: AudienceProps) {
  const { locale } = await screenOf(props, 'product-choice');
  return <FoodservicePage {...await loadFoodservicePage('product-choice-page', locale)} />;
}
