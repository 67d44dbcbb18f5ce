// Tailored solutions (food service, Italian only).
import type { Metadata } from 'next';
import { FoodservicePage } from '@/components/editorial/foodservice-pages';
import { screenOf, type ScreenProps } from '@/lib/routing/params';
import { foodservicePageMetadata, loadFoodservicePage } from '@/loaders/foodservice';

type Props = ScreenProps<{ locale: string; audience: string }>;

export const revalidate = 3600;

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale } = await screenOf(props, 'tailored-solutions');
  return foodservicePageMetadata('tailored-solutions-page', locale);
}

export default async function TailoredSolutions(props: Props) {
  const { locale } = await screenOf(props, 'tailored-solutions');
  const data = await loadFoodservicePage('tailored-solutions-page', locale);
  return <FoodservicePage {...data} />;
}
