// Editorial CMS shapes → the site's editorial types (pure: no requests, unit-tested).
import type { Attachment, ArticleDetail, ArticleTeaser, BlogCategory, Channel, ChannelTeaser, DownloadEntry, DownloadGroup, EditorialPage, LandingPage, LegalLink, LegalPage, Paged, SlugEntry, VideoItem } from '../editorial/types';
import type { Locale } from '../routing/routes';
import { mapMedia, mapSections, mapSeo } from './mappers';
import { bool, idOf, list, num, type Raw, rec, str } from './read';
import type { CmsEnvelope } from './normalize';


export function mapPaged<T>({ data, meta }: CmsEnvelope, map: (raw: Raw) => T): Paged<T> {
  const p = meta?.pagination;
  return { items: list(data).map(map), page: Math.max((p?.page ?? 1) - 1, 0), pageCount: p?.pageCount ?? 1, total: p?.total ?? list(data).length };
}

/** The other languages' slugs of a localized document. */
export function mapLocalizations(value: unknown): Partial<Record<Locale, string>> {
  const out: Partial<Record<Locale, string>> = {};
  for (const l of list(value)) {
    const locale = str(l, 'locale');
    const slug = str(l, 'slug');
    if ((locale === 'it' || locale === 'en') && slug) out[locale] = slug;
  }
  return out;
}

/** An uploaded file to download; its label is the caption, else the alternative text, else the file name. */
export function mapAttachment(value: unknown): Attachment | null {
  const raw = rec(value);
  const media = mapMedia(raw);
  if (!raw || !media) return null;
  const name = str(raw, 'name');
  const ext = (str(raw, 'ext') ?? (/\.(\w+)$/.exec(name ?? media.url)?.[0] ?? null))?.replace(/^\./, '').toUpperCase() ?? null;
  const label = str(raw, 'caption') ?? str(raw, 'alternativeText') ?? (name ? name.replace(/\.\w+$/, '').replace(/[-_]+/g, ' ') : media.url);
  return { url: media.url, label, mime: media.mime, ext, sizeKb: num(raw, 'size') };
}

export function mapBlogCategory(value: unknown): BlogCategory | null {
  const raw = rec(value);
  const slug = str(raw, 'slug');
  return slug ? { slug, name: str(raw, 'name') ?? slug, description: str(raw, 'description') } : null;
}

export function mapArticleTeaser(raw: Raw): ArticleTeaser {
  return {
    documentId: idOf(raw),
    title: str(raw, 'title') ?? '',
    slug: str(raw, 'slug') ?? '',
    excerpt: str(raw, 'excerpt'),
    date: str(raw, 'date'),
    cover: mapMedia(raw.cover),
    category: mapBlogCategory(raw.category),
  };
}

export function mapArticle(raw: Raw): ArticleDetail {
  return {
    ...mapArticleTeaser(raw),
    content: str(raw, 'content') ?? '',
    author: str(raw, 'author'),
    readingMinutes: num(raw, 'reading_minutes'),
    availableB2c: bool(raw, 'available_b2c'),
    availableB2b: bool(raw, 'available_b2b'),
    attachments: list(raw.attachments).map(mapAttachment).filter((a): a is Attachment => a !== null),
    seo: mapSeo(raw.seo),
    publishedAt: str(raw, 'publishedAt'),
    updatedAt: str(raw, 'updatedAt'),
  };
}

export function mapLegalPage(raw: Raw): LegalPage {
  return {
    documentId: idOf(raw),
    title: str(raw, 'title') ?? '',
    slug: str(raw, 'slug') ?? '',
    content: str(raw, 'content') ?? '',
    updatedOn: str(raw, 'updated_on'),
    availableB2c: bool(raw, 'available_b2c'),
    availableB2b: bool(raw, 'available_b2b'),
    seo: mapSeo(raw.seo),
  };
}

export function mapLegalLink(raw: Raw): LegalLink {
  return {
    slug: str(raw, 'slug') ?? '',
    title: str(raw, 'title') ?? '',
    availableB2c: bool(raw, 'available_b2c'),
    availableB2b: bool(raw, 'available_b2b'),
    updatedAt: str(raw, 'updatedAt'),
    localizations: mapLocalizations(raw.localizations),
  };
}

export function mapLandingPage(raw: Raw): LandingPage {
  return {
    documentId: idOf(raw),
    title: str(raw, 'title') ?? '',
    slug: str(raw, 'slug') ?? '',
    mode: str(raw, 'mode') === 'B2B' ? 'B2B' : 'B2C',
    sections: mapSections(raw.sections),
    seo: mapSeo(raw.seo),
  };
}

export function mapChannelTeaser(raw: Raw): ChannelTeaser {
  return { documentId: idOf(raw), title: str(raw, 'title') ?? '', slug: str(raw, 'slug') ?? '', excerpt: str(raw, 'excerpt'), cover: mapMedia(raw.cover) };
}

export function mapChannel(raw: Raw): Channel {
  return { ...mapChannelTeaser(raw), content: str(raw, 'content'), sections: mapSections(raw.sections), seo: mapSeo(raw.seo) };
}

export function mapDownload(raw: Raw): DownloadEntry {
  return { documentId: idOf(raw), title: str(raw, 'title') ?? '', description: str(raw, 'description'), file: mapAttachment(raw.file), cover: mapMedia(raw.cover) };
}

/**
 * Downloads grouped by their download category, in the categories' order; categories without
 * documents are left out, documents without a category come last.
 */
export function groupDownloads(categories: Raw[], downloads: Raw[]): DownloadGroup[] {
  const ordered = [...categories].sort((a, b) => (num(a, 'order') ?? Number.MAX_SAFE_INTEGER) - (num(b, 'order') ?? Number.MAX_SAFE_INTEGER));
  const groups: DownloadGroup[] = ordered.map((c) => ({ slug: str(c, 'slug'), name: str(c, 'name'), items: [] }));
  const bySlug = new Map(groups.filter((g) => g.slug !== null).map((g) => [g.slug as string, g]));
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

export function mapEditorialPage(raw: Raw): EditorialPage {
  return {
    documentId: idOf(raw),
    title: str(raw, 'title') ?? '',
    intro: str(raw, 'intro'),
    cover: mapMedia(raw.cover),
    sections: mapSections(raw.sections),
    seo: mapSeo(raw.seo),
    contactEmail: str(raw, 'contact_email'),
    contactPhone: str(raw, 'contact_phone'),
  };
}

export function mapSlugEntry(raw: Raw): SlugEntry {
  const mode = str(raw, 'mode');
  return {
    slug: str(raw, 'slug') ?? '',
    updatedAt: str(raw, 'updatedAt'),
    localizations: mapLocalizations(raw.localizations),
    availableB2c: bool(raw, 'available_b2c'),
    availableB2b: bool(raw, 'available_b2b'),
    category: str(rec(raw.category), 'slug'),
    mode: mode === 'B2B' || mode === 'B2C' ? mode : null,
  };
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
