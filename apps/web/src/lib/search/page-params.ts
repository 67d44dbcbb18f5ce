// The search page's state in its URL: `?q=spinaci&type=product&page=2`. Unknown types and
// malformed pages are ignored, so a hand-edited URL still shows a page.
import { clampInt, sanitizeQuery } from './query';
import { SEARCH_DOC_TYPES, type SearchDocType } from './types';

export const SEARCH_PAGE_SIZE = 10;

export type SearchPageParams = { q: string; type: SearchDocType | null; page: number };

type Params = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

export function readSearchParams(params: Params): SearchPageParams {
  const type = first(params.type);
  return {
    q: sanitizeQuery(first(params.q)),
    type: (SEARCH_DOC_TYPES as readonly string[]).includes(type ?? '') ? (type as SearchDocType) : null,
    page: clampInt(first(params.page), 1, 10_000, 1),
  };
}

/** The search page's URL for a query, a type (null: all) and a 1-based page. */
export function searchHref(path: string, { q, type = null, page = 1 }: { q: string; type?: SearchDocType | null; page?: number }): string {
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (type) query.set('type', type);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
