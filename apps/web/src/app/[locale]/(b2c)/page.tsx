import { setRequestLocale } from 'next-intl/server';
import { HomePage } from '@/components/pages/home-page';
import type { Locale } from '@/lib/routing/routes';
import { homeMetadata } from '@/lib/seo/home-metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return homeMetadata('B2C', (await params).locale as Locale);
}

export default async function ConsumerHome({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <HomePage mode="B2C" locale={locale as Locale} />;
}
