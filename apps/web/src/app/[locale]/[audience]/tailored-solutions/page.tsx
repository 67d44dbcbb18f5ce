// Tailored solutions (food service, Italian only).
import { FoodservicePage } from '@/components/editorial/foodservice-pages';
import { screenMetadata, screenOf, type AudienceProps } from '@/lib/routing/params';
import { foodservicePageMetadata, loadFoodservicePage } from '@/loaders/foodservice';

export const revalidate = 3600;

export const generateMetadata = screenMetadata('tailored-solutions', ({ locale }) => foodservicePageMetadata('tailored-solutions-page', locale));

export default async function TailoredSolutions(props: AudienceProps) {
  const { locale } = await screenOf(props, 'tailored-solutions');
  return <FoodservicePage {...await loadFoodservicePage('tailored-solutions-page', locale)} />;
}
