// The bundled offline basemap (public/maps/italy.geo.json), the placement of its town names and the
// tile-service configuration.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MapConfigError, placeLabels, tileLayerFromEnv } from '@/lib/stores/basemap';
import { MUNICIPALITIES } from './fixtures/data';

type Feature = { properties: { kind: string; name?: string; rank?: number }; geometry: { type: string; coordinates: unknown } };
const PROVINCES = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../cms/data/italy/provinces.json'), 'utf8')) as { abbreviation: string }[];
const file = path.resolve(__dirname, '../../public/maps/italy.geo.json');
const raw = fs.readFileSync(file, 'utf8');
const basemap = JSON.parse(raw) as { type: string; features: Feature[] };

function inRing(ring: number[][], x: number, y: number) {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

type XY = [number, number];
const cross = (o: XY, a: XY, b: XY) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
/** Whether segment p–q crosses segment a–b. */
const crosses = (p: XY, q: XY, a: XY, b: XY) => cross(p, q, a) * cross(p, q, b) < 0 && cross(a, b, p) * cross(a, b, q) < 0;

function town(name: string): XY {
  const m = MUNICIPALITIES.find((x) => x.name === name);
  if (!m) throw new Error(name);
  return [m.lng, m.lat];
}

/** How many times the straight line between two towns crosses the lines of a border feature. */
function bordersCrossed(kind: string, from: string, to: string): number {
  const lines = (basemap.features.find((f) => f.properties.kind === kind)?.geometry.coordinates ?? []) as XY[][];
  let count = 0;
  for (const line of lines) for (let i = 1; i < line.length; i++) if (crosses(town(from), town(to), line[i - 1] as XY, line[i] as XY)) count += 1;
  return count;
}

describe('offline basemap', () => {
  it('is a GeoJSON collection of at most 200 KB, 40 KB compressed', () => {
    expect(basemap.type).toBe('FeatureCollection');
    expect(Buffer.byteLength(raw)).toBeLessThanOrEqual(200 * 1024);
    // What a visitor downloads: the map's only data file, sent compressed.
    expect(zlib.gzipSync(raw).length).toBeLessThanOrEqual(40 * 1024);
  });

  it('draws the province borders inside the regions', () => {
    const provinces = basemap.features.find((f) => f.properties.kind === 'province-borders');
    expect(provinces?.geometry.type).toBe('MultiLineString');
    // Bologna–Modena crosses one province border (Emilia-Romagna inside); Bologna–Imola (both BO) none;
    // Milano–Bergamo crosses MI/MB and MB/BG (or MI/BG), and no region border.
    expect(bordersCrossed('province-borders', 'Bologna', 'Modena')).toBe(1);
    expect(bordersCrossed('province-borders', 'Bologna', 'Imola')).toBe(0);
    expect(bordersCrossed('province-borders', 'Milano', 'Bergamo')).toBeGreaterThanOrEqual(1);
    expect(bordersCrossed('region-borders', 'Milano', 'Bergamo')).toBe(0);
    // A region border is not drawn twice: Bologna–Firenze crosses the region border, no province border.
    expect(bordersCrossed('region-borders', 'Bologna', 'Firenze')).toBe(1);
    expect(bordersCrossed('province-borders', 'Bologna', 'Firenze')).toBe(0);
  });

  it('names every province capital, the regional capitals first, each on its town', () => {
    const towns = basemap.features.filter((f) => f.properties.kind === 'town');
    const names = towns.map((t) => t.properties.name);
    expect(new Set(names).size).toBe(names.length);
    // Every province (107) has its capital; co-capitals (Forlì and Cesena, Barletta, Andria and Trani…) add a few.
    const provincesWithCapital = new Set(
      towns.map((t) => MUNICIPALITIES.find((m) => m.name === t.properties.name && Math.abs(m.lng - (t.geometry.coordinates as XY)[0]) < 0.001)?.province),
    );
    expect([...provincesWithCapital].sort()).toEqual(PROVINCES.map((p) => p.abbreviation).sort());
    expect(names).toEqual(expect.arrayContaining(['Bologna', 'Monza', 'Reggio di Calabria', 'Aosta', 'Carbonia', 'Verbania']));
    const regional = towns.filter((t) => t.properties.rank === 1).map((t) => t.properties.name);
    expect(regional).toHaveLength(20);
    expect(regional).toEqual(expect.arrayContaining(['Roma', 'Milano', 'Napoli', 'Palermo', "L'Aquila", 'Aosta', 'Trento']));
    expect(towns.every((t) => t.properties.rank === 1 || t.properties.rank === 2)).toBe(true);
    const [lng, lat] = towns.find((t) => t.properties.name === 'Bologna')?.geometry.coordinates as XY;
    expect(Math.abs(lat - 44.4939) + Math.abs(lng - 11.3428)).toBeLessThan(0.002);
  });

  it("Italy's land holds the municipalities' centre points", () => {
    const land = basemap.features.find((f) => f.properties.kind === 'land');
    expect(land?.geometry.type).toBe('MultiPolygon');
    const outer = (land?.geometry.coordinates as number[][][][]).map((polygon) => polygon[0] ?? []);
    const sample = ['Milano', 'Roma', 'Palermo', 'Cagliari', 'Bari', 'Aosta', 'Trieste', 'Lecce'].map((n) => MUNICIPALITIES.find((m) => m.name === n));
    for (const m of sample)
      expect(
        outer.some((ring) => m && inRing(ring, m.lng, m.lat)),
        m?.name,
      ).toBe(true);
  });

  it('draws region borders and the neighbouring countries', () => {
    const borders = basemap.features.find((f) => f.properties.kind === 'region-borders');
    expect(borders?.geometry.type).toBe('MultiLineString');
    expect((borders?.geometry.coordinates as unknown[]).length).toBeGreaterThan(10);
    const neighbours = basemap.features.filter((f) => f.properties.kind === 'neighbour').map((f) => f.properties.name);
    expect(neighbours).toEqual(expect.arrayContaining(['France', 'Switzerland', 'Austria', 'Slovenia']));
  });
});

describe('town names on the map', () => {
  const box = (x: number, y: number, rank = 2, width = 50) => ({ x, y, width, height: 14, rank });

  it('shows every name that overlaps no other', () => {
    expect(placeLabels([box(0, 0), box(100, 0), box(0, 40)])).toEqual([true, true, true]);
  });

  it('of two overlapping names keeps the more important, then the first given', () => {
    expect(placeLabels([box(0, 0, 2), box(20, 5, 1)])).toEqual([false, true]);
    expect(placeLabels([box(0, 0), box(20, 5), box(200, 0)])).toEqual([true, false, true]);
  });

  it('keeps a gap between names', () => {
    expect(placeLabels([box(0, 0), box(52, 0)])).toEqual([true, false]);
    expect(placeLabels([box(0, 0), box(52, 0)], null, 0)).toEqual([true, true]);
  });

  it('shows no name cut by the edge of the view, and lets the next one take its place', () => {
    const view = { width: 300, height: 200 };
    expect(placeLabels([box(-10, 50, 1), box(20, 50), box(260, 50), box(100, 190)], view)).toEqual([false, true, false, false]);
    expect(placeLabels([box(0, 0), box(250, 186)], view)).toEqual([true, true]);
  });
});

describe('tile service configuration', () => {
  it('keeps the offline basemap when MAP_TILE_URL is unset', () => {
    expect(tileLayerFromEnv({})).toBeNull();
    expect(tileLayerFromEnv({ MAP_TILE_URL: '  ', MAP_ATTRIBUTION: 'x' })).toBeNull();
  });
  it('reads an https template with its attribution', () => {
    expect(tileLayerFromEnv({ MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png', MAP_ATTRIBUTION: '© OpenStreetMap contributors' })).toEqual({
      url: 'https://tiles.example.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
  });
  it('refuses a URL without attribution, without https or without the tile placeholders', () => {
    expect(() => tileLayerFromEnv({ MAP_TILE_URL: 'https://t.example.org/{z}/{x}/{y}.png' })).toThrow(MapConfigError);
    expect(() => tileLayerFromEnv({ MAP_TILE_URL: 'http://t.example.org/{z}/{x}/{y}.png', MAP_ATTRIBUTION: 'a' })).toThrow(MapConfigError);
    expect(() => tileLayerFromEnv({ MAP_TILE_URL: 'https://t.example.org/tiles.png', MAP_ATTRIBUTION: 'a' })).toThrow(MapConfigError);
  });
});
