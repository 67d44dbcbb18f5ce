// Events and fairs, what their screens load and show: the list (upcoming first, past below, kind
// filter as plain links, so it works without JavaScript), an event's page (when in Italian time,
// where with a map link, status, calendar file, schema.org Event) and the home page's "next event"
// teaser. Each loader decides the 404; metadata reads the same lookup.
import 'server-only';
import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { Breadcrumb } from '@/components/layout/breadcrumb';
import { RichText } from '@/components/sections/rich-text';
import { JsonLd } from '@/components/seo/json-ld';
import { CmsImage } from '@/components/ui/cms-image';
import { IMAGE_SIZES } from '@/components/ui/image-sizes';
import type { SearchParams } from '@/lib/catalogue/filters';
import { swallow } from '@/lib/cms/client';
import {
  EVENT,
  EVENT_KINDS,
  EVENT_TIME_ZONE,
  calendarFeedPath,
  calendarFilePath,
  eventJsonLd,
  eventPath,
  eventsListPath,
  getEvent,
  listEvents,
  nextEvent,
  placeLine,
  splitByTime,
  type EventItem,
  type EventKind,
} from '@/lib/content/event';
import { listSlugDocs } from '@/lib/content/registry';
import { orNotFound, staticParent, type AudienceStaticParams } from '@/lib/routing/params';
import { homePath } from '@/lib/routing/paths';
import { productHref, recipeHref } from '@/lib/routing/links';
import type { AudienceMode, Locale } from '@/lib/routing/routes';
import { documentMetadata, foundMetadata, pageMetadata, siteUrl } from '@/lib/seo/metadata';

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
type EventListData = Awaited<ReturnType<typeof loadEventList>>;

export async function eventListMetadata(locale: Locale, mode: AudienceMode): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'events' });
  return pageMetadata({ pathname: eventsListPath(locale, mode), locale, title: t('title'), description: mode === 'B2B' ? t('introB2B') : t('intro') });
}

const findEvent = cache((locale: Locale, mode: AudienceMode, slug: string) => getEvent(locale, mode, slug));

export async function loadEvent(locale: Locale, mode: AudienceMode, slug: string) {
  return { locale, mode, event: orNotFound(await findEvent(locale, mode, slug)), now: Date.now() };
}
type EventData = Awaited<ReturnType<typeof loadEvent>>;

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

const INTL_LOCALE: Record<Locale, string> = { it: 'it-IT', en: 'en-GB' };

/** When an event takes place, in the visitor's language and in Italian time (a range when it ends). */
export function eventWhen(e: Pick<EventItem, 'startsAt' | 'endsAt' | 'allDay'>, locale: Locale): string {
  const options: Intl.DateTimeFormatOptions = e.allDay
    ? { timeZone: EVENT_TIME_ZONE, dateStyle: 'full' }
    : { timeZone: EVENT_TIME_ZONE, dateStyle: 'full', timeStyle: 'short' };
  const format = new Intl.DateTimeFormat(INTL_LOCALE[locale], options);
  const start = new Date(e.startsAt);
  const end = e.endsAt ? new Date(e.endsAt) : null;
  return end && end > start ? format.formatRange(start, end) : format.format(start);
}

const mapHref = (line: string) => `https://www.openstreetmap.org/search?query=${encodeURIComponent(line)}`;

const STATUS_STYLE: Record<EventItem['status'], string> = {
  scheduled: 'bg-leaf/10 text-leaf-dark',
  postponed: 'bg-amber-100 text-amber-900',
  cancelled: 'bg-red-100 text-red-900',
  moved_online: 'bg-sky-100 text-sky-900',
};

