// One locator search from the URL's query (`?cap=&product=`, or `?lat=&lng=` from the browser's
// position): the values to show again in the form, the field errors, or the stores found.
import type { SearchParams } from '../catalogue/filters';
import { resolveCap, type CapResolution } from './cap';
import { findStores, parsePoint, type StoreSearch } from './locator';
import type { LocatorData, Point, ProductChoice } from './types';

/** What the visitor typed or chose, echoed back into the form (never trusted further). */
export type LocatorForm = { cap: string; product: string; position: Point | null };

export type LocatorFieldError = 'cap' | 'product';

export type SearchOrigin = { kind: 'cap'; resolution: CapResolution } | { kind: 'position'; point: Point };

export type LocatorOutcome =
  /** Nothing submitted yet: the form, empty or with the product preselected. */
  | { kind: 'form' }
  | { kind: 'invalid'; errors: readonly LocatorFieldError[] }
  | { kind: 'found'; origin: SearchOrigin; product: ProductChoice; search: StoreSearch };

export type LocatorResult = { form: LocatorForm; outcome: LocatorOutcome };

// A search was submitted when the form sent its CAP field (even empty) or a position; `?product=`
// alone (the product pages' link) only preselects the product.
const SEARCH_FIELDS = ['cap', 'lat', 'lng'] as const;
// Longer values are not a CAP, a slug or a coordinate: they are cut before being echoed back.
const MAX_ECHO = 80;

function one(params: SearchParams, key: string): string {
  const value = params[key];
  return (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).slice(0, MAX_ECHO);
}

/**
 * How precise the distances of a search are. From the browser's position they are measured between
 * two real points (`position`). A CAP has no position of its own in the data: it stands for its
 * town's centre (`town`), or, in a city with street CAPs, for the city's centre (`zone`: the CAP is
 * one part of the city). Either way the distance is an estimate, off by up to a few km.
 */
export type DistancePrecision = 'position' | 'town' | 'zone';

export function distancePrecision(origin: SearchOrigin): DistancePrecision {
  if (origin.kind === 'position') return 'position';
  return origin.resolution.match === 'city-zone' ? 'zone' : 'town';
}

export type ShownDistance = { kind: 'exact'; km: number } | { kind: 'about'; km: number } | { kind: 'under1' };

/**
 * A distance as the page shows it: to 0.1 km from a position; from a CAP to the whole km with
 * "about", and "less than 1 km" below that, since a tenth of a km would claim a precision a CAP
 * does not have.
 */
export function shownDistance(km: number, precision: DistancePrecision): ShownDistance {
  if (precision === 'position') return { kind: 'exact', km: Math.round(km * 10) / 10 };
  return km < 1 ? { kind: 'under1' } : { kind: 'about', km: Math.round(km) };
}

/** The search points of an origin: one per municipality a CAP stands for, or the position. */
export function originPoints(origin: SearchOrigin): Point[] {
  return origin.kind === 'position' ? [origin.point] : origin.resolution.municipalities.map((m) => ({ lat: m.lat, lng: m.lng }));
}

/**
 * A typed CAP wins over a position (the form keeps the last position in hidden fields); without a
 * CAP, the position is used. Both fields are checked, so both messages can show at once.
 */
export function runLocatorSearch(params: SearchParams, data: LocatorData): LocatorResult {
  const cap = one(params, 'cap').trim();
  const productSlug = one(params, 'product').trim();
  // A typed CAP replaces the position the form carried.
  const position = cap ? null : parsePoint(one(params, 'lat'), one(params, 'lng'));
  const form: LocatorForm = { cap, product: productSlug, position };
  if (!SEARCH_FIELDS.some((key) => params[key] !== undefined)) return { form, outcome: { kind: 'form' } };

  let origin: SearchOrigin | null = null;
  if (cap) {
    const resolved = resolveCap(cap, data.capIndex);
    if (resolved.ok) origin = { kind: 'cap', resolution: resolved.value };
  } else if (position) {
    origin = { kind: 'position', point: position };
  }
  const product = productSlug ? (data.productsBySlug.get(productSlug) ?? null) : null;
  const errors: LocatorFieldError[] = [...(origin ? [] : ['cap' as const]), ...(product ? [] : ['product' as const])];
  if (!origin || !product) return { form, outcome: { kind: 'invalid', errors } };

  const search = findStores({
    point: originPoints(origin),
    productDocumentId: product.id,
    productLineCode: product.productLine?.code ?? null,
    stores: data.stores,
  });
  return { form, outcome: { kind: 'found', origin, product, search } };
}
