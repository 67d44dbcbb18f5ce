// The in-process `SearchIndex`: one Orama database per language, held in the website's server,
// filled from the CMS by its caller and searched without any network call.
import { components, count, create, insert, internals, remove as removeDocument, type Tokenizer } from '@orama/orama';
import { radix } from '@orama/orama/trees';
import { log } from '../log';
import { isAllergenCode, type AllergenCode } from '../catalogue/allergens';
import { analyze, analyzeTerms, isStopWord, type AnalyzedToken } from './analyzer';
import { allergenName, readFreeFrom } from './free-from';
import { excerpt, highlight, type TokenMatcher } from './highlight';
import { clampInt, endsInWord, MAX_PAGE_SIZE, sanitizeQuery } from './query';
import {
  SEARCH_AUDIENCES,
  SEARCH_DOC_TYPES,
  SEARCH_LOCALES,
  SearchIndexError,
  type SearchAudience,
  type SearchDoc,
  type SearchDocType,
  type SearchFacets,
  type SearchHit,
  type SearchIndex,
  type SearchIndexStats,
  type SearchLocale,
  type SearchResult,
  type SearchSuggestions,
} from './types';

const TITLE_BOOST = 3;
/** Shorter words must be typed right: one letter off turns them into other words (riso/rosa, pane/pena). */
const FUZZY_MIN_LENGTH = 5;
const FUZZY_TOLERANCE = 1;
/** Words shorter than this are neither corrected nor offered as corrections. */
const DID_YOU_MEAN_MIN_LENGTH = 3;
/** Did-you-mean looks two letters away only for words this long. */
const WIDE_TYPO_MIN_LENGTH = 7;
/** Yield to the event loop while building, so a rebuild does not stall the pages being served. */
const BUILD_BATCH = 100;

// Every indexed term and word ends with END. Orama keeps per-document statistics in objects keyed
// by term, and a number term ("450", from "450 g") would be an array index there, growing every
// document's object to hundreds of slots (a third of the index's memory on the benchmark). In the
// word tree, END also keeps Orama's typo search, which takes a word for a prefix of longer ones (its
// edit distance accepts any word that starts with the query), to the word itself and its typos.
const END = '$';
/** Orama's BM25 defaults. */
const BM25 = { k: 1.2, b: 0.75, d: 0.5 };

const LANGUAGE: Record<SearchLocale, string> = { it: 'italian', en: 'english' };
const OTHER: Record<SearchLocale, SearchLocale> = { it: 'en', en: 'it' };
/** Relaxed matching keeps documents with at least this share of the query's words (rounded up). */
const RELAXED_SHARE = 0.5;
/** In relaxed matching, each query word a document has outweighs any BM25 difference (scores stay far below this). */
const WORD_WEIGHT = 1_000;
/** A product or recipe found by a free-from phrase alone (no other word to score it by): above content that only names the allergen. */
const FILTER_ONLY_SCORE = WORD_WEIGHT;

const FIELDS = ['title', 'body'] as const;
const BOOST: Record<(typeof FIELDS)[number], number> = { title: TITLE_BOOST, body: 1 };

export type OramaSearchIndexOptions = {
  /** Where failures swallowed by `search` and `suggest` are reported (the index never throws there); the server log by default. */
  onError?: (error: unknown, context: Record<string, unknown>) => void;
  now?: () => Date;
};

type Slot = {
  /** The analysed query word. */
  term: string;
  /** The folded query word (for the length rule and did-you-mean). */
  word: string;
  mode: 'exact' | 'prefix' | 'fuzzy';
  /** For a mistyped word: the terms of the known words one typo away. */
  alternatives: ReadonlySet<string>;
  /** Where the word is in the query (its first occurrence), for did-you-mean. */
  start: number;
  end: number;
};

type VocabularyEntry = { display: string; stem: string; count: number };

