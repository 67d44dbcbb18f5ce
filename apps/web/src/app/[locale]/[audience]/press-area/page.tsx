// Press area (consumer only).
import { PressList } from '@/components/editorial/press';
import { screenMetadata, screenOf, type ScreenProps } from '@/lib/routing/params';
import { loadPressList, pressListMetadata } from '@/loaders/editorial';

type Props = ScreenProps<{ locale: string; audience: string }>;

export const generateMetadata = screenMetadata<Props>('press-area', ({ locale, searchParams }) => pressListMetadata(locale, searchParams), true);

export default async function PressAreaPage(props: Props) {
  const { locale, searchParams } = await screenOf(props, 'press-area', true);
  const data = await loadPressList(locale, searchParams);
  return <PressList {...data} />;
}
