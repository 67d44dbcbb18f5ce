import { setRequestLocale } from 'next-intl/server';
import { PressDetail, pressDetailMetadata } from '@/components/editorial/press';
import { swallow } from '@/lib/cms/client';
import { listPressSlugs } from '@/lib/cms/editorial';
import { LOCALES, type Locale } from '@/lib/routing/routes';

type Props = { params: Promise<{ locale: string; slug: string }> };

export const revalidate = 3600;

export async function generateStaticParams() {
  const lists = await Promise.all(LOCALES.map(async (locale) => (await swallow('press static params', () => listPressSlugs(locale), [])).map((p) => ({ locale, slug: p.slug }))));
  return lists.flat();
}

export async function generateMetadata({ params }: Props) {
  const { locale, slug } = await params;
  return pressDetailMetadata({ locale: locale as Locale, slug: decodeURIComponent(slug) });
}

export default async function Page({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  return <PressDetail locale={locale as Locale} slug={decodeURIComponent(slug)} />;
}