type LocaleIndex = {
  locale: SearchLocale;
  db: ReturnType<typeof createDocumentDatabase>;
  docs: Map<string, SearchDoc>;
  /** The same documents by Orama's internal id, which its postings hold. */
  byInternalId: (SearchDoc | undefined)[];
  /** Folded word → how it is written, its term and in how many documents it occurs. */
  vocabulary: Map<string, VocabularyEntry>;
  /**
   * The same words in an Orama radix tree, for typo tolerance and did-you-mean: a typo can change
   * how a word is stemmed (basmati → basm, but basmatti → basmatt), so a mistyped word is looked
   * for among the words as written, then searched by their terms.
   */
  words: radix.RadixTree;
};

/** Scores by internal document id (0: no match), and the ids that have one, in no order. */
type Scores = { ids: number[]; score: Float64Array };

type Matches = {
  q: string;
  slots: Slot[];
  /** Summed scores of the documents of the audience that match every slot (most slots when `relaxed`), within the free-from filter. */
  scores: Scores;
  /** Slots that matched nothing in the audience. */
  missing: Slot[];
  freeFrom: AllergenCode[];
  relaxed: boolean;
};

function documentTokenizer(locale: SearchLocale): Tokenizer {
  return {
    language: LANGUAGE[locale],
    normalizationCache: new Map(),
    // Orama's scoring expects each term once per field (its default tokenizer also removes repeats).
    tokenize: (raw: string) => [...new Set(analyze(raw, locale).map((t) => t.term + END))],
  };
}

function createDocumentDatabase(locale: SearchLocale) {
  return create({
    // Audience and type are read from our own documents: filtering the matches costs less than
    // Orama's filters and facets, which rebuild sets of every document on each search.
    schema: { title: 'string', body: 'string' } as const,
    // No search sorts by a field: sorting indexes would only cost memory and insert time.
    sort: { enabled: false },
    components: { tokenizer: documentTokenizer(locale) },
  });
}

/** Orama answers synchronously unless an async hook is installed; none is, and a surprise must not go unnoticed. */
function sync<T>(value: T | Promise<T>): T {
  if (value instanceof Promise) throw new SearchIndexError('Orama answered asynchronously; the index expects synchronous components');
  return value;
}

function emptyLocaleIndex(locale: SearchLocale): LocaleIndex {
  return { locale, db: createDocumentDatabase(locale), docs: new Map(), byInternalId: [], vocabulary: new Map(), words: new radix.RadixTree() };
}

function emptyFacets(): SearchFacets {
  return Object.fromEntries(SEARCH_DOC_TYPES.map((t) => [t, 0])) as SearchFacets;
}

function emptyResult(q: string): SearchResult {
  return { q, total: 0, facets: emptyFacets(), hits: [], didYouMean: null, freeFrom: [], relaxed: false, otherLocale: null, page: 1, pageCount: 0 };
}

const noScores = (): Scores => ({ ids: [], score: new Float64Array(0) });

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

function validate(doc: SearchDoc): void {
  const problem =
    typeof doc.id !== 'string' || doc.id === ''
      ? 'has no id'
      : !isOneOf(SEARCH_LOCALES, doc.locale)
        ? `has an unknown locale "${String(doc.locale)}"`
        : !isOneOf(SEARCH_DOC_TYPES, doc.type)
          ? `has an unknown type "${String(doc.type)}"`
          : !Array.isArray(doc.audiences) || doc.audiences.length === 0 || !doc.audiences.every((a) => isOneOf(SEARCH_AUDIENCES, a))
            ? 'needs one or more audiences among B2C, B2B'
            : typeof doc.title !== 'string' || typeof doc.body !== 'string' || typeof doc.url !== 'string'
              ? 'needs a title, a body and a url (strings)'
              : doc.allergens !== undefined && (!Array.isArray(doc.allergens) || !doc.allergens.every(isAllergenCode))
                ? 'has allergens that are not Annex II codes'
                : null;
  if (problem) throw new SearchIndexError(`Search document ${JSON.stringify(doc.id)} ${problem}`);
}

/** Folded word → [as written (lowercase), term] for the words of a document worth suggesting. */
function documentWords(doc: SearchDoc): Map<string, [string, string]> {
  const words = new Map<string, [string, string]>();
  for (const text of [doc.title, doc.body]) {
    for (const token of analyze(text, doc.locale)) {
      if (token.word.length < DID_YOU_MEAN_MIN_LENGTH || words.has(token.word) || /^\d+$/.test(token.word)) continue;
      words.set(token.word, [text.slice(token.start, token.end).toLowerCase(), token.term]);
    }
  }
  return words;
}

