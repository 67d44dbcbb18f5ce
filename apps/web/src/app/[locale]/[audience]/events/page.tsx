// Events and fairs, both audiences: upcoming then past, filtered by kind with `?kind=` (read per request).
import { EventList, eventListMetadata, loadEventList } from '@/components/events/events';
import { screenMetadata, screenOf, type AudienceProps } from '@/lib/routing/params';

export const generateMetadata = screenMetadata('events', ({ locale, mode }) => eventListMetadata(locale, mode));

export default async function EventsPage(props: AudienceProps) {
  const { locale, mode, searchParams } = await screenOf(props, 'events', true);
  return <EventList {...await loadEventList(locale, mode, searchParams)} />;
}
