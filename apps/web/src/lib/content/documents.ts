// What every described content type's documents answer the same way: their pages per audience and
// the published slugs of a language (one list per type and language, cached under the type's tag).
import { cmsGet, isPreview, type Query } from '../cms/client';
import { firstBySlug } from '../cms/query';
import { list, mapLocalizations, type Raw, slugOf, str } from '../cms/read';
import { TAGS } from '../cms/tags';
import { pathFor } from '../routing/paths';
import { baseNameOf, type AudienceMode, type Locale, type RouteName, type RouteParams } from '../routing/routes';
import type { ContentType, SlugDoc } from './types';

/** The route and params of a document's page at a type's one address (with a category: a categorized address's second route). */
export function addressOf(address: NonNullable<ContentType['address']>, slug: string, category: string | null): { route: RouteName; params: RouteParams } {
  if (address.catchAll) return { route: address.route, params: { slug: [slug] } };
  if (address.categorized)
    return category ? { route: address.categorized, params: { first: category, second: slug } } : { route: address.route, params: { first: slug } };
  return { route: address.route, params: { slug } };
}

const one = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));

/**
 * The document a detail path of the type names: its slug and, for a type listed under categories,
 * the path's category (null: the path names none, the page without a category of a categorized address).
 */
export function docOfPath(type: ContentType, route: RouteName, params: RouteParams): { slug: string; category: string | null } {
  const address = type.address;
  if (address?.categorized) {
    return baseNameOf(route) === address.categorized ? { slug: one(params.second), category: one(params.first) } : { slug: one(params.first), category: null };
  }
  return { slug: one(params.slug), category: type.category ? one(params.category) : null };
}

/**
 * The CMS filters of the document a path names: its slug and, at a categorized address, its category
 * or its having none.
 */
export function docOfPathFilters(type: ContentType, at: { slug: string; category: string | null }): Query {
  const relation = type.address?.categorized ? type.category?.relations[0] : undefined;
  if (!relation) return { 'filters[slug][$eq]': at.slug };
  return {
    'filters[slug][$eq]': at.slug,
    ...(at.category ? { [`filters[${relation}][slug][$eq]`]: at.category } : { [`filters[${relation}][$null]`]: 'true' }),
  };
}

/**
 * A document's page in an audience; null when the type has no page there. A type listed under
 * categories needs the document's category in that audience (none: no page; at a categorized
 * address, the page without a category).
 */
export function contentHref(type: ContentType, slug: string, locale: Locale, mode: AudienceMode, category?: string | null): string | null {
  // A type at one address (news, corporate pages): the same page in both audiences.
  if (type.address) {
    const { route, params } = addressOf(type.address, slug, category ?? null);
    return pathFor(route, locale, params);
  }
  const route = type.routes.detail[mode];
  if (!route) return null;
  if (!type.category) return pathFor(route, locale, { slug });
  return category ? pathFor(route, locale, { category, slug }) : null;
}

/** A kept document's page in an audience, in its own language. */
export const slugDocHref = (type: ContentType, doc: SlugDoc, locale: Locale, mode: AudienceMode) =>
  contentHref(type, doc.slug, locale, mode, doc.categories?.[mode]);

/** The page of a kept document's translation in `to`, in an audience; null without one there. */
export function translationHref(type: ContentType, doc: SlugDoc, to: Locale, mode: AudienceMode): string | null {
  const slug = doc.localizations[to];
  return slug ? contentHref(type, slug, to, mode, doc.localizedCategories?.[to]?.[mode]) : null;
}

/**
 * Whether a kept document has a page in an audience: the audiences it is in; a type at one address,
 * both (its audiences only choose the lists it appears in).
 */
export const hasPageIn = (type: ContentType, doc: SlugDoc, mode: AudienceMode) => Boolean(type.address) || doc.audiences.includes(mode);

/**
 * Whether a kept document is the one a detail path names in an audience: its slug, a page in that
 * audience and, under categories, the path's category (none: the document has none there).
 */
export const isDocAt = (type: ContentType, doc: SlugDoc, mode: AudienceMode, at: { slug: string; category: string | null }) =>
  doc.slug === at.slug && hasPageIn(type, doc, mode) && (!type.category || (doc.categories?.[mode] ?? null) === at.category);

/**
 * The audiences whose page of a kept document the sitemap lists: those it is in; a type at one
 * address has one page whatever its audiences, listed once (under the consumer audience's name).
 */
export const listedAudiences = (type: ContentType, doc: SlugDoc): readonly AudienceMode[] => (type.address ? ['B2C'] : doc.audiences);

