// The locator's CMS loader: CMS rows (Strapi 5 and 4 shapes) → stores, municipalities and the
// product select; the data version and the CAP index kept while municipalities do not change; the
// in-memory copy (first load, webhook invalidation, shared and failed reloads).
import { describe, expect, it } from 'vitest';
import { LoadedData } from '@/lib/cms/loaded-data';
import { normalizeResponse } from '@/lib/cms/normalize';
import { list, type Raw } from '@/lib/cms/read';
import { LOCATOR_MODELS, buildLocatorData, mapMunicipality, mapProductGroups, mapStore, refreshLocatorData } from '@/lib/cms/stores';
import type { LocatorData } from '@/lib/stores/types';
import { resolveCap } from '@/lib/stores/cap';

const storeRow: Raw = {
  id: 12,
  documentId: 'st-milano',
  slug: 'superstore-aurora-milano',
  name: ' Superstore Aurora Milano ',
  chain: 'Superstore Aurora',
  address: 'Viale Monza 210',
  postal_code: '20121',
  municipality: 'Milano',
  district_abbreviation: 'MI',
  // Strapi answers decimals as strings on some databases (PostgreSQL) and as numbers on others.
  latitude: '45.48612',
  longitude: 9.21433,
  phone: '02 000 3321',
  products: [
    { id: 1, documentId: 'p-broccoli', slug: 'broccoli' },
    { id: 2, documentId: 'p-mirtilli', slug: 'mirtilli' },
  ],
  product_lines: [
    { id: 4, documentId: 'l-bio', code: 'BIO' },
    { id: 5, documentId: 'l-x' },
  ],
};

const municipalityRows: Raw[] = [
  {
    id: 1,
    documentId: 'm1',
    code: '015146',
    name: 'Milano',
    district_abbreviation: 'MI',
    postal_codes: ['20121'],
    postal_code: '20121',
    latitude: 45.46427,
    longitude: '9.18951',
  },
  {
    id: 2,
    documentId: 'm2',
    code: '058091',
    name: 'Roma',
    district_abbreviation: 'RM',
    postal_codes: null,
    postal_code: '00118',
    latitude: 41.89332,
    longitude: 12.48293,
  },
  {
    id: 3,
    documentId: 'm3',
    code: '001001',
    name: 'Agliè',
    district_abbreviation: 'TO',
    postal_codes: ['10011', ' 10011 '],
    latitude: 45.36343,
    longitude: 7.76865,
  },
];

const productRows: Raw[] = [
  {
    documentId: 'p-spinaci',
    slug: 'spinaci',
    title: 'Spinaci in foglia',
    b2c_category: { slug: 'verdure', name: 'Verdure', order: 1 },
    product_line: { code: 'CLA', name: 'Classica' },
  },
  {
    documentId: 'p-minestrone',
    slug: 'minestrone',
    title: 'Minestrone 14 verdure',
    b2c_category: { slug: 'zuppe', name: 'Zuppe', order: 2 },
    product_line: null,
  },
  {
    documentId: 'p-broccoli',
    slug: 'broccoli',
    title: 'Broccoli bio',
    b2c_category: { slug: 'verdure', name: 'Verdure', order: 1 },
    product_line: { code: 'BIO', name: 'Bio' },
  },
  {
    documentId: 'p-fragole',
    slug: 'fragole',
    title: 'Fragole',
    b2c_category: { slug: 'frutta', name: 'Frutta' },
    product_line: { code: 'CLA', name: 'Classica' },
  },
  // Not in the consumer catalogue: left out of the select.
  { documentId: 'p-pro', slug: 'grigliate-professional', title: 'Grigliate Professional', b2c_category: null },
];

describe('mapStore', () => {
  it('reads a Strapi 5 store: trimmed text, decimal coordinates as numbers, product ids and line codes', () => {
    expect(mapStore(storeRow)).toEqual({
      id: 'st-milano',
      slug: 'superstore-aurora-milano',
      name: 'Superstore Aurora Milano',
      chain: 'Superstore Aurora',
      address: 'Viale Monza 210',
      cap: '20121',
      municipality: 'Milano',
      province: 'MI',
      lat: 45.48612,
      lng: 9.21433,
      phone: '02 000 3321',
      productIds: ['p-broccoli', 'p-mirtilli'],
      productLineCodes: ['BIO'],
    });
  });

  it('reads a Strapi 4 store (attributes, relations under data) once normalised', () => {
    const body = {
      data: [
        {
          id: 7,
          attributes: {
            name: 'Spesa Sana Parma',
            slug: 'spesa-sana-parma',
            address: 'Via Mazzini 18',
            postal_code: '43121',
            municipality: 'Parma',
            district_abbreviation: 'PR',
            latitude: 44.80107,
            longitude: 10.32793,
            chain: null,
            phone: null,
            products: { data: [{ id: 31, attributes: { slug: 'zuppa-legumi' } }] },
            product_lines: { data: [{ id: 2, attributes: { code: 'BIO' } }] },
          },
        },
      ],
    };
    const [row] = list(normalizeResponse(body).data);
    const store = row ? mapStore(row) : null;
    expect(store).toMatchObject({ id: '7', name: 'Spesa Sana Parma', chain: null, phone: null, lat: 44.80107, productIds: ['31'], productLineCodes: ['BIO'] });
  });

  it('leaves out a store that cannot be placed: no coordinates, coordinates out of range, no name', () => {
    expect(mapStore({ ...storeRow, latitude: null })).toBeNull();
    expect(mapStore({ ...storeRow, longitude: '' as never })).toBeNull();
    expect(mapStore({ ...storeRow, latitude: 145 })).toBeNull();
    expect(mapStore({ ...storeRow, name: '  ' })).toBeNull();
  });
});

