// Product choice (food service, Italian only).
import { FoodservicePage } from '@/components/editorial/foodservice-pages';
import { screenMetadata, screenOf, type ScreenProps } from '@/lib/routing/params';
import { foodservicePageMetadata, loadFoodservicePage } from '@/loaders/foodservice';

type Props = ScreenProps<{ locale: string; audience: string }>;

export const revalidate = 3600;

export const generateMetadata = screenMetadata<Props>('product-choice', ({ locale }) => foodservicePageMetadata('product-choice-page', locale));

export default async function ProductChoice(props: Props) {
  const { locale } = await screenOf(props, 'product-choice');
  const data = await loadFoodservicePage('product-choice-page', locale);
  return <FoodservicePage {...data} />;
}
