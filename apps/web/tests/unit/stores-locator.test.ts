// Store search on the seed's stores and the real municipality coordinates: ranking, the 50 km and
// 20-results rules, the product-line fallback, the directions link; the seed's stores placed at their
// own address (not their town's centre) and its wholesale-only stores kept out.
import { describe, expect, it } from 'vitest';
import { buildCapIndex, resolveCap } from '@/lib/stores/cap';
import { directionsUrl, distanceKm, findStores, MAX_RESULTS, parsePoint, SEARCH_RADIUS_KM } from '@/lib/stores/locator';
import type { Point, Store } from '@/lib/stores/types';
import { MUNICIPALITIES, productId, STORE_ROWS, STORES } from './fixtures/data';

const index = buildCapIndex(MUNICIPALITIES);
const pointsOf = (cap: string): Point[] => {
  const r = resolveCap(cap, index);
  if (!r.ok) throw new Error(`fixture CAP ${cap} does not resolve`);
  return r.value.municipalities.map((m) => ({ lat: m.lat, lng: m.lng }));
};
const town = (name: string) => {
  const m = MUNICIPALITIES.find((x) => x.name === name);
  if (!m) throw new Error(name);
  return { lat: m.lat, lng: m.lng };
};

describe('distance', () => {
  it('is the great-circle distance: Milano–Roma is about 477 km, symmetric, zero to itself', () => {
    const d = distanceKm(town('Milano'), town('Roma'));
    expect(d).toBeGreaterThan(470);
    expect(d).toBeLessThan(485);
    expect(distanceKm(town('Roma'), town('Milano'))).toBeCloseTo(d, 9);
    expect(distanceKm(town('Roma'), town('Roma'))).toBe(0);
  });
});

describe('findStores', () => {
  it('from a Milano CAP lists the stores selling the product within 50 km, nearest first', () => {
    const { results, nearestBeyond } = findStores({
      point: pointsOf('20135'),
      productDocumentId: productId('broccoli'),
      productLineCode: 'BIO',
      stores: STORES,
    });
    expect(results.map((r) => r.store.municipality)).toEqual(['Milano', 'Novara']);
    expect(nearestBeyond).toBeNull();
  });

  it('ranks by distance and shows it in km with one decimal', () => {
    const { results } = findStores({ point: town('Bologna'), productDocumentId: productId('spinaci'), productLineCode: 'CLA', stores: STORES, radiusKm: 200 });
    expect(results.length).toBeGreaterThan(4);
    const kms = results.map((r) => r.km);
    expect(kms).toEqual([...kms].sort((a, b) => a - b));
    for (const r of results) {
      expect(r.km).toBe(Math.round(distanceKm(town('Bologna'), r.store) * 10) / 10);
      expect(Number.isInteger(r.km * 10)).toBe(true);
    }
    expect(results[0]?.store.municipality).toBe('Bologna');
  });

  it('falls back to stores carrying the whole product line, and says so', () => {
    // Spesa Sana Parma carries the Bio line but does not list blueberries (a Bio product).
    const parma = STORES.find((s) => s.municipality === 'Parma') as Store;
    expect(parma.productIds).not.toContain(productId('mirtilli'));
    const withLine = findStores({ point: town('Parma'), productDocumentId: productId('mirtilli'), productLineCode: 'BIO', stores: STORES });
    expect(withLine.results[0]).toMatchObject({ store: { id: parma.id }, match: 'line' });
    const withoutLine = findStores({ point: town('Parma'), productDocumentId: productId('mirtilli'), stores: STORES });
    expect(withoutLine.results.map((r) => r.store.id)).not.toContain(parma.id);
  });

  it('marks a store that lists the product as a product match even when it carries the line too', () => {
    const { results } = findStores({ point: town('Ravenna'), productDocumentId: productId('broccoli'), productLineCode: 'BIO', stores: STORES });
    expect(results[0]).toMatchObject({ store: { municipality: 'Ravenna' }, match: 'product' });
  });

  it('returns no results but the nearest store beyond 50 km when none is closer', () => {
    // Olbia: the only store selling the legume soup on the island is in Cagliari.
    const { results, nearestBeyond } = findStores({
      point: pointsOf('07026'),
      productDocumentId: productId('zuppa-legumi'),
      productLineCode: 'BIO',
      stores: STORES,
    });
    expect(results).toEqual([]);
    expect(nearestBeyond?.store.municipality).toBe('Cagliari');
    expect(nearestBeyond?.km).toBeGreaterThan(SEARCH_RADIUS_KM);
  });

  it('has no nearest store when nobody sells the product', () => {
    expect(findStores({ point: town('Milano'), productDocumentId: 'doc-unknown', stores: STORES })).toEqual({ results: [], nearestBeyond: null });
  });

  it('keeps a store at exactly the radius (as shown) and drops one just beyond', () => {
    const origin = town('Milano');
    // One degree of latitude is about 111.2 km.
    const at = (km: number, id: string): Store => ({
      ...(STORES[0] as Store),
      id,
      name: id,
      lat: origin.lat + km / 111.195,
      lng: origin.lng,
      productIds: ['p'],
    });
    const { results } = findStores({ point: origin, productDocumentId: 'p', stores: [at(50.04, 'in'), at(50.06, 'out')] });
    expect(results.map((r) => [r.store.id, r.km])).toEqual([['in', 50]]);
  });

  it('lists at most 20 stores, the nearest ones', () => {
    // A store in each of the 30 towns nearest Milano.
    const milano = town('Milano');
    const near = [...MUNICIPALITIES].sort((a, b) => distanceKm(milano, a) - distanceKm(milano, b)).slice(0, 30);
    const stores: Store[] = near.map((m, i) => ({
      ...(STORES[0] as Store),
      id: `s${i}`,
      name: m.name,
      municipality: m.name,
      lat: m.lat,
      lng: m.lng,
      productIds: ['p'],
    }));
    const { results } = findStores({ point: milano, productDocumentId: 'p', stores: [...stores].reverse() });
    expect(results).toHaveLength(MAX_RESULTS);
    expect(results.map((r) => r.store.id)).toEqual(stores.slice(0, MAX_RESULTS).map((s) => s.id));
  });

  it('with several search points (a shared CAP) measures from the nearest one', () => {
    const milanoStore = STORES.find((s) => s.municipality === 'Milano') as Store;
    const { results } = findStores({ point: [town('Roma'), town('Milano')], productDocumentId: productId('broccoli'), stores: STORES });
    const hit = results.find((r) => r.store.id === milanoStore.id);
    expect(hit?.from).toEqual(town('Milano'));
    expect(results.some((r) => r.store.municipality === 'Roma')).toBe(true);
  });
});