describe('mapMunicipality', () => {
  it('reads the CAP list, falls back to the single CAP, and drops duplicates', () => {
    expect(municipalityRows.map(mapMunicipality)).toEqual([
      { code: '015146', name: 'Milano', province: 'MI', caps: ['20121'], lat: 45.46427, lng: 9.18951 },
      { code: '058091', name: 'Roma', province: 'RM', caps: ['00118'], lat: 41.89332, lng: 12.48293 },
      { code: '001001', name: 'Agliè', province: 'TO', caps: ['10011'], lat: 45.36343, lng: 7.76865 },
    ]);
  });

  it('leaves out a municipality without a code or a centre', () => {
    expect(mapMunicipality({ ...municipalityRows[0], code: null })).toBeNull();
    expect(mapMunicipality({ ...municipalityRows[0], latitude: null })).toBeNull();
  });
});

describe('mapProductGroups', () => {
  it('groups the consumer products by category in catalogue order, each group sorted by title', () => {
    const groups = mapProductGroups(productRows);
    expect(groups.map((g) => g.category.name)).toEqual(['Verdure', 'Zuppe', 'Frutta']);
    expect(groups[0]?.products.map((p) => p.title)).toEqual(['Broccoli bio', 'Spinaci in foglia']);
    expect(groups[0]?.products[0]).toEqual({ id: 'p-broccoli', slug: 'broccoli', title: 'Broccoli bio', productLine: { code: 'BIO', name: 'Bio' } });
    expect(groups[1]?.products[0]?.productLine).toBeNull();
    expect(groups.flatMap((g) => g.products.map((p) => p.slug))).not.toContain('grigliate-professional');
  });
});

describe('buildLocatorData', () => {
  it('leaves out the stores that sell to businesses only (cash & carry)', () => {
    const wholesale = { ...storeRow, documentId: 'st-cc', slug: 'cash-carry', wholesale_only: true };
    const data = buildLocatorData({
      stores: [storeRow, wholesale, { ...storeRow, documentId: 'st-retail', wholesale_only: false }],
      municipalities: [],
      products: [],
    });
    expect(data.stores.map((s) => s.id)).toEqual(['st-milano', 'st-retail']);
    // A CMS not yet migrated sends no field: its stores are kept; SQLite's 1 counts as true.
    expect(buildLocatorData({ stores: [{ ...wholesale, wholesale_only: 1 }], municipalities: [], products: [] }).stores).toEqual([]);
  });

  const rows = { stores: [storeRow, { ...storeRow, documentId: 'st-broken', latitude: null }], municipalities: municipalityRows, products: productRows };

  it('holds the usable stores, a working CAP index and the products by slug', () => {
    const data = buildLocatorData(rows);
    expect(data.stores.map((s) => s.id)).toEqual(['st-milano']);
    const milano = resolveCap('20135', data.capIndex);
    expect(milano.ok && milano.value.municipalities.map((m) => m.name)).toEqual(['Milano']);
    expect(data.productsBySlug.get('broccoli')?.id).toBe('p-broccoli');
    expect(data.productsBySlug.has('grigliate-professional')).toBe(false);
  });

  it('keeps its version and CAP index while the data is the same, and changes them when it is not', () => {
    const first = buildLocatorData(rows);
    const same = buildLocatorData(structuredClone(rows));
    expect(same.version).toBe(first.version);
    expect(same.capIndex).toBe(first.capIndex);

    const movedStore = buildLocatorData({ ...rows, stores: [{ ...storeRow, phone: '02 999 0000' }] });
    expect(movedStore.version).not.toBe(first.version);
    // Only the stores changed: the CAP index is not rebuilt.
    expect(movedStore.capIndex).toBe(first.capIndex);

    const newTown = buildLocatorData({
      ...rows,
      municipalities: [
        ...municipalityRows,
        { code: '001002', name: 'Airasca', district_abbreviation: 'TO', postal_codes: ['10060'], latitude: 44.91718, longitude: 7.48483 },
      ],
    });
    expect(newTown.version).not.toBe(first.version);
    expect(newTown.capIndex).not.toBe(first.capIndex);
    expect(resolveCap('10060', newTown.capIndex).ok).toBe(true);
    expect(resolveCap('10060', first.capIndex).ok).toBe(false);
  });

  it('is reloaded after a change of a model it reads, not after others or media', async () => {
    for (const model of ['store', 'municipality', 'product', 'product-line', 'b2c-product-category']) expect(LOCATOR_MODELS.has(model)).toBe(true);
    let loads = 0;
    const versions = [buildLocatorData(rows), buildLocatorData({ ...rows, stores: [{ ...storeRow, phone: '02 999 0000' }] })];
    const data = new LoadedData<LocatorData>(async () => versions[Math.min(loads++, 1)] as LocatorData, { maxAgeMs: 60_000 });

    // Never loaded: nothing to reload (the first locator request loads it).
    expect(await refreshLocatorData(data, { event: 'entry.publish', model: 'store' })).toBe(false);
    expect(loads).toBe(0);
    expect((await data.get()).data.stores[0]?.phone).toBe('02 000 3321');

    for (const change of [
      { event: 'entry.publish', model: 'recipe' },
      { event: 'entry.update', model: 'b2b-product-category' },
      { event: 'media.update', model: '' },
    ]) {
      expect(await refreshLocatorData(data, change), `${change.event} ${change.model}`).toBe(false);
    }
    expect(loads).toBe(1);
    expect((await data.get()).stale).toBe(false);

    expect(await refreshLocatorData(data, { event: 'entry.publish', model: 'store' })).toBe(true);
    expect(loads).toBe(2);
    expect(await data.get()).toEqual({ data: versions[1], stale: false });
  });
});

