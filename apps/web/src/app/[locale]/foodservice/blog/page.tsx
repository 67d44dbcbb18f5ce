import { setRequestLocale } from 'next-intl/server';
import { BlogList, blogListMetadata } from '@/components/editorial/blog';
import type { SearchParams } from '@/lib/catalogue/filters';
import type { Locale } from '@/lib/routing/routes';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props) {
  return blogListMetadata({ locale: (await params).locale as Locale, mode: 'B2B', searchParams: await searchParams });
}

export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <BlogList locale={locale as Locale} mode="B2B" searchParams={await searchParams} />;
}
