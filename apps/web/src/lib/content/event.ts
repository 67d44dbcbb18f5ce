// Events and fairs (issue 35), described once: the CMS type, its screens in both audiences, what the
// search index reads, and the event's reading, its schema.org Event and its iCalendar entry. Every
// other module reaches events through the registry (registry.ts) or the loaders (loaders/events.ts).
import { cmsGet } from '../cms/client';
import type { CmsEvent } from '../cms/generated/schema';
import { mapProductCard, mapRecipeCard, type ProductCard, type RecipeCard } from '../cms/cards';
import { mapMedia, mapSeo, type Media, type Seo } from '../cms/media';
import { audienceFilter } from '../cms/query';
import { bool, idOf, list, type Raw, str } from '../cms/read';
import { TAGS } from '../cms/tags';
import { homePath, pathFor } from '../routing/paths';
import type { AudienceMode, Locale } from '../routing/routes';
import { contentHref, knownDocBySlug } from './documents';
import type { CalendarEvent } from './ics';
import type { ContentType } from './types';

export const EVENT_KINDS = ['fair', 'open_day', 'tasting', 'cooking_show', 'online'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
export const EVENT_STATUSES = ['scheduled', 'postponed', 'cancelled', 'moved_online'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Dates and times of events are Italian wall-clock times, whatever the visitor's zone. */
export const EVENT_TIME_ZONE = 'Europe/Rome';

const flagged = (raw: Raw): AudienceMode[] => [
  ...(bool(raw, 'available_b2c') ? (['B2C'] as const) : []),
  ...(bool(raw, 'available_b2b') ? (['B2B'] as const) : []),
];

export const EVENT: ContentType = {
  uid: 'api::event.event',
  model: 'event',
  api: '/api/events',
  routes: { list: { B2C: 'events', B2B: 'B2B-events' }, detail: { B2C: 'events-slug', B2B: 'B2B-events-slug' } },
  audienceFields: ['available_b2c', 'available_b2b'],
  audiencesOf: flagged,
  search: {
    type: 'event',
    query: {
      fields: ['title', 'slug', 'summary', 'description', 'place_name', 'city', 'starts_at', 'available_b2c', 'available_b2b'],
      populate: { cover: { fields: ['url', 'alternativeText', 'formats', 'width', 'height', 'mime'] } },
    },
    // The place is searchable ("Rimini" finds the fair there).
    fields: (raw) => ({
      title: str(raw, 'title'),
      body: [[str(raw, 'place_name'), str(raw, 'city')].filter(Boolean).join(', '), str(raw, 'summary'), str(raw, 'description')],
      image: raw.cover ?? null,
      date: str(raw, 'starts_at'),
    }),
  },
};

const TAG = [TAGS.type(EVENT.model)];

export type EventPlace = { name: string; address: string | null; postalCode: string | null; city: string | null };

export type EventItem = {
  documentId: string;
  slug: string;
  title: string;
  summary: string | null;
  description: string | null;
  kind: EventKind;
  status: EventStatus;
  startsAt: string;
  endsAt: string | null;
  allDay: boolean;
  place: EventPlace | null;
  stand: string | null;
  onlineUrl: string | null;
  registrationUrl: string | null;
  cover: Media | null;
  audiences: AudienceMode[];
  products: ProductCard[];
  recipes: RecipeCard[];
  seo: Seo;
  updatedAt: string | null;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T => values.find((v) => v === value) ?? fallback;

/** An event from the CMS answer; null without a title, slug or valid start. */
export function mapEvent(raw: CmsEvent): EventItem | null {
  const title = str(raw, 'title');
  const slug = str(raw, 'slug');
  const startsAt = str(raw, 'starts_at');
  if (!title || !slug || !startsAt || Number.isNaN(Date.parse(startsAt))) return null;
  const placeName = str(raw, 'place_name');
  return {
    documentId: idOf(raw),
    slug,
    title,
    summary: str(raw, 'summary'),
    description: str(raw, 'description'),
    kind: oneOf(EVENT_KINDS, str(raw, 'kind'), 'fair'),
    status: oneOf(EVENT_STATUSES, str(raw, 'event_status'), 'scheduled'),
    startsAt,
    endsAt: str(raw, 'ends_at'),
    allDay: bool(raw, 'all_day'),
    place: placeName ? { name: placeName, address: str(raw, 'address'), postalCode: str(raw, 'postal_code'), city: str(raw, 'city') } : null,
    stand: str(raw, 'stand'),
    onlineUrl: str(raw, 'online_url'),
    registrationUrl: str(raw, 'registration_url'),
    cover: mapMedia(raw.cover),
    audiences: flagged(raw),
    products: list(raw.related_products).map(mapProductCard),
    recipes: list(raw.related_recipes).map(mapRecipeCard),
    seo: mapSeo(raw.seo),
    updatedAt: str(raw, 'updatedAt'),
  };
}

/** Every published event of an audience in a language, soonest first (one cached answer). */
export async function listEvents(locale: Locale, mode: AudienceMode): Promise<EventItem[]> {
  const { data } = await cmsGet(EVENT.api, {
    query: { locale, filters: audienceFilter(mode), sort: ['starts_at:asc', 'title:asc'], pagination: { pageSize: 100 } },
    tags: TAG,
  });
  return list(data)
    .map(mapEvent)
    .filter((e): e is EventItem => e !== null);
}

/** When an event is over: its end, or the end of its start day's hour when it has none. */
const overAt = (e: EventItem) => Date.parse(e.endsAt ?? e.startsAt) + (e.endsAt ? 0 : 3_600_000);

/** Upcoming (and running) events soonest first, past ones newest first. */
export function splitByTime(events: readonly EventItem[], now: number): { upcoming: EventItem[]; past: EventItem[] } {
  const upcoming = events.filter((e) => overAt(e) >= now).sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const past = events.filter((e) => overAt(e) < now).sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt));
  return { upcoming, past };
}

/** The next event that is going ahead (the home page's teaser), or null. */
export function nextEvent(events: readonly EventItem[], now: number): EventItem | null {
  return splitByTime(events, now).upcoming.find((e) => e.status !== 'cancelled') ?? null;
}

/** A published event of the audience by its slug (an unknown one costs no CMS call). */
export async function getEvent(locale: Locale, mode: AudienceMode, slug: string): Promise<EventItem | null> {
  const raw = await knownDocBySlug(EVENT, locale, mode, slug);
  return raw ? mapEvent(raw) : null;
}

export const eventPath = (e: Pick<EventItem, 'slug'>, locale: Locale, mode: AudienceMode) => contentHref(EVENT, e.slug, locale, mode);

/** The events list of an audience (both have one; the home only if the descriptor lost it). */
export function eventsListPath(locale: Locale, mode: AudienceMode): string {
  const route = EVENT.routes.list[mode];
  return (route ? pathFor(route, locale) : null) ?? homePath(locale, mode);
}

const audienceSegment = (mode: AudienceMode) => (mode === 'B2B' ? 'b2b' : 'b2c');
/** The calendar feed of a language and audience (`/api/calendar/it/b2c.ics`), for calendar apps to subscribe to. */
export const calendarFeedPath = (locale: Locale, mode: AudienceMode) => `/api/calendar/${locale}/${audienceSegment(mode)}.ics`;
/** One event's "Add to calendar" file (`/api/calendar/it/b2c/<slug>.ics`). */
export const calendarFilePath = (locale: Locale, mode: AudienceMode, slug: string) =>
  `/api/calendar/${locale}/${audienceSegment(mode)}/${encodeURIComponent(slug)}.ics`;

/**
 * What a calendar URL's segments after `/api/calendar/` ask (the inverse of the two paths above):
 * a language and audience, and the event's slug for one event's file (null: the feed); null for
 * anything else.
 */
export function calendarRequest(segments: readonly string[]): { locale: Locale; mode: AudienceMode; slug: string | null } | null {
  const [locale, audience = '', file] = segments;
  if (locale !== 'it' && locale !== 'en') return null;
  const scope = file === undefined ? audience.replace(/\.ics$/, '') : audience;
  const mode = scope === 'b2c' ? 'B2C' : scope === 'b2b' ? 'B2B' : null;
  if (!mode || segments.length > 3) return null;
  if (file === undefined) return audience.endsWith('.ics') ? { locale, mode, slug: null } : null;
  return file.endsWith('.ics') && file.length > 4 ? { locale, mode, slug: file.slice(0, -4) } : null;
}

/** The Rome offset of an instant as ISO 8601 (`2026-12-03T09:30:00+01:00`): what Google reads for a local event. */
export function romeIso(iso: string): string {
  const date = new Date(iso);
  const parts: Record<string, string> = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: EVENT_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  const n = (type: string) => Number(parts[type]);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  const offset = Math.round((wall - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const hh = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const mm = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${parts.year ?? ''}-${parts.month ?? ''}-${parts.day ?? ''}T${parts.hour ?? ''}:${parts.minute ?? ''}:${parts.second ?? ''}${sign}${hh}:${mm}`;
}

const SCHEMA_STATUS: Record<EventStatus, string> = {
  scheduled: 'https://schema.org/EventScheduled',
  postponed: 'https://schema.org/EventPostponed',
  cancelled: 'https://schema.org/EventCancelled',
  moved_online: 'https://schema.org/EventMovedOnline',
};

const isOnline = (e: EventItem) => e.kind === 'online' || e.status === 'moved_online';

/** The place as one line: name, street, CAP and town. */
export function placeLine(place: EventPlace | null): string | null {
  if (!place) return null;
  const town = [place.postalCode, place.city].filter(Boolean).join(' ');
  return [place.name, place.address, town].filter(Boolean).join(', ');
}

/** schema.org Event for Google's event results: name, startDate and location required; the rest recommended. */
export function eventJsonLd(e: EventItem, { url, locale, siteUrl }: { url: string; locale: Locale; siteUrl: string }) {
  const online = isOnline(e);
  const virtual = { '@type': 'VirtualLocation', url: e.onlineUrl ?? url };
  const place = e.place
    ? {
        '@type': 'Place',
        name: e.place.name,
        address: {
          '@type': 'PostalAddress',
          streetAddress: e.place.address ?? undefined,
          postalCode: e.place.postalCode ?? undefined,
          addressLocality: e.place.city ?? undefined,
          addressCountry: 'IT',
        },
      }
    : null;
  const image = e.cover ? [e.cover.formats.find((f) => f.width >= 1000)?.url ?? e.cover.url] : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: e.title,
    description: e.summary ?? undefined,
    startDate: romeIso(e.startsAt),
    endDate: e.endsAt ? romeIso(e.endsAt) : undefined,
    eventStatus: SCHEMA_STATUS[e.status],
    eventAttendanceMode: online
      ? place && e.status !== 'moved_online'
        ? 'https://schema.org/MixedEventAttendanceMode'
        : 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    location: online ? (place && e.status !== 'moved_online' ? [place, virtual] : virtual) : (place ?? virtual),
    image,
    organizer: { '@type': 'Organization', name: 'Brina Società Cooperativa Agricola', url: siteUrl },
    url,
    inLanguage: locale,
  };
}

const CALENDAR_STATUS: Record<EventStatus, CalendarEvent['status']> = {
  scheduled: 'CONFIRMED',
  moved_online: 'CONFIRMED',
  postponed: 'TENTATIVE',
  cancelled: 'CANCELLED',
};

/** The iCalendar entry of an event (`url`: its page, absolute). The UID is the document's, per language. */
export function calendarEvent(e: EventItem, { url, locale, host }: { url: string; locale: Locale; host: string }): CalendarEvent {
  return {
    uid: `event-${e.documentId}-${locale}@${host}`,
    start: new Date(e.startsAt),
    end: e.endsAt ? new Date(e.endsAt) : null,
    allDay: e.allDay,
    summary: e.title,
    description: [e.summary, e.stand, url].filter(Boolean).join('\n'),
    location: e.status === 'moved_online' || !e.place ? (e.onlineUrl ?? null) : placeLine(e.place),
    url,
    status: CALENDAR_STATUS[e.status],
    updated: e.updatedAt ? new Date(e.updatedAt) : null,
  };
}
