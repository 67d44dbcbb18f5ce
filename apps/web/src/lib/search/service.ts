// The site's search index: one per server process, built from the CMS when the server starts,
// kept current by the content changes the CMS webhook announces (lib/broadcast.ts: in every
// instance; debounced re-reads of the changed entry) and rebuilt as a safety net every hour.
// Searches only read it: they never call the CMS and never build.
import { settingNumber } from '../../../config.mjs';
import 'server-only';
import { onContentChange } from '../broadcast';
import { clearPageCache } from '../page-cache';
import { ByteLru, jsonBytes } from '../byte-lru';
import { loadAllSearchDocs, loadSearchDocChange, SEARCH_RELATED_MODELS, searchSourceOf } from '../cms/search-docs';
import { log } from '../log';
import { withSpan } from '../tracing';
import { createOramaSearchIndex } from './orama-index';
import { endsInWord, sanitizeQuery } from './query';
import {
  SEARCH_LOCALES,
  type SearchAudience,
  type SearchIndex,
  type SearchIndexStats,
  type SearchLocale,
  type SearchQuery,
  type SearchResult,
  type SearchSuggestions,
} from './types';

/** Webhooks for one document within this window are applied once, after the last. */
export const REFRESH_DEBOUNCE_MS = 300;
/** How long a search waits for the first build (a server that has just started) before answering without it. */
const FIRST_BUILD_WAIT_MS = 3_000;
/** Retries of a failed build (CMS down at start) back off from 2 s to 1 min. */
const RETRY_MIN_MS = 2_000;
const RETRY_MAX_MS = 60_000;
/** Overlay answers kept (visitors type the same beginnings of words); every index write empties them. */
/** Memory for the answers kept per query since the index last changed (suggestions and result pages). */
const ANSWER_CACHE_BYTES = 8 * 1024 * 1024;
/** A webhook that never arrived is caught up by this periodic rebuild. */
const SAFETY_REBUILD_MS = settingNumber('SEARCH_REBUILD_SECONDS') * 1000;

type State = {
  index: SearchIndex;
  /** The first successful build; searches wait for it a little. */
  firstBuild: Promise<void>;
  markBuilt: () => void;
  built: boolean;
  started: boolean;
  /** Pending refreshes by key (`all`, or `model:documentId`). */
  timers: Map<string, NodeJS.Timeout>;
  /** Refreshes run one after the other. */
  queue: Promise<void>;
  retryMs: number;
  lastError: string | null;
  /** Answers of queries asked since the index last changed: suggestions and result pages, bounded by bytes. */
  answers: ByteLru<SearchSuggestions | SearchResult>;
  /** Counts index writes: a suggestion computed before a write is not kept after it. */
  version: number;
};

// Next bundles the instrumentation hook, route handlers and pages separately: the index lives on
// globalThis so that they all share one per process.
const KEY = Symbol.for('brina.search');
type Holder = typeof globalThis & { [KEY]?: State };

function state(): State {
  const holder = globalThis as Holder;
  if (!holder[KEY]) {
    let markBuilt: () => void = () => undefined;
    const firstBuild = new Promise<void>((resolve) => {
      markBuilt = resolve;
    });
    holder[KEY] = {
      index: createOramaSearchIndex(),
      firstBuild,
      markBuilt,
      built: false,
      started: false,
      timers: new Map(),
      queue: Promise.resolve(),
      retryMs: RETRY_MIN_MS,
      lastError: null,
      answers: new ByteLru<SearchSuggestions | SearchResult>(ANSWER_CACHE_BYTES, jsonBytes),
      version: 0,
    };
  }
  return holder[KEY];
}

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);

/** After every index write: answers kept from before are stale. */
function changed(s: State): void {
  s.version += 1;
  s.answers.clear();
  // The search pages kept by the server show answers from before.
  clearPageCache();
}

function enqueue(task: () => Promise<void>): Promise<void> {
  const s = state();
  const next = s.queue.then(task);
  s.queue = next.catch(() => undefined);
  return next;
}

async function rebuild(reason: string): Promise<void> {
  const s = state();
  const started = Date.now();
  try {
    const docs = await loadAllSearchDocs();
    await s.index.replaceAll(docs);
    changed(s);
    s.built = true;
    s.retryMs = RETRY_MIN_MS;
    s.lastError = null;
    s.markBuilt();
    log.info({ reason, documents: docs.length, ms: Date.now() - started }, 'search index built');
  } catch (error) {
    s.lastError = error instanceof Error ? error.message : String(error);
    log.warn({ reason, err: s.lastError, retryInMs: s.retryMs }, 'search index build failed; searches answer from the previous index');
    schedule('all', s.retryMs);
    s.retryMs = Math.min(RETRY_MAX_MS, s.retryMs * 2);
  }
}

async function refreshDocument(model: string, documentId: string, locale: SearchLocale | null): Promise<void> {
  const s = state();
  try {
    const change = await loadSearchDocChange(model, documentId, locale);
    if (!change) return;
    if (change.upsert.length) await s.index.upsert(change.upsert);
    for (const { id, locale } of change.remove) await s.index.remove([id], locale);
    changed(s);
    log.info({ model, documentId, upserted: change.upsert.length, removed: change.remove.length }, 'search index updated');
  } catch (error) {
    log.warn({ model, documentId, err: error instanceof Error ? error.message : String(error) }, 'search index update failed; rebuilding soon');
    // The document's state is unknown: a rebuild (with its retries) brings the index back in line.
    schedule('all', RETRY_MIN_MS);
  }
}

