// Press area (consumer only).
import { PressList } from '@/components/editorial/press';
import { screenMetadata, screenOf, type AudienceProps } from '@/lib/routing/params';
import { loadPressList, pressListMetadata } from '@/loaders/editorial';

export const generateMetadata = screenMetadata('press-area', ({ locale, searchParams }) => pressListMetadata(locale, searchParams), true);

export default async function PressAreaPage(props: AudienceProps) {
  const { locale, searchParams } = await screenOf(props, 'press-area', true);
  return <PressList {...await loadPressList(locale, searchParams)} />;
}
