// The store locator's data: published stores (Italian) that sell to consumers, every municipality
// with its CAPs, and the consumer catalogue's products for the select. Loaded once (CMS answers cached under their tags),
// kept in memory with the built CAP index, and reloaded when a CMS change is announced: a locator
// request reads memory and never waits for the CMS (except the very first one).
import 'server-only';
import { createHash } from 'node:crypto';
import { after } from 'next/server';
import { onContentChange, type ContentChange } from '../broadcast';
import { log } from '../log';
import { clearPageCache } from '../page-cache';
import { buildCapIndex } from '../stores/cap';
import type { CapIndex, LocatorData, Municipality, ProductChoice, ProductGroup, Store } from '../stores/types';
import { cmsGet, type Query } from './client';
import { REVALIDATE_SECONDS } from './config';
import { LoadedData } from './loaded-data';
import type { CmsMunicipality, CmsProduct, CmsStore } from './generated/schema';
import { idOf, type KeyOf, list, num, type Raw, rec, str } from './read';
import { TAGS } from './tags';

/** Strapi's `maxLimit` (apps/cms/config/api.ts). */
const PAGE_SIZE = 250;
/** Pages asked at the same time (7,896 municipalities are 32 pages). */
const PARALLEL_PAGES = 4;
/** A runaway page count stops here (100,000 rows). */
const MAX_PAGES = 400;

/** Content types the locator reads: a webhook naming one of them reloads the data. */
export const LOCATOR_MODELS: ReadonlySet<string> = new Set(['store', 'municipality', 'product', 'product-line', 'b2c-product-category']);

const STORE_TAGS = [TAGS.type('store'), TAGS.type('product'), TAGS.type('product-line')];
const MUNICIPALITY_TAGS = [TAGS.type('municipality')];
const PRODUCT_TAGS = [TAGS.type('product'), TAGS.type('b2c-product-category'), TAGS.type('product-line')];

const trimmed = <T extends object>(raw: T | null, key: KeyOf<T>) => str(raw, key)?.trim() || null;

/**
 * Whether a store belongs in the consumer locator: not when it sells to businesses only (a cash &
 * carry, `wholesale_only` in the CMS). A CMS without the field (not yet migrated) lists every store.
 */
export function forConsumers(raw: CmsStore): boolean {
  // Booleans arrive as true/false; a SQLite 1 or a string is read the same way.
  return ![true, 1, '1', 'true'].includes(raw.wholesale_only as never);
}

