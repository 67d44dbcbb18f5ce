// Articles: blog (Italian only), news and press releases, lists and details.
import type { AudienceMode, Locale } from '../routing/routes';
import { cmsGet, type Query } from './client';
import { type Attachment, mapAttachment, mapMedia, mapSeo, type Media, type Seo } from './media';
import { firstBySlug, modeFilter, paging } from './query';
import { bool, idOf, list, mapPage, num, type Page, readPageInRange, type Raw, rec, str } from './read';
import { BLOG_TAGS, TAGS } from './tags';
import { isKnownSlug } from './slugs';

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

export type NewsTeaser = { documentId: string; title: string; slug: string; excerpt: string | null; date: string | null; cover: Media | null };

const teaserFields: Query = { 'fields[0]': 'title', 'fields[1]': 'slug', 'fields[2]': 'excerpt', 'fields[3]': 'date', 'populate[cover]': true };

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
    attachments: list(raw.attachments)
      .map(mapAttachment)
      .filter((a): a is Attachment => a !== null),
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
  return list(data).map((n) => ({
    documentId: idOf(n),
    title: str(n, 'title') ?? '',
    slug: str(n, 'slug') ?? '',
    excerpt: str(n, 'excerpt'),
    date: str(n, 'date'),
    cover: mapMedia(n.cover),
  }));
}

// Blog (Italian only: the blog is not localized in the CMS).

export async function getBlogCategories(mode: AudienceMode): Promise<BlogCategory[]> {
  const { data } = await cmsGet('/api/blog-categories', {
    query: { ...modeFilter(mode), 'fields[0]': 'name', 'fields[1]': 'slug', 'fields[2]': 'description', 'sort[0]': 'name:asc', 'pagination[pageSize]': 100 },
    tags: [TAGS.type('blog-category')],
  });
  return list(data)
    .map(mapBlogCategory)
    .filter((c): c is BlogCategory => c !== null);
}

type BlogListOptions = { mode: AudienceMode; category?: string; page: number; pageSize?: number };

export function listBlogArticles(opts: BlogListOptions): Promise<Page<ArticleTeaser>> {
  return readPageInRange(opts.page, (page) => readBlogArticles({ ...opts, page }));
}

async function readBlogArticles(opts: BlogListOptions): Promise<Page<ArticleTeaser>> {
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
  return mapPage(envelope, mapArticleTeaser);
}

export async function getBlogArticle(slug: string): Promise<ArticleDetail | null> {
  if (!(await isKnownSlug('blog', 'it', slug))) return null;
  const raw = await firstBySlug('/api/blog-articles', BLOG_TAGS, slug, null);
  return raw ? mapArticle(raw) : null;
}

// News (localized; the list shows the items of the visitor's mode).

type NewsListOptions = { locale: Locale; mode: AudienceMode; page: number; pageSize?: number };

export function listNews(opts: NewsListOptions): Promise<Page<ArticleTeaser>> {
  return readPageInRange(opts.page, (page) => readNews({ ...opts, page }));
}

async function readNews(opts: NewsListOptions): Promise<Page<ArticleTeaser>> {
  const envelope = await cmsGet('/api/news-items', {
    query: {
      locale: opts.locale,
      ...teaserFields,
      ...modeFilter(opts.mode),
      'sort[0]': 'date:desc',
      'sort[1]': 'title:asc',
      ...paging(opts.page, opts.pageSize ?? ARTICLE_PAGE_SIZE),
    },
    tags: [TAGS.type('news')],
  });
  return mapPage(envelope, mapArticleTeaser);
}

export async function getNews(locale: Locale, slug: string): Promise<ArticleDetail | null> {
  if (!(await isKnownSlug('news', locale, slug))) return null;
  const raw = await firstBySlug('/api/news-items', [TAGS.type('news')], slug, locale);
  return raw ? mapArticle(raw) : null;
}

// Press area (consumer mode only).

type PressListOptions = { locale: Locale; page: number; pageSize?: number };

export function listPressReleases(opts: PressListOptions): Promise<Page<ArticleTeaser>> {
  return readPageInRange(opts.page, (page) => readPressReleases({ ...opts, page }));
}

async function readPressReleases(opts: PressListOptions): Promise<Page<ArticleTeaser>> {
  const envelope = await cmsGet('/api/press-releases', {
    query: { locale: opts.locale, ...teaserFields, 'sort[0]': 'date:desc', 'sort[1]': 'title:asc', ...paging(opts.page, opts.pageSize ?? ARTICLE_PAGE_SIZE) },
    tags: [TAGS.type('press-release')],
  });
  return mapPage(envelope, mapArticleTeaser);
}

export async function getPressRelease(locale: Locale, slug: string): Promise<ArticleDetail | null> {
  if (!(await isKnownSlug('press', locale, slug))) return null;
  const raw = await firstBySlug('/api/press-releases', [TAGS.type('press-release')], slug, locale);
  return raw ? mapArticle(raw) : null;
}
