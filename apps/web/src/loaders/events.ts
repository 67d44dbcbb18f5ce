// Events loaders: the list (upcoming then past, optionally one kind), an event's page, their
// metadata, and the calendar files. Each loader decides the 404; metadata reads the same lookup.
import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import type { SearchParams } from '@/lib/catalogue/filters';
import { swallow } from '@/lib/cms/client';
import {
  EVENT,
  EVENT_KINDS,
  calendarEvent,
  eventPath,
  getEvent,
  listEvents,
  nextEvent,
  splitByTime,
  type EventItem,
  type EventKind,
} from '@/lib/content/event';
import { calendarText } from '@/lib/content/ics';
import { listSlugDocs } from '@/lib/content/registry';
import { orNotFound, staticParent, type AudienceStaticParams } from '@/lib/routing/params';
import { homePath, pathFor } from '@/lib/routing/paths';
import type { AudienceMode, Locale } from '@/lib/routing/routes';
import { documentMetadata, foundMetadata, pageMetadata, siteUrl } from '@/lib/seo/metadata';

/** The events list of an audience (both have one; the home only if the descriptor lost it). */
export function eventsListPath(locale: Locale, mode: AudienceMode): string {
  const route = EVENT.routes.list[mode];
  return (route ? pathFor(route, locale) : null) ?? homePath(locale, mode);
}

/** The calendar feed of a language and audience (`/api/calendar/it/b2c.ics`). */
export const calendarFeedPath = (locale: Locale, mode: AudienceMode) => `/api/calendar/${locale}/${mode === 'B2B' ? 'b2b' : 'b2c'}.ics`;
/** One event's calendar file. */
export const calendarFilePath = (locale: Locale, mode: AudienceMode, slug: string) =>
  `/api/calendar/${locale}/${mode === 'B2B' ? 'b2b' : 'b2c'}/${encodeURIComponent(slug)}.ics`;

/** The `?kind=` filter: a known kind, or none (an unknown value lists everything, like no filter). */
export function kindOf(searchParams: SearchParams): EventKind | null {
  const value = [searchParams.kind].flat()[0];
  return EVENT_KINDS.find((k) => k === value) ?? null;
}

export async function loadEventList(locale: Locale, mode: AudienceMode, searchParams: SearchParams, now = Date.now()) {
  const all = await listEvents(locale, mode);
  const kind = kindOf(searchParams);
  // Only the kinds this audience has events of are offered as filters.
  const kinds = EVENT_KINDS.filter((k) => all.some((e) => e.kind === k));
  const { upcoming, past } = splitByTime(
    all.filter((e) => kind === null || e.kind === kind),
    now,
  );
  return { locale, mode, kind, kinds, upcoming, past };
}
export type EventListData = Awaited<ReturnType<typeof loadEventList>>;

export async function eventListMetadata(locale: Locale, mode: AudienceMode): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'events' });
  return pageMetadata({ pathname: eventsListPath(locale, mode), locale, title: t('title'), description: mode === 'B2B' ? t('introB2B') : t('intro') });
}

const findEvent = cache((locale: Locale, mode: AudienceMode, slug: string) => getEvent(locale, mode, slug));

export async function loadEvent(locale: Locale, mode: AudienceMode, slug: string) {
  return { locale, mode, event: orNotFound(await findEvent(locale, mode, slug)), now: Date.now() };
}
export type EventData = Awaited<ReturnType<typeof loadEvent>>;

export function eventMetadata(locale: Locale, mode: AudienceMode, slug: string): Promise<Metadata> {
  return foundMetadata(findEvent(locale, mode, slug), (event) =>
    documentMetadata(event, {
      pathname: eventPath(event, locale, mode) ?? eventsListPath(locale, mode),
      locale,
      description: event.summary,
      image: event.cover,
    }),
  );
}

/** The events of the audience prerendered at build time. */
export async function eventStaticParams(args: AudienceStaticParams) {
  const at = staticParent(args);
  if (!at) return [];
  const { locale, mode } = at;
  return (await swallow('event static params', () => listSlugDocs(EVENT, locale), [])).filter((d) => d.audiences.includes(mode)).map((d) => ({ slug: d.slug }));
}

/** The locale and audience of a calendar URL's segments (`it`, `b2c`), or null. */
export function calendarScope(locale: string, audience: string): { locale: Locale; mode: AudienceMode } | null {
  const mode = audience === 'b2c' ? 'B2C' : audience === 'b2b' ? 'B2B' : null;
  return (locale === 'it' || locale === 'en') && mode ? { locale, mode } : null;
}

const ICS_HEADERS = { 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'public, max-age=900' };

/**
 * The iCalendar answer of a language and audience: every event of the list (the feed calendar apps
 * subscribe to), or the one event `slug` names as a download. 404 for an unknown event.
 */
export async function calendarResponse(locale: Locale, mode: AudienceMode, slug: string | null): Promise<Response> {
  const t = await getTranslations({ locale, namespace: 'events' });
  const site = siteUrl();
  const host = new URL(site).hostname;
  const entry = (e: EventItem) => calendarEvent(e, { url: `${site}${eventPath(e, locale, mode) ?? eventsListPath(locale, mode)}`, locale, host });
  if (slug === null) {
    const events = await listEvents(locale, mode);
    const name = `${t('calendarName')}${mode === 'B2B' ? ' (foodservice)' : ''}`;
    return new Response(calendarText(events.map(entry), { name }), { headers: ICS_HEADERS });
  }
  const event = await getEvent(locale, mode, slug);
  if (!event) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(calendarText([entry(event)], { name: event.title }), {
    headers: { ...ICS_HEADERS, 'Content-Disposition': `attachment; filename="${event.slug}.ics"` },
  });
}

/** The next event going ahead for the home page's teaser; null when there is none or the CMS cannot say. */
export async function loadNextEvent(locale: Locale, mode: AudienceMode) {
  return swallow('next event', async () => nextEvent(await listEvents(locale, mode), Date.now()), null);
}
export type NextEventData = Awaited<ReturnType<typeof loadNextEvent>>;
