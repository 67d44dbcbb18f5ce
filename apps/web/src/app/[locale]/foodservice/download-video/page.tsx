import { setRequestLocale } from 'next-intl/server';
import { VideoDownloadsPage, videoDownloadsMetadata } from '@/components/editorial/video-downloads';
import type { Locale } from '@/lib/routing/routes';

type Props = { params: Promise<{ locale: string }> };

export const revalidate = 3600;

export async function generateMetadata({ params }: Props) {
  return videoDownloadsMetadata({ locale: (await params).locale as Locale, mode: 'B2B' });
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <VideoDownloadsPage locale={locale as Locale} mode="B2B" />;
}
