import { setRequestLocale } from 'next-intl/server';
import { CorporatePage, corporateMetadata } from '@/components/pages/corporate-page';
import type { Locale } from '@/lib/routing/routes';

type Props = { params: Promise<{ locale: string; first: string }> };

export async function generateMetadata({ params }: Props) {
  const { locale, first } = await params;
  return corporateMetadata({ locale: locale as Locale, slug: decodeURIComponent(first), category: null });
}

export default async function Page({ params }: Props) {
  const { locale, first } = await params;
  setRequestLocale(locale);
  return <CorporatePage locale={locale as Locale} slug={decodeURIComponent(first)} category={null} />;
}
