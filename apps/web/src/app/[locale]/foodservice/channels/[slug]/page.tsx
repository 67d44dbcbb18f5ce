import { setRequestLocale } from 'next-intl/server';
import { ChannelPage, channelMetadata } from '@/components/editorial/foodservice-pages';
import { swallow } from '@/lib/cms/client';
import { listChannelSlugs } from '@/lib/cms/editorial';
import { LOCALES, type Locale } from '@/lib/routing/routes';

type Props = { params: Promise<{ locale: string; slug: string }> };

export const revalidate = 3600;

export async function generateStaticParams() {
  const lists = await Promise.all(LOCALES.map(async (locale) => (await swallow('channel static params', () => listChannelSlugs(locale), [])).map((c) => ({ locale, slug: c.slug }))));
  return lists.flat();
}

export async function generateMetadata({ params }: Props) {
  const { locale, slug } = await params;
  return channelMetadata({ locale: locale as Locale, slug: decodeURIComponent(slug) });
}

export default async function Page({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  return <ChannelPage locale={locale as Locale} slug={decodeURIComponent(slug)} />;
}
