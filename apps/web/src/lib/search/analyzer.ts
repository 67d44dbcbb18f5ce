// Text analysis shared by indexing and querying, per language: words with their place in the
// original text, elision, stop words, accent folding and Snowball stemming.
import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as italianStemmer } from '@orama/stemmers/italian';
import { stopwords as englishStopwords } from '@orama/stopwords/english';
import { stopwords as italianStopwords } from '@orama/stopwords/italian';
import type { SearchLocale } from './types';

export type AnalyzedToken = {
  /** What the index stores and matches: the stem of `word`. */
  term: string;
  /** The word lowercased and without accents (typo rules and did-you-mean compare these). */
  word: string;
  /** The word's place in the analysed text; the text itself is never altered. */
  start: number;
  end: number;
};

type LanguageRules = {
  stem: (word: string) => string;
  stopWords: ReadonlySet<string>;
  /** Words dropped when an apostrophe joins them to the next word: `l'insalata`, `dell'orto`. */
  elidedBefore: ReadonlySet<string>;
  /** Words dropped after an apostrophe: the English possessive and contractions. */
  cliticAfter: ReadonlySet<string>;
};

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const LEADING_WORD = /^[\p{L}\p{M}\p{N}]+/u;
const LETTER = /\p{L}/u;
const APOSTROPHES = new Set(["'", '\u2019', '\u02BC', '\u2018', '`', '\u00B4']);
const NON_ASCII = /[\u0080-\uffff]/;
const MARKS = /\p{M}+/gu;

/** Lowercase, no accents (è → e). */
export function foldWord(word: string): string {
  const lower = word.toLowerCase();
  if (!NON_ASCII.test(lower)) return lower;
  return lower.normalize('NFD').replace(MARKS, '');
}

function foldedSet(words: readonly string[]): ReadonlySet<string> {
  return new Set(words.map(foldWord));
}

const RULES: Record<SearchLocale, LanguageRules> = {
  it: {
    stem: italianStemmer,
    stopWords: foldedSet(italianStopwords),
    // Articles, articulated prepositions and the few other words Italian writes elided.
    elidedBefore: foldedSet([
      'l',
      'un',
      'gl',
      'dell',
      'all',
      'dall',
      'nell',
      'sull',
      'coll',
      'pell',
      'd',
      'c',
      'n',
      's',
      'm',
      't',
      'v',
      'quest',
      'quell',
      'nessun',
      'ciascun',
      'qualcun',
      'tutt',
      'bell',
    ]),
    cliticAfter: new Set(),
  },
  en: {
    stem: englishStemmer,
    stopWords: foldedSet(englishStopwords),
    elidedBefore: new Set(),
    cliticAfter: new Set(['s', 't', 'll', 're', 've', 'd', 'm']),
  },
};

// Indexing analyses the same words again and again; queries could grow this without end, hence the cap.
const CACHE_LIMIT = 50_000;
const termCache: Record<SearchLocale, Map<string, string | null>> = { it: new Map(), en: new Map() };

/** The indexed term of a folded word, or null for a stop word. */
function termOf(word: string, locale: SearchLocale): string | null {
  const cache = termCache[locale];
  const cached = cache.get(word);
  if (cached !== undefined) return cached;
  const rules = RULES[locale];
  const term = rules.stopWords.has(word) ? null : rules.stem(word);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(word, term);
  return term;
}

function isApostropheBetweenLetters(text: string, at: number): boolean {
  return APOSTROPHES.has(text[at] ?? '') && LETTER.test(text[at - 1] ?? '') && LETTER.test(text[at + 1] ?? '');
}

/** The words of `text` that carry meaning, as index terms, in order (repeats included). */
export function analyze(text: string, locale: SearchLocale): AnalyzedToken[] {
  const rules = RULES[locale];
  const tokens: AnalyzedToken[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    const end = start + match[0].length;
    const word = foldWord(match[0]);
    if (isApostropheBetweenLetters(text, end)) {
      if (rules.elidedBefore.has(word)) continue;
      // English contractions that are stop words as a whole ("don't", "it's").
      const next = LEADING_WORD.exec(text.slice(end + 1, end + 8));
      if (next && rules.stopWords.has(`${word}'${foldWord(next[0])}`)) continue;
    }
    if (isApostropheBetweenLetters(text, start - 1) && rules.cliticAfter.has(word)) continue;
    const term = termOf(word, locale);
    if (term) tokens.push({ term, word, start, end });
  }
  return tokens;
}

/** Whether a folded word is a stop word of the language. */
export function isStopWord(word: string, locale: SearchLocale): boolean {
  return RULES[locale].stopWords.has(word);
}

/** The distinct index terms of `text`. */
export function analyzeTerms(text: string, locale: SearchLocale): string[] {
  return [...new Set(analyze(text, locale).map((t) => t.term))];
}
