// Visitors' votes on products and recipes: one way to store a vote and read back averages and
// counts (for one document, or for a page of cards at once), whatever is rated.
import { log } from '../log';
import type { Locale } from '../routing/routes';
import { cmsGet, cmsPost } from './client';
import { list, num, rec, str } from './read';
import { TAGS } from './tags';

export type RatedKind = 'product' | 'recipe';
export type RatingSummary = { average: number | null; count: number };

/** Each rated kind's CMS collection, the vote's document field and the summary's parameter. */
const RATED = {
  product: { path: '/api/product-ratings', type: 'product-rating', field: 'product_document_id' },
  recipe: { path: '/api/recipe-ratings', type: 'recipe-rating', field: 'recipe_document_id' },
} as const;

/** The CMS models of the votes (the revalidation webhook names them). */
export const RATING_MODELS: Record<string, RatedKind> = { [RATED.product.type]: 'product', [RATED.recipe.type]: 'recipe' };

/** The vote's field naming the rated document (in the webhook's entry). */
export const ratedField = (kind: RatedKind) => RATED[kind].field;

/**
 * The cache tag of one document's votes: a vote expires only the answers that show that
 * document's average (its page, the list pages with its card), not every product or recipe.
 */
export const ratingTag = (kind: RatedKind, documentId: string) => `${TAGS.type(RATED[kind].type)}:${documentId}`;

const summaryOf = (raw: unknown): RatingSummary => {
  const r = rec(raw);
  return { average: num(r, 'average'), count: num(r, 'count') ?? 0 };
};

export async function getRatingSummary(kind: RatedKind, documentId: string): Promise<RatingSummary> {
  const { data } = await cmsGet(`${RATED[kind].path}/summary`, { query: { [kind]: documentId }, tags: [ratingTag(kind, documentId)] });
  return summaryOf(data);
}

/** The summaries of several documents in one request (a page of cards), by documentId. */
export async function getRatingSummaries(kind: RatedKind, documentIds: string[], { fresh = false } = {}): Promise<Map<string, RatingSummary>> {
  const ids = [...new Set(documentIds)].sort();
  if (ids.length === 0) return new Map();
  // Two or more ids answer a list; one id answers one summary.
  const { data } = await cmsGet(`${RATED[kind].path}/summary`, { query: { [kind]: ids.join(',') }, tags: ids.map((id) => ratingTag(kind, id)), fresh });
  const rows = ids.length === 1 ? [{ ...rec(data), [kind]: ids[0] }] : list(data);
  return new Map(rows.flatMap((row) => (str(row, kind) ? [[str(row, kind) as string, summaryOf(row)] as const] : [])));
}

/** The current summary, bypassing the cache (right after a vote). */
export async function freshRatingSummary(kind: RatedKind, documentId: string): Promise<RatingSummary> {
  const { data } = await cmsGet(`${RATED[kind].path}/summary`, {
    query: { [kind]: documentId, fresh: Date.now() },
    tags: [ratingTag(kind, documentId)],
    preview: false,
  });
  return summaryOf(data);
}

/** Stores a visitor's vote; resolves only once the CMS has stored it. */
export async function submitRating(input: {
  kind: RatedKind;
  documentId: string;
  vote: number;
  locale: Locale;
  clientHash: string;
}): Promise<'stored' | 'unknown-document' | 'failed'> {
  const { path, field } = RATED[input.kind];
  const result = await cmsPost(path, { data: { [field]: input.documentId, vote: input.vote, locale_code: input.locale, client_hash: input.clientHash } });
  if (result.ok) return 'stored';
  log.warn({ status: result.status, body: result.body, [input.kind]: input.documentId }, 'CMS refused a rating');
  return result.status === 400 ? 'unknown-document' : 'failed';
}
