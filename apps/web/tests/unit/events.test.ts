// Events and fairs (issue 35): the iCalendar files read back by a real parser (ical.js), the
// schema.org Event Google reads, upcoming/past order, and the content-type registry (every described
// type's routes exist in the route table; an event of the other audience or an invented slug is not
// a known path). How many source files name a type: content-type-footprint.test.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ICAL from 'ical.js';
import { describe, expect, it, vi } from 'vitest';
import { matchPath, ROUTES } from '@/lib/routing/routes';
import type { CmsEvent } from '@/lib/cms/generated/schema';

vi.mock('@/lib/cms/client', async (original) => ({ ...(await original<typeof import('@/lib/cms/client')>()), isPreview: async () => false }));
vi.mock('@/lib/content/documents', async (original) => ({
  ...(await original<typeof import('@/lib/content/documents')>()),
  listSlugDocs: async (type: { model: string }) =>
    type.model === 'event'
      ? [
          { slug: 'fiera-food-service-milano', documentId: 'e1', updatedAt: null, audiences: ['B2B'], localizations: { en: 'milan-food-service-fair' } },
          { slug: 'porte-aperte-cesena', documentId: 'e2', updatedAt: null, audiences: ['B2C'], localizations: {} },
        ]
      : [],
}));

const { calendarText } = await import('@/lib/content/ics');
const { EVENT, calendarEvent, calendarFeedPath, calendarFilePath, calendarRequest, eventJsonLd, mapEvent, nextEvent, romeIso, splitByTime } =
  await import('@/lib/content/event');
const { CONTENT_TYPES, contentTypeOfDetailRoute } = await import('@/lib/content/registry');
const { hasKnownSlugs } = await import('@/lib/server/known-paths');

// `over` may hold what the schema does not allow (a test of bad data): the fixture is then cast.
const raw = (over: Record<string, unknown> = {}): CmsEvent =>
  ({
    documentId: 'doc1',
    title: 'Fiera, con stand; e «virgolette»',
    slug: 'fiera-milano',
    kind: 'fair',
    event_status: 'scheduled',
    summary: 'Quattro giorni di assaggi per la ristorazione collettiva e commerciale, con schede tecniche e lo chef allo stand ogni giorno.',
    starts_at: '2026-12-03T08:30:00.000Z',
    ends_at: '2026-12-06T17:30:00.000Z',
    all_day: false,
    place_name: 'Fiera Milano Rho',
    address: 'Strada Statale del Sempione 28',
    postal_code: '20017',
    city: 'Rho (MI)',
    stand: 'Pad. 4 – Stand B27',
    cover: { url: '/uploads/fiera.jpg', alternativeText: 'Stand', mime: 'image/jpeg', width: 1600, height: 900 },
    available_b2c: false,
    available_b2b: true,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...over,
  }) as CmsEvent;

const event = (over: Record<string, unknown> = {}) => {
  const e = mapEvent(raw(over));
  if (!e) throw new Error('unmapped');
  return e;
};

function parsedEvents(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  return component.getAllSubcomponents('vevent').map((v) => ({ vevent: v, event: new ICAL.Event(v) }));
}

