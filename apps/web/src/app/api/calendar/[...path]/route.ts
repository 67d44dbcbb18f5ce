// The events' calendars (RFC 5545): `GET /api/calendar/<locale>/<b2c|b2b>.ics` is the feed of a
// language and audience that calendar apps subscribe to, `GET /api/calendar/<locale>/<b2c|b2b>/<slug>.ics`
// one event's "Add to calendar" file. Anything else under /api/calendar is a 404.
import { getTranslations } from 'next-intl/server';
import { calendarEvent, calendarRequest, eventPath, eventsListPath, getEvent, listEvents, type EventItem } from '@/lib/content/event';
import { calendarText } from '@/lib/content/ics';
import { siteUrl } from '@/lib/seo/metadata';

const ICS_HEADERS = { 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'public, max-age=900' };
const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const asked = calendarRequest((await params).path);
  if (!asked) return notFound();
  const { locale, mode, slug } = asked;
  const site = siteUrl();
  const host = new URL(site).hostname;
  const entry = (e: EventItem) => calendarEvent(e, { url: `${site}${eventPath(e, locale, mode) ?? eventsListPath(locale, mode)}`, locale, host });
  if (slug === null) {
    const t = await getTranslations({ locale, namespace: 'events' });
    const name = `${t('calendarName')}${mode === 'B2B' ? ' (foodservice)' : ''}`;
    return new Response(calendarText((await listEvents(locale, mode)).map(entry), { name }), { headers: ICS_HEADERS });
  }
  const event = await getEvent(locale, mode, slug);
  if (!event) return notFound();
  return new Response(calendarText([entry(event)], { name: event.title }), {
    headers: { ...ICS_HEADERS, 'Content-Disposition': `attachment; filename="${event.slug}.ics"` },
  });
}
