// `GET /api/calendar/<locale>/<b2c|b2b>/<slug>.ics`: one event's "Add to calendar" file.
import { calendarResponse, calendarScope } from '@/loaders/events';

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; audience: string; file: string }> }) {
  const { locale, audience, file } = await params;
  const scope = calendarScope(locale, audience);
  if (!scope || !file.endsWith('.ics')) return new Response('Not found', { status: 404 });
  return calendarResponse(scope.locale, scope.mode, file.slice(0, -4));
}