/** A store as the locator uses it; null when it cannot be placed on the map (no name or coordinates). */
export function mapStore(raw: CmsStore): Store | null {
  const name = trimmed(raw, 'name');
  const lat = num(raw, 'latitude');
  const lng = num(raw, 'longitude');
  if (!name || lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return {
    id: idOf(raw),
    slug: trimmed(raw, 'slug') ?? idOf(raw),
    name,
    chain: trimmed(raw, 'chain'),
    address: trimmed(raw, 'address') ?? '',
    cap: trimmed(raw, 'postal_code') ?? '',
    municipality: trimmed(raw, 'municipality') ?? '',
    province: trimmed(raw, 'district_abbreviation') ?? '',
    lat,
    lng,
    phone: trimmed(raw, 'phone'),
    productIds: list(raw.products).map(idOf).filter(Boolean),
    productLineCodes: list(raw.product_lines)
      .map((l) => trimmed(l, 'code'))
      .filter((c): c is string => c !== null),
  };
}

/** `postal_codes` is a JSON list; older rows have only `postal_code`. */
function capsOf(raw: CmsMunicipality): string[] {
  const listed = Array.isArray(raw.postal_codes) ? raw.postal_codes.filter((c): c is string => typeof c === 'string').map((c) => c.trim()) : [];
  const single = trimmed(raw, 'postal_code');
  return [...new Set(listed.length ? listed : single ? [single] : [])];
}

/** A municipality with its CAPs and centre; null without a code or coordinates (no distance from it). */
export function mapMunicipality(raw: CmsMunicipality): Municipality | null {
  const code = trimmed(raw, 'code');
  const lat = num(raw, 'latitude');
  const lng = num(raw, 'longitude');
  if (!code || lat === null || lng === null) return null;
  return { code, name: trimmed(raw, 'name') ?? code, province: trimmed(raw, 'district_abbreviation') ?? '', caps: capsOf(raw), lat, lng };
}

/** The consumer products grouped by their category (catalogue order, then name), each sorted by title. */
export function mapProductGroups(raws: readonly CmsProduct[]): ProductGroup[] {
  const groups = new Map<string, { category: { slug: string; name: string }; order: number; products: ProductChoice[] }>();
  for (const raw of raws) {
    const category = rec(raw.b2c_category);
    const categorySlug = trimmed(category, 'slug');
    const slug = trimmed(raw, 'slug');
    if (!categorySlug || !slug) continue;
    const line = rec(raw.product_line);
    const lineCode = trimmed(line, 'code');
    const product: ProductChoice = {
      id: idOf(raw),
      slug,
      title: trimmed(raw, 'title') ?? slug,
      productLine: lineCode ? { code: lineCode, name: trimmed(line, 'name') ?? lineCode } : null,
    };
    const group = groups.get(categorySlug);
    if (group) group.products.push(product);
    else
      groups.set(categorySlug, {
        category: { slug: categorySlug, name: trimmed(category, 'name') ?? categorySlug },
        order: num(category, 'order') ?? Number.MAX_SAFE_INTEGER,
        products: [product],
      });
  }
  const byName = (a: string, b: string) => a.localeCompare(b, 'it');
  return [...groups.values()]
    .sort((a, b) => a.order - b.order || byName(a.category.name, b.category.name))
    .map(({ category, products }) => ({ category, products: products.sort((a, b) => byName(a.title, b.title) || a.slug.localeCompare(b.slug)) }));
}

const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

/** The CAP index of the last municipality list, rebuilt only when that list changes. */
let builtIndex: { version: string; index: CapIndex } | null = null;

function capIndexFor(municipalities: readonly Municipality[]): { version: string; index: CapIndex } {
  const version = hash(municipalities);
  if (builtIndex?.version !== version) builtIndex = { version, index: buildCapIndex(municipalities) };
  return builtIndex;
}

/** The locator's data from the CMS rows (rows that cannot be used are left out and logged). */
export function buildLocatorData(rows: { stores: readonly Raw[]; municipalities: readonly Raw[]; products: readonly Raw[] }): LocatorData {
  const consumerStores = rows.stores.filter(forConsumers);
  const stores = consumerStores.map(mapStore).filter((s): s is Store => s !== null);
  const municipalities = rows.municipalities.map(mapMunicipality).filter((m): m is Municipality => m !== null);
  const skipped = { stores: consumerStores.length - stores.length, municipalities: rows.municipalities.length - municipalities.length };
  if (skipped.stores || skipped.municipalities) log.warn(skipped, 'store locator: rows without coordinates left out');
  const productGroups = mapProductGroups(rows.products);
  const { version: capVersion, index } = capIndexFor(municipalities);
  return {
    version: hash([capVersion, stores, productGroups]),
    stores,
    capIndex: index,
    productGroups,
    productsBySlug: new Map(productGroups.flatMap((g) => g.products.map((p) => [p.slug, p] as const))),
  };
}

/** Every row of a collection, page by page (published content only: the copy serves every visitor). */
async function allRows(path: string, query: Query, tags: string[]): Promise<Raw[]> {
  const page = (n: number) => cmsGet(path, { query: { ...query, pagination: { page: n, pageSize: PAGE_SIZE } }, tags, preview: false });
  const first = await page(1);
  const rows = list(first.data);
  const pageCount = Math.min(first.meta?.pagination?.pageCount ?? 1, MAX_PAGES);
  for (let start = 2; start <= pageCount; start += PARALLEL_PAGES) {
    const numbers = Array.from({ length: Math.min(PARALLEL_PAGES, pageCount - start + 1) }, (_, i) => start + i);
    for (const envelope of await Promise.all(numbers.map(page))) rows.push(...list(envelope.data));
  }
  return rows;
}

async function loadFromCms(): Promise<LocatorData> {
  const started = Date.now();
  const [stores, municipalities, products] = await Promise.all([
    allRows(
      '/api/stores',
      {
        // Every field of a store (a dozen short ones), not a `fields` list: a CMS not yet migrated to
        // `wholesale_only` would refuse a list naming it, and stop the locator.
        locale: 'it',
        populate: { products: { fields: ['slug'] }, product_lines: { fields: ['code'] } },
        sort: ['slug:asc'],
      },
      STORE_TAGS,
    ),
    allRows(
      '/api/municipalities',
      { fields: ['code', 'name', 'district_abbreviation', 'postal_codes', 'postal_code', 'latitude', 'longitude'], sort: ['code:asc'] },
      MUNICIPALITY_TAGS,
    ),
    allRows(
      '/api/products',
      {
        locale: 'it',
        fields: ['title', 'slug'],
        filters: { b2c_category: { id: { $notNull: true } } },
        populate: { b2c_category: { fields: ['name', 'slug', 'order'] }, product_line: { fields: ['name', 'code'] } },
        sort: ['slug:asc'],
      },
      PRODUCT_TAGS,
    ),
  ]);
  const data = buildLocatorData({ stores, municipalities, products });
  log.info(
    { stores: data.stores.length, municipalities: municipalities.length, products: data.productsBySlug.size, version: data.version, ms: Date.now() - started },
    'store locator data loaded',
  );
  return data;
}

// On globalThis: the page bundles and the content-change handlers must share one copy.
const KEY = Symbol.for('brina.stores.locator-data');
const holder = globalThis as typeof globalThis & { [KEY]?: LoadedData<LocatorData> };
const locatorData = (holder[KEY] ??= createLocatorData());

function createLocatorData(): LoadedData<LocatorData> {
  const data = new LoadedData(loadFromCms, { maxAgeMs: REVALIDATE_SECONDS * 1000 });
  // Registered once per process, with the copy: the webhook (and, with Redis, the other instances'
  // webhooks) reach every instance through lib/broadcast.ts.
  onContentChange(async (change) => {
    await refreshLocatorData(data, change);
  });
  return data;
}

function reloadQuietly(data: LoadedData<LocatorData>): Promise<void> {
  return data.reload().then(
    () => undefined,
    (error: unknown) => log.warn({ err: error instanceof Error ? error.message : String(error) }, 'store locator: reload failed, serving the previous data'),
  );
}

/**
 * The locator's data. Only the first call after the server starts waits for the CMS; a stale copy
 * is served while its replacement loads after the response.
 */
export async function getLocatorData(): Promise<LocatorData> {
  const { data, stale } = await locatorData.get();
  if (stale) {
    try {
      after(() => reloadQuietly(locatorData));
    } catch {
      // Outside a request (a script): reload at once.
      void reloadQuietly(locatorData);
    }
  }
  return data;
}

/**
 * A CMS change (lib/broadcast.ts, after the webhook's response, when Next has applied its
 * revalidations so the CMS answers are fresh): when the model is one the locator reads, the copy is
 * marked stale and reloaded here, so no visitor waits for it. A copy never loaded stays unloaded
 * until the first locator request. Media changes do not concern the locator.
 */
export async function refreshLocatorData(data: LoadedData<LocatorData>, change: Pick<ContentChange, 'event' | 'model'>): Promise<boolean> {
  if (change.event.startsWith('media.') || (change.model && !LOCATOR_MODELS.has(change.model))) return false;
  data.invalidate();
  clearPageCache();
  if (!data.loaded) return false;
  await reloadQuietly(data);
  // The store-locator pages kept by the server were rendered from the previous data.
  clearPageCache();
  return true;
}
