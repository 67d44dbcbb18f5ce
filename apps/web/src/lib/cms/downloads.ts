// Downloads (grouped by category) and videos.
import type { AudienceMode, Locale } from '../routing/routes';
import { cmsGet } from './client';
import { type Attachment, mapAttachment, mapMedia, type Media } from './media';
import { idOf, list, num, type Raw, rec, str } from './read';
import { TAGS } from './tags';
import { modeFilter } from './query';

export type DownloadItem = { documentId: string; title: string; description: string | null; file: Media | null; categorySlug: string | null };

export type DownloadEntry = { documentId: string; title: string; description: string | null; file: Attachment | null; cover: Media | null };

/** Downloads of one download category (name, slug); `slug` is null for documents without one. */
export type DownloadGroup = { slug: string | null; name: string | null; items: DownloadEntry[] };

export type VideoItem = {
  documentId: string;
  title: string;
  slug: string;
  description: string | null;
  /** The uploaded video file, played in the page and offered for download. */
  file: Attachment | null;
  /** An external address, used when there is no uploaded file. */
  videoUrl: string | null;
  poster: Media | null;
  transcript: string | null;
  durationSeconds: number | null;
};

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
    documentId: idOf(d),
    title: str(d, 'title') ?? '',
    description: str(d, 'description'),
    file: mapMedia(d.file),
    categorySlug: str(rec(d.category), 'slug'),
  }));
}

export function mapDownload(raw: Raw): DownloadEntry {
  return {
    documentId: idOf(raw),
    title: str(raw, 'title') ?? '',
    description: str(raw, 'description'),
    file: mapAttachment(raw.file),
    cover: mapMedia(raw.cover),
  };
}

/**
 * Downloads grouped by their download category, in the categories' order; categories without
 * documents are left out, documents without a category come last.
 */
export function groupDownloads(categories: Raw[], downloads: Raw[]): DownloadGroup[] {
  const ordered = [...categories].sort((a, b) => (num(a, 'order') ?? Number.MAX_SAFE_INTEGER) - (num(b, 'order') ?? Number.MAX_SAFE_INTEGER));
  const groups: DownloadGroup[] = ordered.map((c) => ({ slug: str(c, 'slug'), name: str(c, 'name'), items: [] }));
  const bySlug = new Map(groups.flatMap((g) => (g.slug === null ? [] : [[g.slug, g] as const])));
  const rest: DownloadGroup = { slug: null, name: null, items: [] };
  for (const d of downloads) {
    const group = bySlug.get(str(rec(d.category), 'slug') ?? '') ?? rest;
    group.items.push(mapDownload(d));
  }
  return [...groups, rest].filter((g) => g.items.length > 0);
}

export function mapVideo(raw: Raw): VideoItem {
  return {
    documentId: idOf(raw),
    title: str(raw, 'title') ?? '',
    slug: str(raw, 'slug') ?? '',
    description: str(raw, 'description'),
    file: mapAttachment(raw.video),
    videoUrl: str(raw, 'video_url'),
    poster: mapMedia(raw.poster),
    transcript: str(raw, 'transcript'),
    durationSeconds: num(raw, 'duration_seconds'),
  };
}

// Downloads and videos.

/** The documents of a mode, grouped by download category (name, slug) in the categories' order. */
export async function getDownloadGroups(locale: Locale, mode: AudienceMode): Promise<DownloadGroup[]> {
  const [categories, downloads] = await Promise.all([
    cmsGet('/api/download-categories', {
      query: { locale, 'fields[0]': 'name', 'fields[1]': 'slug', 'fields[2]': 'order', 'pagination[pageSize]': 100 },
      tags: [TAGS.type('download-category')],
    }),
    cmsGet('/api/downloads', {
      query: {
        locale,
        ...modeFilter(mode),
        'populate[file]': true,
        'populate[cover]': true,
        'populate[category][fields][0]': 'slug',
        'sort[0]': 'title:asc',
        'pagination[pageSize]': 250,
      },
      tags: [TAGS.type('download'), TAGS.type('download-category')],
    }),
  ]);
  return groupDownloads(list(categories.data), list(downloads.data));
}

export async function listVideos(locale: Locale, mode: AudienceMode): Promise<VideoItem[]> {
  const { data } = await cmsGet('/api/video-downloads', {
    query: { locale, ...modeFilter(mode), 'populate[video]': true, 'populate[poster]': true, 'sort[0]': 'title:asc', 'pagination[pageSize]': 100 },
    tags: [TAGS.type('video-download')],
  });
  return list(data).map(mapVideo);
}

/** Seconds as an ISO 8601 duration (PT3M15S) for `<time dateTime>` and structured data. */
export function isoSeconds(seconds: number | null | undefined): string | undefined {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return undefined;
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}
