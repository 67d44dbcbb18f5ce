// Regenerates public/maps/italy.geo.json, the store locator's offline basemap (`npm run basemap -w apps/web`):
// Italy's land (Natural Earth 1:10m via world-atlas), its neighbours (1:50m, cut to the map's area),
// approximate region and province borders, and the province capitals with their names. Natural Earth
// has no region or province polygons in world-atlas, so the borders are drawn from the project's own
// municipality points: each municipality's Voronoi cell, merged per province and cut to the
// coastline. They are off by a few km where municipalities are large, so they are simplified to
// about 500 m (Douglas-Peucker), which keeps the file small. The capitals are the municipality points
// of apps/cms/data/italy (ISTAT names, Wikidata points).
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
const DATA = path.resolve(here, '../../cms/data/italy');
const MUNICIPALITIES = path.join(DATA, 'municipalities.json');
const PROVINCES = path.join(DATA, 'provinces.json');
const MAX_BYTES = 200 * 1024;
// The area the map can show: Italy with a margin. Neighbours are cut to it.
const AREA = { west: 3.5, south: 34.5, east: 21.5, north: 48.5 };
// Natural Earth ids (ISO 3166 numeric) of the countries around Italy, and the enclaves.
const NEIGHBOURS = ['250', '756', '040', '276', '705', '191', '070', '499', '008', '300', '788', '012', '434', '470', '674', '336', '492', '348', '688', '807'];
const DECIMALS = 3;
// Border lines keep the points more than this far (degrees, ~800 m) from the simplified line.
const TOLERANCE = 0.008;
// The neighbouring countries are only context (1:50m data): simplified further, to ~2 km.
const NEIGHBOUR_TOLERANCE = 0.02;
// Regional capitals (rank 1, labelled first); every other province capital is rank 2.
const REGIONAL_CAPITALS = [
  'Torino',
  'Aosta',
  'Genova',
  'Milano',
  'Trento',
  'Venezia',
  'Trieste',
  'Bologna',
  'Firenze',
  'Perugia',
  'Ancona',
  'Roma',
  "L'Aquila",
  'Campobasso',
  'Napoli',
  'Bari',
  'Potenza',
  'Catanzaro',
  'Palermo',
  'Cagliari',
];
// Provinces whose capital is not the municipality with the province's name (co-capitals included).
const CAPITALS_BY_PROVINCE = {
  AO: ['Aosta'],
  FC: ['Forlì', 'Cesena'],
  PU: ['Pesaro', 'Urbino'],
  MS: ['Massa', 'Carrara'],
  RC: ['Reggio di Calabria'],
  VB: ['Verbania'],
  MB: ['Monza'],
  BT: ['Barletta', 'Andria', 'Trani'],
  SU: ['Carbonia'],
};

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

/** A ring simplified, or as it is when simplifying would leave too few points (San Marino, the Vatican). */
function simplifyRing(ring, tolerance) {
  const simplified = tolerance ? simplify(ring, tolerance) : ring;
  return simplified.length >= 5 ? simplified : ring;
}

function roundPolygons(multi, tolerance = 0) {
  return multi
    .map((polygon) => polygon.map((ring) => roundRing(simplifyRing(ring, tolerance))))
    .filter((polygon) => polygon[0])
    .map((polygon) => polygon.filter(Boolean));
}

