// iCalendar (RFC 5545) text: one event for "Add to calendar", or a whole feed that calendar apps
// subscribe to. Times are written in UTC (`…Z`, no time-zone table needed); all-day events as the
// Europe/Rome calendar days they cover (DTEND is the day after the last, as the RFC says).

export type CalendarEvent = {
  /** Stable across edits: the same event updates in the subscriber's calendar. */
  uid: string;
  start: Date;
  end: Date | null;
  allDay: boolean;
  summary: string;
  description?: string | null;
  location?: string | null;
  url: string;
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  /** The last change (SEQUENCE-free calendars compare LAST-MODIFIED). */
  updated?: Date | null;
};

const TIME_ZONE = 'Europe/Rome';

/** `20261203T083000Z` */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The Rome calendar day of an instant, `20261203`. */
export function romeDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date).replace(/-/g, '');
}

/** The day after `yyyymmdd` (calendar arithmetic, no time zone involved). */
function nextDay(day: string): string {
  const d = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8)) + 1));
  return d.toISOString().slice(0, 10).replace(/-/g, '');
}

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Lines longer than 75 octets folded with CRLF + space, never inside a UTF-8 character (§3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    // The first line holds 75 octets; the following ones 74 after their leading space.
    if (size + bytes > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function eventLines(e: CalendarEvent, stamp: Date): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${e.uid}`, `DTSTAMP:${utcStamp(stamp)}`];
  if (e.allDay) {
    const first = romeDay(e.start);
    lines.push(`DTSTART;VALUE=DATE:${first}`, `DTEND;VALUE=DATE:${nextDay(romeDay(e.end ?? e.start))}`);
  } else {
    lines.push(`DTSTART:${utcStamp(e.start)}`);
    // Without an end, one hour: a calendar shows a time slot rather than an instant.
    lines.push(`DTEND:${utcStamp(e.end && e.end > e.start ? e.end : new Date(e.start.getTime() + 3_600_000))}`);
  }
  lines.push(`SUMMARY:${escapeText(e.summary)}`);
  if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
  if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
  lines.push(`URL:${e.url}`, `STATUS:${e.status}`);
  if (e.updated) lines.push(`LAST-MODIFIED:${utcStamp(e.updated)}`);
  lines.push('END:VEVENT');
  return lines;
}

/** A VCALENDAR with the events, CRLF line ends. `name` is what a subscribing app calls the calendar. */
export function calendarText(events: readonly CalendarEvent[], { name, now = new Date() }: { name: string; now?: Date }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Brina Societa Cooperativa Agricola//Eventi//IT',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    `X-WR-TIMEZONE:${TIME_ZONE}`,
    ...events.flatMap((e) => eventLines(e, now)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
