import { setRequestLocale } from 'next-intl/server';
import { CatalogueList, catalogueListMetadata } from '@/components/catalogue/catalogue-list';
import type { SearchParams } from '@/lib/catalogue/filters';
import type { Locale } from '@/lib/routing/routes';

type Props = { params: Promise<{ locale: string; category: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props) {
  const { locale, category } = await params;
  return catalogueListMetadata({ kind: 'recipe', mode: 'B2C', locale: locale as Locale, category: decodeURIComponent(category), searchParams: await searchParams });
}

export default async function Page({ params, searchParams }: Props) {
  const { locale, category } = await params;
  setRequestLocale(locale);
  return <CatalogueList kind="recipe" mode="B2C" locale={locale as Locale} category={decodeURIComponent(category)} searchParams={await searchParams} />;
}
