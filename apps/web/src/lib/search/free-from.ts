// Free-from phrases in a query ("senza glutine", "gluten free", "without milk and eggs"): read as
// the catalogue's free-from filter (Annex II codes), and cut out of the words that are searched.
// Both languages are read on both sites: Italians write "gluten free" too.
import { ALLERGENS, type AllergenCode } from '../catalogue/allergens';
import { foldWord } from './analyzer';
import type { SearchLocale } from './types';

/** How each allergen is written, folded, in each language; the first is the name searched as text. */
const NAMES: Record<AllergenCode, Record<SearchLocale, readonly string[]>> = {
  gluten: { it: ['glutine'], en: ['gluten'] },
  crustaceans: { it: ['crostacei', 'crostaceo'], en: ['crustaceans', 'crustacean', 'shellfish'] },
  eggs: { it: ['uova', 'uovo'], en: ['eggs', 'egg'] },
  fish: { it: ['pesce', 'pesci'], en: ['fish'] },
  peanuts: { it: ['arachidi', 'arachide'], en: ['peanuts', 'peanut'] },
  soybeans: { it: ['soia'], en: ['soy', 'soya', 'soybeans', 'soybean'] },
  milk: { it: ['latte', 'latticini'], en: ['milk', 'dairy'] },
  nuts: { it: ['frutta a guscio', 'frutta secca'], en: ['nuts', 'tree nuts', 'nut'] },
  celery: { it: ['sedano'], en: ['celery'] },
  mustard: { it: ['senape'], en: ['mustard'] },
  sesame: { it: ['sesamo'], en: ['sesame'] },
  sulphites: { it: ['solfiti', 'anidride solforosa'], en: ['sulphites', 'sulfites', 'sulphite', 'sulfite'] },
  lupin: { it: ['lupini', 'lupino'], en: ['lupin', 'lupins'] },
  molluscs: { it: ['molluschi', 'mollusco'], en: ['molluscs', 'mollusks', 'mollusc', 'mollusk'] },
};

/** Words that open a free-from phrase before the allergens: "senza", "privo di", "free from", "without". */
const BEFORE: readonly (readonly string[])[] = [
  ['senza', 'tracce', 'di'],
  ['senza'],
  ...['privo', 'priva', 'privi', 'prive'].map((w) => [w, 'di']),
  ['libero', 'da'],
  ['free', 'from'],
  ['free', 'of'],
  ['without'],
  ['no'],
];
/** The word that closes one after them: "gluten free", "gluten-free". */
const AFTER = 'free';
/** Between two allergens of one phrase: "senza glutine e latte", "milk, egg and nut free". */
const JOINERS: ReadonlySet<string> = new Set(['e', 'ed', 'ne', 'o', 'od', 'and', 'or', 'nor']);

/** Every written form, as folded words, longest first (so "frutta a guscio" wins over a shorter one). */
const FORMS: readonly { words: readonly string[]; code: AllergenCode }[] = ALLERGENS.flatMap((code) =>
  [...NAMES[code].it, ...NAMES[code].en].map((name) => ({ words: name.split(' '), code })),
).sort((a, b) => b.words.length - a.words.length);

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

type Word = { word: string; start: number; end: number };

export type FreeFromQuery = {
  /** The query without its free-from phrases (what is searched as words). */
  q: string;
  /** Where the phrases are in the query given, in order. */
  spans: { start: number; end: number }[];
  /** The allergens the visitor wants none of, in Annex II order. */
  freeFrom: AllergenCode[];
};

function wordsAt(words: readonly Word[], at: number, wanted: readonly string[]): boolean {
  return wanted.every((w, i) => words[at + i]?.word === w);
}

/** The allergen written at `at`, and how many words it takes. */
function allergenAt(words: readonly Word[], at: number): { code: AllergenCode; length: number } | null {
  const form = FORMS.find((f) => wordsAt(words, at, f.words));
  return form ? { code: form.code, length: form.words.length } : null;
}

/** Allergens from `at` on, joined by "e", "and", commas: the words they take (0: none). */
function listFrom(words: readonly Word[], at: number, codes: Set<AllergenCode>): number {
  let next = at;
  let taken = 0;
  for (;;) {
    const found = allergenAt(words, next);
    if (!found) return taken;
    codes.add(found.code);
    next += found.length;
    taken = next - at;
    // Joined by "e", "and", or only by a comma (which is not a word): "milk, egg and nut free".
    if (JOINERS.has(words[next]?.word ?? '') && allergenAt(words, next + 1)) next += 1;
    else if (!allergenAt(words, next)) return taken;
  }
}

/** The free-from phrases of a (sanitised) query, and the query without them. */
export function readFreeFrom(q: string): FreeFromQuery {
  const words: Word[] = [...q.matchAll(WORD)].map((m) => ({ word: foldWord(m[0]), start: m.index, end: m.index + m[0].length }));
  const codes = new Set<AllergenCode>();
  const cut: { from: number; to: number }[] = [];
  for (let i = 0; i < words.length; i++) {
    const opener = BEFORE.find((b) => wordsAt(words, i, b));
    if (opener) {
      const taken = listFrom(words, i + opener.length, codes);
      if (taken > 0) {
        cut.push({ from: i, to: i + opener.length + taken });
        i += opener.length + taken - 1;
        continue;
      }
    }
    // "gluten free", "milk and egg free": allergens that end right before "free" (not "free from").
    const found = allergenAt(words, i);
    if (!found) continue;
    const mine = new Set<AllergenCode>();
    const taken = listFrom(words, i, mine);
    const after = words[i + taken];
    if (after?.word === AFTER && !['from', 'of'].includes(words[i + taken + 1]?.word ?? '')) {
      for (const code of mine) codes.add(code);
      cut.push({ from: i, to: i + taken + 1 });
      i += taken;
    }
  }
  if (cut.length === 0) return { q, spans: [], freeFrom: [] };
  const spans = cut.map(({ from, to }) => ({ start: words[from]?.start ?? 0, end: words[to - 1]?.end ?? 0 }));
  let rest = '';
  let at = 0;
  for (const { start, end } of spans) {
    rest += `${q.slice(at, start)} `;
    at = end;
  }
  rest += q.slice(at);
  return { q: rest.replace(/\s+/g, ' ').trim(), spans, freeFrom: ALLERGENS.filter((code) => codes.has(code)) };
}

/** The allergen's name in a language, as searched in documents that have no allergen list (articles, news). */
export function allergenName(code: AllergenCode, locale: SearchLocale): string {
  return NAMES[code][locale][0] ?? code;
}
