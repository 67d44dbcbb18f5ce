// Articles: blog (Italian only), news and press releases, lists and details.
import type { AudienceMode, Locale } from '../routing/routes';
import { cmsGet, type Query } from './client';
import type { CmsBlogArticle, CmsBlogCategory, CmsNews, CmsPressRelease } from './generated/schema';
import { type Attachment, mapAttachment, mapMedia, mapSeo, type Media, type Seo } from './media';
import { modeFilter, paging } from './query';
import { bool, idOf, list, listOf, mapPage, num, type Page, readPageInRange, rec, str } from './read';
import { BLOG_TAGS, TAGS } from './tags';
import { BLOG_ARTICLE } from '../content/blog-article';
import { knownDocBySlug } from '../content/documents';
import { NEWS } from '../content/news';
import { PRESS_RELEASE } from '../content/press-release';

/** Articles per list page (blog, news, press area). */
export const ARTICLE_PAGE_SIZE = 6;

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

export type NewsTeaser = Omit<ArticleTeaser, 'category'>;

const teaserFields: Query = { 'fields[0]': 'title', 'fields[1]': 'slug', 'fields[2]': 'excerpt', 'fields[3]': 'date', 'populate[cover]': true };

/** A page of one article type's teasers, newest first (a day's items by title); `query` narrows it. */
async function readTeasers(api: string, tags: string[], query: Query, opts: { page: number; pageSize?: number }): Promise<Page<ArticleTeaser>> {
  const envelope = await cmsGet(api, {
    query: { ...teaserFields, ...query, 'sort[0]': 'date:desc', 'sort[1]': 'title:asc', ...paging(opts.page, opts.pageSize ?? ARTICLE_PAGE_SIZE) },
    tags,
  });
  return mapPage(envelope, mapArticleTeaser);
}

export function mapBlogCategory(value: unknown): BlogCategory | null {
  const raw = rec(value as CmsBlogCategory | null | undefined);
  const slug = str(raw, 'slug');
  return slug ? { slug, name: str(raw, 'name') ?? slug, description: str(raw, 'description') } : null;
}

/** A blog article, news item or press release as the CMS answers it. */
type CmsArticle = CmsBlogArticle | CmsNews | CmsPressRelease;

function mapNewsTeaser(raw: CmsArticle): NewsTeaser {
  return {
    documentId: idOf(raw),
    title: str(raw, 'title') ?? '',
    slug: str(raw, 'slug') ?? '',
    excerpt: str(raw, 'excerpt'),
    date: str(raw, 'date'),
    cover: mapMedia(raw.cover),
  };
}

export function mapArticleTeaser(raw: CmsArticle): ArticleTeaser {
  // A field of one kind only is read with that kind's type (a news item or press release has none: null).
  return { ...mapNewsTeaser(raw), category: mapBlogCategory((raw as CmsBlogArticle).category) };
}

export function mapArticle(raw: CmsArticle): ArticleDetail {
  return {
    ...mapArticleTeaser(raw),
    content: str(raw, 'content') ?? '',
    author: str(raw as CmsBlogArticle, 'author'),
    readingMinutes: num(raw as CmsBlogArticle, 'reading_minutes'),
    availableB2c: bool(raw as CmsBlogArticle | CmsNews, 'available_b2c'),
    availableB2b: bool(raw as CmsBlogArticle | CmsNews, 'available_b2b'),
    attachments: listOf((raw as CmsPressRelease).attachments, mapAttachment),
    seo: mapSeo(raw.seo),
    publishedAt: str(raw, 'publishedAt'),
    updatedAt: str(raw, 'updatedAt'),
  };
}

export async function latestNews(locale: Locale, mode: AudienceMode, limit: number): Promise<NewsTeaser[]> {
  const { data } = await cmsGet('/api/news-items', {
    query: { locale, sort: 'date:desc', 'pagination[pageSize]': limit, 'populate[cover]': true, ...modeFilter(mode) },
    tags: [TAGS.type('news')],
  });
  return list(data).map(mapNewsTeaser);
}

// Blog (Italian only: the blog is not localized in the CMS).

export async function getBlogCategories(mode: AudienceMode): Promise<BlogCategory[]> {
  const { data } = await cmsGet('/api/blog-categories', {
    query: { ...modeFilter(mode), 'fields[0]': 'name', 'fields[1]': 'slug', 'fields[2]': 'description', 'sort[0]': 'name:asc', 'pagination[pageSize]': 100 },
    tags: [TAGS.type('blog-category')],
  });
  return listOf(data, mapBlogCategory);
}

type BlogListOptions = { mode: AudienceMode; category?: string; page: number; pageSize?: number };

export function listBlogArticles(opts: BlogListOptions): Promise<Page<ArticleTeaser>> {
  return readPageInRange(opts.page, (page) => readBlogArticles({ ...opts, page }));
}

function readBlogArticles(opts: BlogListOptions): Promise<Page<ArticleTeaser>> {
  const query = {
    'populate[category][fields][0]': 'name',
    'populate[category][fields][1]': 'slug',
    ...modeFilter(opts.mode),
    ...(opts.category ? { 'filters[category][slug][$eq]': opts.category } : {}),
  };
  return readTeasers('/api/blog-articles', BLOG_TAGS, query, opts);
}

export async function getBlogArticle(slug: string): Promise<ArticleDetail | null> {
  const raw = await knownDocBySlug(BLOG_ARTICLE, 'it', null, slug);
  return raw ? mapArticle(raw) : null;
}

// News (localized; the list shows the items of the visitor's mode).

type NewsListOptions = { locale: Locale; mode: AudienceMode; page: number; pageSize?: number };

export function listNews(opts: NewsListOptions): Promise<Page<ArticleTeaser>> {
  return readPageInRange(opts.page, (page) => readNews({ ...opts, page }));
}

function readNews(opts: NewsListOptions): Promise<Page<ArticleTeaser>> {
  return readTeasers('/api/news-items', [TAGS.type('news')], { locale: opts.locale, ...modeFilter(opts.mode) }, opts);
}

export async function getNews(locale: Locale, slug: string): Promise<ArticleDetail | null> {
  const raw = await knownDocBySlug(NEWS, locale, null, slug);
  return raw ? mapArticle(raw) : null;
}

// Press area (consumer mode only).

type PressListOptions = { locale: Locale; page: number; pageSize?: number };

export function listPressReleases(opts: PressListOptions): Promise<Page<ArticleTeaser>> {
  return readPageInRange(opts.page, (page) => readPressReleases({ ...opts, page }));
}

function readPressReleases(opts: PressListOptions): Promise<Page<ArticleTeaser>> {
  return readTeasers(PRESS_RELEASE.api, [TAGS.type(PRESS_RELEASE.model)], { locale: opts.locale }, opts);
}

export async function getPressRelease(locale: Locale, slug: string): Promise<ArticleDetail | null> {
  const raw = await knownDocBySlug(PRESS_RELEASE, locale, 'B2C', slug);
  return raw ? mapArticle(raw) : null;
}