function internalId(index: LocaleIndex, id: string): number {
  return components.internalDocumentIDStore.getInternalDocumentId(index.db.internalDocumentIDStore, id);
}

function addDocument(index: LocaleIndex, doc: SearchDoc): void {
  if (index.docs.has(doc.id)) removeFromIndex(index, doc.id);
  sync(insert(index.db, { id: doc.id, title: doc.title, body: doc.body }));
  index.docs.set(doc.id, doc);
  index.byInternalId[internalId(index, doc.id)] = doc;
  for (const [word, [display, stem]] of documentWords(doc)) {
    const entry = index.vocabulary.get(word);
    if (entry) {
      entry.count += 1;
      continue;
    }
    index.vocabulary.set(word, { display, stem, count: 1 });
    index.words.insert(word + END, 0);
  }
}

function removeFromIndex(index: LocaleIndex, id: string): void {
  const doc = index.docs.get(id);
  if (!doc) return;
  index.byInternalId[internalId(index, id)] = undefined;
  sync(removeDocument(index.db, id));
  index.docs.delete(id);
  for (const word of documentWords(doc).keys()) {
    const entry = index.vocabulary.get(word);
    if (!entry) continue;
    entry.count -= 1;
    if (entry.count > 0) continue;
    index.vocabulary.delete(word);
    index.words.removeWord(word + END);
  }
}

function planSlots(q: string, locale: SearchLocale, lastWordUnfinished: boolean, skip: readonly { start: number; end: number }[] = []): Slot[] {
  // Words of a free-from phrase are a filter, not words to find.
  const tokens = analyze(q, locale).filter((token) => !skip.some((span) => token.start >= span.start && token.end <= span.end));
  const slots = new Map<string, Slot>();
  tokens.forEach((token, i) => {
    const unfinished = lastWordUnfinished && i === tokens.length - 1 && token.end === q.length && token.word.length >= 2;
    const key = `${unfinished ? 'prefix' : 'exact'}:${token.term}`;
    if (!slots.has(key))
      slots.set(key, {
        term: token.term,
        word: token.word,
        mode: unfinished ? 'prefix' : 'exact',
        alternatives: new Set(),
        start: token.start,
        end: token.end,
      });
  });
  return [...slots.values()];
}

/** The node reached by following `key` from `root`; with `partial`, `key` may end inside a node's label. */
function descend(root: radix.RadixNode, key: string, partial: boolean): radix.RadixNode | null {
  let node = root;
  let at = 0;
  while (at < key.length) {
    const child = node.c.get(key.charAt(at));
    if (!child) return null;
    if (key.length - at < child.s.length) return partial && child.s.startsWith(key.slice(at)) ? child : null;
    if (!key.startsWith(child.s, at)) return null;
    at += child.s.length;
    node = child;
  }
  return node;
}

/** The indexed terms `term` stands for: itself, or with `prefix` every term that starts with it. */
function postings(root: radix.RadixNode, term: string, prefix: boolean): radix.RadixNode[] {
  const node = descend(root, prefix ? term : term + END, prefix);
  if (!node) return [];
  if (!prefix) return node.e ? [node] : [];
  const found: radix.RadixNode[] = [];
  const stack = [node];
  for (let next = stack.pop(); next; next = stack.pop()) {
    if (next.e && next.d.size > 0) found.push(next);
    stack.push(...next.c.values());
  }
  return found;
}

/**
 * Internal document id → BM25 score (title boosted) for the documents of `audience` that contain
 * any of `terms`: Orama's BM25 over Orama's statistics. The postings are read from its radix trees
 * directly because its `find` collects a term's documents with Array.includes, quadratic in their
 * number: that alone took most of a query's time for a common word (10 ms at 2,000 documents).
 */
