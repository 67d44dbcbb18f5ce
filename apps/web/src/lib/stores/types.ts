// App types of the store locator: stores, municipalities with their CAPs, and search points.
// They are plain data, built by the CMS loader and searched in memory (no CMS call per request).

export type Point = { lat: number; lng: number };

export type Store = {
  /** The CMS documentId. */
  id: string;
  slug: string;
  name: string;
  chain: string | null;
  address: string;
  cap: string;
  municipality: string;
  /** Province abbreviation, e.g. `MI`. */
  province: string;
  lat: number;
  lng: number;
  phone: string | null;
  /** documentIds of the products the store sells. */
  productIds: readonly string[];
  /** Codes of the product lines the store carries in full, e.g. `BIO`. */
  productLineCodes: readonly string[];
};

export type Municipality = {
  /** 6-digit ISTAT code, e.g. `015146` (Milano). */
  code: string;
  name: string;
  /** Province abbreviation, e.g. `MI`. */
  province: string;
  caps: readonly string[];
  lat: number;
  lng: number;
};

/** A city whose streets have their own CAPs (zones), while the municipality list has only one of them. */
export type ZonedCity = {
  /** ISTAT code of the municipality. */
  code: string;
  first: string;
  last: string;
  /** The city's old generic CAP (`xx100`), still written by many; null when it never had one. */
  generic: string | null;
};

export type CapIndex = {
  byCap: ReadonlyMap<string, readonly Municipality[]>;
  /** Listed CAPs, sorted, by their first four digits (a postal routing area). */
  byArea: ReadonlyMap<string, readonly string[]>;
  zones: readonly { first: number; last: number; generic: number | null; municipality: Municipality }[];
};

/** A product of the consumer catalogue in the locator's product select. */
export type ProductChoice = {
  /** The CMS documentId (what stores list). */
  id: string;
  /** The Italian slug: the locator's `?product=` value. */
  slug: string;
  title: string;
  productLine: { code: string; name: string } | null;
};

/** The select's option groups: the consumer catalogue's categories, in catalogue order. */
export type ProductGroup = { category: { slug: string; name: string }; products: readonly ProductChoice[] };

/** Everything a locator request needs, loaded once from the CMS and searched in memory. */
export type LocatorData = {
  /** Changes whenever any of the loaded data changes. */
  version: string;
  stores: readonly Store[];
  capIndex: CapIndex;
  productGroups: readonly ProductGroup[];
  productsBySlug: ReadonlyMap<string, ProductChoice>;
};
