// Search loader (both audiences): the audience's hits for the query in the URL, from the in-process
// index (no CMS call). Search pages are never indexed (endless query variants, thin content).
import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { SearchParams } from '@/lib/catalogue/filters';
import { pathFor } from '@/lib/routing/paths';
import { routeNameFor, type AudienceMode, type Locale } from '@/lib/routing/routes';
import { readSearchParams, SEARCH_PAGE_SIZE } from '@/lib/search/page-params';
import { searchSite } from '@/lib/search/service';
import { pageMetadata } from '@/lib/seo/metadata';

export const searchPath = (locale: Locale, mode: AudienceMode) => pathFor(routeNameFor('search', mode), locale);

/** The hits of the query (null without one), with the type facet the URL chose. */
export async function loadSearch(locale: Locale, mode: AudienceMode, searchParams: SearchParams) {
  const { q, type, page } = readSearchParams(searchParams);
  const result = q ? await searchSite({ q, locale, audience: mode, type, page, pageSize: SEARCH_PAGE_SIZE }) : null;
  return { locale, mode, type, result };
}
export type SearchData = Awaited<ReturnType<typeof loadSearch>>;

export async function searchMetadata(locale: Locale, mode: AudienceMode, searchParams: SearchParams): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'search' });
  const { q } = readSearchParams(searchParams);
  return pageMetadata({
    pathname: searchPath(locale, mode),
    locale,
    title: q ? t('titleWithQuery', { q }) : t('title'),
    description: t('description'),
    noIndex: true,
  });
}