/** A loader whose answers the test releases one by one. */
function controlledLoader() {
  const calls: { resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  const load = () => new Promise<string>((resolve, reject) => calls.push({ resolve, reject }));
  return { load, calls };
}

describe('LoadedData', () => {
  it('loads once: later readers get the copy in memory without loading again', async () => {
    let loads = 0;
    const data = new LoadedData(async () => `v${++loads}`, { maxAgeMs: 60_000 });
    expect(data.loaded).toBe(false);
    const [a, b] = await Promise.all([data.get(), data.get()]);
    expect([a, b]).toEqual([
      { data: 'v1', stale: false },
      { data: 'v1', stale: false },
    ]);
    expect(await data.get()).toEqual({ data: 'v1', stale: false });
    expect(loads).toBe(1);
    expect(data.loaded).toBe(true);
  });

  it('after an invalidation serves the old copy marked stale until the reload lands', async () => {
    const { load, calls } = controlledLoader();
    const data = new LoadedData(load, { maxAgeMs: 60_000 });
    const first = data.get();
    calls[0]?.resolve('old');
    await first;
    data.invalidate();
    expect(await data.get()).toEqual({ data: 'old', stale: true });
    const reload = data.reload();
    // A reload is running: nobody else needs to start one.
    expect(await data.get()).toEqual({ data: 'old', stale: false });
    expect(data.reload()).toBe(reload);
    calls[1]?.resolve('new');
    await reload;
    expect(await data.get()).toEqual({ data: 'new', stale: false });
    expect(calls).toHaveLength(2);
  });

  it('marks the copy stale once it is older than the safety-net age', async () => {
    let now = 1_000;
    const data = new LoadedData(async () => 'x', { maxAgeMs: 500, now: () => now });
    await data.get();
    now += 400;
    expect((await data.get()).stale).toBe(false);
    now += 200;
    expect((await data.get()).stale).toBe(true);
  });

  it('keeps the old copy when a reload fails, and waits before asking for another', async () => {
    let now = 0;
    const { load, calls } = controlledLoader();
    const data = new LoadedData(load, { maxAgeMs: 60_000, retryMs: 1_000, now: () => now });
    const first = data.get();
    calls[0]?.resolve('old');
    await first;
    data.invalidate();
    const failing = data.reload();
    calls[1]?.reject(new Error('CMS down'));
    await expect(failing).rejects.toThrow('CMS down');
    expect(await data.get()).toEqual({ data: 'old', stale: false });
    now += 1_001;
    expect(await data.get()).toEqual({ data: 'old', stale: true });
  });

  it('a reload started before an invalidation never replaces the one started after it', async () => {
    const { load, calls } = controlledLoader();
    const data = new LoadedData(load, { maxAgeMs: 60_000 });
    const first = data.get();
    calls[0]?.resolve('v1');
    await first;
    data.invalidate();
    const older = data.reload();
    data.invalidate();
    const newer = data.reload();
    expect(newer).not.toBe(older);
    calls[2]?.resolve('v3');
    await newer;
    calls[1]?.resolve('v2');
    await older;
    expect(await data.get()).toEqual({ data: 'v3', stale: false });
  });
});