describe('iCalendar files', () => {
  const url = 'https://www.brina.example/it/foodservice/eventi/fiera-milano';
  const ics = (over: Record<string, unknown> = {}) =>
    calendarText([calendarEvent(event(over), { url, locale: 'it', host: 'www.brina.example' })], {
      name: 'Brina – eventi',
      now: new Date('2026-11-27T12:00:00Z'),
    });

  it('is RFC 5545 as a parser reads it: UID, DTSTAMP, start and end in UTC, summary, location, URL', () => {
    const text = ics();
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const [found] = parsedEvents(text);
    if (!found) throw new Error('no VEVENT');
    expect(found.event.uid).toBe('event-doc1-it@www.brina.example');
    expect(found.vevent.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-11-27T12:00:00Z');
    expect(found.event.startDate.toJSDate().toISOString()).toBe('2026-12-03T08:30:00.000Z');
    expect(found.event.endDate.toJSDate().toISOString()).toBe('2026-12-06T17:30:00.000Z');
    // Escaped commas and semicolons, and the folded long lines, come back as written.
    expect(found.event.summary).toBe('Fiera, con stand; e «virgolette»');
    expect(found.event.location).toBe('Fiera Milano Rho, Strada Statale del Sempione 28, 20017 Rho (MI)');
    expect(found.event.description).toContain('Pad. 4 – Stand B27');
    expect(found.vevent.getFirstPropertyValue('url')).toBe(url);
    expect(found.vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('marks a cancelled event STATUS:CANCELLED (a subscribed calendar strikes it out)', () => {
    const [found] = parsedEvents(ics({ event_status: 'cancelled' }));
    expect(found?.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('writes an all-day event as the Rome calendar days it covers, DTEND the day after the last', () => {
    // 23:30 UTC on 2 December is already 3 December in Rome.
    const [found] = parsedEvents(ics({ all_day: true, starts_at: '2026-12-02T23:30:00.000Z', ends_at: '2026-12-05T17:00:00.000Z' }));
    expect(found?.event.startDate.isDate).toBe(true);
    expect(found?.event.startDate.toString()).toBe('2026-12-03');
    expect(found?.event.endDate.toString()).toBe('2026-12-06');
  });

  it('uses the online link as the place of an event moved online', () => {
    const [found] = parsedEvents(ics({ event_status: 'moved_online', online_url: 'https://example.org/live' }));
    expect(found?.event.location).toBe('https://example.org/live');
  });
});

describe('calendar URLs', () => {
  const segments = (path: string) =>
    path
      .replace(/^\/api\/calendar\//, '')
      .split('/')
      .map(decodeURIComponent);

  it('reads back the feed and the file paths the pages link to', () => {
    expect(calendarFeedPath('it', 'B2C')).toBe('/api/calendar/it/b2c.ics');
    expect(calendarRequest(segments(calendarFeedPath('en', 'B2B')))).toEqual({ locale: 'en', mode: 'B2B', slug: null });
    expect(calendarRequest(segments(calendarFilePath('it', 'B2C', 'porte-aperte-cesena')))).toEqual({ locale: 'it', mode: 'B2C', slug: 'porte-aperte-cesena' });
  });

  it.each([
    ['it'],
    ['it', 'b2c'],
    ['de', 'b2c.ics'],
    ['it', 'xyz.ics'],
    ['it', 'b2c', '.ics'],
    ['it', 'b2c', 'fiera'],
    ['it', 'b2c', 'a', 'b.ics'],
    ['it', 'b2c.ics', 'x.ics'],
  ])('anything else is nothing (%j)', (...path) => expect(calendarRequest(path)).toBeNull());
});

describe('schema.org Event', () => {
  const ld = (over: Record<string, unknown> = {}) =>
    eventJsonLd(event(over), { url: 'https://www.brina.example/it/eventi/x', locale: 'it', siteUrl: 'https://www.brina.example' });

  it('has what Google requires (name, startDate, location with an address) and what it recommends', () => {
    const data = ld();
    expect(data['@type']).toBe('Event');
    expect(data.name).toBe('Fiera, con stand; e «virgolette»');
    // Italian time with its offset: 08:30 UTC in December is 09:30 in Rome.
    expect(data.startDate).toBe('2026-12-03T09:30:00+01:00');
    expect(data.endDate).toBe('2026-12-06T18:30:00+01:00');
    expect(data.location).toMatchObject({
      '@type': 'Place',
      name: 'Fiera Milano Rho',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Strada Statale del Sempione 28',
        postalCode: '20017',
        addressLocality: 'Rho (MI)',
        addressCountry: 'IT',
      },
    });
    expect(data.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(data.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
    expect(data.organizer).toMatchObject({ '@type': 'Organization', name: expect.stringContaining('Brina') });
    expect(data.image).toEqual([expect.stringContaining('/uploads/fiera.jpg')]);
    expect(data.description).toBeTruthy();
  });

  it('an online event has a VirtualLocation; a cancelled one EventCancelled', () => {
    const online = ld({ kind: 'online', place_name: null, online_url: 'https://example.org/webinar' });
    expect(online.location).toEqual({ '@type': 'VirtualLocation', url: 'https://example.org/webinar' });
    expect(online.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(ld({ event_status: 'cancelled' }).eventStatus).toBe('https://schema.org/EventCancelled');
  });

  it('writes summer dates with the summer offset', () => {
    expect(romeIso('2026-07-01T08:00:00.000Z')).toBe('2026-07-01T10:00:00+02:00');
  });
});

describe('upcoming and past', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  const at = (slug: string, start: string, status = 'scheduled') => event({ slug, starts_at: start, ends_at: null, event_status: status });
  const events = [
    at('past-old', '2026-10-01T08:00:00Z'),
    at('soon-cancelled', '2026-11-28T08:00:00Z', 'cancelled'),
    at('later', '2026-12-20T08:00:00Z'),
    at('past-recent', '2026-11-20T08:00:00Z'),
    at('soon', '2026-11-29T08:00:00Z'),
  ];

  it('lists upcoming soonest first and past newest first', () => {
    const { upcoming, past } = splitByTime(events, now);
    expect(upcoming.map((e) => e.slug)).toEqual(['soon-cancelled', 'soon', 'later']);
    expect(past.map((e) => e.slug)).toEqual(['past-recent', 'past-old']);
  });

  it("the home's next event skips a cancelled one, and is null without upcoming events", () => {
    expect(nextEvent(events, now)?.slug).toBe('soon');
    expect(nextEvent(events.slice(0, 1), now)).toBeNull();
  });
});

describe('content-type registry', () => {
  it("every described type's screens are in the route table, in the audience they are named for", () => {
    for (const type of CONTENT_TYPES) {
      for (const [mode, name] of [...Object.entries(type.routes.list), ...Object.entries(type.routes.detail)]) {
        expect(ROUTES[name as keyof typeof ROUTES].mode, `${type.model} ${name}`).toBe(mode);
      }
      for (const name of Object.values(type.routes.detail)) expect(ROUTES[name].it).toMatch(/\[slug\]$/);
    }
  });

  it('reads only fields the CMS schema has (a renamed or removed field fails here, not on the site)', () => {
    for (const type of CONTENT_TYPES) {
      const [, api, name] = /^api::([\w-]+)\.([\w-]+)$/.exec(type.uid) ?? [];
      const schema = JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../../cms/src/api/${api}/content-types/${name}/schema.json`), 'utf8')) as {
        attributes: Record<string, unknown>;
      };
      const asked = [
        ...type.audienceFields,
        ...(type.category?.relations ?? []),
        ...(type.slugListFields ?? []),
        ...((type.search?.query.fields as string[] | undefined) ?? []),
        ...Object.keys((type.search?.query.populate as object | undefined) ?? {}),
      ];
      for (const field of asked) expect(Object.keys(schema.attributes), `${type.model}.${field}`).toContain(field);
    }
  });

  it('finds the type of a detail route in either audience', () => {
    expect(contentTypeOfDetailRoute('events-slug')).toBe(EVENT);
    expect(contentTypeOfDetailRoute('B2B-events-slug')).toBe(EVENT);
    expect(contentTypeOfDetailRoute('products')).toBeNull();
  });

  it('knows an event only in its own audience; an invented slug is not known', async () => {
    const known = async (p: string) =>
      hasKnownSlugs(
        matchPath(p) ??
          (() => {
            throw new Error(p);
          })(),
      );
    expect(await known('/it/foodservice/eventi/fiera-food-service-milano')).toBe(true);
    expect(await known('/it/eventi/fiera-food-service-milano')).toBe(false);
    expect(await known('/it/eventi/porte-aperte-cesena')).toBe(true);
    expect(await known('/it/eventi/evento-inventato')).toBe(false);
  });
});
