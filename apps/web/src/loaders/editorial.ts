// Editorial loaders: home, blog, press area, legal area, landing pages, manifesto, downloads and
// videos; their metadata and which of them are prerendered. Each loader decides the 404; a page's
// metadata reads the same cached lookup, so page and metadata share one call.
import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { parsePage, type SearchParams } from '@/lib/catalogue/filters';
import {
  getBlogArticle,
  getBlogCategories,
  getPressRelease,
  listBlogArticles,
  listPressReleases,
  type ArticleDetail,
  type ArticleTeaser,
  type BlogCategory,
} from '@/lib/cms/article';
import { swallow } from '@/lib/cms/client';
import { getDownloadGroups, listVideos } from '@/lib/cms/downloads';
import { getHome, getLandingPage, getLegalPage, getManifesto, listLegalPages, type LegalLink, type LegalPage } from '@/lib/cms/page';
import type { Page } from '@/lib/cms/read';
import { BLOG_ARTICLE } from '@/lib/content/blog-article';
import { LANDING_PAGE } from '@/lib/content/landing-page';
import { PRESS_RELEASE } from '@/lib/content/press-release';
import { contentHref, listSlugDocs } from '@/lib/content/registry';
import { staticParent, type AudienceStaticParams, orNotFound } from '@/lib/routing/params';
import { homePath, pathFor } from '@/lib/routing/paths';
import { routeNameFor, type AudienceMode, type Locale } from '@/lib/routing/routes';
import { documentMetadata, pageMetadata, foundMetadata } from '@/lib/seo/metadata';
import { withSectionData } from './sections';

// ---- Home

const findHome = cache(async (mode: AudienceMode, locale: Locale) => withSectionData(await getHome(mode, locale), locale, mode));

export async function loadHome(mode: AudienceMode, locale: Locale) {
  return { locale, mode, home: orNotFound(await findHome(mode, locale)) };
}
export type HomeData = Awaited<ReturnType<typeof loadHome>>;

/** The home's metadata; without the CMS, the built-in titles (the page itself answers from the cache or fails). */
export async function homeMetadata(mode: AudienceMode, locale: Locale): Promise<Metadata> {
  const [t, home] = await Promise.all([getTranslations({ locale, namespace: 'meta' }), swallow(`home ${mode} metadata`, () => findHome(mode, locale), null)]);
  return pageMetadata({
    pathname: homePath(locale, mode),
    locale,
    title: home?.seo.title ?? t(mode === 'B2B' ? 'homeTitleB2B' : 'homeTitleB2C'),
    description: home?.seo.description ?? home?.intro ?? t('defaultDescription'),
    image: home?.seo.image ?? (home?.hero?.kind === 'hero' ? home.hero.image : null),
  });
}

// ---- Blog (Italian only: its screens 404 in English before these paths are built)

export const blogPaths = {
  list: (mode: AudienceMode) => pathFor(routeNameFor('blog', mode), 'it'),
  category: (mode: AudienceMode, category: string) => pathFor(routeNameFor('blog-category', mode), 'it', { category }),
  article: (mode: AudienceMode, category: string, slug: string) => pathFor(routeNameFor('blog-category-slug', mode), 'it', { category, slug }),
  teaser: (mode: AudienceMode, a: Pick<ArticleTeaser, 'slug' | 'category'>) => (a.category ? blogPaths.article(mode, a.category.slug, a.slug) : null),
};

async function blogTitles(mode: AudienceMode, locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'editorial' });
  return mode === 'B2B' ? { title: t('blogTitleB2B'), intro: t('blogIntroB2B') } : { title: t('blogTitle'), intro: t('blogIntro') };
}

const findBlogCategories = cache((mode: AudienceMode) => getBlogCategories(mode));

/** The category of the URL, among the mode's categories (undefined: no category asked; null: unknown). */
async function blogCategoryOf(
  mode: AudienceMode,
  slug: string | undefined,
): Promise<{ categories: BlogCategory[]; category: BlogCategory | null | undefined }> {
  const categories = await findBlogCategories(mode);
  return { categories, category: slug === undefined ? undefined : (categories.find((c) => c.slug === slug) ?? null) };
}

export type BlogListData = {
  locale: Locale;
  mode: AudienceMode;
  title: string;
  intro: string;
  categories: BlogCategory[];
  category: BlogCategory | undefined;
  results: Page<ArticleTeaser>;
};

/** The blog list (all, or one category); 404 for an unknown category or a page past the last. */
export async function loadBlogList(locale: Locale, mode: AudienceMode, categorySlug: string | undefined, searchParams: SearchParams): Promise<BlogListData> {
  const page = parsePage(searchParams);
  const [{ title, intro }, { categories, category }] = await Promise.all([blogTitles(mode, locale), blogCategoryOf(mode, categorySlug)]);
  if (category === null) notFound();
  const results = await listBlogArticles({ mode, category: category?.slug, page });
  if (page > 0 && page >= results.pageCount) notFound();
  return { locale, mode, title, intro, categories, category, results };
}

