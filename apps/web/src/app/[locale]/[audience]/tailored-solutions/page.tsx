// Tailored solutions (food service, Italian only).
import { FoodservicePage } from '@/components/editorial/foodservice-pages';
import { screenMetadata, screenOf, type ScreenProps } from '@/lib/routing/params';
import { foodservicePageMetadata, loadFoodservicePage } from '@/loaders/foodservice';

type Props = ScreenProps<{ locale: string; audience: string }>;

export const revalidate = 3600;

export const generateMetadata = screenMetadata<Props>('tailored-solutions', ({ locale }) => foodservicePageMetadata('tailored-solutions-page', locale));

export default async function TailoredSolutions(props: Props) {
  const { locale } = await screenOf(props, 'tailored-solutions');
  const data = await loadFoodservicePage('tailored-solutions-page', locale);
  return <FoodservicePage {...data} />;
}
