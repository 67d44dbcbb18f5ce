// Every published document's slug with its translations: static params and the sitemap.
import type { AudienceMode, Locale } from '../routing/routes';
import { cmsGet, isPreview, type Query } from './client';
import { bool, list, mapLocalizations, num, type Raw, rec, slugOf, str } from './read';
import { BLOG_TAGS, TAGS } from './tags';
import { firstBySlug, slugFields, localizationFields } from './query';
import { listSlugDocs } from '../content/documents';
import { PRODUCT } from '../content/product';

export type PageRef = { slug: string; category: string | null };

/** A corporate page's slug and category slug (its URL's two segments). */
export function pageRef(raw: Raw): PageRef | null {
  const slug = str(raw, 'slug');
  return slug ? { slug, category: str(rec(raw.category), 'slug') } : null;
}

/** A product's or recipe's slug, its category per audience and, for a recipe, the servings it is written for. */
type SlugRef = { slug: string; documentId: string | null; b2c: string | null; b2b: string | null; servings: number | null };

function slugRef(kind: 'products' | 'recipes', d: Raw): SlugRef {
  return {
    slug: str(d, 'slug') ?? '',
    documentId: str(d, 'documentId'),
    b2c: kind === 'products' ? str(rec(d.b2c_category), 'slug') : bool(d, 'available_b2c') ? str(rec(d.category), 'slug') : null,
    b2b: kind === 'products' ? str(rec(d.b2b_category), 'slug') : bool(d, 'available_b2b') ? str(rec(d.category), 'slug') : null,
    servings: kind === 'recipes' ? num(d, 'servings') : null,
  };
}

/** Every published product and recipe with its category slugs per mode and its translation (static params, sitemap). */
export async function listAllSlugs(
  kind: 'products' | 'recipes',
  locale: Locale,
): Promise<(SlugRef & { updatedAt: string | null; localizations: Partial<Record<Locale, SlugRef>> })[]> {
  const relations = kind === 'products' ? ['b2c_category', 'b2b_category'] : ['category'];
  const fields = kind === 'products' ? ['slug', 'updatedAt'] : ['slug', 'updatedAt', 'available_b2c', 'available_b2b', 'servings'];
  const slugOnly = Object.fromEntries(relations.map((r) => [r, { fields: ['slug'] }]));
  const query: Query = {
    locale,
    fields,
    populate: { ...slugOnly, localizations: { fields: [...fields, 'locale'], populate: slugOnly } },
    pagination: { pageSize: 250 },
  };
  const { data } = await cmsGet(`/api/${kind}`, { query, tags: [TAGS.type(kind === 'products' ? 'product' : 'recipe')] });
  return list(data).map((d) => ({
    ...slugRef(kind, d),
    updatedAt: str(d, 'updatedAt'),
    localizations: mapLocalizations(d.localizations, (l) => slugRef(kind, l)),
  }));
}

/** A published document's slug, with the other language's slug (sitemap, static params). */
export type SlugEntry = {
  slug: string;
  updatedAt: string | null;
  localizations: Partial<Record<Locale, string>>;
  availableB2c: boolean;
  availableB2b: boolean;
  /** Blog articles: the category slug; landing pages: the mode. */
  category: string | null;
  mode: AudienceMode | null;
};

export function mapSlugEntry(raw: Raw): SlugEntry {
  const mode = str(raw, 'mode');
  return {
    slug: str(raw, 'slug') ?? '',
    updatedAt: str(raw, 'updatedAt'),
    localizations: mapLocalizations(raw.localizations, slugOf),
    availableB2c: bool(raw, 'available_b2c'),
    availableB2b: bool(raw, 'available_b2b'),
    category: str(rec(raw.category), 'slug'),
    mode: mode === 'B2B' || mode === 'B2C' ? mode : null,
  };
}

export async function listBlogSlugs(): Promise<SlugEntry[]> {
  const { data } = await cmsGet('/api/blog-articles', {
    query: { ...slugFields('available_b2c', 'available_b2b'), 'populate[category][fields][0]': 'slug' },
    tags: BLOG_TAGS,
  });
  return list(data).map(mapSlugEntry);
}

export async function listNewsSlugs(locale: Locale): Promise<SlugEntry[]> {
  const { data } = await cmsGet('/api/news-items', {
    query: { locale, ...slugFields('available_b2c', 'available_b2b'), ...localizationFields },
    tags: [TAGS.type('news')],
  });
  return list(data).map(mapSlugEntry);
}

/** Every published corporate page with its other-language version (sitemap). */
export async function listCorporatePages(locale: Locale): Promise<(PageRef & { updatedAt: string | null; localizations: Partial<Record<Locale, PageRef>> })[]> {
  const { data } = await cmsGet('/api/pages', {
    query: {
      locale,
      'fields[0]': 'slug',
      'fields[1]': 'updatedAt',
      'populate[category][fields][0]': 'slug',
      'populate[localizations][fields][0]': 'slug',
      'populate[localizations][fields][1]': 'locale',
      'populate[localizations][populate][category][fields][0]': 'slug',
      'pagination[pageSize]': 250,
    },
    tags: [TAGS.type('page')],
  });
  return list(data).map((p) => ({
    slug: str(p, 'slug') ?? '',
    category: str(rec(p.category), 'slug'),
    updatedAt: str(p, 'updatedAt'),
    localizations: mapLocalizations(p.localizations, pageRef),
  }));
}

/** Kinds not described in lib/content yet (described types answer through the registry). */
export type KnownKind = 'products' | 'recipes' | 'blog' | 'news';

/**
 * Whether a published document has this slug, from the cached slug lists (no request per slug).
 * Previews ask the CMS directly: drafts are not in the published lists.
 */
export async function isKnownSlug(kind: KnownKind, locale: Locale, slug: string): Promise<boolean> {
  if (await isPreview()) return true;
  return (await publishedSlugs(kind, locale)).some((d) => d.slug === slug);
}

/**
 * A published document by its slug: the cached slug list answers first, so an unknown slug costs
 * no CMS call. `localized: false` for a type the CMS keeps in one language (the blog).
 */
export async function knownBySlug(kind: KnownKind, locale: Locale, slug: string, api: string, tags: string[], localized = true): Promise<Raw | null> {
  if (!(await isKnownSlug(kind, locale, slug))) return null;
  return firstBySlug(api, tags, slug, localized ? locale : null);
}

/** The published slugs of a kind of document in a language (one cached list). */
export function publishedSlugs(kind: KnownKind, locale: Locale): Promise<{ slug: string }[]> {
  const lists: Record<KnownKind, () => Promise<{ slug: string }[]>> = {
    products: () => listSlugDocs(PRODUCT, locale),
    recipes: () => listAllSlugs('recipes', locale),
    blog: () => listBlogSlugs(),
    news: () => listNewsSlugs(locale),
  };
  return lists[kind]();
}

/** Whether a published corporate page has this slug (and category). */
export async function isKnownCorporatePage(locale: Locale, slug: string, category: string | null): Promise<boolean> {
  if (await isPreview()) return true;
  return (await listCorporatePages(locale)).some((p) => p.slug === slug && p.category === category);
}
