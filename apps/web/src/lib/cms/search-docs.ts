// What the search index holds: every published CMS document that has a page, in both languages,
// read with only the fields the index needs and mapped to `SearchDoc` (audiences, public URLs,
// plain-text body); and the re-read of one document when the CMS webhook reports a change.
import type { AllergenCode } from '../catalogue/allergens';
import { CONTENT_TYPES, contentPages, type ContentType } from '../content/registry';
import { richTextToPlain } from '../rich-text';
import { pathFor } from '../routing/paths';
import { LOCALES, type AudienceMode, type Locale } from '../routing/routes';
import { SEARCH_AUDIENCES, type SearchAudience, type SearchDoc, type SearchDocType } from '../search/types';
import { categoryLabel, IMAGE_FIELDS, NAME_AND_SLUG } from './search-fields';
import { cmsGet, type Query } from './client';
import { absolute, mapMedia } from './media';
import { bool, idOf, list, type Raw, rec, str } from './read';
import { TAGS } from './tags';

export { sectionsText } from './search-fields';

/** Strapi's largest page: the loaders walk the pages of each collection. */
const PAGE_SIZE = 100;
/** CMS requests in flight while loading everything. */
const LOAD_CONCURRENCY = 4;
/** A result thumbnail: the smallest image format at least this wide. */
const THUMBNAIL_WIDTH = 150;

function thumbnail(value: unknown): SearchDoc['image'] {
  const media = mapMedia(value);
  if (!media || !media.mime.startsWith('image/')) return null;
  const format = media.formats.find((f) => f.width >= THUMBNAIL_WIDTH);
  return { url: format?.url ?? media.url, alt: media.alt };
}

type Pages = Partial<Record<AudienceMode, string | null>>;

type DocFields = {
  title: string | null;
  body: (string | null | undefined)[];
  /** The document's page in each audience it belongs to (null or absent: not in that audience). */
  pages: Pages;
  image?: unknown;
  date?: string | null;
  /** Products and recipes: what the free-from filter reads. */
  allergens?: Set<AllergenCode>;
};

/** The non-empty parts of a body, without one that only repeats the start of the next (an excerpt that opens the description). */
function withoutRepeats(parts: (string | null | undefined)[]): string[] {
  const texts = parts.filter((t): t is string => Boolean(t?.trim()));
  return texts.filter((text, i) => !texts[i + 1]?.startsWith(text.trim()));
}

/** A CMS document's search entry, or null when it has no title or no page in any audience. */
export function toSearchDoc(source: SearchSource, raw: Raw, locale: Locale): SearchDoc | null {
  const { title, body, pages, image, date, allergens } = source.fields(raw, locale);
  const audiences = SEARCH_AUDIENCES.filter((a) => Boolean(pages[a]));
  const first = audiences[0];
  if (!title || first === undefined) return null;
  const url = pages[first] as string;
  const urls = Object.fromEntries(audiences.filter((a) => pages[a] !== url).map((a) => [a, pages[a]])) as Partial<Record<SearchAudience, string>>;
  return {
    id: `${source.type}:${idOf(raw)}`,
    type: source.type,
    locale,
    audiences,
    title,
    // Every part as plain text, whatever its field type: editors write markdown in plain text fields
    // too (a product's ingredients bold their allergens, **sedano**), and snippets must not show it.
    body: withoutRepeats(body.map(richTextToPlain)).join('\n'),
    url,
    ...(Object.keys(urls).length ? { urls } : {}),
    image: image === undefined ? null : thumbnail(image),
    date: date ?? null,
    ...(allergens ? { allergens: [...allergens] } : {}),
  };
}

const relationSlug = (raw: Raw, field: string) => str(rec(raw[field]), 'slug');
/** The pages of a document flagged per audience (`available_b2c` / `available_b2b`). */
const flagged = (raw: Raw, page: (mode: AudienceMode) => string | null): Pages => ({
  B2C: bool(raw, 'available_b2c') ? page('B2C') : null,
  B2B: bool(raw, 'available_b2b') ? page('B2B') : null,
});

export type SearchSource = {
  /** The CMS model name, as the webhook reports it. */
  model: string;
  type: SearchDocType;
  api: string;
  /** False for a type the CMS keeps in one language (the blog): Italian only, read without a locale. */
  localized: boolean;
  query: Query;
  /** What the entry of one document says, read from its CMS answer. */
  fields: (raw: Raw, locale: Locale) => DocFields;
};

/** A described content type's source (lib/content): its pages are the registry's. */
const describedSource = (type: ContentType & { search: NonNullable<ContentType['search']> }): SearchSource => ({
  model: type.model,
  type: type.search.type,
  api: type.api,
  localized: type.localized !== false,
  query: type.search.query,
  fields: (raw, locale) => ({ ...type.search.fields(raw, locale), pages: contentPages(type, raw, locale) }),
});

