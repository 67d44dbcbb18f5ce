import { setRequestLocale } from 'next-intl/server';
import { PressList, pressListMetadata } from '@/components/editorial/press';
import type { SearchParams } from '@/lib/catalogue/filters';
import type { Locale } from '@/lib/routing/routes';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props) {
  return pressListMetadata({ locale: (await params).locale as Locale, searchParams: await searchParams });
}

export default async function Page({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <PressList locale={locale as Locale} searchParams={await searchParams} />;
}
