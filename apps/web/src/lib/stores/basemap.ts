// The store map's layers: the offline basemap bundled in public/ (rebuilt by scripts/build-basemap.mjs)
// with the attribution its sources ask for, the placement of its town names, and the optional tile
// service set by MAP_TILE_URL.
import type { Locale } from '../routing/routes';

export const BASEMAP_URL = '/maps/italy.geo.json';

/**
 * `kind` of the basemap's features: Italy's land, the countries around it, the region and province
 * borders (lines), and the province capitals (points named by `name`, `rank` 1 for the regional
 * capitals and 2 for the others).
 */
export type BasemapKind = 'land' | 'neighbour' | 'region-borders' | 'province-borders' | 'town';

export type TownProperties = { kind: 'town'; name: string; rank: number };

export const BASEMAP_ATTRIBUTION: Record<Locale, string> = {
  it: 'Natural Earth (pubblico dominio) via world-atlas (ISC); confini e capoluoghi approssimati da dati ISTAT (CC BY 4.0) e Wikidata (CC0)',
  en: 'Natural Earth (public domain) via world-atlas (ISC); approximate borders and provincial capitals from ISTAT (CC BY 4.0) and Wikidata (CC0) data',
};

/** A town name's box on screen (pixels, top-left origin) and its rank (lower is more important). */
export type LabelBox = { x: number; y: number; width: number; height: number; rank: number };

/**
 * Which town names to show in the current view: the most important first (rank, then the given
 * order), each only when it lies wholly inside the view (`view`, pixels; no name cut at the map's
 * edge) and overlaps none already shown (with `gap` pixels around it), so names never cover each
 * other; zooming in makes room for more of them.
 */
export function placeLabels(boxes: readonly LabelBox[], view: { width: number; height: number } | null = null, gap = 4): boolean[] {
  const order = boxes.map((_, i) => i).sort((a, b) => (boxes[a]?.rank ?? 0) - (boxes[b]?.rank ?? 0) || a - b);
  const shown: LabelBox[] = [];
  const visible = boxes.map(() => false);
  for (const i of order) {
    const box = boxes[i];
    if (!box) continue;
    if (view && (box.x < 0 || box.y < 0 || box.x + box.width > view.width || box.y + box.height > view.height)) continue;
    const clear = shown.every(
      (s) => box.x + box.width + gap <= s.x || s.x + s.width + gap <= box.x || box.y + box.height + gap <= s.y || s.y + s.height + gap <= box.y,
    );
    if (clear) {
      shown.push(box);
      visible[i] = true;
    }
  }
  return visible;
}

export type TileLayerConfig = { url: string; attribution: string };

export class MapConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MapConfigError';
  }
}

/**
 * The raster tile service from `MAP_TILE_URL` (an https `{z}/{x}/{y}` template) and `MAP_ATTRIBUTION`,
 * or null to keep the offline basemap. Tile providers require their attribution, so a URL without one
 * is a configuration error rather than a silent fallback.
 */
export function tileLayerFromEnv(env: Record<string, string | undefined>): TileLayerConfig | null {
  const url = env.MAP_TILE_URL?.trim();
  if (!url) return null;
  const attribution = env.MAP_ATTRIBUTION?.trim();
  if (!attribution) throw new MapConfigError('MAP_TILE_URL is set but MAP_ATTRIBUTION is empty');
  if (!/^https:\/\/[^\s]+$/.test(url) || !['{z}', '{x}', '{y}'].every((p) => url.includes(p))) {
    throw new MapConfigError('MAP_TILE_URL must be an https URL template with {z}, {x} and {y}');
  }
  return { url, attribution };
}

/**
 * The source the Content-Security-Policy's `img-src` must allow for a `MAP_TILE_URL` template
 * (Leaflet's `{s}` subdomains become a `*.` wildcard), or null when there is none or it is not a
 * plain https host.
 */
export function tileImageSource(url: string | undefined): string | null {
  const host = /^https:\/\/([^/?#]+)\//.exec(url?.trim() ?? '')?.[1]?.replace(/^\{s\}\./, '*.');
  return host && /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?$/i.test(host) ? `https://${host}` : null;
}
