// The 404 page of unknown paths, inside its audience's chrome: the proxy rewrites here with status
// 404. Rendered as a page, not thrown with notFound(), so that its HTML carries the message.
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundContent } from '@/components/pages/not-found-content';
import { localeOf, type ScreenProps } from '@/lib/routing/params';

export async function generateMetadata({ params }: ScreenProps): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf(await params), namespace: 'notFound' });
  return { title: t('title'), robots: { index: false, follow: true } };
}

export default async function PageNotFound({ params }: ScreenProps) {
  localeOf(await params);
  return <NotFoundContent />;
}
