// Events and fairs (issue 35): the lists and an event's page in both languages and both audiences,
// the list's kind filter without JavaScript, the calendar files read by a real parser, schema.org
// Event, the 404 of an invented slug (and of an event of the other audience), search, the language
// switch, the sitemap, the home's next-event teaser and accessibility. The seed dates its six events
// relative to the seed day: three upcoming, three past (apps/cms/src/seed/events.ts).
import ICAL from 'ical.js';
import { cmsList, expect, expectAccessible, expectHydrated, jsonLd, test, visitorHeaders } from './fixtures';

const LISTS = [
  { path: '/it/eventi', upcoming: 'Prossimi eventi', past: 'Eventi passati', has: 'porte-aperte-cesena', hasNot: 'fiera-food-service-milano' },
  { path: '/en/events', upcoming: 'Upcoming events', past: 'Past events', has: 'open-day-cesena', hasNot: 'milan-food-service-fair' },
  { path: '/it/foodservice/eventi', upcoming: 'Prossimi eventi', past: 'Eventi passati', has: 'fiera-food-service-milano', hasNot: 'porte-aperte-cesena' },
  { path: '/en/foodservice/events', upcoming: 'Upcoming events', past: 'Past events', has: 'milan-food-service-fair', hasNot: 'open-day-cesena' },
];

const DETAILS = [
  { path: '/it/eventi/porte-aperte-cesena', when: /domenica|lunedì|martedì|mercoledì|giovedì|venerdì|sabato/, place: 'Via dei Campi 12' },
  { path: '/en/events/open-day-cesena', when: /Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday/, place: 'Via dei Campi 12' },
  { path: '/it/foodservice/eventi/fiera-food-service-milano', when: /\d{2}:\d{2}/, place: 'Fiera Milano Rho', stand: 'Stand B27' },
  { path: '/en/foodservice/events/milan-food-service-fair', when: /\d{2}:\d{2}/, place: 'Fiera Milano Rho', stand: 'Stand B27' },
];

const cardSlugs = (section: ReturnType<import('@playwright/test').Page['locator']>) =>
  section.locator('[data-event-card]').evaluateAll((els) => els.map((el) => el.getAttribute('data-event-card') ?? ''));

test('the four lists show upcoming events soonest first, then past ones newest first, each audience its own', async ({ page, consoleErrors }) => {
  for (const list of LISTS) {
    const response = await page.goto(list.path);
    expect(response?.status(), list.path).toBe(200);
    await expect(page.getByRole('heading', { level: 2, name: list.upcoming })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: list.past })).toBeVisible();
    const upcoming = page.locator('[data-events-upcoming]');
    const past = page.locator('[data-events-past]');
    await expect(upcoming.locator('[data-event-card]').first()).toBeVisible();
    await expect(past.locator('[data-event-card]').first()).toBeVisible();
    const all = [...(await cardSlugs(upcoming)), ...(await cardSlugs(past))];
    expect(all, list.path).toContain(list.has);
    expect(all, list.path).not.toContain(list.hasNot);
    // Upcoming by start ascending, past by start descending: read the dates the cards carry.
    const starts = async (section: typeof upcoming) =>
      (await section.locator('[data-event-card] time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''))).map(Date.parse);
    const up = await starts(upcoming);
    const down = await starts(past);
    expect(up, `${list.path} upcoming`).toEqual([...up].sort((a, b) => a - b));
    expect(down, `${list.path} past`).toEqual([...down].sort((a, b) => b - a));
    expect(Math.min(...up), list.path).toBeGreaterThan(Math.max(...down));
  }
  // The consumer list: 2 upcoming (open day, webinar) and 3 past events, the cancelled show marked.
  await page.goto('/it/eventi');
  expect(await cardSlugs(page.locator('[data-events-upcoming]'))).toEqual(['porte-aperte-cesena', 'webinar-menu-autunno']);
  expect(await cardSlugs(page.locator('[data-events-past]'))).toEqual(['cooking-show-bologna', 'degustazione-zuppe-ravenna', 'fiera-pasticceria-rimini']);
  await expect(page.locator('[data-event-card="cooking-show-bologna"] [data-event-status="cancelled"]')).toHaveText('Annullato');
  expect(consoleErrors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the kind filter is a set of links: online events only, then all again', async ({ page }) => {
    await page.goto('/it/eventi');
    const filter = page.locator('[data-event-filter]');
    await filter.getByRole('link', { name: 'Online' }).click();
    await expect(page).toHaveURL(/\/it\/eventi\?kind=online$/);
    await expect(filter.getByRole('link', { name: 'Online' })).toHaveAttribute('aria-current', 'page');
    expect(await cardSlugs(page.locator('[data-event-list]'))).toEqual(['webinar-menu-autunno']);
    await filter.getByRole('link', { name: 'Tutti' }).click();
    await expect(page).toHaveURL(/\/it\/eventi$/);
    expect((await cardSlugs(page.locator('[data-event-list]'))).length).toBe(5);
  });
});

