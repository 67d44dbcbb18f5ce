import { setRequestLocale } from 'next-intl/server';
import { NewsPage, newsMetadata } from '@/components/editorial/news';
import type { SearchParams } from '@/lib/catalogue/filters';
import type { Locale } from '@/lib/routing/routes';

// News keeps the visitor's mode (corporate layout, mode cookie): rendered per request, with the
// CMS answers cached.
type Props = { params: Promise<{ locale: string; slug?: string[] }>; searchParams: Promise<SearchParams> };

const decode = (slug: string[] | undefined) => slug?.map((s) => decodeURIComponent(s));

export async function generateMetadata({ params, searchParams }: Props) {
  const { locale, slug } = await params;
  return newsMetadata({ locale: locale as Locale, slug: decode(slug), searchParams: await searchParams });
}

export default async function Page({ params, searchParams }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  return <NewsPage locale={locale as Locale} slug={decode(slug)} searchParams={await searchParams} />;
}
