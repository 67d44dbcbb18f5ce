import { setRequestLocale } from 'next-intl/server';
import { LandingPageView, landingMetadata } from '@/components/editorial/landing-page';
import { swallow } from '@/lib/cms/client';
import { listLandingSlugs } from '@/lib/cms/editorial';
import { LOCALES, type Locale } from '@/lib/routing/routes';

type Props = { params: Promise<{ locale: string; slug: string }> };

export const revalidate = 3600;

export async function generateStaticParams() {
  const lists = await Promise.all(LOCALES.map(async (locale) => (await swallow('landing static params', () => listLandingSlugs(locale), [])).filter((p) => p.mode === 'B2B').map((p) => ({ locale, slug: p.slug }))));
  return lists.flat();
}

export async function generateMetadata({ params }: Props) {
  const { locale, slug } = await params;
  return landingMetadata({ locale: locale as Locale, mode: 'B2B', slug: decodeURIComponent(slug) });
}

export default async function Page({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  return <LandingPageView locale={locale as Locale} mode="B2B" slug={decodeURIComponent(slug)} />;
}