test("an event's page in both languages and audiences: when in Italian time, where, stand, schema.org Event", async ({ page, consoleErrors }) => {
  for (const d of DETAILS) {
    const response = await page.goto(d.path);
    expect(response?.status(), d.path).toBe(200);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('[data-event-when]')).toHaveText(d.when);
    await expect(page.locator('[data-event-place]')).toContainText(d.place);
    await expect(page.locator('[data-event-place] a')).toHaveAttribute('href', /openstreetmap\.org/);
    if (d.stand) await expect(page.locator('[data-event-stand]')).toContainText(d.stand);
    const event = (await jsonLd(page)).find((n) => n['@type'] === 'Event') as Record<string, unknown> | undefined;
    expect(event, d.path).toBeTruthy();
    expect(event?.name).toBe(await page.locator('h1').textContent());
    expect(String(event?.startDate)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/);
    expect(event?.location).toMatchObject({ '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'IT' } });
    expect(event?.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(event?.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
    expect(event?.organizer).toMatchObject({ '@type': 'Organization' });
    expect(event?.image).toBeTruthy();
  }
  // A cancelled event says so before anything else, and in its JSON-LD.
  await page.goto('/it/eventi/cooking-show-bologna');
  await expect(page.locator('header [data-event-status="cancelled"]')).toContainText('annullato');
  expect((await jsonLd(page)).find((n) => n['@type'] === 'Event')).toMatchObject({ eventStatus: 'https://schema.org/EventCancelled' });
  expect(consoleErrors).toEqual([]);
});

test("'Add to calendar' is an RFC 5545 file a parser reads, starting when the CMS says (in UTC); cancelled is CANCELLED", async ({ page, request }) => {
  const [doc] = await cmsList<{ starts_at: string; ends_at: string }>(
    request,
    '/api/events?locale=en&filters[slug][$eq]=milan-food-service-fair&fields[0]=starts_at&fields[1]=ends_at',
  );
  await page.goto('/en/foodservice/events/milan-food-service-fair');
  const href = await page.locator('[data-event-ics]').getAttribute('href');
  expect(href).toBe('/api/calendar/en/b2b/milan-food-service-fair.ics');
  const answer = await request.get(href as string);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('text/calendar');
  expect(answer.headers()['content-disposition']).toContain('milan-food-service-fair.ics');
  const vevent = new ICAL.Component(ICAL.parse(await answer.text())).getFirstSubcomponent('vevent');
  if (!vevent || !doc) throw new Error('no event');
  const event = new ICAL.Event(vevent);
  expect(event.startDate.toJSDate().toISOString()).toBe(new Date(doc.starts_at).toISOString());
  expect(event.endDate.toJSDate().toISOString()).toBe(new Date(doc.ends_at).toISOString());
  expect(event.summary).toBe('Brina at the Milan food-service fair');
  expect(event.location).toContain('Fiera Milano Rho');
  expect(vevent.getFirstPropertyValue('url')).toMatch(/\/en\/foodservice\/events\/milan-food-service-fair$/);
  expect(vevent.getFirstPropertyValue('dtstamp')).toBeTruthy();
  expect(event.uid).toBeTruthy();

  const cancelled = await request.get('/api/calendar/it/b2c/cooking-show-bologna.ics');
  const cancelledEvent = new ICAL.Component(ICAL.parse(await cancelled.text())).getFirstSubcomponent('vevent');
  expect(cancelledEvent?.getFirstPropertyValue('status')).toBe('CANCELLED');

  // An event of the other audience, an invented one, a bad audience: 404.
  expect((await request.get('/api/calendar/it/b2c/fiera-food-service-milano.ics')).status()).toBe(404);
  expect((await request.get('/api/calendar/it/b2c/evento-inventato.ics')).status()).toBe(404);
  expect((await request.get('/api/calendar/it/xyz/porte-aperte-cesena.ics')).status()).toBe(404);
});

test('a calendar feed per language and audience holds that list, linked from the list page', async ({ page, request }) => {
  await page.goto('/en/foodservice/events');
  const href = await page.locator('[data-calendar-feed]').getAttribute('href');
  expect(href).toBe('/api/calendar/en/b2b.ics');
  const calendar = new ICAL.Component(ICAL.parse(await (await request.get(href as string)).text()));
  const summaries = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).summary);
  expect(summaries).toContain('Brina at the Milan food-service fair');
  expect(summaries).not.toContain('Open day in the spinach fields near Cesena');
  const consumer = new ICAL.Component(ICAL.parse(await (await request.get('/api/calendar/it/b2c.ics')).text()));
  expect(consumer.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).summary)).toContain('Porte aperte nei campi di spinaci a Cesena');
});

