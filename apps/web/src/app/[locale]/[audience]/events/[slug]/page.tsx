// An event's page, both audiences, ISR.
import { EventDetail, eventMetadata, eventStaticParams, loadEvent } from '@/components/events/events';
import { screenMetadata, screenOf, type AudienceProps } from '@/lib/routing/params';

type Props = AudienceProps<{ slug: string }>;

export const revalidate = 3600;
export const generateStaticParams = eventStaticParams;

export const generateMetadata = screenMetadata<Props>('events-slug', ({ locale, mode, slug }) => eventMetadata(locale, mode, slug));

export default async function EventPage(props: Props) {
  const { locale, mode, slug } = await screenOf(props, 'events-slug');
  return <EventDetail {...await loadEvent(locale, mode, slug)} />;
}
