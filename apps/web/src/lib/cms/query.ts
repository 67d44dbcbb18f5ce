// Query pieces shared by content types: audience filter, paging, slug lists, one document by
// slug, single types.
import type { AudienceMode, Locale } from '../routing/routes';
import { CmsError, cmsGet, type Query } from './client';
import { list, type Raw, rec } from './read';

/** The documents flagged for an audience (`available_b2c` / `available_b2b`). */
export const audienceFilter = (mode: AudienceMode): Query => (mode === 'B2B' ? { available_b2b: { $eq: true } } : { available_b2c: { $eq: true } });
export const modeFilter = (mode: AudienceMode): Query => ({ filters: audienceFilter(mode) });

export const paging = (page: number, pageSize: number): Query => ({ pagination: { page: page + 1, pageSize } });

/** Slug lists: only the slug, the update date and the asked fields, up to Strapi's page limit. */
export const slugFields = (...extra: string[]): Query => ({ fields: ['slug', 'updatedAt', ...extra], pagination: { pageSize: 250 } });

/** The other-language versions' slug and locale. */
export const localizationFields: Query = { populate: { localizations: { fields: ['slug', 'locale'] } } };

/** The first document of a collection answer matching a slug, or null. */
export async function firstBySlug(api: string, tags: string[], slug: string, locale: Locale | null): Promise<Raw | null> {
  const { data } = await cmsGet(api, { query: { ...(locale ? { locale } : {}), filters: { slug: { $eq: slug } } }, tags });
  return list(data)[0] ?? null;
}

/** A single type, or null when the CMS has none (in that locale). */
export async function singleType(api: string, tags: string[], locale: Locale | null): Promise<Raw | null> {
  try {
    const { data } = await cmsGet(api, { query: locale ? { locale } : {}, tags });
    return rec(data);
  } catch (error) {
    if (error instanceof CmsError && error.status === 404) return null;
    throw error;
  }
}
