// Every published corporate page's slug and category with its translations: the sitemap and the
// known-path check (the described types' slug lists are lib/content's listSlugDocs).
import type { Locale } from '../routing/routes';
import { cmsGet, isPreview } from './client';
import { list, mapLocalizations, type Raw, rec, str } from './read';
import { TAGS } from './tags';

export type PageRef = { slug: string; category: string | null };

/** A corporate page's slug and category slug (its URL's two segments). */
export function pageRef(raw: Raw): PageRef | null {
  const slug = str(raw, 'slug');
  return slug ? { slug, category: str(rec(raw.category), 'slug') } : null;
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

/** Whether a published corporate page has this slug (and category). */
export async function isKnownCorporatePage(locale: Locale, slug: string, category: string | null): Promise<boolean> {
  if (await isPreview()) return true;
  return (await listCorporatePages(locale)).some((p) => p.slug === slug && p.category === category);
}
