// One locator search from the URL's query on the seed's stores and the real municipalities: the
// empty form, the two field errors, a CAP search, the browser's position, the values echoed back;
// and the small helpers of the screen (phone links, the tile host the CSP must allow).
import { describe, expect, it } from 'vitest';
import { tileImageSource } from '@/lib/stores/basemap';
import { buildCapIndex } from '@/lib/stores/cap';
import { phoneHref } from '@/lib/stores/locator';
import { distancePrecision, runLocatorSearch, shownDistance } from '@/lib/stores/search';
import type { LocatorData, ProductChoice } from '@/lib/stores/types';
import { MUNICIPALITIES, productId, STORES } from './fixtures/data';

const choice = (key: string, title: string, line: { code: string; name: string } | null): ProductChoice => ({
  id: productId(key),
  slug: key,
  title,
  productLine: line,
});
const BIO = { code: 'BIO', name: 'Bio' };
const products = [
  choice('broccoli', 'Broccoli', BIO),
  choice('creatu-wok', 'CreaTu Wok', { code: 'CRT', name: 'CreaTu' }),
  choice('friarielli', 'Friarielli', { code: 'CLA', name: 'Classica' }),
];
const data: LocatorData = {
  version: 'test',
  stores: STORES,
  capIndex: buildCapIndex(MUNICIPALITIES),
  productGroups: [{ category: { slug: 'verdure', name: 'Verdure' }, products }],
  productsBySlug: new Map(products.map((p) => [p.slug, p])),
};

describe('distance precision', () => {
  it('is exact from a position, an estimate from a CAP (its town, or its city for a street CAP)', () => {
    const search = (params: Record<string, string>) => {
      const { outcome } = runLocatorSearch({ product: 'broccoli', ...params }, data);
      if (outcome.kind !== 'found') throw new Error(outcome.kind);
      return distancePrecision(outcome.origin);
    };
    expect(search({ lat: '45.46', lng: '9.19' })).toBe('position');
    expect(search({ cap: '40121' })).toBe('zone');
    expect(search({ cap: '28100' })).toBe('town');
  });

  it('shows 0.1 km from a position, whole km ("about") from a CAP, and "less than 1 km" below 1', () => {
    expect(shownDistance(2.84, 'position')).toEqual({ kind: 'exact', km: 2.8 });
    expect(shownDistance(0.34, 'position')).toEqual({ kind: 'exact', km: 0.3 });
    expect(shownDistance(2.84, 'zone')).toEqual({ kind: 'about', km: 3 });
    expect(shownDistance(12.5, 'town')).toEqual({ kind: 'about', km: 13 });
    expect(shownDistance(0.34, 'zone')).toEqual({ kind: 'under1' });
    expect(shownDistance(0.99, 'town')).toEqual({ kind: 'under1' });
  });
});