export async function blogListMetadata(locale: Locale, mode: AudienceMode, categorySlug: string | undefined, searchParams: SearchParams): Promise<Metadata> {
  const [{ title, intro }, t, { category }] = await Promise.all([
    blogTitles(mode, locale),
    getTranslations({ locale, namespace: 'editorial' }),
    blogCategoryOf(mode, categorySlug),
  ]);
  if (categorySlug !== undefined && !category) return {};
  const page = parsePage(searchParams);
  const name = category?.name ?? title;
  return pageMetadata({
    pathname: category ? blogPaths.category(mode, category.slug) : blogPaths.list(mode),
    locale,
    title: page > 0 ? t('pageTitle', { title: name, page: page + 1 }) : name,
    description: category?.description ?? intro,
  });
}

/** The article, if it belongs to the URL's category and to the mode (once per request). */
const findBlogArticle = cache(async (mode: AudienceMode, category: string, slug: string): Promise<ArticleDetail | null> => {
  const article = await getBlogArticle(slug);
  if (!article || article.category?.slug !== category) return null;
  return (mode === 'B2B' ? article.availableB2b : article.availableB2c) ? article : null;
});

export type BlogArticleData = {
  locale: Locale;
  mode: AudienceMode;
  listTitle: string;
  article: ArticleDetail & { category: NonNullable<ArticleDetail['category']> };
  related: ArticleTeaser[];
};

/** An article with up to three others of its category; 404 when the URL names none of this category and audience. */
export async function loadBlogArticle(locale: Locale, mode: AudienceMode, category: string, slug: string): Promise<BlogArticleData> {
  const article = await findBlogArticle(mode, category, slug);
  if (!article?.category) notFound();
  const [{ title }, related] = await Promise.all([
    blogTitles(mode, locale),
    swallow('blog related articles', () => listBlogArticles({ mode, category: article.category?.slug, page: 0, pageSize: 4 }), null),
  ]);
  const more = (related?.items ?? []).filter((a) => a.slug !== article.slug).slice(0, 3);
  return { locale, mode, listTitle: title, article: { ...article, category: article.category }, related: more };
}

export function blogArticleMetadata(locale: Locale, mode: AudienceMode, category: string, slug: string): Promise<Metadata> {
  return foundMetadata(findBlogArticle(mode, category, slug), (article) => {
    const pathname = blogPaths.article(mode, category, slug);
    return documentMetadata(article, { pathname, locale, description: article.excerpt, image: article.cover, type: 'article' });
  });
}

export async function blogStaticParams(args: AudienceStaticParams) {
  const at = staticParent(args);
  if (!at || at.locale !== 'it') return [];
  const articles = await swallow('blog static params', () => listSlugDocs(BLOG_ARTICLE, 'it'), []);
  return articles.flatMap((a) => {
    const category = a.categories?.[at.mode];
    return category ? [{ category, slug: a.slug }] : [];
  });
}

// ---- Press area (consumer only)

export const pressPaths = {
  list: (locale: Locale) => pathFor(PRESS_RELEASE.routes.list.B2C, locale),
  release: (locale: Locale, slug: string) => contentHref(PRESS_RELEASE, slug, locale, 'B2C') ?? pathFor(PRESS_RELEASE.routes.list.B2C, locale),
};

/** A page of press releases; 404 past the last page. */
export async function loadPressList(locale: Locale, searchParams: SearchParams) {
  const page = parsePage(searchParams);
  const results = await listPressReleases({ locale, page });
  if (page > 0 && page >= results.pageCount) notFound();
  return { locale, results };
}
export type PressListData = Awaited<ReturnType<typeof loadPressList>>;

export async function pressListMetadata(locale: Locale, searchParams: SearchParams): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'editorial' });
  const page = parsePage(searchParams);
  return pageMetadata({
    pathname: pressPaths.list(locale),
    locale,
    title: page > 0 ? t('pageTitle', { title: t('pressTitle'), page: page + 1 }) : t('pressTitle'),
    description: t('pressIntro'),
  });
}

const findPressRelease = cache((locale: Locale, slug: string) => getPressRelease(locale, slug));

export async function loadPressRelease(locale: Locale, slug: string) {
  return { locale, release: orNotFound(await findPressRelease(locale, slug)) };
}
export type PressReleaseData = Awaited<ReturnType<typeof loadPressRelease>>;

export function pressReleaseMetadata(locale: Locale, slug: string): Promise<Metadata> {
  return foundMetadata(findPressRelease(locale, slug), (release) => {
    const pathname = pressPaths.release(locale, slug);
    return documentMetadata(release, { pathname, locale, description: release.excerpt, image: release.cover, type: 'article' });
  });
}

/** Press releases are consumer-only. */
export async function pressStaticParams(args: AudienceStaticParams) {
  const at = staticParent(args);
  if (!at || at.mode !== 'B2C') return [];
  return (await swallow('press static params', () => listSlugDocs(PRESS_RELEASE, at.locale), [])).map((p) => ({ slug: p.slug }));
}

