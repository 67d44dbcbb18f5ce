// Editorial content: the lists used by sections (news list, downloads list) and the loaders of
// the editorial screens.
import { ARTICLE_PAGE_SIZE, type ArticleDetail, type ArticleTeaser, type BlogCategory, type Channel, type ChannelTeaser, type DownloadGroup, type EditorialPage, type LandingPage, type LegalLink, type LegalPage, type Paged, type SlugEntry, type VideoItem } from '../editorial/types';
import type { AudienceMode, Locale } from '../routing/routes';
import { CmsError, cmsGet, type Query } from './client';
import { groupDownloads, mapArticle, mapArticleTeaser, mapBlogCategory, mapChannel, mapChannelTeaser, mapEditorialPage, mapLandingPage, mapLegalLink, mapLegalPage, mapPaged, mapSlugEntry, mapVideo } from './editorial-mappers';
import { mapMedia } from './mappers';
import { idOf, list, type Raw, rec, str } from './read';
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
    documentId: idOf(n),
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
    documentId: idOf(d),
    title: str(d, 'title') ?? '',
    description: str(d, 'description'),
    file: mapMedia(d.file),
    categorySlug: str(rec(d.category), 'slug'),
  }));
}

// ---------------------------------------------------------------------------------------------
// Editorial screens: blog, news, press area, legal area, landing pages, downloads, videos,
// manifesto and the food-service pages. Lists ask only for the fields they show.

const SECTION_TAGS = [TAGS.type('product'), TAGS.type('recipe'), TAGS.type('download-category')];
const BLOG_TAGS = [TAGS.type('blog-article'), TAGS.type('blog-category')];

const paging = (page: number, pageSize: number): Query => ({ 'pagination[page]': page + 1, 'pagination[pageSize]': pageSize });
const teaserFields: Query = { 'fields[0]': 'title', 'fields[1]': 'slug', 'fields[2]': 'excerpt', 'fields[3]': 'date', 'populate[cover]': true };
const slugFields = (...extra: string[]): Query => ({
  'fields[0]': 'slug',
  'fields[1]': 'updatedAt',
  ...Object.fromEntries(extra.map((f, i) => [`fields[${i + 2}]`, f])),
  'pagination[pageSize]': 250,
});
const localizationFields: Query = { 'populate[localizations][fields][0]': 'slug', 'populate[localizations][fields][1]': 'locale' };

/** The first document of a collection answer matching a slug, or null. */
async function firstBySlug(api: string, tags: string[], slug: string, locale: Locale | null): Promise<Raw | null> {
  const { data } = await cmsGet(api, { query: { ...(locale ? { locale } : {}), 'filters[slug][$eq]': slug }, tags });
  return list(data)[0] ?? null;
}

/** A single type, or null when the CMS has none (in that locale). */
async function singleType(api: string, tags: string[], locale: Locale | null): Promise<Raw | null> {
  try {
    const { data } = await cmsGet(api, { query: locale ? { locale } : {}, tags });
    return rec(data);
  } catch (error) {
    if (error instanceof CmsError && error.status === 404) return null;
    throw error;
  }
}

// Blog (Italian only: the blog is not localized in the CMS).

export async function getBlogCategories(mode: AudienceMode): Promise<BlogCategory[]> {
  const { data } = await cmsGet('/api/blog-categories', {
    query: { ...modeFilter(mode), 'fields[0]': 'name', 'fields[1]': 'slug', 'fields[2]': 'description', 'sort[0]': 'name:asc', 'pagination[pageSize]': 100 },
    tags: [TAGS.type('blog-category')],
  });
  return list(data).map(mapBlogCategory).filter((c): c is BlogCategory => c !== null);
}

export async function listBlogArticles(opts: { mode: AudienceMode; category?: string; page: number; pageSize?: number }): Promise<Paged<ArticleTeaser>> {
  const envelope = await cmsGet('/api/blog-articles', {
    query: {
      ...teaserFields,
      'populate[category][fields][0]': 'name',
      'populate[category][fields][1]': 'slug',
      ...modeFilter(opts.mode),
      ...(opts.category ? { 'filters[category][slug][$eq]': opts.category } : {}),
      'sort[0]': 'date:desc',
      'sort[1]': 'title:asc',
      ...paging(opts.page, opts.pageSize ?? ARTICLE_PAGE_SIZE),
    },
    tags: BLOG_TAGS,
  });
  return mapPaged(envelope, mapArticleTeaser);
}

export async function getBlogArticle(slug: string): Promise<ArticleDetail | null> {
  const raw = await firstBySlug('/api/blog-articles', BLOG_TAGS, slug, null);
  return raw ? mapArticle(raw) : null;
}

export async function listBlogSlugs(): Promise<SlugEntry[]> {
  const { data } = await cmsGet('/api/blog-articles', {
    query: { ...slugFields('available_b2c', 'available_b2b'), 'populate[category][fields][0]': 'slug' },
    tags: BLOG_TAGS,
  });
  return list(data).map(mapSlugEntry);
}

// News (localized; the list shows the items of the visitor's mode).

export async function listNews(opts: { locale: Locale; mode: AudienceMode; page: number; pageSize?: number }): Promise<Paged<ArticleTeaser>> {
  const envelope = await cmsGet('/api/news-items', {
    query: { locale: opts.locale, ...teaserFields, ...modeFilter(opts.mode), 'sort[0]': 'date:desc', 'sort[1]': 'title:asc', ...paging(opts.page, opts.pageSize ?? ARTICLE_PAGE_SIZE) },
    tags: [TAGS.type('news')],
  });
  return mapPaged(envelope, mapArticleTeaser);
}

