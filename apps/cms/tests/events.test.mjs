// Issue 35, events and fairs: the seed's events relative to the seed day (3 upcoming, 3 past, one
// cancelled, one online with its link, one food-service-only fair with a stand) in both languages,
// read with the website's token; the public role reads nothing; the publish check's event rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, api, read, WRITE_TOKEN } from './helpers.mjs';
import { eventProblems } from '../src/content/event.ts';
import { TYPE_RULES } from '../src/publishing/rules.ts';

const CM = '/content-manager/collection-types';
const EVENT = 'api::event.event';

describe('seeded events', () => {
  it.each(['it', 'en'])('six events in %s: three upcoming, three past, cancelled, online, a food-service fair with a stand', async (locale) => {
    const { status, body } = await read(`/api/events?locale=${locale}&pagination[pageSize]=100&sort=starts_at:asc`);
    expect(status).toBe(200);
    const events = body.data;
    expect(events.length).toBeGreaterThanOrEqual(6);
    const now = Date.now();
    expect(events.filter((e) => Date.parse(e.starts_at) > now)).toHaveLength(3);
    expect(events.filter((e) => Date.parse(e.ends_at) < now)).toHaveLength(3);
    expect(events.filter((e) => e.event_status === 'cancelled')).toHaveLength(1);
    const online = events.find((e) => e.kind === 'online');
    expect(online?.online_url).toMatch(/^https:\/\//);
    const fair = events.find((e) => e.kind === 'fair' && e.available_b2b && !e.available_b2c);
    expect(fair?.stand).toBeTruthy();
    expect(Date.parse(fair.starts_at)).toBeGreaterThan(now);
    // The default populate: cover with its alternative text, the other language's slug.
    for (const e of events) {
      expect(e.cover?.alternativeText, e.slug).toBeTruthy();
      expect(
        e.localizations.map((l) => l.locale),
        e.slug,
      ).toEqual([locale === 'it' ? 'en' : 'it']);
    }
  });

  it('is not readable without the website token', async () => {
    expect([401, 403]).toContain((await api('/api/events?locale=it')).status);
  });
});

// Their controller, service and routes come from the registry (src/content/core-api.ts), not from
// files in api/<name>/: the same REST API as Strapi's core router with the type's default populate.
describe.each(['events', 'press-releases'])('the REST API of /api/%s, registered from the CMS registry', (path) => {
  it('lists and finds one by documentId with the default populate (the other language, SEO, cover)', async () => {
    const list = await read(`/api/${path}?locale=it`);
    expect(list.status).toBe(200);
    const first = list.body.data[0];
    expect(first.localizations, JSON.stringify(first)).toBeInstanceOf(Array);
    const one = await read(`/api/${path}/${first.documentId}?locale=it`);
    expect(one.status).toBe(200);
    expect(one.body.data.slug).toBe(first.slug);
    expect(one.body.data.cover?.url).toBeTruthy();
    expect(one.body.data).toHaveProperty('seo');
    expect(one.body.data).toHaveProperty('localizations');
    // Asking for a field only: no default populate then.
    const slim = await read(`/api/${path}/${first.documentId}?locale=it&populate[localizations]=true`);
    expect(slim.body.data.localizations).toBeInstanceOf(Array);
    expect(slim.body.data.cover).toBeUndefined();
    expect((await read(`/api/${path}/no-such-document?locale=it`)).status).toBe(404);
  });

  it('refuses an empty populate value (400), anonymous readers, and writes with the read token', async () => {
    expect((await read(`/api/${path}?locale=it&populate[cover]=`)).status).toBe(400);
    expect([401, 403]).toContain((await api(`/api/${path}?locale=it`)).status);
    expect([401, 403]).toContain((await read(`/api/${path}`, { method: 'POST', body: { data: { title: 'x' } } })).status);
    // The write token exists for forms; it does not create content of these types either.
    expect([401, 403]).toContain((await api(`/api/${path}`, { token: WRITE_TOKEN, method: 'POST', body: { data: { title: 'x' } } })).status);
  });
});

describe('event publish rules', () => {
  const ok = {
    starts_at: '2026-12-03T08:30:00.000Z',
    ends_at: '2026-12-03T17:00:00.000Z',
    kind: 'fair',
    event_status: 'scheduled',
    place_name: 'Fiera',
    available_b2c: true,
  };

  it('pass for a complete event', () => {
    expect(eventProblems(ok)).toEqual([]);
  });

  it('are the rules the publish guard runs for an event (found by its UID)', () => {
    expect(TYPE_RULES[EVENT]).toBe(eventProblems);
  });

  it('refuse an end before the start, no audience, an online event without its link, an event without a place', () => {
    expect(eventProblems({ ...ok, ends_at: '2026-12-02T08:00:00.000Z' }).map((p) => p.path)).toEqual(['ends_at']);
    expect(eventProblems({ ...ok, available_b2c: false }).map((p) => p.path)).toEqual(['available_b2c']);
    expect(eventProblems({ ...ok, kind: 'online', place_name: null }).map((p) => p.path)).toEqual(['online_url']);
    expect(eventProblems({ ...ok, event_status: 'moved_online' }).map((p) => p.path)).toEqual(['online_url']);
    expect(eventProblems({ ...ok, place_name: null }).map((p) => p.path)).toEqual(['place_name']);
  });
});

describe('publishing an event through the admin', () => {
  let admin;
  const created = [];
  const run = Date.now().toString(36);

  beforeAll(async () => {
    admin = await adminApi();
  });
  afterAll(async () => {
    for (const documentId of created) await admin(`${CM}/${EVENT}/${documentId}?locale=*`, { method: 'DELETE' });
  });

  it('is refused with the reason in Italian when it ends before it starts', async () => {
    const data = {
      title: `Prova ${run}`,
      slug: `prova-${run}`,
      kind: 'tasting',
      event_status: 'scheduled',
      starts_at: '2026-12-03T10:00:00.000Z',
      ends_at: '2026-12-03T09:00:00.000Z',
      place_name: 'Mercato',
      available_b2c: true,
    };
    const it_ = await admin(`${CM}/${EVENT}?locale=it`, { method: 'POST', body: data });
    expect(it_.status, JSON.stringify(it_.body)).toBe(201);
    const documentId = it_.body.data.documentId;
    created.push(documentId);
    const en = await admin(`${CM}/${EVENT}/${documentId}?locale=en`, { method: 'PUT', body: { ...data, title: `Test ${run}`, slug: `test-${run}` } });
    expect(en.status, JSON.stringify(en.body)).toBe(200);
    const answer = await admin(`${CM}/${EVENT}/${documentId}/actions/publish?locale=it`, { method: 'POST', body: {} });
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body.error.message).toMatch(/La fine dell’evento è prima dell’inizio/);
  });
});