test('an invented slug, or an event of the other audience, is the real 404 page', async ({ page }) => {
  for (const path of ['/it/eventi/evento-inventato', '/en/foodservice/events/made-up-event', '/it/eventi/fiera-food-service-milano']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator('[data-not-found]')).toBeVisible();
  }
});

test('search finds an event by its title and by its place, in both audiences', async ({ request }) => {
  const hits = async (q: string, locale: string, mode: string) =>
    (
      (await (await request.get(`/api/search?${new URLSearchParams({ q, locale, mode })}`, { headers: visitorHeaders() })).json()) as {
        groups: { type: string; hits: { url: string }[] }[];
      }
    ).groups
      .filter((g) => g.type === 'event')
      .flatMap((g) => g.hits.map((h) => h.url));
  await expect.poll(() => hits('porte aperte', 'it', 'B2C')).toContain('/it/eventi/porte-aperte-cesena');
  expect(await hits('Rimini', 'en', 'B2B')).toContain('/en/foodservice/events/rimini-pastry-fair');
  expect(await hits('Rho', 'it', 'B2B')).toContain('/it/foodservice/eventi/fiera-food-service-milano');
  // A food-service-only fair is not a consumer result.
  expect(await hits('Rho', 'it', 'B2C')).toEqual([]);
});

test("the language switch lands on the event's twin", async ({ page }) => {
  await page.goto('/it/foodservice/eventi/fiera-food-service-milano');
  const toEnglish = page.locator('[data-language-switch="en"]');
  await expectHydrated(toEnglish);
  await toEnglish.click();
  await expect(page).toHaveURL(/\/en\/foodservice\/events\/milan-food-service-fair$/);
  await expect(page.locator('link[rel="alternate"][hreflang="it"]')).toHaveAttribute('href', /\/it\/foodservice\/eventi\/fiera-food-service-milano$/);
});

test('the sitemap lists the events in both languages; the home teases the next event going ahead', async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of [
    '/it/eventi',
    '/en/events',
    '/it/eventi/porte-aperte-cesena',
    '/en/events/open-day-cesena',
    '/en/foodservice/events/milan-food-service-fair',
  ]) {
    expect(sitemap, path).toContain(`${path}</loc>`);
  }
  await page.goto('/it');
  await expect(page.locator('[data-next-event] a')).toHaveAttribute('href', '/it/eventi/porte-aperte-cesena');
  await page.goto('/en/foodservice');
  await expect(page.locator('[data-next-event] a')).toHaveAttribute('href', '/en/foodservice/events/milan-food-service-fair');
});

test('axe: event list and page', async ({ page }) => {
  for (const path of ['/it/eventi', '/en/foodservice/events', '/it/eventi/cooking-show-bologna', '/en/foodservice/events/milan-food-service-fair']) {
    await page.goto(path);
    await expectAccessible(page, path);
  }
});
