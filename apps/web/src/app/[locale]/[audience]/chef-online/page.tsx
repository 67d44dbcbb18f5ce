// Chef online (food service, Italian only).
import type { Metadata } from 'next';
import { FoodservicePage } from '@/components/editorial/foodservice-pages';
import { screenOf, type ScreenProps } from '@/lib/routing/params';
import { foodservicePageMetadata, loadFoodservicePage } from '@/loaders/foodservice';

type Props = ScreenProps<{ locale: string; audience: string }>;

export const revalidate = 3600;

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale } = await screenOf(props, 'chef-online');
  return foodservicePageMetadata('chef-online-page', locale);
}

export default async function ChefOnline(props: Props) {
  const { locale } = await screenOf(props, 'chef-online');
  const data = await loadFoodservicePage('chef-online-page', locale);
  return <FoodservicePage {...data} />;
}
