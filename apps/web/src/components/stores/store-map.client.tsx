'use client';
// The store locator's map: Leaflet, loaded only in the browser, over the offline basemap (coast,
// region and province borders, province capitals named where their names fit) or a tile service,
// with a keyboard-reachable marker per store, clusters where markers overlap, and the selection
// shared with the result list. It only draws what it is given.
import 'leaflet/dist/leaflet.css';
import type * as Leaflet from 'leaflet';
import type { Feature, FeatureCollection, Geometry, Point as GeoPoint } from 'geojson';
import Supercluster from 'supercluster';
import { useEffect, useMemo, useRef, useState } from 'react';
import { BASEMAP_URL, placeLabels, type BasemapKind, type TileLayerConfig, type TownProperties } from '@/lib/stores/basemap';
import type { Point } from '@/lib/stores/types';

export type StoreMapMarker = Point & {
  id: string;
  /** The marker's accessible name, e.g. "Superstore Aurora Milano, Viale Monza 210, 2.3 km". */
  label: string;
};

export type StoreMapLabels = {
  /** Accessible name of the map region. */
  map: string;
  /** Accessible name of a cluster marker of `count` stores. */
  cluster: (count: number) => string;
  zoomIn: string;
  zoomOut: string;
};

export type StoreMapProps = {
  markers: readonly StoreMapMarker[];
  /** The search point(s), each with its accessible name. */
  searchPoints: readonly (Point & { label: string })[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  labels: StoreMapLabels;
  /** Attribution of the offline basemap (BASEMAP_ATTRIBUTION[locale]). */
  basemapAttribution: string;
  /** A raster tile service (tileLayerFromEnv) instead of the offline basemap. */
  tileLayer?: TileLayerConfig | null;
  basemapUrl?: string;
  className?: string;
};

// Italy with a margin: the view cannot leave it, and with no search point the map shows all of it.
const ITALY_BOUNDS: [[number, number], [number, number]] = [
  [35.3, 6.2],
  [47.2, 18.8],
];
const AREA_BOUNDS: [[number, number], [number, number]] = [
  [34.5, 3.5],
  [48.5, 21.5],
];
// Stores of the same town are a few hundred metres apart: clusters stop just before the deepest zoom.
const MAX_ZOOM = 17;
const CLUSTER_MAX_ZOOM = MAX_ZOOM - 1;
// Markers closer than this (pixels) share a cluster.
const CLUSTER_RADIUS = 44;
// The deepest zoom a search is framed at: street tiles show detail, the offline basemap does not.
const FRAME_ZOOM_TILES = 13;
const FRAME_ZOOM_OFFLINE = 9;

const SEA = '#cfe3ee';

const BASEMAP_STYLE: Record<Exclude<BasemapKind, 'town'>, Leaflet.PathOptions> = {
  land: { color: '#7d968f', weight: 1, fillColor: '#fbf8f1', fillOpacity: 1 },
  neighbour: { color: '#a9b6b2', weight: 1, fillColor: '#e6ebe9', fillOpacity: 1 },
  'province-borders': { color: '#a9b6b2', weight: 0.8, opacity: 0.9 },
  'region-borders': { color: '#8c2f4b', weight: 1, opacity: 0.45, dashArray: '4 3' },
};

type BasemapFeature = Feature<Geometry, { kind: BasemapKind }>;
const isTown = (f: BasemapFeature): f is Feature<GeoPoint, TownProperties> => f.properties.kind === 'town' && f.geometry.type === 'Point';

// Town names sit in their own pane, above the borders and below the store markers; they are
// decoration for sighted users (the result list says where each store is), hidden from screen
// readers and never in the way of a click.
const LABEL_PANE = 'basemapLabels';
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const townHtml = (name: string, rank: number) =>
  `<span class="pointer-events-none absolute left-0 top-0 flex -translate-y-1/2 items-center gap-1 whitespace-nowrap text-ink [text-shadow:0_0_2px_#fbf8f1,0_0_3px_#fbf8f1] ${
    rank === 1 ? 'text-xs font-bold' : 'text-[11px] font-semibold text-ink-soft'
  }"><span class="block -translate-x-1/2 rounded-full border border-white bg-ink-soft ${rank === 1 ? 'h-2 w-2' : 'h-1.5 w-1.5'}"></span><span data-town-name>${escapeHtml(name)}</span></span>`;

type StoreProps = { id: string; label: string };

// A marker's look follows `data-selected` on its element, so selecting never replaces the element
// (which would drop keyboard focus).
const STORE_ICON =
  '<span class="block h-6 w-6 rounded-full border-2 border-white bg-leaf shadow transition-transform group-data-[selected=true]:scale-125 group-data-[selected=true]:border-4 group-data-[selected=true]:border-sun group-data-[selected=true]:bg-leaf-dark"></span>';
const SEARCH_ICON = '<span class="block h-5 w-5 rotate-45 border-2 border-white bg-berry shadow"></span>';
const clusterHtml = (count: number) =>
  `<span class="flex h-10 w-10 items-center justify-center rounded-full border-4 border-white bg-leaf text-sm font-bold text-white shadow group-data-[selected=true]:border-sun">${count}</span>`;

const icon = (L: typeof Leaflet, html: string, size: number) =>
  L.divIcon({ className: 'group', html, iconSize: [size, size], iconAnchor: [size / 2, size / 2] });

/** Gives a marker its accessible name and makes Enter and Space activate it like a click. */
function accessible(marker: Leaflet.Marker, label: string, onActivate?: () => void) {
  const el = marker.getElement();
  if (el) {
    el.setAttribute('aria-label', label);
    // The search point does nothing when activated: it is reachable and named, but not a button.
    if (!onActivate) el.setAttribute('role', 'img');
  }
  if (!onActivate) return;
  marker.on('click', onActivate);
  marker.on('keydown', (e: Leaflet.LeafletEvent) => {
    const event = (e as Leaflet.LeafletKeyboardEvent).originalEvent;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onActivate();
    }
  });
}

