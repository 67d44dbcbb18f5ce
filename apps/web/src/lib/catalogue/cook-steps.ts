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

export type CookIngredient = { id: string; name: string; quantity: string | null };
export type PlannedStep = { ingredients: CookIngredient[]; timers: StepTimer[] };

/** Words that say a step is the cooking itself (where the recipe's cooking time belongs). */
const COOKING = /\b(cuoc|cuoci|cuoce|inforn|fai cuocere|lessa|fri[gt]g|rosol|bake|cook|roast|boil|fry|simmer|grill)/iu;

/**
 * What cook mode shows at each step. A step the editor gave its own quantities (part of an
 * ingredient: "metà dei piselli") lists those, scaled like the recipe (`scale`); otherwise the
 * ingredients its text names, at the recipe's quantities. Ingredients no step uses are returned
 * apart (`before`: cook mode lists them at the start, so nothing is forgotten). When no step names a
 * time, the recipe's cooking time becomes a timer on the first step that cooks (else the last).
 */
export function planCookSteps(
  steps: readonly { text: string; quantities: readonly { ingredient: string; quantity: string | null }[] }[],
  ingredients: readonly CookIngredient[],
  options: { cookingMinutes: number | null; cookingLabel: (minutes: number) => string; scale: (quantity: string | null) => string | null },
): { steps: PlannedStep[]; before: CookIngredient[] } {
  const byName = new Map(ingredients.map((i) => [i.name.trim().toLowerCase(), i]));
  const used = new Set<string>();
  const planned = steps.map((step, n) => {
    let list: CookIngredient[];
    if (step.quantities.length) {
      list = step.quantities.map((q, k) => {
        const known = byName.get(q.ingredient.trim().toLowerCase());
        return { id: known?.id ?? `step-${n}-${k}`, name: known?.name ?? q.ingredient, quantity: options.scale(q.quantity) };
      });
    } else {
      const mentioned = new Set(stepIngredients(step.text, ingredients));
      list = ingredients.filter((i) => mentioned.has(i.id));
    }
    for (const i of list) used.add(i.id);
    return { ingredients: list, timers: stepTimers(step.text) };
  });
  const minutes = options.cookingMinutes;
  if (minutes && minutes > 0 && planned.length && planned.every((s) => s.timers.length === 0)) {
    const at = steps.findIndex((s) => COOKING.test(s.text));
    const target = planned[at >= 0 ? at : planned.length - 1];
    target?.timers.push({ seconds: minutes * 60, label: options.cookingLabel(minutes) });
  }
  return { steps: planned, before: ingredients.filter((i) => !used.has(i.id)) };
}