/** Douglas-Peucker in the plane where a degree of longitude is scaled to its length at 42°N. */
function simplify(line, tolerance = TOLERANCE) {
  if (line.length < 3) return line;
  const kx = Math.cos((42 * Math.PI) / 180);
  const keep = new Uint8Array(line.length);
  keep[0] = keep[line.length - 1] = 1;
  const stack = [[0, line.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop();
    const [ax, ay] = [line[first][0] * kx, line[first][1]];
    const [bx, by] = [line[last][0] * kx, line[last][1]];
    const length = Math.hypot(bx - ax, by - ay);
    let far = -1;
    let farthest = tolerance;
    for (let i = first + 1; i < last; i++) {
      const [px, py] = [line[i][0] * kx, line[i][1]];
      const d = length === 0 ? Math.hypot(px - ax, py - ay) : Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length;
      if (d > farthest) [far, farthest] = [i, d];
    }
    if (far > 0) {
      keep[far] = 1;
      stack.push([first, far], [far, last]);
    }
  }
  return line.filter((_, i) => keep[i]);
}

function roundLines(lines) {
  return lines
    .map((line) => simplify(line))
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
  .map((f) => ({ name: f.properties.name, coordinates: roundPolygons(polygonClipping.intersection(asMulti(f.geometry), areaBox), NEIGHBOUR_TOLERANCE) }))
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
    ? [
        {
          type: 'Feature',
          properties: { region: m.regionCode, province: m.provinceAbbreviation },
          geometry: { type: 'Polygon', coordinates: [cell.map(([x, y]) => [x / kx, y])] },
        },
      ]
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
const provinceCodes = [...new Set(municipalities.map((m) => m.provinceAbbreviation))].sort();
const provinceAreas = provinceCodes.map((code) => {
  const members = municipalities.filter((m) => m.provinceAbbreviation === code);
  const masses = [...new Set(members.map(landOf).filter(Boolean))];
  const merged = merge(
    cellTopology,
    cellTopology.objects.cells.geometries.filter((g) => g.properties.province === code),
  );
  return {
    type: 'Feature',
    properties: { province: code, region: members[0].regionCode },
    geometry: { type: 'MultiPolygon', coordinates: polygonClipping.intersection(merged.coordinates, masses) },
  };
});
// Borders are the arcs two different provinces share (quantizing makes both sides' copies
// identical): a region border where their regions differ, a province border otherwise.
const provinceTopology = topology({ provinces: { type: 'FeatureCollection', features: provinceAreas } }, 1e6);
const borders = mesh(provinceTopology, provinceTopology.objects.provinces, (a, b) => a !== b && a.properties.region !== b.properties.region);
const provinceBorders = mesh(
  provinceTopology,
  provinceTopology.objects.provinces,
  (a, b) => a !== b && a.properties.region === b.properties.region && a.properties.province !== b.properties.province,
);
const regionCodes = [...new Set(municipalities.map((m) => m.regionCode))];

// The province capitals: rank 1 for the regional capitals, 2 for the others.
const provinces = JSON.parse(fs.readFileSync(PROVINCES, 'utf8'));
const towns = provinces.flatMap((province) =>
  (CAPITALS_BY_PROVINCE[province.abbreviation] ?? [province.name]).map((name) => {
    const town = municipalities.find((m) => m.name === name && m.provinceAbbreviation === province.abbreviation);
    if (!town) throw new Error(`no capital ${name} in ${province.abbreviation}`);
    return {
      type: 'Feature',
      properties: { kind: 'town', name: town.name, rank: REGIONAL_CAPITALS.includes(town.name) ? 1 : 2 },
      geometry: { type: 'Point', coordinates: [round(town.lon), round(town.lat)] },
    };
  }),
);
const missingCapitals = REGIONAL_CAPITALS.filter((name) => !towns.some((t) => t.properties.name === name));
if (missingCapitals.length) throw new Error(`regional capitals not found: ${missingCapitals.join(', ')}`);
towns.sort((a, b) => a.properties.rank - b.properties.rank || a.properties.name.localeCompare(b.properties.name, 'it'));

const collection = {
  type: 'FeatureCollection',
  features: [
    ...neighbours.map((n) => ({
      type: 'Feature',
      properties: { kind: 'neighbour', name: n.name },
      geometry: { type: 'MultiPolygon', coordinates: n.coordinates },
    })),
    { type: 'Feature', properties: { kind: 'land', name: 'Italia' }, geometry: { type: 'MultiPolygon', coordinates: roundPolygons(land) } },
    { type: 'Feature', properties: { kind: 'province-borders' }, geometry: { type: 'MultiLineString', coordinates: roundLines(provinceBorders.coordinates) } },
    { type: 'Feature', properties: { kind: 'region-borders' }, geometry: { type: 'MultiLineString', coordinates: roundLines(borders.coordinates) } },
    ...towns,
  ],
};

const json = JSON.stringify(collection);
if (json.length > MAX_BYTES) throw new Error(`basemap is ${json.length} bytes, more than ${MAX_BYTES}`);
fs.mkdirSync(path.dirname(OUT), { recursive: true });
fs.writeFileSync(OUT, `${json}\n`);
console.log(
  `basemap: ${path.relative(process.cwd(), OUT)}, ${json.length} bytes, ${neighbours.length} neighbours, ${regionCodes.length} regions, ${provinceCodes.length} provinces, ${towns.length} towns`,
);