async function StatusBadge({ status }: { status: EventItem['status'] }) {
  const t = await getTranslations('events');
  if (status === 'scheduled') return null;
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLE[status]}`} data-event-status={status}>
      {t(`statuses.${status}`)}
    </span>
  );
}

async function EventCard({ event, locale, mode }: { event: EventItem; locale: Locale; mode: AudienceMode }) {
  const t = await getTranslations('events');
  const href = eventPath(event, locale, mode);
  const where = event.place ? [event.place.name, event.place.city].filter(Boolean).join(', ') : t('online');
  return (
    <article className="flex h-full flex-col rounded-2xl bg-white p-5 ring-1 ring-line" data-event-card={event.slug}>
      <p className="flex flex-wrap items-center gap-2 text-sm font-semibold uppercase tracking-widest text-leaf">
        {t(`kinds.${event.kind}`)} <StatusBadge status={event.status} />
      </p>
      <h3 className="mt-2 font-serif text-xl font-bold leading-snug">
        {href ? (
          <Link href={href} className="hover:underline">
            {event.title}
          </Link>
        ) : (
          event.title
        )}
      </h3>
      <p className="mt-2 text-ink-soft">
        <time dateTime={event.startsAt}>{eventWhen(event, locale)}</time>
      </p>
      <p className="text-ink-soft">{where}</p>
      {event.summary ? <p className="mt-3">{event.summary}</p> : null}
    </article>
  );
}

function EventGrid({ events, locale, mode, labelledBy }: { events: EventItem[]; locale: Locale; mode: AudienceMode; labelledBy: string }) {
  return (
    <ul aria-labelledby={labelledBy} className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((e) => (
        <li key={e.documentId}>
          <EventCard event={e} locale={locale} mode={mode} />
        </li>
      ))}
    </ul>
  );
}

export async function EventList({ locale, mode, kind, kinds, upcoming, past }: EventListData) {
  const t = await getTranslations('events');
  const base = eventsListPath(locale, mode);
  const filters = [{ value: null, label: t('allKinds') }, ...kinds.map((k) => ({ value: k, label: t(`kinds.${k}`) }))];
  return (
    <div data-event-list>
      <Breadcrumb homeHref={homePath(locale, mode)} items={[{ label: t('title'), href: base }]} />
      <div className="mx-auto max-w-7xl px-4 pb-16 pt-6">
        <header className="max-w-3xl">
          <h1 className="font-serif text-4xl font-bold md:text-5xl">{t('title')}</h1>
          <p className="mt-3 text-lg text-ink-soft">{mode === 'B2B' ? t('introB2B') : t('intro')}</p>
        </header>
        {kinds.length > 1 ? (
          <nav aria-label={t('filterLabel')} className="mt-6" data-event-filter>
            <ul className="flex flex-wrap gap-2">
              {filters.map((f) => (
                <li key={f.value ?? 'all'}>
                  <Link
                    href={f.value ? `${base}?kind=${f.value}` : base}
                    aria-current={f.value === kind ? 'page' : undefined}
                    className={`inline-block rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-line ${f.value === kind ? 'bg-ink text-white' : 'bg-white hover:bg-cream'}`}
                  >
                    {f.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <section className="mt-10" aria-labelledby="events-upcoming" data-events-upcoming>
          <h2 id="events-upcoming" className="font-serif text-3xl font-bold">
            {t('upcoming')}
          </h2>
          {upcoming.length ? (
            <EventGrid events={upcoming} locale={locale} mode={mode} labelledBy="events-upcoming" />
          ) : (
            <p className="mt-6 rounded-2xl bg-white p-6 ring-1 ring-line">{t('noUpcoming')}</p>
          )}
        </section>
        <section className="mt-14" aria-labelledby="events-past" data-events-past>
          <h2 id="events-past" className="font-serif text-3xl font-bold">
            {t('past')}
          </h2>
          {past.length ? (
            <EventGrid events={past} locale={locale} mode={mode} labelledBy="events-past" />
          ) : (
            <p className="mt-6 rounded-2xl bg-white p-6 ring-1 ring-line">{t('noPast')}</p>
          )}
        </section>
        <p className="mt-12 text-sm text-ink-soft">
          <a href={calendarFeedPath(locale, mode)} className="font-semibold text-leaf-dark underline" data-calendar-feed>
            {t('subscribe')}
          </a>{' '}
          {t('subscribeHelp')}
        </p>
      </div>
    </div>
  );
}

export async function EventDetail({ locale, mode, event }: EventData) {
  const t = await getTranslations('events');
  const path = eventPath(event, locale, mode) ?? eventsListPath(locale, mode);
  const place = placeLine(event.place);
  const online = event.kind === 'online' || event.status === 'moved_online';
  const products = event.products.map((p) => ({ title: p.title, href: productHref(p, locale, mode) })).filter((p) => p.href);
  const recipes = event.recipes.map((r) => ({ title: r.title, href: r.audiences.includes(mode) ? recipeHref(r, locale, mode) : null })).filter((r) => r.href);
  return (
    <>
      <JsonLd data={eventJsonLd(event, { url: `${siteUrl()}${path}`, locale, siteUrl: siteUrl() })} />
      <Breadcrumb
        homeHref={homePath(locale, mode)}
        items={[
          { label: t('title'), href: eventsListPath(locale, mode) },
          { label: event.title, href: path },
        ]}
      />
      <article aria-labelledby="event-title" data-event={event.slug} className="mx-auto max-w-3xl px-4 pb-12 pt-8">
        <header>
          <p className="text-sm font-semibold uppercase tracking-widest text-leaf">{t(`kinds.${event.kind}`)}</p>
          <h1 id="event-title" className="mt-2 font-serif text-4xl font-bold leading-tight md:text-5xl">
            {event.title}
          </h1>
          {event.status !== 'scheduled' ? (
            <p className={`mt-6 rounded-2xl p-4 text-lg font-semibold ${STATUS_STYLE[event.status]}`} data-event-status={event.status}>
              {t(`statusNote.${event.status}`)}
            </p>
          ) : null}
          {event.summary ? <p className="mt-6 text-xl leading-relaxed">{event.summary}</p> : null}
        </header>
        <dl className="mt-8 grid gap-4 rounded-2xl bg-white p-6 ring-1 ring-line sm:grid-cols-[8rem_1fr]" data-event-facts>
          <dt className="font-semibold">{t('when')}</dt>
          <dd data-event-when>
            <time dateTime={event.startsAt}>{eventWhen(event, locale)}</time> <span className="text-ink-soft">({t('timeZone')})</span>
          </dd>
          {place && event.status !== 'moved_online' ? (
            <>
              <dt className="font-semibold">{t('where')}</dt>
              <dd data-event-place>
                {place}
                <br />
                <a
                  href={mapHref(place)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('mapLabel', { place: event.place?.name ?? place })}
                  className="font-semibold text-leaf-dark underline"
                >
                  {t('map')}
                </a>
              </dd>
            </>
          ) : null}
          {event.stand ? (
            <>
              <dt className="font-semibold">{t('stand')}</dt>
              <dd data-event-stand>{event.stand}</dd>
            </>
          ) : null}
          {online && event.onlineUrl ? (
            <>
              <dt className="font-semibold">{t('online')}</dt>
              <dd>
                <a href={event.onlineUrl} rel="noopener noreferrer" className="font-semibold text-leaf-dark underline">
                  {t('joinOnline')}
                </a>
              </dd>
            </>
          ) : null}
        </dl>
        <p className="mt-6 flex flex-wrap gap-3">
          <a
            href={calendarFilePath(locale, mode, event.slug)}
            download={`${event.slug}.ics`}
            className="inline-block rounded-full bg-leaf-dark px-6 py-3 font-semibold text-white hover:bg-ink"
            data-event-ics
          >
            {t('addToCalendar')}
          </a>
          {event.registrationUrl && event.status !== 'cancelled' ? (
            <a
              href={event.registrationUrl}
              rel="noopener noreferrer"
              className="inline-block rounded-full px-6 py-3 font-semibold ring-1 ring-line hover:bg-cream"
            >
              {t('register')}
            </a>
          ) : null}
        </p>
        {event.cover ? <CmsImage media={event.cover} sizes={IMAGE_SIZES.halfLg} priority className="mt-8 h-auto w-full rounded-3xl object-cover" /> : null}
        {event.description ? (
          <div className="mt-8 text-lg">
            <RichText markdown={event.description} />
          </div>
        ) : null}
        {products.length ? (
          <section className="mt-10" aria-labelledby="event-products">
            <h2 id="event-products" className="font-serif text-2xl font-bold">
              {t('relatedProducts')}
            </h2>
            <ul className="mt-3 list-disc pl-6">
              {products.map((p) => (
                <li key={p.href}>
                  <Link href={p.href as string} className="underline">
                    {p.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {recipes.length ? (
          <section className="mt-10" aria-labelledby="event-recipes">
            <h2 id="event-recipes" className="font-serif text-2xl font-bold">
              {t('relatedRecipes')}
            </h2>
            <ul className="mt-3 list-disc pl-6">
              {recipes.map((r) => (
                <li key={r.href}>
                  <Link href={r.href as string} className="underline">
                    {r.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <p className="mt-10">
          <Link href={eventsListPath(locale, mode)} className="font-semibold text-leaf-dark underline">
            {t('allEvents')}
          </Link>
        </p>
      </article>
    </>
  );
}

/** The next event going ahead, for the teaser; null when there is none or the CMS cannot say. */
function loadNextEvent(locale: Locale, mode: AudienceMode, now = Date.now()): Promise<EventItem | null> {
  return swallow('next event', async () => nextEvent(await listEvents(locale, mode), now), null);
}

/**
 * The home page's teaser of the next event going ahead; nothing when there is none or the CMS
 * cannot say (the home page renders without it).
 */
export async function NextEventTeaser({ locale, mode }: { locale: Locale; mode: AudienceMode }) {
  const event = await loadNextEvent(locale, mode);
  if (!event) return null;
  const t = await getTranslations('events');
  const href = eventPath(event, locale, mode);
  if (!href) return null;
  return (
    <section aria-labelledby="next-event-title" className="mx-auto max-w-7xl px-4 py-8" data-next-event>
      <div className="rounded-3xl bg-white p-6 ring-1 ring-line md:flex md:items-center md:justify-between md:gap-6">
        <div>
          <h2 id="next-event-title" className="text-sm font-semibold uppercase tracking-widest text-leaf">
            {t('nextEvent')}
          </h2>
          <p className="mt-1 font-serif text-2xl font-bold">{event.title}</p>
          <p className="text-ink-soft">
            <time dateTime={event.startsAt}>{eventWhen(event, locale)}</time>
            {event.place ? ` · ${event.place.city ?? event.place.name}` : ` · ${t('online')}`}
          </p>
        </div>
        <Link href={href} className="mt-4 inline-block rounded-full bg-leaf-dark px-6 py-3 font-semibold text-white hover:bg-ink md:mt-0">
          {t('details')}
        </Link>
      </div>
    </section>
  );
}
