// What cook mode shows with each step: the timers the step's text names ("per 10 minuti", "for 4
// minutes a side", "due ore") and the ingredients it mentions (by the words of their names).

export type StepTimer = { seconds: number; label: string };

const NUMBER_WORDS: Record<string, number> = {
  un: 1,
  uno: 1,
  una: 1,
  a: 1,
  an: 1,
  one: 1,
  due: 2,
  two: 2,
  tre: 3,
  three: 3,
  quattro: 4,
  four: 4,
  cinque: 5,
  five: 5,
  dieci: 10,
  ten: 10,
  quindici: 15,
  fifteen: 15,
  venti: 20,
  twenty: 20,
  trenta: 30,
  thirty: 30,
};
const UNIT_SECONDS: [RegExp, number][] = [
  [/^(or[ae]|hours?|h)$/i, 3600],
  [/^(minut[oi]|minutes?|min)$/i, 60],
  [/^(second[oi]|seconds?|sec|s)$/i, 1],
];
const TIME = new RegExp(
  `(?<![\\p{L}\\d])(\\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')})\\s*(ore|ora|hours?|minuti|minuto|minutes?|min|secondi|secondo|seconds?|sec)(?![\\p{L}])`,
  'giu',
);

/** The times a step names, in the order they appear, each as seconds and the words that named it. */
export function stepTimers(text: string): StepTimer[] {
  const timers: StepTimer[] = [];
  for (const match of text.matchAll(TIME)) {
    const [label, amount = '', unit = ''] = match;
    const count = /^\d+$/.test(amount) ? Number(amount) : (NUMBER_WORDS[amount.toLowerCase()] ?? 0);
    const per = UNIT_SECONDS.find(([pattern]) => pattern.test(unit))?.[1] ?? 0;
    if (count > 0 && per > 0 && count * per <= 24 * 3600) timers.push({ seconds: count * per, label });
  }
  return timers;
}

// Words of an ingredient's name that say nothing about which one it is.
const GENERIC = new Set(
  'brina extra fine finissimi finissime fresco fresca freschi fresh grattugiato grattugiata grated intero interi intere whole foglia leaf olio olive extravergine virgin vegetale vegetable professional mix per with with con alla allo della delle spicchi cubetti diced'.split(
    ' ',
  ),
);

/** The word stems of a name that a step would mention it by ("Piselli finissimi Brina" → "pisell"). */
function stems(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 3 && !GENERIC.has(w))
    .map((w) => (w.length >= 5 ? w.slice(0, -1) : w));
}

/** The ingredients (ids) a step's text mentions. */
export function stepIngredients(text: string, ingredients: readonly { id: string; name: string }[]): string[] {
  const words = text.toLowerCase().split(/[^\p{L}]+/u);
  return ingredients.filter((i) => stems(i.name).some((stem) => words.some((w) => w.startsWith(stem)))).map((i) => i.id);
}

/** A duration as m:ss (or h:mm:ss). */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}
