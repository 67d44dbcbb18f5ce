import { setRequestLocale } from 'next-intl/server';
import { HomePage } from '@/components/pages/home-page';
import type { Locale } from '@/lib/routing/routes';
import { homeMetadata } from '@/lib/seo/home-metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return homeMetadata('B2B', (await params).locale as Locale);
}

export default async function FoodServiceHome({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <HomePage mode="B2B" locale={locale as Locale} />;
}