function schedule(key: string, delay: number): void {
  const { timers } = state();
  clearTimeout(timers.get(key));
  const timer = setTimeout(() => {
    timers.delete(key);
    if (key === 'all') {
      void enqueue(() => rebuild('refresh'));
      return;
    }
    const [model = '', documentId = '', locale = ''] = key.split('\u0000');
    // A pending rebuild reads this document anyway.
    if (!timers.has('all')) void enqueue(() => refreshDocument(model, documentId, isOneOf(SEARCH_LOCALES, locale) ? locale : null));
  }, delay);
  // A pending refresh never keeps the process alive.
  timer.unref();
  timers.set(key, timer);
}

/** Builds the index once per process (the server's start hook calls this); later calls do nothing. */
export function startSearchIndex(): void {
  const s = state();
  if (s.started) return;
  s.started = true;
  onContentChange((change) => refreshSearchIndex(change));
  void enqueue(() => rebuild('start'));
  setInterval(() => schedule('all', 0), SAFETY_REBUILD_MS).unref();
}

export type WebhookChange = { event: string; model: string; entry?: unknown };

/** The CMS reported a change: re-read the document (or rebuild, for a change that touches many) after a short quiet period. */
export function refreshSearchIndex({ event, model, entry }: WebhookChange): void {
  startSearchIndex();
  if (event.startsWith('media.') || SEARCH_RELATED_MODELS.has(model)) {
    schedule('all', REFRESH_DEBOUNCE_MS);
    return;
  }
  if (!searchSourceOf(model)) return;
  const raw = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
  const documentId = typeof raw.documentId === 'string' ? raw.documentId : typeof raw.id === 'number' || typeof raw.id === 'string' ? String(raw.id) : '';
  if (!documentId) {
    schedule('all', REFRESH_DEBOUNCE_MS);
    return;
  }
  // Each language of a document is its own CMS entry: the webhook names the one that changed.
  const locale = typeof raw.locale === 'string' && isOneOf(SEARCH_LOCALES, raw.locale) ? raw.locale : '';
  schedule(`${model}\u0000${documentId}\u0000${locale}`, REFRESH_DEBOUNCE_MS);
}

/** Resolves when the first build is done, or after `ms` (false then). */
async function ready(ms: number): Promise<boolean> {
  const s = state();
  if (s.built) return true;
  startSearchIndex();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const result = await Promise.race([s.firstBuild.then(() => true as const), timeout]);
  clearTimeout(timer);
  return result;
}

export type SiteSearchResult = SearchResult & { ready: boolean };
export type SiteSearchSuggestions = SearchSuggestions & { ready: boolean };

/** A search page's results; `ready` is false while a just-started server has no index yet. */
export async function searchSite(query: SearchQuery): Promise<SiteSearchResult> {
  // The span names the language, audience and hit count, never the words searched (logs keep them out too).
  return withSpan('search results', { attributes: { 'brina.search.locale': query.locale, 'brina.search.audience': query.audience } }, async (span) => {
    const isReady = await ready(FIRST_BUILD_WAIT_MS);
    const s = state();
    const key = ['results', query.locale, query.audience, query.type ?? '', query.page, query.pageSize, sanitizeQuery(query.q)].join('\u0000');
    const version = s.version;
    const kept = s.answers.get(key) as SearchResult | undefined;
    const found = kept ?? (await s.index.search(query));
    if (!kept && isReady && version === s.version) s.answers.set(key, found);
    span?.setAttributes({ 'brina.search.ready': isReady, 'brina.search.kept': Boolean(kept), 'brina.search.total': found.total });
    return { ...found, ready: isReady };
  });
}

/** A suggestion answer this slow is traced (a usual one takes about 0.1 ms). */
const SLOW_SUGGESTION_MS = 5;

/**
 * The overlay's suggestions for what is being typed (`rawQ` unsanitised: a trailing space ends the
 * last word): titles only (excerpts cost most of a hit), answered from memory for a query asked
 * since the index last changed.
 */
export async function suggestSite(rawQ: string, locale: SearchLocale, audience: SearchAudience, limit: number): Promise<SiteSearchSuggestions> {
  // Only a slow answer (an index still building, a cold query) gets a span: docs/operations.md, "Traces".
  return withSpan(
    'search suggestions',
    { attributes: { 'brina.search.locale': locale, 'brina.search.audience': audience }, slowerThanMs: SLOW_SUGGESTION_MS },
    async (span) => {
      const isReady = await ready(FIRST_BUILD_WAIT_MS);
      const s = state();
      const key = ['suggest', locale, audience, limit, endsInWord(rawQ) ? 'typing' : 'done', sanitizeQuery(rawQ)].join('\u0000');
      const version = s.version;
      const kept = s.answers.get(key) as SearchSuggestions | undefined;
      const found = kept ?? (await s.index.suggest(rawQ, locale, audience, limit, { excerpts: false }));
      if (!kept && isReady && version === s.version) s.answers.set(key, found);
      span?.setAttributes({ 'brina.search.ready': isReady, 'brina.search.kept': Boolean(kept), 'brina.search.total': found.total });
      return { ...found, ready: isReady };
    },
  );
}

export async function searchStats(): Promise<SearchIndexStats & { lastError: string | null }> {
  const s = state();
  return { ...(await s.index.stats()), lastError: s.lastError };
}