describe("the seed's stores", () => {
  const towns = new Map(MUNICIPALITIES.map((m) => [`${m.name}|${m.province}`, m]));

  it('each has its own position and CAP: in its town, and the CAP resolves to the town', () => {
    for (const store of STORES) {
      const home = towns.get(`${store.municipality}|${store.province}`);
      expect(home, store.name).toBeDefined();
      if (!home) continue;
      // Within the town (the largest, Roma, reaches about 20 km from its centre).
      expect(distanceKm(home, store), store.name).toBeLessThan(20);
      const cap = resolveCap(store.cap, index);
      expect(cap.ok && cap.value.municipalities.some((m) => m.code === home.code), `${store.name}: CAP ${store.cap}`).toBe(true);
    }
    // Stores outside the centre are where their street is, not spread a few hundred metres around
    // the town's centre as the seed used to place every store.
    const outside = { Bologna: 2, Milano: 4, Napoli: 5, Firenze: 4, Palermo: 2 };
    for (const [name, km] of Object.entries(outside)) {
      const store = STORES.find((s) => s.municipality === name) as Store;
      expect(distanceKm(town(name), store), store.name).toBeGreaterThan(km);
    }
  });

  it('a Bologna store in 40131 is measured from 40121 to its own address, not 0.3 km', () => {
    // Issue 37.11: both CAPs fell on Bologna's centre (the store was placed there, give or take 300 m).
    const bologna = STORES.find((s) => s.municipality === 'Bologna' && s.cap === '40131') as Store;
    expect(bologna).toBeDefined();
    const { results } = findStores({ point: pointsOf('40121'), productDocumentId: productId('spinaci'), stores: STORES });
    const hit = results.find((r) => r.store.id === bologna.id);
    expect(hit?.from).toEqual(town('Bologna'));
    expect(hit?.km).toBe(Math.round(distanceKm(town('Bologna'), bologna) * 10) / 10);
    expect(hit?.km).toBeGreaterThan(2);
  });

  it('the Cash & Carry stores sell to businesses only and are not searched for consumers', () => {
    const wholesale = STORE_ROWS.filter((r) => r.wholesale_only === true).map((r) => r.name);
    expect(wholesale).toEqual(['Cash & Carry Orizzonte Modena', 'Cash & Carry Orizzonte Monza']);
    expect(STORE_ROWS.filter((r) => String(r.chain).startsWith('Cash & Carry')).every((r) => r.wholesale_only === true)).toBe(true);
    expect(STORES.map((s) => s.name)).not.toEqual(expect.arrayContaining(['Cash & Carry Orizzonte Monza']));
    expect(STORES.some((s) => s.chain?.startsWith('Cash & Carry'))).toBe(false);
    // Monza's cash & carry is the nearest store to Milano selling the Professional grilled vegetables: a consumer finds none.
    const { results, nearestBeyond } = findStores({ point: pointsOf('20135'), productDocumentId: productId('grigliate-professional'), stores: STORES });
    expect(results).toEqual([]);
    expect(nearestBeyond).toBeNull();
  });
});

describe('directionsUrl', () => {
  it('builds the OpenStreetMap car directions link from the search point to the store', () => {
    expect(directionsUrl({ lat: 45.4642035, lng: 9.189982 }, { lat: 41.9, lng: 12.5 })).toBe(
      'https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&route=45.4642%2C9.18998%3B41.9%2C12.5',
    );
  });
});

describe('parsePoint', () => {
  it('reads decimal coordinates and refuses anything else', () => {
    expect(parsePoint('45.46', '9.19')).toEqual({ lat: 45.46, lng: 9.19 });
    expect(parsePoint('-33.9', '151.2')).toEqual({ lat: -33.9, lng: 151.2 });
    for (const [lat, lng] of [
      ['91', '9'],
      ['45', '181'],
      ['abc', '9'],
      ['45', ''],
      [null, '9'],
      ['1e3', '9'],
      ['45,4', '9'],
    ]) {
      expect(parsePoint(lat, lng)).toBeNull();
    }
  });
});
