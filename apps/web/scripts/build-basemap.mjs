// Regenerates public/maps/italy.geo.json, the store locator's offline basemap (`npm run basemap -w apps/web`):
// Italy's land (Natural Earth 1:10m via world-atlas), its neighbours (1:50m, cut to the map's area) and
// approximate region borders. Natural Earth has no region polygons in world-atlas, so the borders are
// drawn from the project's own municipality points: each municipality's Voronoi cell, merged per
// region and cut to the coastline. They are off by a few km where municipalities are large.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Delaunay } from 'd3-delaunay';
import polygonClipping from 'polygon-clipping';
import { topology } from 'topojson-server';
import { feature, merge, mesh } from 'topojson-client';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.resolve(here, '../public/maps/italy.geo.json');
const MUNICIPALITIES = path.resolve(here, '../../cms/data/italy/municipalities.json');
const MAX_BYTES = 200 * 1024;
// The area the map can show: Italy with a margin. Neighbours are cut to it.
const AREA = { west: 3.5, south: 34.5, east: 21.5, north: 48.5 };
// Natural Earth ids (ISO 3166 numeric) of the countries around Italy, and the enclaves.
const NEIGHBOURS = ['250', '756', '040', '276', '705', '191', '070', '499', '008', '300', '788', '012', '434', '470', '674', '336', '492', '348', '688', '807'];
const DECIMALS = 3;

const round = (n) => Math.round(n * 10 ** DECIMALS) / 10 ** DECIMALS;

/** Rounds a ring and drops the points rounding made equal; null when fewer than 4 points are left. */
function roundRing(ring) {
  const out = [];
  for (const [x, y] of ring) {
    const p = [round(x), round(y)];
    const last = out[out.length - 1];
    if (!last || last[0] !== p[0] || last[1] !== p[1]) out.push(p);
  }
  return out.length >= 4 ? out : null;
}

function roundPolygons(multi) {
  return multi
    .map((polygon) => polygon.map(roundRing))
    .filter((polygon) => polygon[0])
    .map((polygon) => polygon.filter(Boolean));
}

function roundLines(lines) {
  return lines
    .map((line) => line.map(([x, y]) => [round(x), round(y)]).filter((p, i, all) => i === 0 || p[0] !== all[i - 1][0] || p[1] !== all[i - 1][1]))
    .filter((line) => line.length >= 2);
}

const asMulti = (geometry) => (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates);

function countries(file) {
  const world = require(`world-atlas/${file}`);
  return feature(world, world.objects.countries).features;
}

const italy = countries('countries-10m.json').find((f) => f.id === '380');
if (!italy) throw new Error('world-atlas: no Italy (380) in countries-10m');
const land = asMulti(italy.geometry);

const areaBox = [
  [
    [AREA.west, AREA.south],
    [AREA.east, AREA.south],
    [AREA.east, AREA.north],
    [AREA.west, AREA.north],
    [AREA.west, AREA.south],
  ],
];
const neighbours = countries('countries-50m.json')
  .filter((f) => NEIGHBOURS.includes(f.id))
  .map((f) => ({ name: f.properties.name, coordinates: roundPolygons(polygonClipping.intersection(asMulti(f.geometry), areaBox)) }))
  .filter((n) => n.coordinates.length);

// Voronoi cells of the municipalities, in a plane scaled so that a degree of longitude and one of
// latitude are about as long as they are at Italy's middle latitude.
const municipalities = JSON.parse(fs.readFileSync(MUNICIPALITIES, 'utf8'));
const kx = Math.cos((42 * Math.PI) / 180);
const delaunay = Delaunay.from(
  municipalities,
  (m) => m.lon * kx,
  (m) => m.lat,
);
const voronoi = delaunay.voronoi([AREA.west * kx, AREA.south, AREA.east * kx, AREA.north]);
// A municipality at exactly the same point as another has no cell of its own.
const cells = municipalities.flatMap((m, i) => {
  const cell = voronoi.cellPolygon(i);
  return cell
    ? [{ type: 'Feature', properties: { region: m.regionCode }, geometry: { type: 'Polygon', coordinates: [cell.map(([x, y]) => [x / kx, y])] } }]
    : [];
});
const cellTopology = topology({ cells: { type: 'FeatureCollection', features: cells } });

function inRing(ring, x, y) {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
// A region is cut to the land masses that hold at least one of its municipalities, so a cell
// reaching across a strait (Messina's over Calabria's tip) does not draw a border there.
const landOf = (m) => land.find((polygon) => inRing(polygon[0], m.lon, m.lat));
const regionCodes = [...new Set(municipalities.map((m) => m.regionCode))].sort();
const regions = regionCodes.map((code) => {
  const members = municipalities.filter((m) => m.regionCode === code);
  const masses = [...new Set(members.map(landOf).filter(Boolean))];
  const merged = merge(
    cellTopology,
    cellTopology.objects.cells.geometries.filter((g) => g.properties.region === code),
  );
  return {
    type: 'Feature',
    properties: { region: code },
    geometry: { type: 'MultiPolygon', coordinates: polygonClipping.intersection(merged.coordinates, masses) },
  };
});
// Borders are the arcs two different regions share; quantizing makes both sides' copies identical.
const regionTopology = topology({ regions: { type: 'FeatureCollection', features: regions } }, 1e6);
const borders = mesh(regionTopology, regionTopology.objects.regions, (a, b) => a !== b && a.properties.region !== b.properties.region);

const collection = {
  type: 'FeatureCollection',
  features: [
    ...neighbours.map((n) => ({
      type: 'Feature',
      properties: { kind: 'neighbour', name: n.name },
      geometry: { type: 'MultiPolygon', coordinates: n.coordinates },
    })),
    { type: 'Feature', properties: { kind: 'land', name: 'Italia' }, geometry: { type: 'MultiPolygon', coordinates: roundPolygons(land) } },
    { type: 'Feature', properties: { kind: 'region-borders' }, geometry: { type: 'MultiLineString', coordinates: roundLines(borders.coordinates) } },
  ],
};

const json = JSON.stringify(collection);
if (json.length > MAX_BYTES) throw new Error(`basemap is ${json.length} bytes, more than ${MAX_BYTES}`);
fs.mkdirSync(path.dirname(OUT), { recursive: true });
fs.writeFileSync(OUT, `${json}\n`);
console.log(`basemap: ${path.relative(process.cwd(), OUT)}, ${json.length} bytes, ${neighbours.length} neighbours, ${regionCodes.length} regions`);