function termScores(index: LocaleIndex, terms: Iterable<string>, prefix: boolean, audience: SearchAudience): Scores {
  const data = index.db.data.index;
  const docsCount = count(index.db);
  const scores: Scores = { ids: [], score: new Float64Array(index.byInternalId.length) };
  for (const prop of FIELDS) {
    const tree = data.indexes[prop];
    const lengths = data.fieldLengths[prop];
    const occurrences = data.tokenOccurrences[prop];
    const averageLength = data.avgFieldLength[prop];
    if (tree?.type !== 'Radix' || !lengths || !occurrences || !averageLength) continue;
    for (const term of terms) {
      for (const node of postings(tree.node, term, prefix)) {
        const matching = occurrences[node.w] ?? 0;
        const idf = Math.log(1 + (docsCount - matching + 0.5) / (matching + 0.5));
        for (const id of node.d) {
          if (!index.byInternalId[id]?.audiences.includes(audience)) continue;
          const length = lengths[id] ?? averageLength;
          // Our tokenizer gives each term once per field, so Orama's term frequency is 1 / length.
          const tf = 1 / length;
          const score = (idf * (BM25.d + tf * (BM25.k + 1))) / (tf + BM25.k * (1 - BM25.b + (BM25.b * length) / averageLength));
          const before = scores.score[id] ?? 0;
          if (before === 0) scores.ids.push(id);
          scores.score[id] = before + score * BOOST[prop];
        }
      }
    }
  }
  return scores;
}

/** Two neighbouring letters swapped: one typo to a typist, two edits to Levenshtein. */
function swaps(word: string): string[] {
  const found: string[] = [];
  for (let i = 0; i < word.length - 1; i++) {
    if (word[i] !== word[i + 1]) found.push(word.slice(0, i) + word.charAt(i + 1) + word.charAt(i) + word.slice(i + 2));
  }
  return found;
}

/** Known words that `word` (folded) could be a typo of: `tolerance` edits at most, or one swap. */
function nearWords(index: LocaleIndex, word: string, tolerance: number): Map<string, VocabularyEntry & { distance: number }> {
  const found = new Map<string, VocabularyEntry & { distance: number }>();
  for (const swapped of swaps(word)) {
    const entry = index.vocabulary.get(swapped);
    if (entry) found.set(swapped, { ...entry, distance: 1 });
  }
  for (const marked of Object.keys(index.words.find({ term: word + END, tolerance }))) {
    const known = marked.slice(0, -END.length);
    const entry = index.vocabulary.get(known);
    if (!entry || found.has(known)) continue;
    found.set(known, { ...entry, distance: internals.boundedLevenshtein(word + END, marked, tolerance).distance });
  }
  found.delete(word);
  return found;
}

/** Documents of the audience matching one query word; a long word that finds none is taken for a typo of known words. */
function matchSlot(index: LocaleIndex, slot: Slot, audience: SearchAudience): { slot: Slot; scores: Scores } {
  const scores = termScores(index, [slot.term], slot.mode === 'prefix', audience);
  if (scores.ids.length > 0 || slot.word.length < FUZZY_MIN_LENGTH) return { slot, scores };
  const alternatives = new Set([...nearWords(index, slot.word, FUZZY_TOLERANCE).values()].map((entry) => entry.stem));
  if (alternatives.size === 0) return { slot, scores };
  return { slot: { ...slot, mode: 'fuzzy', alternatives }, scores: termScores(index, alternatives, false, audience) };
}

/** The documents in both: scores summed. */
function intersect(a: Scores, b: Scores): Scores {
  const ids = a.ids.filter((id) => (b.score[id] ?? 0) > 0);
  const score = new Float64Array(a.score.length);
  for (const id of ids) score[id] = (a.score[id] ?? 0) + (b.score[id] ?? 0);
  return { ids, score };
}

/**
 * How many of the slots each document matches: the documents with at least `least` of them, ranked
 * by how many they have, then by score (the same scores for every `least`).
 */
function wordCounts(perSlot: readonly Scores[], size: number): (least: number) => Scores {
  const found = new Uint16Array(size);
  const score = new Float64Array(size);
  const seen: number[] = [];
  for (const scores of perSlot) {
    for (const id of scores.ids) {
      if (found[id] === 0) seen.push(id);
      found[id] = (found[id] ?? 0) + 1;
      score[id] = (score[id] ?? 0) + WORD_WEIGHT + (scores.score[id] ?? 0);
    }
  }
  return (least) => ({ ids: seen.filter((id) => (found[id] ?? 0) >= least), score });
}

