'use client';
// The locator's results: the list (rendered on the server, complete without JavaScript) and, in the
// browser, the map with one marker per listed store. Choosing a store in either highlights it in both.
import dynamic from 'next/dynamic';
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { type Texts, translator } from '@/i18n/texts';
import type { TileLayerConfig } from '@/lib/stores/basemap';
import type { Point } from '@/lib/stores/types';

// Leaflet needs `window`: the map is imported in the browser only, after the list is on screen.
const StoreMap = dynamic(() => import('./store-map.client').then((m) => m.StoreMap), {
  ssr: false,
  loading: () => <div className="h-full min-h-[22rem] w-full animate-pulse rounded-3xl bg-frost" aria-hidden="true" />,
});

export type ResultItem = {
  id: string;
  name: string;
  chain: string | null;
  /** Street, CAP, town and province. */
  address: string;
  /** Formatted, e.g. "2,3 km". */
  distance: string;
  phone: string | null;
  phoneHref: string | null;
  directionsHref: string;
  /** Set when the store carries the product's whole line rather than listing the product. */
  lineNote: string | null;
  lat: number;
  lng: number;
  markerLabel: string;
};

type Props = {
  items: readonly ResultItem[];
  searchPoints: readonly (Point & { label: string })[];
  tileLayer: TileLayerConfig | null;
  basemapAttribution: string;
  texts: Texts<'stores'>;
};

const noSubscription = () => () => {};
const itemId = (id: string) => `store-${id}`;

export function StoreResults({ items, searchPoints, tileLayer, basemapAttribution, texts }: Props) {
  const t = translator(texts, 'stores');
  const ta = translator(texts, 'a11y');
  // The map and the "show on map" buttons exist only once JavaScript runs.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = items.find((i) => i.id === selectedId) ?? null;

  // A marker chosen on the map: its list entry comes into view (focus stays on the marker).
  const onMarker = useCallback((id: string) => {
    setSelectedId(id);
    document.getElementById(itemId(id))?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);

  const onShow = (id: string) => {
    setSelectedId(id);
    // Below the list on small screens: bring the map into view.
    document.getElementById('store-map')?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };

  const markers = useMemo(() => items.map((i) => ({ id: i.id, lat: i.lat, lng: i.lng, label: i.markerLabel })), [items]);
  const labels = useMemo(() => ({ map: t('map'), cluster: (count: number) => t('cluster', { count }), zoomIn: t('zoomIn'), zoomOut: t('zoomOut') }), [t]);

  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
      <ol className="space-y-4" data-store-list>
        {items.map((item, index) => {
          const isSelected = item.id === selectedId;
          return (
            <li
              key={item.id}
              id={itemId(item.id)}
              className={`scroll-mt-24 rounded-2xl bg-white p-5 ring-1 transition-shadow ${isSelected ? 'shadow-lg ring-4 ring-sun' : 'ring-line'}`}
              data-store-item={item.id}
              data-selected={isSelected}
            >
              <div className="flex items-start justify-between gap-4">
                <div>
                  {item.chain ? <p className="text-sm font-semibold uppercase tracking-wide text-leaf">{item.chain}</p> : null}
                  <h3 className="font-serif text-xl font-semibold">
                    <span className="sr-only">{index + 1}. </span>
                    <span data-store-name>{item.name}</span>
                  </h3>
                </div>
                <p className="shrink-0 rounded-full bg-frost px-3 py-1 font-semibold" data-distance>
                  {item.distance}
                </p>
              </div>
              <p className="mt-2">{item.address}</p>
              {item.lineNote ? <p className="mt-1 text-sm text-ink-soft">{item.lineNote}</p> : null}
              <ul className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-2">
                {item.phone ? (
                  <li>
                    {item.phoneHref ? (
                      <a href={item.phoneHref} className="font-semibold text-leaf underline-offset-2 hover:underline">
                        <span className="sr-only">{t('phone')} </span>
                        {item.phone}
                      </a>
                    ) : (
                      <span>{item.phone}</span>
                    )}
                  </li>
                ) : null}
                <li>
                  <a
                    href={item.directionsHref}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-semibold text-leaf underline-offset-2 hover:underline"
                    data-directions
                  >
                    {t('directions')}
                    <span className="sr-only"> {ta('opensInNewTab')}</span>
                  </a>
                </li>
                {hydrated ? (
                  <li>
                    <button
                      type="button"
                      onClick={() => onShow(item.id)}
                      aria-pressed={isSelected}
                      className="font-semibold text-ink-soft underline underline-offset-2 hover:text-ink"
                      data-show-on-map
                    >
                      {t('showOnMap')}
                      <span className="sr-only">: {item.name}</span>
                    </button>
                  </li>
                ) : null}
              </ul>
            </li>
          );
        })}
      </ol>
      {hydrated ? (
        <div id="store-map" className="h-[24rem] overflow-hidden rounded-3xl ring-1 ring-line lg:sticky lg:top-24 lg:h-[36rem]" data-store-map>
          <StoreMap
            markers={markers}
            searchPoints={searchPoints}
            selectedId={selectedId}
            onSelect={onMarker}
            labels={labels}
            basemapAttribution={basemapAttribution}
            tileLayer={tileLayer}
            className="h-full w-full"
          />
        </div>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {selected ? t('selected', { name: selected.name, distance: selected.distance }) : ''}
      </p>
    </div>
  );
}