export const SEARCH_SOURCES: readonly SearchSource[] = [
  {
    model: 'download',
    type: 'download',
    api: '/api/downloads',
    localized: true,
    query: {
      fields: ['title', 'description', 'available_b2c', 'available_b2b'],
      populate: { file: { fields: ['url'] }, cover: IMAGE_FIELDS, category: NAME_AND_SLUG },
    },
    fields: (raw, locale) => {
      const file = str(rec(raw.file), 'url');
      // The downloads page (its category's group) is a consumer page; food service gets the file itself.
      const anchor = `#download-${relationSlug(raw, 'category') ?? 'other'}`;
      const page = (mode: AudienceMode) => (mode === 'B2C' ? `${pathFor('downloads', locale)}${anchor}` : file ? absolute(file) : null);
      return {
        title: str(raw, 'title'),
        body: [categoryLabel(raw, 'category'), str(raw, 'description')],
        pages: flagged(raw, page),
        image: raw.cover ?? null,
      };
    },
  },
  {
    model: 'video-download',
    type: 'video',
    api: '/api/video-downloads',
    localized: true,
    query: { fields: ['title', 'slug', 'description', 'transcript', 'available_b2c', 'available_b2b'], populate: { poster: IMAGE_FIELDS } },
    fields: (raw, locale) => {
      // The videos page has no detail pages: each video is an anchor on it (as the page names them).
      const anchor = `#video-${str(raw, 'slug') ?? idOf(raw)}`;
      const page = (mode: AudienceMode) => `${pathFor(mode === 'B2B' ? 'B2B-video-downloads' : 'video-downloads', locale)}${anchor}`;
      return {
        title: str(raw, 'title'),
        body: [str(raw, 'description'), str(raw, 'transcript')],
        pages: flagged(raw, page),
        image: raw.poster ?? null,
      };
    },
  },
  ...CONTENT_TYPES.flatMap((type) => (type.search ? [describedSource({ ...type, search: type.search })] : [])),
];

/**
 * Models whose change alters other documents' search entries (category names and slugs are in
 * their products' URLs and text): the whole index is rebuilt.
 */
export const SEARCH_RELATED_MODELS: ReadonlySet<string> = new Set([
  'b2c-product-category',
  'b2b-product-category',
  'recipe-category',
  'blog-category',
  'page-category',
  'download-category',
]);

export function searchSourceOf(model: string): SearchSource | null {
  return SEARCH_SOURCES.find((s) => s.model === model) ?? null;
}

const localesOf = (source: SearchSource): readonly Locale[] => (source.localized ? LOCALES : ['it']);

/** Every published document of a source in a locale, page by page, straight from the CMS. */
async function loadSource(source: SearchSource, locale: Locale, filters?: Query): Promise<SearchDoc[]> {
  const docs: SearchDoc[] = [];
  for (let page = 1, pageCount = 1; page <= pageCount; page += 1) {
    const envelope = await cmsGet(source.api, {
      query: {
        ...(source.localized ? { locale } : {}),
        ...source.query,
        ...(filters ? { filters } : {}),
        sort: ['id:asc'],
        pagination: { page, pageSize: PAGE_SIZE },
      },
      tags: [TAGS.type(source.model)],
      preview: false,
      fresh: true,
    });
    for (const raw of list(envelope.data)) {
      const doc = toSearchDoc(source, raw, locale);
      if (doc) docs.push(doc);
    }
    pageCount = envelope.meta?.pagination?.pageCount ?? 1;
  }
  return docs;
}

/** Every searchable document of the site, in both languages. Rejects when the CMS cannot be read. */
export async function loadAllSearchDocs(): Promise<SearchDoc[]> {
  const jobs = SEARCH_SOURCES.flatMap((source) => localesOf(source).map((locale) => () => loadSource(source, locale)));
  const parts: SearchDoc[][] = new Array<SearchDoc[]>(jobs.length);
  let next = 0;
  // A few requests at a time: a rebuild is quick without crowding out the pages being rendered.
  const worker = async () => {
    for (let i = next++; i < jobs.length; i = next++) parts[i] = await (jobs[i] as () => Promise<SearchDoc[]>)();
  };
  await Promise.all(Array.from({ length: LOAD_CONCURRENCY }, worker));
  return parts.flat();
}

export type SearchDocChange = {
  /** The document's current search entries (one per locale where it is published and has a page). */
  upsert: SearchDoc[];
  /** Its entries to drop: the locales where it is no longer published (or never was). */
  remove: { id: string; locale: Locale }[];
};

/**
 * The search entries of one CMS document, re-read after a webhook: published in a locale → its
 * entry there (a new slug replaces the old, as the id is the document's); otherwise removed.
 * Only `locale` when the webhook names one (each language is its own entry in the CMS), else all.
 * Null when the model has no search entries.
 */
export async function loadSearchDocChange(model: string, documentId: string, locale?: Locale | null): Promise<SearchDocChange | null> {
  const source = searchSourceOf(model);
  if (!source) return null;
  const locales = locale && localesOf(source).includes(locale) ? [locale] : localesOf(source);
  const found = await Promise.all(locales.map((l) => loadSource(source, l, { documentId: { $eq: documentId } })));
  const change: SearchDocChange = { upsert: [], remove: [] };
  locales.forEach((l, i) => {
    const doc = found[i]?.[0];
    if (doc) change.upsert.push(doc);
    else change.remove.push({ id: `${source.type}:${documentId}`, locale: l });
  });
  // A recipe has its Brina products' allergens (the free-from filter): the recipes that use the product are read again too.
  const recipes = model === 'product' ? searchSourceOf('recipe') : null;
  if (recipes) {
    const using = await Promise.all(locales.map((l) => loadSource(recipes, l, { ingredients: { product: { documentId: { $eq: documentId } } } })));
    change.upsert.push(...using.flat());
  }
  return change;
}
