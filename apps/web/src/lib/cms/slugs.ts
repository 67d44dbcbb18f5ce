// Every published document's slug with its translations: static params and the sitemap.
import type { AudienceMode, Locale } from '../routing/routes';
import { cmsGet, isPreview } from './client';
import { bool, list, mapLocalizations, type Raw, rec, slugOf, str } from './read';
import { TAGS } from './tags';
import { firstBySlug, slugFields, localizationFields } from './query';

export type PageRef = { slug: string; category: string | null };

/** A corporate page's slug and category slug (its URL's two segments). */
export function pageRef(raw: Raw): PageRef | null {
  const slug = str(raw, 'slug');
  return slug ? { slug, category: str(rec(raw.category), 'slug') } : null;
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

/** Kinds not described in lib/content (described types answer through the registry: isKnownDoc, knownDocBySlug). */
export type KnownKind = 'news';

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
 * no CMS call.
 */
export async function knownBySlug(kind: KnownKind, locale: Locale, slug: string, api: string, tags: string[]): Promise<Raw | null> {
  if (!(await isKnownSlug(kind, locale, slug))) return null;
  return firstBySlug(api, tags, slug, locale);
}

/** The published slugs of a kind of document in a language (one cached list). */
export function publishedSlugs(kind: KnownKind, locale: Locale): Promise<{ slug: string }[]> {
  const lists: Record<KnownKind, () => Promise<{ slug: string }[]>> = {
    news: () => listNewsSlugs(locale),
  };
  return lists[kind]();
}

/** Whether a published corporate page has this slug (and category). */
export async function isKnownCorporatePage(locale: Locale, slug: string, category: string | null): Promise<boolean> {
  if (await isPreview()) return true;
  return (await listCorporatePages(locale)).some((p) => p.slug === slug && p.category === category);
}
