// `GET /api/calendar/<locale>/<b2c|b2b>.ics`: the events calendar of a language and audience, for
// calendar apps to subscribe to (RFC 5545).
import { calendarResponse, calendarScope } from '@/loaders/events';

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; audience: string }> }) {
  const { locale, audience } = await params;
  const scope = audience.endsWith('.ics') ? calendarScope(locale, audience.slice(0, -4)) : null;
  if (!scope) return new Response('Not found', { status: 404 });
  return calendarResponse(scope.locale, scope.mode, null);
}
