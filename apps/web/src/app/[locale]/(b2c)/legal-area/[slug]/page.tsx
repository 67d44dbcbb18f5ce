import { setRequestLocale } from 'next-intl/server';
import { LegalAreaPage, legalMetadata } from '@/components/editorial/legal-page';
import { swallow } from '@/lib/cms/client';
import { listLegalPages } from '@/lib/cms/editorial';
import { LOCALES, type Locale } from '@/lib/routing/routes';

type Props = { params: Promise<{ locale: string; slug: string }> };

export const revalidate = 3600;

export async function generateStaticParams() {
  const lists = await Promise.all(LOCALES.map(async (locale) => (await swallow('legal static params', () => listLegalPages(locale), [])).filter((p) => p.availableB2c).map((p) => ({ locale, slug: p.slug }))));
  return lists.flat();
}

export async function generateMetadata({ params }: Props) {
  const { locale, slug } = await params;
  return legalMetadata({ locale: locale as Locale, mode: 'B2C', slug: decodeURIComponent(slug) });
}

export default async function Page({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  return <LegalAreaPage locale={locale as Locale} mode="B2C" slug={decodeURIComponent(slug)} />;
}
