import { setRequestLocale } from 'next-intl/server';
import { DownloadsPage, downloadsMetadata } from '@/components/editorial/downloads';
import type { Locale } from '@/lib/routing/routes';

type Props = { params: Promise<{ locale: string }> };

export const revalidate = 3600;

export async function generateMetadata({ params }: Props) {
  return downloadsMetadata((await params).locale as Locale);
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <DownloadsPage locale={locale as Locale} />;
}
