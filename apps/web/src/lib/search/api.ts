// The JSON of GET /api/search, shared by the route handler and the header overlay that reads it.
import type { SearchDocType, SearchSuggestions } from './types';

/** A suggestion: the title (escaped, matches in <mark>), its page in the visitor's audience, a thumbnail. */
export type SearchApiHit = { id: string; url: string; titleHtml: string; image: { url: string; alt: string } | null };

export type SearchApiAnswer = {
  /** The query as searched (cleaned): text, never markup. */
  q: string;
  total: number;
  /** False while a just-started server is still building its index. */
  ready: boolean;
  groups: { type: SearchDocType; count: number; hits: SearchApiHit[] }[];
};

export function toSearchApiAnswer(found: SearchSuggestions, ready: boolean): SearchApiAnswer {
  return {
    q: found.q,
    total: found.total,
    ready,
    groups: found.groups.map((g) => ({
      type: g.type,
      count: g.count,
      hits: g.hits.map((h) => ({ id: h.doc.id, url: h.doc.url, titleHtml: h.titleHtml, image: h.doc.image ?? null })),
    })),
  };
}
