// Press area (consumer only).
import type { Metadata } from 'next';
import { PressList } from '@/components/editorial/press';
import { screenOf, type ScreenProps } from '@/lib/routing/params';
import { loadPressList, pressListMetadata } from '@/loaders/editorial';

type Props = ScreenProps<{ locale: string; audience: string }>;

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, searchParams } = await screenOf(props, 'press-area', true);
  return pressListMetadata(locale, searchParams);
}

export default async function PressAreaPage(props: Props) {
  const { locale, searchParams } = await screenOf(props, 'press-area', true);
  const data = await loadPressList(locale, searchParams);
  return <PressList {...data} />;
}