/**
 * A free-from filter over the text matches (`text` null: the query had no other word). Products and
 * recipes are kept when they contain none of the allergens, nor traces of them (the catalogue's
 * filter); other content, which has no allergen list, when it names every allergen ("glutine").
 */
function withFreeFrom(index: LocaleIndex, text: Scores | null, freeFrom: readonly AllergenCode[], audience: SearchAudience): Scores {
  let named: Scores | null = null;
  for (const code of freeFrom) {
    for (const term of analyzeTerms(allergenName(code, index.locale), index.locale)) {
      const found = termScores(index, [term], false, audience);
      named = named ? intersect(named, found) : found;
    }
  }
  const size = index.byInternalId.length;
  const score = new Float64Array(size);
  const ids: number[] = [];
  const candidates = text ? text.ids : index.byInternalId.flatMap((doc, id) => (doc?.audiences.includes(audience) ? [id] : []));
  for (const id of candidates) {
    const doc = index.byInternalId[id];
    if (!doc) continue;
    const base = text ? (text.score[id] ?? 0) : 0;
    if (doc.allergens) {
      if (doc.allergens.some((code) => freeFrom.includes(code))) continue;
      score[id] = base || FILTER_ONLY_SCORE;
    } else {
      const name = named?.score[id] ?? 0;
      if (name === 0) continue;
      score[id] = base + name;
    }
    ids.push(id);
  }
  return { ids, score };
}

/**
 * The documents of the audience that match the query: every word (a free-from phrase read as the
 * filter); with `relax`, when none has every word, those with most of them (at least half).
 */
function findMatches(index: LocaleIndex, q: string, audience: SearchAudience, lastWordUnfinished: boolean, relax = false): Matches {
  const { spans, freeFrom } = readFreeFrom(q);
  const slots: Slot[] = [];
  const missing: Slot[] = [];
  const perSlot: Scores[] = [];
  for (const planned of planSlots(q, index.locale, lastWordUnfinished, spans)) {
    const { slot, scores } = matchSlot(index, planned, audience);
    // A stop word of the other language that no document here has ("and" on the Italian site) asks
    // nothing; one that is a word here ("more", blackberries) is searched.
    if (scores.ids.length === 0 && isStopWord(slot.word, OTHER[index.locale])) continue;
    slots.push(slot);
    perSlot.push(scores);
    if (scores.ids.length === 0) missing.push(slot);
  }
  const filtered = (text: Scores | null): Scores => (freeFrom.length ? withFreeFrom(index, text, freeFrom, audience) : (text ?? noScores()));
  // Every query word must match (in the title or the body): the intersection.
  const all = perSlot.reduce<Scores | null>((acc, scores) => (acc ? intersect(acc, scores) : scores), null);
  let scores = filtered(all);
  let relaxed = false;
  if (relax && scores.ids.length === 0 && perSlot.length >= 2) {
    // Most words: as many as some document has, down to half of them.
    const withAtLeast = wordCounts(perSlot, index.byInternalId.length);
    for (let least = perSlot.length - 1; least >= Math.max(1, Math.ceil(perSlot.length * RELAXED_SHARE)) && !relaxed; least--) {
      scores = filtered(withAtLeast(least));
      relaxed = scores.ids.length > 0;
    }
  }
  return { q, slots, scores, missing, freeFrom, relaxed };
}

function matcherFor(slots: readonly Slot[]): TokenMatcher {
  return (token: AnalyzedToken) =>
    slots.some((slot) =>
      slot.mode === 'exact' ? token.term === slot.term : slot.mode === 'prefix' ? token.term.startsWith(slot.term) : slot.alternatives.has(token.term),
    );
}

/** The matching documents, best first, of one type or all. */
function ranked(index: LocaleIndex, { ids, score }: Scores, type: SearchDocType | null): SearchDoc[] {
  const chosen = type === null ? [...ids] : ids.filter((id) => index.byInternalId[id]?.type === type);
  // Ties go to the document indexed first, so pages never overlap.
  chosen.sort((a, b) => (score[b] ?? 0) - (score[a] ?? 0) || a - b);
  return chosen.flatMap((id) => index.byInternalId[id] ?? []);
}

