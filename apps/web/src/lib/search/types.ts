// The search contract: what gets indexed, what a query asks and what comes back. Any engine
// (the in-process Orama index today, Typesense or OpenSearch later) implements `SearchIndex`.
import messages from '../../../messages/it.json';
import type { AllergenCode } from '../catalogue/allergens';

export const SEARCH_LOCALES = ['it', 'en'] as const;
export type SearchLocale = (typeof SEARCH_LOCALES)[number];

export const SEARCH_AUDIENCES = ['B2C', 'B2B'] as const;
export type SearchAudience = (typeof SEARCH_AUDIENCES)[number];

/**
 * The kinds of result, in the order of the overlay's groups and the search page's facets: the keys of
 * `search.types` in the messages, which hold each group's name (a new group is named there, once;
 * a unit test keeps both languages' keys in the same order).
 */
export type SearchDocType = keyof (typeof messages)['search']['types'];
export const SEARCH_DOC_TYPES = Object.keys(messages.search.types) as readonly SearchDocType[];

export type SearchDoc = {
  /** Stable across edits and slug changes, e.g. `product:<documentId>`; unique within a locale. */
  id: string;
  type: SearchDocType;
  locale: SearchLocale;
  audiences: SearchAudience[];
  title: string;
  /** Plain text, no markup. */
  body: string;
  /** Public path of the page, e.g. `/it/prodotti/verdure/spinaci-in-foglia`. */
  url: string;
  /**
   * The page in an audience when it is not `url`: a product in both catalogues, or a recipe, has
   * one path per audience (`/it/foodservice/prodotti/...`). Hits carry the path of the query's audience.
   */
  urls?: Partial<Record<SearchAudience, string>>;
  image?: { url: string; alt: string } | null;
  /** ISO date for dated content (news, press, articles; an event's start). */
  date?: string | null;
  /**
   * Products and recipes: the Annex II allergens they contain or may contain (traces), as the
   * catalogue's free-from filter reads them. Absent on other content, which a free-from query
   * matches by the allergen's name instead.
   */
  allergens?: AllergenCode[];
};

/** A hit carries the document without its body (the excerpt is what a result list shows), its `url` in the query's audience. */
export type SearchHitDoc = Omit<SearchDoc, 'body' | 'urls' | 'allergens'>;

export type SearchHit = {
  doc: SearchHitDoc;
  /** The title, HTML-escaped, with the matched words in `<mark>`. */
  titleHtml: string;
  /** A passage of the body around the first match, escaped and marked the same way. */
  excerptHtml: string;
};

export type SearchQuery = {
  q: string;
  locale: SearchLocale;
  audience: SearchAudience;
  /** Restricts the hits (not the facets) to one type. */
  type?: SearchDocType | null;
  /** 1-based; clamped to the pages that exist. */
  page: number;
  pageSize: number;
};

export type SearchFacets = Record<SearchDocType, number>;

export type SearchResult = {
  /** The query as it was searched (sanitised): render it as text. */
  q: string;
  /** Hits of the requested type (all types without a filter). */
  total: number;
  /** Matches per type within the audience, whatever the type filter. */
  facets: SearchFacets;
  hits: SearchHit[];
  /** A corrected query that has results, offered when this one has none. */
  didYouMean: string | null;
  /** Allergens a free-from phrase of the query asked to leave out ("senza glutine", "gluten free"), in Annex II order. */
  freeFrom: AllergenCode[];
  /** No document has every word: these are the ones with most of them. */
  relaxed: boolean;
  /** When nothing matches: what the same query finds in the other language's index (the audience's, every type). */
  otherLocale: { locale: SearchLocale; total: number } | null;
  page: number;
  pageCount: number;
};

export type SearchSuggestionGroup = { type: SearchDocType; count: number; hits: SearchHit[] };

export type SearchSuggestions = {
  q: string;
  total: number;
  /** Types with matches, in `SEARCH_DOC_TYPES` order, each with its first hits. */
  groups: SearchSuggestionGroup[];
};

export type SearchIndexStats = {
  documents: Record<SearchLocale, number>;
  /** Distinct words known per language (the did-you-mean vocabulary). */
  words: Record<SearchLocale, number>;
  builtAt: string | null;
  updatedAt: string | null;
};

export type SuggestOptions = {
  /** Build each hit's `excerptHtml` (most of a hit's cost: the body is analysed up to its first match); '' without. Default true. */
  excerpts?: boolean;
};

export type SearchIndex = {
  /** Swaps the whole index for one built from `docs`; searches keep answering from the old one meanwhile. */
  replaceAll(docs: readonly SearchDoc[]): Promise<void>;
  /** Adds documents or replaces those with the same id and locale. */
  upsert(docs: readonly SearchDoc[]): Promise<void>;
  /** Removes documents by id, in one locale or (without `locale`) in all of them. */
  remove(ids: readonly string[], locale?: SearchLocale): Promise<void>;
  /** Never rejects: bad input gives an empty result. */
  search(query: SearchQuery): Promise<SearchResult>;
  /** Search as you type: the last word may be unfinished. The first `limit` hits of each type. */
  suggest(q: string, locale: SearchLocale, audience: SearchAudience, limit: number, options?: SuggestOptions): Promise<SearchSuggestions>;
  stats(): Promise<SearchIndexStats>;
};

export class SearchIndexError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SearchIndexError';
  }
}