// ---- Legal area (both audiences)

export const legalPath = (locale: Locale, mode: AudienceMode, slug: string) => pathFor(routeNameFor('legal-area-slug', mode), locale, { slug });
const inMode = (mode: AudienceMode, page: Pick<LegalPage | LegalLink, 'availableB2c' | 'availableB2b'>) =>
  mode === 'B2B' ? page.availableB2b : page.availableB2c;

const findLegalPage = cache(async (locale: Locale, mode: AudienceMode, slug: string): Promise<LegalPage | null> => {
  const page = await getLegalPage(locale, slug);
  return page && inMode(mode, page) ? page : null;
});

/** A legal page with the mode's other legal pages beside it; 404 when it is not in this audience. */
export async function loadLegalPage(locale: Locale, mode: AudienceMode, slug: string) {
  const page = orNotFound(await findLegalPage(locale, mode, slug));
  const all = await swallow('legal pages', () => listLegalPages(locale), []);
  return { locale, mode, page, others: all.filter((p) => inMode(mode, p)) };
}
export type LegalPageData = Awaited<ReturnType<typeof loadLegalPage>>;

export function legalMetadata(locale: Locale, mode: AudienceMode, slug: string): Promise<Metadata> {
  return foundMetadata(findLegalPage(locale, mode, slug), (page) => documentMetadata(page, { pathname: legalPath(locale, mode, slug), locale }));
}

export async function legalStaticParams(args: AudienceStaticParams) {
  const at = staticParent(args);
  if (!at) return [];
  const pages = await swallow('legal static params', () => listLegalPages(at.locale), []);
  return pages.filter((p) => inMode(at.mode, p)).map((p) => ({ slug: p.slug }));
}

// ---- Landing pages (each belongs to one audience)

export const landingPath = (locale: Locale, mode: AudienceMode, slug: string) => pathFor(routeNameFor('landing-slug', mode), locale, { slug });

const findLandingPage = cache(async (locale: Locale, mode: AudienceMode, slug: string) => {
  const page = await getLandingPage(locale, mode, slug);
  return page?.mode === mode ? withSectionData(page, locale, mode) : null;
});

export async function loadLandingPage(locale: Locale, mode: AudienceMode, slug: string) {
  return { locale, mode, page: orNotFound(await findLandingPage(locale, mode, slug)) };
}
export type LandingPageData = Awaited<ReturnType<typeof loadLandingPage>>;

export function landingMetadata(locale: Locale, mode: AudienceMode, slug: string): Promise<Metadata> {
  return foundMetadata(findLandingPage(locale, mode, slug), (page) => {
    const hero = page.sections.find((s) => s.kind === 'hero');
    return documentMetadata(page, {
      pathname: landingPath(locale, mode, slug),
      locale,
      description: hero?.kind === 'hero' ? hero.subtitle : null,
      image: hero?.kind === 'hero' ? hero.image : null,
    });
  });
}

export async function landingStaticParams(args: AudienceStaticParams) {
  const at = staticParent(args);
  if (!at) return [];
  const pages = await swallow('landing static params', () => listSlugDocs(LANDING_PAGE, at.locale), []);
  return pages.filter((p) => p.audiences.includes(at.mode)).map((p) => ({ slug: p.slug }));
}

// ---- Manifesto (consumer only)

const findManifesto = cache(async (locale: Locale) => withSectionData(await getManifesto(locale), locale, 'B2C'));

export async function loadManifesto(locale: Locale) {
  return { locale, page: orNotFound(await findManifesto(locale)) };
}
export type ManifestoData = Awaited<ReturnType<typeof loadManifesto>>;

export function manifestoMetadata(locale: Locale): Promise<Metadata> {
  return foundMetadata(findManifesto(locale), (page) =>
    documentMetadata(page, { pathname: pathFor('manifesto', locale), locale, description: page.intro, image: page.cover }),
  );
}

// ---- Downloads (consumer only) and videos (both audiences)

export async function loadDownloads(locale: Locale) {
  return { locale, groups: await getDownloadGroups(locale, 'B2C') };
}
export type DownloadsData = Awaited<ReturnType<typeof loadDownloads>>;

export async function downloadsMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'editorial' });
  return pageMetadata({ pathname: pathFor('downloads', locale), locale, title: t('downloadsTitle'), description: t('downloadsIntro') });
}

export const videosPath = (locale: Locale, mode: AudienceMode) => pathFor(routeNameFor('video-downloads', mode), locale);

export async function loadVideos(locale: Locale, mode: AudienceMode) {
  return { locale, mode, videos: await listVideos(locale, mode) };
}
export type VideosData = Awaited<ReturnType<typeof loadVideos>>;

export async function videosMetadata(locale: Locale, mode: AudienceMode): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'editorial' });
  return pageMetadata({
    pathname: videosPath(locale, mode),
    locale,
    title: t('videosTitle'),
    description: t(mode === 'B2B' ? 'videosIntroB2B' : 'videosIntro'),
  });
}