function toHit(doc: SearchDoc, isMatch: TokenMatcher, audience: SearchAudience, withExcerpt = true): SearchHit {
  const { body, urls, allergens, ...rest } = doc;
  return {
    doc: { ...rest, url: urls?.[audience] ?? doc.url },
    titleHtml: highlight(doc.title, analyze(doc.title, doc.locale), isMatch),
    excerptHtml: withExcerpt ? excerpt(body, (text) => analyze(text, doc.locale), isMatch) : '',
  };
}

/**
 * Known words `tolerance` edits from `word` that start with the same letter, as typos rarely
 * change it. A scan of the vocabulary: Orama's tree search at two edits took up to 10 ms for a long
 * word, the scan takes a fraction of one for thousands of words.
 */
function farWords(index: LocaleIndex, word: string, tolerance: number): Map<string, VocabularyEntry & { distance: number }> {
  const found = new Map<string, VocabularyEntry & { distance: number }>();
  for (const [known, entry] of index.vocabulary) {
    if (known.charAt(0) !== word.charAt(0) || Math.abs(known.length - word.length) > tolerance || known === word) continue;
    const { isBounded, distance } = internals.boundedLevenshtein(word + END, known + END, tolerance);
    if (isBounded) found.set(known, { ...entry, distance });
  }
  return found;
}

/** The closest known word to each query word that found nothing, if the corrected query finds something. */
function didYouMean(index: LocaleIndex, matches: Matches, audience: SearchAudience): string | null {
  const replacements: { start: number; end: number; display: string }[] = [];
  for (const slot of matches.missing) {
    if (slot.word.length < DID_YOU_MEAN_MIN_LENGTH) continue;
    let near = nearWords(index, slot.word, 1);
    // Two edits away only for long words (shorter ones would be other words).
    if (near.size === 0 && slot.word.length >= WIDE_TYPO_MIN_LENGTH) near = farWords(index, slot.word, 2);
    let best: (VocabularyEntry & { distance: number }) | null = null;
    for (const entry of near.values()) {
      if (!best || entry.distance < best.distance || (entry.distance === best.distance && entry.count > best.count)) best = entry;
    }
    if (best) replacements.push({ start: slot.start, end: slot.end, display: best.display });
  }
  if (replacements.length === 0) return null;
  let corrected = matches.q;
  for (const r of replacements.sort((a, b) => b.start - a.start)) corrected = corrected.slice(0, r.start) + r.display + corrected.slice(r.end);
  return findMatches(index, corrected, audience, false).scores.ids.length > 0 ? corrected : null;
}