export async function getNews(locale: Locale, slug: string): Promise<ArticleDetail | null> {
  const raw = await firstBySlug('/api/news-items', [TAGS.type('news')], slug, locale);
  return raw ? mapArticle(raw) : null;
}

export async function listNewsSlugs(locale: Locale): Promise<SlugEntry[]> {
  const { data } = await cmsGet('/api/news-items', { query: { locale, ...slugFields('available_b2c', 'available_b2b'), ...localizationFields }, tags: [TAGS.type('news')] });
  return list(data).map(mapSlugEntry);
}

// Press area (consumer mode only).

export async function listPressReleases(opts: { locale: Locale; page: number; pageSize?: number }): Promise<Paged<ArticleTeaser>> {
  const envelope = await cmsGet('/api/press-releases', {
    query: { locale: opts.locale, ...teaserFields, 'sort[0]': 'date:desc', 'sort[1]': 'title:asc', ...paging(opts.page, opts.pageSize ?? ARTICLE_PAGE_SIZE) },
    tags: [TAGS.type('press-release')],
  });
  return mapPaged(envelope, mapArticleTeaser);
}

export async function getPressRelease(locale: Locale, slug: string): Promise<ArticleDetail | null> {
  const raw = await firstBySlug('/api/press-releases', [TAGS.type('press-release')], slug, locale);
  return raw ? mapArticle(raw) : null;
}

export async function listPressSlugs(locale: Locale): Promise<SlugEntry[]> {
  const { data } = await cmsGet('/api/press-releases', { query: { locale, ...slugFields(), ...localizationFields }, tags: [TAGS.type('press-release')] });
  return list(data).map(mapSlugEntry);
}

// Legal area (both modes, each page flags the modes it belongs to).

export async function getLegalPage(locale: Locale, slug: string): Promise<LegalPage | null> {
  const raw = await firstBySlug('/api/legal-pages', [TAGS.type('legal-page')], slug, locale);
  return raw ? mapLegalPage(raw) : null;
}

export async function listLegalPages(locale: Locale): Promise<LegalLink[]> {
  const { data } = await cmsGet('/api/legal-pages', {
    query: { locale, ...slugFields('title', 'available_b2c', 'available_b2b'), ...localizationFields, 'sort[0]': 'title:asc' },
    tags: [TAGS.type('legal-page')],
  });
  return list(data).map(mapLegalLink);
}

// Landing pages (each belongs to one mode).

export async function getLandingPage(locale: Locale, slug: string): Promise<LandingPage | null> {
  const raw = await firstBySlug('/api/landing-pages', [TAGS.type('landing-page'), ...SECTION_TAGS], slug, locale);
  return raw ? mapLandingPage(raw) : null;
}

export async function listLandingSlugs(locale: Locale): Promise<SlugEntry[]> {
  const { data } = await cmsGet('/api/landing-pages', { query: { locale, ...slugFields('mode'), ...localizationFields }, tags: [TAGS.type('landing-page')] });
  return list(data).map(mapSlugEntry);
}

// Food-service channels (tailored solutions).

export async function listChannels(locale: Locale): Promise<ChannelTeaser[]> {
  const { data } = await cmsGet('/api/b2b-channels', {
    query: { locale, 'fields[0]': 'title', 'fields[1]': 'slug', 'fields[2]': 'excerpt', 'populate[cover]': true, 'sort[0]': 'title:asc', 'pagination[pageSize]': 100 },
    tags: [TAGS.type('b2b-channel')],
  });
  return list(data).map(mapChannelTeaser);
}

export async function getChannel(locale: Locale, slug: string): Promise<Channel | null> {
  const raw = await firstBySlug('/api/b2b-channels', [TAGS.type('b2b-channel'), ...SECTION_TAGS], slug, locale);
  return raw ? mapChannel(raw) : null;
}

export async function listChannelSlugs(locale: Locale): Promise<SlugEntry[]> {
  const { data } = await cmsGet('/api/b2b-channels', { query: { locale, ...slugFields(), ...localizationFields }, tags: [TAGS.type('b2b-channel')] });
  return list(data).map(mapSlugEntry);
}

// Downloads and videos.

/** The documents of a mode, grouped by download category (name, slug) in the categories' order. */
export async function getDownloadGroups(locale: Locale, mode: AudienceMode): Promise<DownloadGroup[]> {
  const [categories, downloads] = await Promise.all([
    cmsGet('/api/download-categories', { query: { locale, 'fields[0]': 'name', 'fields[1]': 'slug', 'fields[2]': 'order', 'pagination[pageSize]': 100 }, tags: [TAGS.type('download-category')] }),
    cmsGet('/api/downloads', {
      query: { locale, ...modeFilter(mode), 'populate[file]': true, 'populate[cover]': true, 'populate[category][fields][0]': 'slug', 'sort[0]': 'title:asc', 'pagination[pageSize]': 250 },
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

// Single types with sections.

export async function getManifesto(locale: Locale): Promise<EditorialPage | null> {
  const raw = await singleType('/api/manifesto', [TAGS.type('manifesto'), ...SECTION_TAGS], locale);
  return raw ? mapEditorialPage(raw) : null;
}

export type FoodservicePageModel = 'chef-online-page' | 'product-choice-page' | 'tailored-solutions-page';

/** One of the Italian-only food-service pages (single types, not localized). */
export async function getFoodservicePage(model: FoodservicePageModel): Promise<EditorialPage | null> {
  const raw = await singleType(`/api/${model}`, [TAGS.type(model), ...SECTION_TAGS], null);
  return raw ? mapEditorialPage(raw) : null;
}
