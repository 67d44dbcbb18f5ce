import { setRequestLocale } from 'next-intl/server';
import { BlogList, blogListMetadata } from '@/components/editorial/blog';
import type { SearchParams } from '@/lib/catalogue/filters';
import type { Locale } from '@/lib/routing/routes';

type Props = { params: Promise<{ locale: string; category: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props) {
  const { locale, category } = await params;
  return blogListMetadata({ locale: locale as Locale, mode: 'B2C', category: decodeURIComponent(category), searchParams: await searchParams });
}

export default async function Page({ params, searchParams }: Props) {
  const { locale, category } = await params;
  setRequestLocale(locale);
  return <BlogList locale={locale as Locale} mode="B2C" category={decodeURIComponent(category)} searchParams={await searchParams} />;
}