function paint(marker: Leaflet.Marker, selected: boolean, pressable: boolean) {
  const el = marker.getElement();
  if (!el) return;
  el.dataset.selected = String(selected);
  if (pressable) el.setAttribute('aria-pressed', String(selected));
  marker.setZIndexOffset(selected ? 1000 : 0);
}

/** The first value seen for a key: a new array with the same content keeps the old identity. */
function useKeyed<T>(value: T, key: string): T {
  const [kept, setKept] = useState({ key, value });
  if (kept.key !== key) {
    setKept({ key, value });
    return value;
  }
  return kept.value;
}

export function StoreMap({
  markers,
  searchPoints,
  selectedId,
  onSelect,
  labels,
  basemapAttribution,
  tileLayer = null,
  basemapUrl = BASEMAP_URL,
  className,
}: StoreMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const leaflet = useRef<typeof Leaflet | null>(null);
  const map = useRef<Leaflet.Map | null>(null);
  const [ready, setReady] = useState(false);
  const [view, setView] = useState(0);
  const clusterLabel = labels.cluster;
  // The latest callback, so marker handlers never go stale and never force a redraw.
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  }, [onSelect]);

  // Parents rebuild their arrays on every render: these are keyed by content, so the map redraws and
  // reframes only when the results or the search change.
  const markersKey = markers.map((m) => `${m.id}@${m.lat},${m.lng}:${m.label}`).join('|');
  const searchKey = searchPoints.map((p) => `${p.lat},${p.lng}:${p.label}`).join('|');
  const stableMarkers = useKeyed(markers, markersKey);
  const stableSearch = useKeyed(searchPoints, searchKey);

  const index = useMemo(() => {
    const sc = new Supercluster<StoreProps>({ radius: CLUSTER_RADIUS, maxZoom: CLUSTER_MAX_ZOOM });
    sc.load(
      stableMarkers.map((m) => ({ type: 'Feature', properties: { id: m.id, label: m.label }, geometry: { type: 'Point', coordinates: [m.lng, m.lat] } })),
    );
    return sc;
  }, [stableMarkers]);

  // The map itself: Leaflet touches `window` when imported, so it is imported here, in the browser.
  useEffect(() => {
    let cancelled = false;
    void import('leaflet').then((L) => {
      if (cancelled || !container.current) return;
      leaflet.current = L;
      map.current = L.map(container.current, {
        maxBounds: AREA_BOUNDS,
        maxBoundsViscosity: 0.8,
        minZoom: 5,
        maxZoom: MAX_ZOOM,
        zoomSnap: 0.5,
        zoomControl: false,
      }).fitBounds(ITALY_BOUNDS);
      map.current.on('moveend zoomend', () => setView((v) => v + 1));
      setReady(true);
    });
    return () => {
      cancelled = true;
      map.current?.remove();
      map.current = null;
      setReady(false);
    };
  }, []);

  // Leaflet's own zoom buttons have English names: these get the page's.
  useEffect(() => {
    const L = leaflet.current;
    const m = map.current;
    if (!ready || !L || !m) return;
    const control = L.control.zoom({ zoomInTitle: labels.zoomIn, zoomOutTitle: labels.zoomOut }).addTo(m);
    return () => void control.remove();
  }, [ready, labels.zoomIn, labels.zoomOut]);

  // Basemap: the bundled GeoJSON, or the configured tiles.
  useEffect(() => {
    const L = leaflet.current;
    const m = map.current;
    if (!ready || !L || !m) return;
    if (tileLayer) {
      const tiles = L.tileLayer(tileLayer.url, { attribution: tileLayer.attribution, maxZoom: MAX_ZOOM }).addTo(m);
      return () => void tiles.remove();
    }
    const abort = new AbortController();
    let layer: Leaflet.GeoJSON | null = null;
    let labels: Leaflet.LayerGroup | null = null;
    let placeTowns: (() => void) | null = null;
    fetch(basemapUrl, { signal: abort.signal })
      .then((r) => (r.ok ? (r.json() as Promise<FeatureCollection<Geometry, { kind: BasemapKind }>>) : Promise.reject(new Error(`basemap: HTTP ${r.status}`))))
      .then((data) => {
        const towns = data.features.filter(isTown);
        const areas: FeatureCollection<Geometry, { kind: BasemapKind }> = { type: 'FeatureCollection', features: data.features.filter((f) => !isTown(f)) };
        layer = L.geoJSON(areas, {
          interactive: false,
          attribution: basemapAttribution,
          // The class names the layer for the browser tests.
          style: (f?: BasemapFeature) =>
            f && f.properties.kind !== 'town' ? { ...BASEMAP_STYLE[f.properties.kind], className: `basemap-${f.properties.kind}` } : {},
        }).addTo(m);
        if (!m.getPane(LABEL_PANE)) {
          const pane = m.createPane(LABEL_PANE);
          pane.style.zIndex = '450';
          pane.style.pointerEvents = 'none';
          pane.setAttribute('aria-hidden', 'true');
        }
        labels = L.layerGroup().addTo(m);
        const markers = towns.map((town) => {
          const [lng = 0, lat = 0] = town.geometry.coordinates;
          const html = townHtml(town.properties.name, town.properties.rank);
          const icon = L.divIcon({ className: 'town-label', html, iconSize: [0, 0], iconAnchor: [0, 0] });
          return L.marker([lat, lng], { icon, pane: LABEL_PANE, interactive: false, keyboard: false }).addTo(labels as Leaflet.LayerGroup);
        });
        // Names are measured once (their size does not change with the zoom); after each move the
        // most important that fit in the view are shown.
        const sizes = markers.map((marker, i) => {
          const box = marker.getElement()?.firstElementChild as HTMLElement | null | undefined;
          // A map laid out while hidden measures nothing: then the name's size is estimated.
          const name = towns[i]?.properties.name ?? '';
          return { width: box?.offsetWidth || name.length * 7 + 8, height: box?.offsetHeight || 16 };
        });
        placeTowns = () => {
          const boxes = markers.map((marker, i) => {
            const p = m.latLngToContainerPoint(marker.getLatLng());
            const size = sizes[i] ?? { width: 0, height: 0 };
            return { x: p.x - 4, y: p.y - size.height / 2, width: size.width, height: size.height, rank: towns[i]?.properties.rank ?? 2 };
          });
          const size = m.getSize();
          const visible = placeLabels(boxes, { width: size.x, height: size.y });
          markers.forEach((marker, i) => {
            const el = marker.getElement();
            if (el) el.style.visibility = visible[i] ? 'visible' : 'hidden';
          });
        };
        placeTowns();
        m.on('moveend', placeTowns);
      })
      // Without the basemap the markers still work over the plain background: nothing to report to the user.
      .catch((error: unknown) => {
        if (!abort.signal.aborted) console.warn('store map: basemap not loaded', error);
      });
    return () => {
      abort.abort();
      if (placeTowns) m.off('moveend', placeTowns);
      labels?.remove();
      layer?.remove();
    };
  }, [ready, tileLayer, basemapUrl, basemapAttribution]);

  // Frame the search: its point(s) and results, or all of Italy. The offline basemap has coasts and
  // region borders but no streets: closer than FRAME_ZOOM_OFFLINE a town's view would be blank.
  const hasTiles = tileLayer !== null;
  useEffect(() => {
    const L = leaflet.current;
    const m = map.current;
    if (!ready || !L || !m) return;
    const points = [...stableSearch, ...stableMarkers].map((p) => L.latLng(p.lat, p.lng));
    const maxZoom = hasTiles ? FRAME_ZOOM_TILES : FRAME_ZOOM_OFFLINE;
    // Not animated: Leaflet ignores a zoom asked for while one is animating, so an early activation
    // of a cluster would be lost.
    if (points.length === 0) m.fitBounds(ITALY_BOUNDS, { animate: false });
    else if (points.length === 1) m.setView(points[0] as Leaflet.LatLng, Math.min(11, maxZoom), { animate: false });
    else m.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom, animate: false });
  }, [ready, stableMarkers, stableSearch, hasTiles]);

  // Search point markers.
  useEffect(() => {
    const L = leaflet.current;
    const m = map.current;
    if (!ready || !L || !m) return;
    const layer = L.layerGroup().addTo(m);
    for (const p of stableSearch) {
      const marker = L.marker([p.lat, p.lng], { icon: icon(L, SEARCH_ICON, 20), keyboard: true, zIndexOffset: -100 }).addTo(layer);
      accessible(marker, p.label);
    }
    return () => void layer.remove();
  }, [ready, stableSearch]);

  // Store markers live in one layer per result set; the view only adds and removes the markers
  // that change, so a focused marker survives panning.
  const storeLayer = useRef<{ group: Leaflet.LayerGroup; markers: Map<string, Leaflet.Marker> } | null>(null);
  useEffect(() => {
    const L = leaflet.current;
    const m = map.current;
    if (!ready || !L || !m) return;
    const group = L.layerGroup().addTo(m);
    storeLayer.current = { group, markers: new Map() };
    setView((v) => v + 1);
    return () => {
      group.remove();
      storeLayer.current = null;
    };
  }, [ready, index, clusterLabel]);

  useEffect(() => {
    const L = leaflet.current;
    const m = map.current;
    const layer = storeLayer.current;
    if (!ready || !L || !m || !layer) return;
    const b = m.getBounds();
    const bbox: [number, number, number, number] = [b.getWest() - 1, b.getSouth() - 1, b.getEast() + 1, b.getNorth() + 1];
    const wanted = new Set<string>();
    for (const f of index.getClusters(bbox, Math.round(m.getZoom()))) {
      const [lng, lat] = f.geometry.coordinates as [number, number];
      const p = f.properties;
      if ('cluster' in p && p.cluster) {
        const key = `c:${p.cluster_id}`;
        wanted.add(key);
        let marker = layer.markers.get(key);
        if (!marker) {
          marker = L.marker([lat, lng], { icon: icon(L, clusterHtml(p.point_count), 40), keyboard: true }).addTo(layer.group);
          const clusterId = p.cluster_id;
          accessible(marker, clusterLabel(p.point_count), () => m.setView([lat, lng], Math.min(index.getClusterExpansionZoom(clusterId), MAX_ZOOM)));
          layer.markers.set(key, marker);
        }
        paint(marker, selectedId !== null && index.getLeaves(p.cluster_id, Infinity).some((leaf) => leaf.properties.id === selectedId), false);
      } else {
        const { id, label } = p as StoreProps;
        const key = `s:${id}`;
        wanted.add(key);
        let marker = layer.markers.get(key);
        if (!marker) {
          marker = L.marker([lat, lng], { icon: icon(L, STORE_ICON, 32), keyboard: true }).addTo(layer.group);
          accessible(marker, label, () => select.current(id));
          layer.markers.set(key, marker);
        }
        paint(marker, id === selectedId, true);
      }
    }
    for (const [key, marker] of layer.markers) {
      if (!wanted.has(key)) {
        marker.remove();
        layer.markers.delete(key);
      }
    }
  }, [ready, index, view, selectedId, clusterLabel]);

  // A store chosen in the list: bring it into view, zoomed in until it is out of its cluster.
  useEffect(() => {
    const m = map.current;
    const store = stableMarkers.find((s) => s.id === selectedId);
    if (!ready || !m || !store) return;
    let zoom = Math.round(m.getZoom());
    // A cluster sits at the mean of its stores, up to two radii from any of them (a few km when the
    // stores are apart), so the clusters searched are those within two radii: in degrees of
    // longitude at zoom z; a degree of latitude covers more pixels, so the box is wide enough both ways.
    const clustered = (z: number) => {
      const span = (2 * CLUSTER_RADIUS * 360) / (256 * 2 ** z);
      return index.getClusters([store.lng - span, store.lat - span, store.lng + span, store.lat + span], z).some((f) => {
        const p = f.properties;
        return 'cluster' in p && p.cluster && index.getLeaves(p.cluster_id, Infinity).some((leaf) => leaf.properties.id === store.id);
      });
    };
    while (zoom < MAX_ZOOM && clustered(zoom)) zoom += 1;
    if (zoom !== Math.round(m.getZoom()) || !m.getBounds().contains([store.lat, store.lng])) m.setView([store.lat, store.lng], zoom);
  }, [ready, selectedId, stableMarkers, index]);

  // The sea's colour inline: leaflet.css (not in a cascade layer) would win over a Tailwind class.
  return (
    <div ref={container} role="region" aria-label={labels.map} style={{ background: SEA }} className={`relative z-0 ${className ?? 'h-[28rem] w-full'}`} />
  );
}
