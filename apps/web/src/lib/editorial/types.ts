// Editorial content types: blog, news, press releases, legal pages, landing pages, downloads,
// videos, food-service channels and the single-type pages with sections.
import type { Media, Section, Seo } from '../cms/types';
import type { AudienceMode, Locale } from '../routing/routes';

/** A page of a list; `page` is 0-based (the URL's `?page=` is 1-based). */
export type Paged<T> = { items: T[]; page: number; pageCount: number; total: number };

/** Articles per list page (blog, news, press area). */
export const ARTICLE_PAGE_SIZE = 6;

/** A file to download: a press release attachment, a download's document, a video file. */
export type Attachment = { url: string; label: string; mime: string; ext: string | null; sizeKb: number | null };

export type BlogCategory = { slug: string; name: string; description: string | null };

export type ArticleTeaser = {
  documentId: string;
  title: string;
  slug: string;
  excerpt: string | null;
  date: string | null;
  cover: Media | null;
  /** Blog articles only. */
  category: BlogCategory | null;
};

/** A blog article, a news item or a press release. */
export type ArticleDetail = ArticleTeaser & {
  content: string;
  author: string | null;
  readingMinutes: number | null;
  availableB2c: boolean;
  availableB2b: boolean;
  attachments: Attachment[];
  seo: Seo;
  publishedAt: string | null;
  updatedAt: string | null;
};

export type LegalPage = {
  documentId: string;
  title: string;
  slug: string;
  content: string;
  updatedOn: string | null;
  availableB2c: boolean;
  availableB2b: boolean;
  seo: Seo;
};

export type LegalLink = { slug: string; title: string; availableB2c: boolean; availableB2b: boolean; updatedAt: string | null; localizations: Partial<Record<Locale, string>> };

export type LandingPage = { documentId: string; title: string; slug: string; mode: AudienceMode; sections: Section[]; seo: Seo };

export type ChannelTeaser = { documentId: string; title: string; slug: string; excerpt: string | null; cover: Media | null };
export type Channel = ChannelTeaser & { content: string | null; sections: Section[]; seo: Seo };

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

/** Single-type pages composed of sections (manifesto, food-service pages). */
export type EditorialPage = {
  documentId: string;
  title: string;
  intro: string | null;
  cover: Media | null;
  sections: Section[];
  seo: Seo;
  contactEmail: string | null;
  contactPhone: string | null;
};

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