/** The routes of a type's list screens: one per audience, or its address's route without a slug. */
export const listRoutes = (type: ContentType) => [...Object.values(type.routes.list), ...(type.address?.catchAll ? [type.address.route] : [])];

/** A document's page in each audience it is in (the search index reads it). */
export function contentPages(type: ContentType, raw: Raw, locale: Locale): Partial<Record<AudienceMode, string>> {
  const slug = str(raw, 'slug');
  const pages: Partial<Record<AudienceMode, string>> = {};
  if (!slug) return pages;
  for (const mode of type.audiencesOf(raw)) {
    const href = contentHref(type, slug, locale, mode, type.category?.of(raw, mode));
    if (href) pages[mode] = href;
  }
  return pages;
}

/**
 * The page the CMS's preview opens for a document: its page in the first audience it is in; a type
 * at one address, that address whatever its audiences.
 */
export function previewHref(type: ContentType, raw: Raw, locale: Locale): string | null {
  const slug = str(raw, 'slug');
  if (type.address) return slug ? contentHref(type, slug, locale, 'B2C', type.category?.of(raw, 'B2C')) : null;
  return Object.values(contentPages(type, raw, locale))[0] ?? null;
}

/** Every published document of a type in a language: slug, audiences, translations (cached by tag). */
export async function listSlugDocs(type: ContentType, locale: Locale): Promise<SlugDoc[]> {
  // A type the CMS keeps in one language has its documents in Italian only, read without a locale.
  const localized = type.localized !== false;
  if (!localized && locale !== 'it') return [];
  const fields = ['slug', 'updatedAt', 'documentId', ...type.audienceFields, ...(type.slugListFields ?? [])];
  const listed = type.category;
  // A type listed under categories: its category relations, here and in the translations (with what says their audiences).
  const relations = Object.fromEntries((listed?.relations ?? []).map((r) => [r, { fields: ['slug'] }]));
  const localizations = listed ? { fields: ['slug', 'locale', ...type.audienceFields], populate: relations } : { fields: ['slug', 'locale'] };
  const { data } = await cmsGet(type.api, {
    query: localized
      ? { locale, fields, populate: { ...relations, localizations }, pagination: { pageSize: 250 } }
      : { fields, populate: relations, pagination: { pageSize: 250 } },
    tags: [TAGS.type(type.model), ...(listed?.tags ?? [])],
  });
  const categoriesOf = (raw: Raw) => {
    const out: Partial<Record<AudienceMode, string>> = {};
    for (const mode of type.audiencesOf(raw)) {
      const category = listed?.of(raw, mode);
      if (category) out[mode] = category;
    }
    return out;
  };
  return list(data).flatMap((raw) => {
    const slug = str(raw, 'slug');
    if (!slug) return [];
    return [
      {
        slug,
        documentId: str(raw, 'documentId'),
        updatedAt: str(raw, 'updatedAt'),
        audiences: type.audiencesOf(raw),
        localizations: mapLocalizations(raw.localizations, slugOf),
        ...(listed ? { categories: categoriesOf(raw), localizedCategories: mapLocalizations(raw.localizations, categoriesOf) } : {}),
        ...(type.slugListFields ? { fields: Object.fromEntries(type.slugListFields.map((f) => [f, raw[f]])) } : {}),
      },
    ];
  });
}

/**
 * Whether a published document of the type has this slug, with a page in this audience (none given: in any);
 * previews: always (drafts are not listed).
 */
export async function isKnownDoc(type: ContentType, locale: Locale, mode: AudienceMode | null, slug: string): Promise<boolean> {
  return (await isPreview()) || (await listSlugDocs(type, locale)).some((d) => d.slug === slug && (mode === null || hasPageIn(type, d, mode)));
}

/**
 * A published document of a type by its slug, in an audience (null: in any): the cached slug list answers an
 * unknown slug (or a document of the other audience) without asking for the document. Previews ask
 * the CMS directly (drafts are not in the published list).
 */
export async function knownDocBySlug(type: ContentType, locale: Locale, mode: AudienceMode | null, slug: string): Promise<Raw | null> {
  if (!(await isKnownDoc(type, locale, mode, slug))) return null;
  const raw = await firstBySlug(type.api, [TAGS.type(type.model), ...(type.extraTags ?? [])], slug, type.localized === false ? null : locale);
  return raw && (mode === null || type.address || type.audiencesOf(raw).includes(mode)) ? raw : null;
}
