// The store locator (`/it/store-locator`, consumer mode, Italian only): a GET form (CAP or the
// browser's position, and a product) whose results the server renders, nearest first; the map is
// a browser-only enhancement of the list.
import { settingText } from '../../../config.mjs';
import { getFormatter, getTranslations } from 'next-intl/server';
import { PageCrumbs, PageHeading } from '@/components/editorial/page-header';
import { clientTexts } from '@/i18n/client-texts';
import { log } from '@/lib/log';
import { homePath } from '@/lib/routing/paths';
import { BASEMAP_ATTRIBUTION, tileLayerFromEnv, type TileLayerConfig } from '@/lib/stores/basemap';
import { MAX_RESULTS, SEARCH_RADIUS_KM, directionsUrl, phoneHref, type StoreHit } from '@/lib/stores/locator';
import { distancePrecision, originPoints, shownDistance, type DistancePrecision, type SearchOrigin } from '@/lib/stores/search';
import type { ProductChoice } from '@/lib/stores/types';
import { LocatorForm } from './locator-form';
import { StoreResults, type ResultItem } from './store-results.client';
import { STORE_LOCATOR_PATH as PATH, type StoreLocatorData } from '@/loaders/stores';

/** The results' anchor: the form jumps there after a search. */
export const RESULTS_ID = 'risultati';

let reportedTileError = false;

/** The configured tile service, or the offline basemap when it is missing or wrong (logged once). */
function tileLayer(): TileLayerConfig | null {
  try {
    return tileLayerFromEnv({ MAP_TILE_URL: settingText('MAP_TILE_URL') ?? undefined, MAP_ATTRIBUTION: settingText('MAP_ATTRIBUTION') ?? undefined });
  } catch (error) {
    if (!reportedTileError)
      log.error({ err: error instanceof Error ? error.message : String(error) }, 'store map: tile service ignored, using the offline basemap');
    reportedTileError = true;
    return null;
  }
}

type Formatter = Awaited<ReturnType<typeof getFormatter>>;
type Translator = Awaited<ReturnType<typeof getTranslations<'stores'>>>;

/** The CAP and the town(s) it stands for, e.g. "20135 Milano". */
function capPlace(origin: Extract<SearchOrigin, { kind: 'cap' }>): string {
  const names = origin.resolution.municipalities.map((m) => m.name);
  return `${origin.resolution.cap} ${names.length > 3 ? `${names.slice(0, 3).join(', ')}…` : names.join(', ')}`;
}

/** "2,8 km" from a position; "circa 3 km" or "meno di 1 km" from a CAP (lib/stores/search.ts). */
function distanceText(km: number, precision: DistancePrecision, t: Translator, format: Formatter): string {
  const shown = shownDistance(km, precision);
  if (shown.kind === 'under1') return t('distanceUnder1');
  if (shown.kind === 'about') return t('distanceAbout', { km: format.number(shown.km, { maximumFractionDigits: 0 }) });
  return t('distance', { km: format.number(shown.km, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) });
}

/** What the distances are measured from, and how precise they are. */
function distanceNote(origin: SearchOrigin, t: Translator): string {
  if (origin.kind === 'position') return t('distanceNotePosition');
  const towns = origin.resolution.municipalities.map((m) => m.name);
  const town = towns.length > 3 ? `${towns.slice(0, 3).join(', ')}…` : towns.join(', ');
  return origin.resolution.match === 'city-zone'
    ? t('distanceNoteZone', { cap: origin.resolution.cap, town })
    : t('distanceNoteTown', { count: towns.length, town });
}

function resultItem(hit: StoreHit, product: ProductChoice, precision: DistancePrecision, t: Translator, format: Formatter): ResultItem {
  const { store } = hit;
  const distance = distanceText(hit.km, precision, t, format);
  const address = [store.address, [store.cap, store.municipality].filter(Boolean).join(' ') + (store.province ? ` (${store.province})` : '')]
    .filter(Boolean)
    .join(', ');
  return {
    id: store.id,
    name: store.name,
    chain: store.chain,
    address,
    distance,
    phone: store.phone,
    phoneHref: store.phone ? phoneHref(store.phone) : null,
    directionsHref: directionsUrl(hit.from, store),
    lineNote: hit.match === 'line' && product.productLine ? t('lineMatch', { line: product.productLine.name }) : null,
    lat: store.lat,
    lng: store.lng,
    markerLabel: t('markerLabel', { name: store.name, address, distance }),
  };
}

export async function StoreLocatorPage({ locale, form, outcome, productGroups }: StoreLocatorData) {
  const [t, format, texts] = await Promise.all([getTranslations('stores'), getFormatter(), clientTexts('stores')]);
  const title = t('title');
  const errors = outcome.kind === 'invalid' ? outcome.errors : [];

  let results = null;
  if (outcome.kind === 'found') {
    const { origin, product, search } = outcome;
    const place = origin.kind === 'cap' ? capPlace(origin) : null;
    const hits = search.results.length ? search.results : search.nearestBeyond ? [search.nearestBeyond] : [];
    const precision = distancePrecision(origin);
    const items = hits.map((hit) => resultItem(hit, product, precision, t, format));
    const searchPoints = originPoints(origin).map((p, i) => ({
      ...p,
      label:
        origin.kind === 'cap'
          ? t('searchPoint', { place: `${origin.resolution.cap} ${origin.resolution.municipalities[i]?.name ?? ''}`.trim() })
          : t('searchPointPosition'),
    }));
    const nearest = search.nearestBeyond;
    results = (
      <section
        id={RESULTS_ID}
        aria-labelledby="results-title"
        className="scroll-mt-24"
        data-locator-results={items.length}
        data-nearest-beyond={nearest ? nearest.store.id : undefined}
      >
        <h2 id="results-title" className="font-serif text-3xl font-semibold">
          {place ? t('resultsTitle', { place }) : t('resultsTitlePosition')}
        </h2>
        <p className="mt-2 text-ink-soft" data-results-summary>
          {search.results.length
            ? t(search.results.length >= MAX_RESULTS ? 'resultsCapped' : 'resultsCount', {
                count: search.results.length,
                km: SEARCH_RADIUS_KM,
                product: product.title,
              })
            : nearest
              ? t('none', { km: SEARCH_RADIUS_KM, product: product.title })
              : t('noneAtAll', { product: product.title })}
        </p>
        {hits.length ? (
          <p className="mt-1 max-w-3xl text-sm text-ink-soft" data-distance-note={precision}>
            {distanceNote(origin, t)}
          </p>
        ) : null}
        {nearest ? (
          <p className="mt-4 rounded-2xl bg-sun/20 p-4 font-semibold" data-nearest-message>
            {t('nearestBeyond', {
              name: nearest.store.name,
              municipality: nearest.store.municipality,
              distance: distanceText(nearest.km, precision, t, format),
            })}
          </p>
        ) : null}
        {items.length ? (
          <StoreResults items={items} searchPoints={searchPoints} tileLayer={tileLayer()} basemapAttribution={BASEMAP_ATTRIBUTION[locale]} texts={texts} />
        ) : null}
      </section>
    );
  }

  return (
    <div data-store-locator>
      <PageCrumbs homeHref={homePath(locale, 'B2C')} crumbs={[{ label: title, href: PATH }]} />
      <PageHeading title={title} intro={t('intro')} wide />
      <div className="mx-auto max-w-7xl space-y-10 px-4 pb-16 pt-8">
        <LocatorForm action={`${PATH}#${RESULTS_ID}`} form={form} errors={errors} groups={productGroups} />
        {results}
      </div>
    </div>
  );
}
