import { setRequestLocale } from 'next-intl/server';
import { ManifestoPage, manifestoMetadata } from '@/components/editorial/manifesto';
import type { Locale } from '@/lib/routing/routes';

type Props = { params: Promise<{ locale: string }> };

export const revalidate = 3600;

export async function generateMetadata({ params }: Props) {
  return manifestoMetadata((await params).locale as Locale);
}

export default async function Page({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ManifestoPage locale={locale as Locale} />;
}
