// Store search: the stores selling a product (or its whole product line) nearest to a search point,
// great-circle distances, and the links of a result (OpenStreetMap directions, phone).
import type { Point, Store } from './types';

export const SEARCH_RADIUS_KM = 50;
export const MAX_RESULTS = 20;

// IUGG mean Earth radius.
const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle (haversine) distance in km. */
export function distanceKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type StoreMatch = 'product' | 'line';

export type StoreHit = {
  store: Store;
  /** Distance in km, one decimal. */
  km: number;
  /** `line`: the store does not list the product but carries its whole product line. */
  match: StoreMatch;
  /** The search point the distance was measured from (the nearest one when there are several). */
  from: Point;
};

export type StoreSearch = {
  /** At most `limit` stores within `radiusKm`, nearest first. */
  results: StoreHit[];
  /** When no store is within the radius: the nearest one that sells the product, if any. */
  nearestBeyond: StoreHit | null;
};

export type FindStoresInput = {
  /**
   * Where to search from. Several points when a CAP is shared by several towns: a store's distance
   * is then the one from the nearest of them.
   */
  point: Point | readonly Point[];
  productDocumentId: string;
  /** The product's line; stores carrying the whole line are results too. */
  productLineCode?: string | null;
  stores: readonly Store[];
  radiusKm?: number;
  limit?: number;
};

const roundKm = (km: number) => Math.round(km * 10) / 10;
const isPoint = (p: Point) => Number.isFinite(p.lat) && Number.isFinite(p.lng);

function matchOf(store: Store, productDocumentId: string, productLineCode: string | null): StoreMatch | null {
  if (store.productIds.includes(productDocumentId)) return 'product';
  if (productLineCode && store.productLineCodes.includes(productLineCode)) return 'line';
  return null;
}

export function findStores({
  point,
  productDocumentId,
  productLineCode = null,
  stores,
  radiusKm = SEARCH_RADIUS_KM,
  limit = MAX_RESULTS,
}: FindStoresInput): StoreSearch {
  const points = ('lat' in point ? [point] : point).filter(isPoint);
  const ranked: { hit: StoreHit; exact: number }[] = [];
  for (const store of stores) {
    const match = matchOf(store, productDocumentId, productLineCode);
    if (!match || !isPoint(store)) continue;
    let nearest: { from: Point; exact: number } | null = null;
    for (const from of points) {
      const exact = distanceKm(from, store);
      if (!nearest || exact < nearest.exact) nearest = { from, exact };
    }
    if (nearest) ranked.push({ hit: { store, km: roundKm(nearest.exact), match, from: nearest.from }, exact: nearest.exact });
  }
  ranked.sort((a, b) => a.exact - b.exact || a.hit.store.name.localeCompare(b.hit.store.name, 'it') || a.hit.store.id.localeCompare(b.hit.store.id));
  const hits = ranked.map((r) => r.hit);
  // The radius is compared with the distance as shown, so a store listed at "50.0 km" is in.
  const results = hits.filter((h) => h.km <= radiusKm).slice(0, Math.max(0, limit));
  return { results, nearestBeyond: results.length ? null : (hits[0] ?? null) };
}

const coordinate = (n: number) => String(Number(n.toFixed(5)));

/** OpenStreetMap's directions page (car, OSRM engine) from one point to another; needs no key. */
export function directionsUrl(from: Point, to: Point): string {
  const params = new URLSearchParams({
    engine: 'fossgis_osrm_car',
    route: `${coordinate(from.lat)},${coordinate(from.lng)};${coordinate(to.lat)},${coordinate(to.lng)}`,
  });
  return `https://www.openstreetmap.org/directions?${params.toString()}`;
}

/** A `tel:` link in international form (Italian numbers keep their leading 0 after +39), or null when it is not a number. */
export function phoneHref(phone: string): string | null {
  const digits = phone.replace(/[\s./()-]/g, '').replace(/^00/, '+');
  if (!/^\+?\d{6,15}$/.test(digits)) return null;
  return `tel:${digits.startsWith('+') ? digits : `+39${digits}`}`;
}

/** A search point from `?lat=&lng=` (the browser's position), or null when either is not a coordinate. */
export function parsePoint(lat: string | null | undefined, lng: string | null | undefined): Point | null {
  const decimal = /^-?[0-9]{1,3}(\.[0-9]{1,10})?$/;
  if (!lat || !lng || !decimal.test(lat.trim()) || !decimal.test(lng.trim())) return null;
  const p = { lat: Number(lat), lng: Number(lng) };
  return Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180 ? p : null;
}