export function createOramaSearchIndex(options: OramaSearchIndexOptions = {}): SearchIndex {
  const report = options.onError ?? ((error: unknown, context: Record<string, unknown>) => log.error({ err: error, ...context }, 'search failed'));
  const clock = options.now ?? (() => new Date());
  let indexes: Record<SearchLocale, LocaleIndex> = { it: emptyLocaleIndex('it'), en: emptyLocaleIndex('en') };
  let builtAt: string | null = null;
  let updatedAt: string | null = null;

  // Writes run one at a time, in the order they were asked for: an upsert that arrives during a
  // rebuild is applied after it, not lost in the swap.
  let writes: Promise<void> = Promise.resolve();
  function exclusive(task: () => Promise<void> | void): Promise<void> {
    const next = writes.then(task);
    writes = next.catch(() => undefined);
    return next;
  }

  return {
    replaceAll(docs) {
      return exclusive(async () => {
        docs.forEach(validate);
        const next: Record<SearchLocale, LocaleIndex> = { it: emptyLocaleIndex('it'), en: emptyLocaleIndex('en') };
        for (let i = 0; i < docs.length; i++) {
          const doc = docs[i] as SearchDoc;
          addDocument(next[doc.locale], doc);
          if ((i + 1) % BUILD_BATCH === 0) await new Promise((resolve) => setImmediate(resolve));
        }
        indexes = next;
        builtAt = updatedAt = clock().toISOString();
      });
    },

    upsert(docs) {
      return exclusive(() => {
        docs.forEach(validate);
        for (const doc of docs) addDocument(indexes[doc.locale], doc);
        updatedAt = clock().toISOString();
      });
    },

    remove(ids, locale) {
      return exclusive(() => {
        for (const l of locale ? [locale] : SEARCH_LOCALES) for (const id of ids) removeFromIndex(indexes[l], id);
        updatedAt = clock().toISOString();
      });
    },

    async search(query) {
      const q = sanitizeQuery(query?.q);
      try {
        if (!q || !isOneOf(SEARCH_LOCALES, query.locale) || !isOneOf(SEARCH_AUDIENCES, query.audience)) return emptyResult(q);
        const index = indexes[query.locale];
        const pageSize = clampInt(query.pageSize, 1, MAX_PAGE_SIZE, 10);
        const type = isOneOf(SEARCH_DOC_TYPES, query.type) ? query.type : null;
        const matches = findMatches(index, q, query.audience, false, true);
        const facets = emptyFacets();
        for (const id of matches.scores.ids) {
          const doc = index.byInternalId[id];
          if (doc) facets[doc.type] += 1;
        }
        const docs = ranked(index, matches.scores, type);
        const pageCount = Math.ceil(docs.length / pageSize);
        const page = clampInt(query.page, 1, Math.max(1, pageCount), 1);
        const isMatch = matcherFor(matches.slots);
        const none = matches.scores.ids.length === 0;
        const other = OTHER[query.locale];
        // Nothing here: the visitor may have written in the other language ("peas" on the Italian site).
        const elsewhere = none ? findMatches(indexes[other], q, query.audience, false, true).scores.ids.length : 0;
        return {
          q,
          total: docs.length,
          facets,
          hits: docs.slice((page - 1) * pageSize, page * pageSize).map((doc) => toHit(doc, isMatch, query.audience)),
          // A typo is a likelier reason than a word too many: a corrected query with every word goes above relaxed hits.
          didYouMean: none || matches.relaxed ? didYouMean(index, matches, query.audience) : null,
          freeFrom: matches.freeFrom,
          relaxed: matches.relaxed,
          otherLocale: elsewhere > 0 ? { locale: other, total: elsewhere } : null,
          page,
          pageCount,
        };
      } catch (error) {
        report(error, { operation: 'search', q, locale: query?.locale, audience: query?.audience });
        return emptyResult(q);
      }
    },

    async suggest(rawQ, locale, audience, limit, options = {}) {
      const q = sanitizeQuery(rawQ);
      const empty: SearchSuggestions = { q, total: 0, groups: [] };
      try {
        if (!q || !isOneOf(SEARCH_LOCALES, locale) || !isOneOf(SEARCH_AUDIENCES, audience)) return empty;
        const index = indexes[locale];
        const perType = clampInt(limit, 1, MAX_PAGE_SIZE, 3);
        const matches = findMatches(index, q, audience, endsInWord(typeof rawQ === 'string' ? rawQ : ''));
        const isMatch = matcherFor(matches.slots);
        const byType = new Map<SearchDocType, SearchDoc[]>();
        for (const doc of ranked(index, matches.scores, null)) {
          const list = byType.get(doc.type) ?? [];
          list.push(doc);
          byType.set(doc.type, list);
        }
        const groups = SEARCH_DOC_TYPES.flatMap((type) => {
          const list = byType.get(type);
          return list ? [{ type, count: list.length, hits: list.slice(0, perType).map((doc) => toHit(doc, isMatch, audience, options.excerpts ?? true)) }] : [];
        });
        return { q, total: matches.scores.ids.length, groups };
      } catch (error) {
        report(error, { operation: 'suggest', q, locale, audience });
        return empty;
      }
    },

    async stats(): Promise<SearchIndexStats> {
      return {
        documents: { it: indexes.it.docs.size, en: indexes.en.docs.size },
        words: { it: indexes.it.vocabulary.size, en: indexes.en.vocabulary.size },
        builtAt,
        updatedAt,
      };
    },
  };
}
