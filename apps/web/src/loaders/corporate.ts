// Corporate loaders (mode CORPORATE: the pages keep the visitor's previous audience): generic pages
// by slug or category/slug, and news. Each loader decides the 404; a page's metadata reads the
// same cached lookup.
import 'server-only';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { parsePage, type SearchParams } from '@/lib/catalogue/filters';
import { getNews, listNews } from '@/lib/cms/article';
import { swallow } from '@/lib/cms/client';
import { orNotFound } from '@/lib/routing/params';
import { getCorporatePage } from '@/lib/cms/page';
import { MODE_COOKIE, resolveMode } from '@/lib/routing/mode';
import { pathFor } from '@/lib/routing/paths';
import type { Locale } from '@/lib/routing/routes';
import { documentMetadata, pageMetadata, foundMetadata } from '@/lib/seo/metadata';
import { withSectionData } from './sections';

/** The audience the visitor came from (the header and links of a corporate page follow it). */
async function visitorMode() {
  return resolveMode('CORPORATE', (await cookies()).get(MODE_COOKIE)?.value);
}

// ---- Generic pages

export const corporatePath = (locale: Locale, slug: string, category: string | null) =>
  category ? pathFor('page-category-slug', locale, { first: category, second: slug }) : pathFor('page-slug', locale, { first: slug });

const findCorporatePage = cache((locale: Locale, slug: string, category: string | null) => getCorporatePage(locale, slug, category));

export async function loadCorporatePage(locale: Locale, slug: string, category: string | null) {
  const [page, mode] = await Promise.all([findCorporatePage(locale, slug, category), visitorMode()]);
  if (!page) notFound();
  return { locale, mode, page: (await withSectionData(page, locale, mode)) ?? page, path: corporatePath(locale, slug, category) };
}
export type CorporatePageData = Awaited<ReturnType<typeof loadCorporatePage>>;

export function corporateMetadata(locale: Locale, slug: string, category: string | null): Promise<Metadata> {
  return foundMetadata(findCorporatePage(locale, slug, category), (page) =>
    documentMetadata(page, { pathname: corporatePath(locale, slug, category), locale, description: page.intro }),
  );
}

// ---- News (`/news` and `/news/{slug}`): the list shows the visitor's mode's items; an item is the same in both

export const newsPath = (locale: Locale, slug?: string) => pathFor('news-slug', locale, slug ? { slug: [slug] } : {});

/** The item's slug, null for the list, undefined for a path with more segments (404). */
function newsSlugOf(slug: string[] | undefined): string | null | undefined {
  if (!slug || slug.length === 0) return null;
  return slug.length === 1 ? slug[0] : undefined;
}

const findNews = cache((locale: Locale, slug: string) => getNews(locale, slug));

/** The news list (a page of it) or one item with the latest others; 404 for an unknown item, a deeper path or a page past the last. */
export async function loadNews(locale: Locale, segments: string[] | undefined, searchParams: SearchParams) {
  const slug = newsSlugOf(segments);
  if (slug === undefined) notFound();
  const mode = await visitorMode();
  if (slug === null) {
    const page = parsePage(searchParams);
    const results = await listNews({ locale, mode, page });
    if (page > 0 && page >= results.pageCount) notFound();
    return { kind: 'list' as const, locale, mode, results };
  }
  const item = orNotFound(await findNews(locale, slug));
  const latest = await swallow('more news', () => listNews({ locale, mode, page: 0, pageSize: 4 }), null);
  const more = (latest?.items ?? []).filter((a) => a.slug !== item.slug).slice(0, 3);
  return { kind: 'item' as const, locale, mode, item, more };
}
export type NewsData = Awaited<ReturnType<typeof loadNews>>;

export async function newsMetadata(locale: Locale, segments: string[] | undefined, searchParams: SearchParams): Promise<Metadata> {
  const slug = newsSlugOf(segments);
  if (slug === undefined) return {};
  const t = await getTranslations({ locale, namespace: 'editorial' });
  if (slug === null) {
    const page = parsePage(searchParams);
    return pageMetadata({
      pathname: newsPath(locale),
      locale,
      title: page > 0 ? t('pageTitle', { title: t('newsTitle'), page: page + 1 }) : t('newsTitle'),
      description: t('newsIntro'),
    });
  }
  const item = await findNews(locale, slug);
  if (!item) return {};
  return documentMetadata(item, { pathname: newsPath(locale, slug), locale, description: item.excerpt, image: item.cover, type: 'article' });
}