describe('runLocatorSearch', () => {
  it('shows the empty form when nothing was submitted', () => {
    expect(runLocatorSearch({}, data)).toEqual({ form: { cap: '', product: '', position: null }, outcome: { kind: 'form' } });
  });

  it("only preselects the product when the URL has nothing else (the product pages' link)", () => {
    expect(runLocatorSearch({ product: 'broccoli' }, data)).toEqual({ form: { cap: '', product: 'broccoli', position: null }, outcome: { kind: 'form' } });
    // The form always sends its CAP field: an empty one is a search without a CAP.
    expect(runLocatorSearch({ cap: '', product: 'broccoli' }, data).outcome).toEqual({ kind: 'invalid', errors: ['cap'] });
  });

  it('refuses a missing, malformed or unknown CAP and a missing or unknown product, both at once', () => {
    for (const cap of ['', 'abcde', '2013', '201355', '00000', '20999']) {
      const { outcome } = runLocatorSearch({ cap, product: 'broccoli' }, data);
      expect(outcome, `CAP "${cap}"`).toEqual({ kind: 'invalid', errors: ['cap'] });
    }
    expect(runLocatorSearch({ cap: '20135', product: '' }, data).outcome).toEqual({ kind: 'invalid', errors: ['product'] });
    expect(runLocatorSearch({ cap: '20135', product: 'no-such-product' }, data).outcome).toEqual({ kind: 'invalid', errors: ['product'] });
    const both = runLocatorSearch({ cap: 'Milano', product: '' }, data);
    expect(both.outcome).toEqual({ kind: 'invalid', errors: ['cap', 'product'] });
    // The form keeps what was typed.
    expect(both.form).toEqual({ cap: 'Milano', product: '', position: null });
  });

  it('finds the stores of a product from a Milano street CAP, nearest first', () => {
    const { outcome } = runLocatorSearch({ cap: ' 20135 ', product: 'broccoli' }, data);
    if (outcome.kind !== 'found') throw new Error(`expected results, got ${outcome.kind}`);
    expect(outcome.origin.kind === 'cap' && outcome.origin.resolution.municipalities.map((m) => m.name)).toEqual(['Milano']);
    expect(outcome.product.slug).toBe('broccoli');
    expect(outcome.search.results.map((r) => r.store.municipality)).toEqual(['Milano', 'Novara']);
  });

  it('searches from the browser position when no CAP is typed, and a typed CAP wins over it', () => {
    // Near Bari's centre.
    const fromPosition = runLocatorSearch({ cap: '', product: 'friarielli', lat: '41.1171', lng: '16.8719' }, data);
    if (fromPosition.outcome.kind !== 'found') throw new Error('expected results');
    expect(fromPosition.outcome.origin).toEqual({ kind: 'position', point: { lat: 41.1171, lng: 16.8719 } });
    expect(fromPosition.outcome.search.results[0]?.store.municipality).toBe('Bari');
    expect(fromPosition.form.position).toEqual({ lat: 41.1171, lng: 16.8719 });

    const typed = runLocatorSearch({ cap: '80121', product: 'friarielli', lat: '41.1171', lng: '16.8719' }, data);
    if (typed.outcome.kind !== 'found') throw new Error('expected results');
    expect(typed.outcome.search.results[0]?.store.municipality).toBe('Napoli');
    expect(typed.form.position).toBeNull();

    expect(runLocatorSearch({ product: 'friarielli', lat: '91', lng: '16.8' }, data).outcome).toEqual({ kind: 'invalid', errors: ['cap'] });
  });

  it('reports the nearest store further away when none is within 50 km', () => {
    // No store in Sardinia sells the CreaTu line; Palermo's is the nearest across the sea.
    const { outcome } = runLocatorSearch({ cap: '09121', product: 'creatu-wok' }, data);
    if (outcome.kind !== 'found') throw new Error('expected a search');
    expect(outcome.search.results).toEqual([]);
    expect(outcome.search.nearestBeyond?.store.municipality).toBe('Palermo');
    expect(outcome.search.nearestBeyond?.km).toBeGreaterThan(50);
  });

  it('takes the first of repeated parameters and cuts overlong values before echoing them', () => {
    const { form } = runLocatorSearch({ cap: ['20135', '00118'], product: 'x'.repeat(500) }, data);
    expect(form.cap).toBe('20135');
    expect(form.product.length).toBeLessThanOrEqual(80);
  });
});

describe('phoneHref', () => {
  it('writes Italian numbers in international form and refuses what is not a number', () => {
    expect(phoneHref('02 000 3321')).toBe('tel:+39020003321');
    expect(phoneHref('+39 0547 000-212')).toBe('tel:+390547000212');
    expect(phoneHref('0039 333 1234567')).toBe('tel:+393331234567');
    expect(phoneHref('chiamare in orario di negozio')).toBeNull();
  });
});

describe('tileImageSource', () => {
  it('is the https host of the tile template, with {s} subdomains as a wildcard', () => {
    expect(tileImageSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileImageSource('https://{s}.tile.example.com/{z}/{x}/{y}.png')).toBe('https://*.tile.example.com');
    expect(tileImageSource('https://api.maptiler.com/maps/streets/{z}/{x}/{y}.png?key=abc')).toBe('https://api.maptiler.com');
    expect(tileImageSource(undefined)).toBeNull();
    expect(tileImageSource('http://tile.example.com/{z}/{x}/{y}.png')).toBeNull();
    expect(tileImageSource("https://evil.example.com; script-src 'unsafe-eval'/{z}")).toBeNull();
  });
});
