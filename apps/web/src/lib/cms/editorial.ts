// Editorial lists used by sections (news list, downloads list).
import type { AudienceMode, Locale } from '../routing/routes';
import { cmsGet } from './client';
import { mapMedia } from './mappers';
import { list, rec, str } from './read';
import { TAGS } from './tags';
import type { Media } from './types';

export type NewsTeaser = { documentId: string; title: string; slug: string; excerpt: string | null; date: string | null; cover: Media | null };
export type DownloadItem = { documentId: string; title: string; description: string | null; file: Media | null; categorySlug: string | null };

const modeFilter = (mode: AudienceMode) => (mode === 'B2B' ? { 'filters[available_b2b][$eq]': true } : { 'filters[available_b2c][$eq]': true });

export async function latestNews(locale: Locale, mode: AudienceMode, limit: number): Promise<NewsTeaser[]> {
  const { data } = await cmsGet('/api/news-items', {
    query: { locale, sort: 'date:desc', 'pagination[pageSize]': limit, 'populate[cover]': true, ...modeFilter(mode) },
    tags: [TAGS.type('news')],
  });
  return list(data).map((n) => ({
    documentId: str(n, 'documentId') ?? String(n.id),
    title: str(n, 'title') ?? '',
    slug: str(n, 'slug') ?? '',
    excerpt: str(n, 'excerpt'),
    date: str(n, 'date'),
    cover: mapMedia(n.cover),
  }));
}

export async function downloadsByCategory(locale: Locale, categorySlug: string | null, limit: number): Promise<DownloadItem[]> {
  const { data } = await cmsGet('/api/downloads', {
    query: {
      locale,
      sort: 'title:asc',
      'pagination[pageSize]': limit,
      'populate[file]': true,
      'populate[category]': true,
      ...(categorySlug ? { 'filters[category][slug][$eq]': categorySlug } : {}),
    },
    tags: [TAGS.type('download'), TAGS.type('download-category')],
  });
  return list(data).map((d) => ({
    documentId: str(d, 'documentId') ?? String(d.id),
    title: str(d, 'title') ?? '',
    description: str(d, 'description'),
    file: mapMedia(d.file),
    categorySlug: str(rec(d.category), 'slug'),
  }));
}
