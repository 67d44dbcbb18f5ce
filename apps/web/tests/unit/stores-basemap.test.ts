// The bundled offline basemap (public/maps/italy.geo.json) and the tile-service configuration.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MapConfigError, tileLayerFromEnv } from '@/lib/stores/basemap';
import { MUNICIPALITIES } from './fixtures/data';

type Feature = { properties: { kind: string; name?: string }; geometry: { type: string; coordinates: unknown } };
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

describe('offline basemap', () => {
  it('is a GeoJSON collection of at most 200 KB', () => {
    expect(basemap.type).toBe('FeatureCollection');
    expect(Buffer.byteLength(raw)).toBeLessThanOrEqual(200 * 1024);
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
