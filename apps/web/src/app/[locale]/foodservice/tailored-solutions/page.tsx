import { setRequestLocale } from 'next-intl/server';
import { FoodservicePage, foodservicePageMetadata } from '@/components/editorial/foodservice-pages';
import type { Locale } from '@/lib/routing/routes';

type Props = { params: Promise<{ locale: string }> };

// Italian only: the English URL renders the 404 page.
export const revalidate = 3600;

export async function generateMetadata({ params }: Props) {
  return foodservicePageMetadata({ model: 'tailored-solutions-page', locale: (await params).locale as Locale });
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <FoodservicePage model="tailored-solutions-page" locale={locale as Locale} />;
}
