// What every described content type's documents answer the same way: their pages per audience and
// the published slugs of a language (one list per type and language, cached under the type's tag).
import { cmsGet, isPreview } from '../cms/client';
import { firstBySlug } from '../cms/query';
import { list, mapLocalizations, type Raw, slugOf, str } from '../cms/read';
import { TAGS } from '../cms/tags';
import { pathFor } from '../routing/paths';
import type { AudienceMode, Locale } from '../routing/routes';
import type { ContentType, SlugDoc } from './types';

/** A document's page in an audience; null when the type has no page there. */
export function contentHref(type: ContentType, slug: string, locale: Locale, mode: AudienceMode): string | null {
  const route = type.routes.detail[mode];
  return route ? pathFor(route, locale, { slug }) : null;
}

/** A document's page in each audience it is in (the preview and the search index pick from it). */
export function contentPages(type: ContentType, raw: Raw, locale: Locale): Partial<Record<AudienceMode, string>> {
  const slug = str(raw, 'slug');
  const pages: Partial<Record<AudienceMode, string>> = {};
  if (!slug) return pages;
  for (const mode of type.audiencesOf(raw)) {
    const href = contentHref(type, slug, locale, mode);
    if (href) pages[mode] = href;
  }
  return pages;
}

/** Every published document of a type in a language: slug, audiences, translations (cached by tag). */
export async function listSlugDocs(type: ContentType, locale: Locale): Promise<SlugDoc[]> {
  const fields = ['slug', 'updatedAt', 'documentId', ...type.audienceFields];
  const { data } = await cmsGet(type.api, {
    query: { locale, fields, populate: { localizations: { fields: ['slug', 'locale'] } }, pagination: { pageSize: 250 } },
    tags: [TAGS.type(type.model)],
  });
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
      },
    ];
  });
}

/**
 * A published document of a type by its slug, in an audience: the cached slug list answers an
 * unknown slug (or a document of the other audience) without asking for the document. Previews ask
 * the CMS directly (drafts are not in the published list).
 */
export async function knownDocBySlug(type: ContentType, locale: Locale, mode: AudienceMode, slug: string): Promise<Raw | null> {
  if (!(await isPreview()) && !(await listSlugDocs(type, locale)).some((d) => d.slug === slug && d.audiences.includes(mode))) return null;
  const raw = await firstBySlug(type.api, [TAGS.type(type.model), ...(type.extraTags ?? [])], slug, locale);
  return raw && type.audiencesOf(raw).includes(mode) ? raw : null;
}
