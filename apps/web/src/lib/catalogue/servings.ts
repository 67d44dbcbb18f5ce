// Servings: how many a recipe is made for (from 1 to 4 times its own, in the URL as `?servings=N`)
// and its ingredient quantities scaled to that number. A quantity is the CMS's free text ("320 g",
// "2 spicchi", "½", "q.b."): a leading number is scaled and written back with sensible rounding and
// units (g ↔ kg, ml ↔ l, pieces to the quarter); text without a number ("q.b.", "to taste") is left alone.

/** The query key of the chosen servings. */
export const SERVINGS_KEY = 'servings';
/** The path segment of the internal route that renders a recipe for other servings: `…/[slug]/-s/8`. */
export const SERVINGS_SEGMENT = '-s';
/** How many times a recipe's own servings the control goes up to. */
export const SERVINGS_FACTOR = 4;
/** The largest number the URL may carry for any recipe (the largest seeded recipe serves 100). */
export const MAX_SERVINGS = 1000;

type Locale = 'it' | 'en';

/** The servings range of a recipe made for `base`: 1 to 4 × base. */
export function servingsRange(base: number): { min: number; max: number } {
  return { min: 1, max: Math.max(1, base) * SERVINGS_FACTOR };
}

/** The URL's servings as a whole number in 1-MAX_SERVINGS, or null (absent or malformed). */
export function parseServings(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,4}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= MAX_SERVINGS ? n : null;
}

/** The servings to show: the asked number within the recipe's range, else the recipe's own. */
export function chosenServings(base: number, asked: number | null): number {
  const { min, max } = servingsRange(base);
  return asked === null ? base : Math.min(max, Math.max(min, asked));
}

const UNICODE_FRACTIONS: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3, '⅛': 0.125 };
const FRACTION_GLYPHS: [number, string][] = [
  [0.25, '¼'],
  [0.5, '½'],
  [0.75, '¾'],
];

const SLASH = /^\s*(\d+)\s*\/\s*(\d+)(.*)$/su;
const DECIMAL = /^\s*(\d+(?:[.,]\d+)?)?\s*([½¼¾⅓⅔⅛])?(.*)$/su;

/** The number a quantity starts with ("2", "2,5", "1/2", "½", "1 ½") and the text after it, or null. */
export function parseQuantity(text: string): { amount: number; unit: string } | null {
  const slash = SLASH.exec(text);
  if (slash) {
    const amount = Number(slash[1]) / Number(slash[2]);
    return Number.isFinite(amount) && amount > 0 ? { amount, unit: (slash[3] ?? '').trim() } : null;
  }
  const m = DECIMAL.exec(text);
  if (!m || (m[1] === undefined && m[2] === undefined)) return null;
  const amount = (m[1] ? Number(m[1].replace(',', '.')) : 0) + (m[2] ? (UNICODE_FRACTIONS[m[2]] ?? 0) : 0);
  return amount > 0 ? { amount, unit: (m[3] ?? '').trim() } : null;
}

const number = (value: number, locale: Locale, digits: number) =>
  value.toLocaleString(locale === 'it' ? 'it-IT' : 'en-GB', { maximumFractionDigits: digits, useGrouping: false });

/** Rounds a weight in grams or a volume in millilitres to what a cook measures. */
function roundSmall(value: number): number {
  if (value < 10) return Math.round(value * 2) / 2;
  if (value < 100) return Math.round(value);
  return Math.round(value / 5) * 5;
}

/** g/kg and ml/l: the small unit below 1000, the large one (to 0.05) from 1000 on. */
function metric(value: number, small: string, large: string, locale: Locale): string {
  if (value >= 1000) return `${number(Math.round(value / 50) / 20, locale, 2)} ${large}`;
  return `${number(roundSmall(value), locale, 1)} ${small}`;
}

/** Pieces and spoons: quarters below 10 (¼, ½, ¾, 1 ½), whole numbers above. */
function pieces(value: number, locale: Locale): string {
  if (value >= 10) return number(Math.round(value), locale, 0);
  const quarters = Math.max(1, Math.round(value * 4));
  const whole = Math.floor(quarters / 4);
  const glyph = FRACTION_GLYPHS.find(([f]) => f === (quarters % 4) / 4)?.[1];
  return glyph ? (whole ? `${whole} ${glyph}` : glyph) : String(whole);
}

// Count words whose plural differs: the seeded units and the usual kitchen ones, both languages.
const PLURALS: [string, string][] = [
  ['spicchio', 'spicchi'],
  ['foglia', 'foglie'],
  ['cucchiaio', 'cucchiai'],
  ['cucchiaino', 'cucchiaini'],
  ['rametto', 'rametti'],
  ['mazzetto', 'mazzetti'],
  ['fetta', 'fette'],
  ['pizzico', 'pizzichi'],
  ['bicchiere', 'bicchieri'],
  ['mestolo', 'mestoli'],
  ['ladle', 'ladles'],
  ['clove', 'cloves'],
  ['leaf', 'leaves'],
  ['sprig', 'sprigs'],
  ['bunch', 'bunches'],
  ['slice', 'slices'],
  ['pinch', 'pinches'],
  ['glass', 'glasses'],
];

/** Things a cook takes whole: a leaf, a sprig, a pinch is never halved. */
const WHOLE = new Set(['foglia', 'foglie', 'rametto', 'rametti', 'pizzico', 'pizzichi', 'leaf', 'leaves', 'sprig', 'sprigs', 'pinch', 'pinches']);
const takenWhole = (unit: string) => WHOLE.has(unit.split(' ')[0]?.toLowerCase() ?? '');

function countWord(unit: string, amount: number): string {
  const [first = '', ...rest] = unit.split(' ');
  const plural = amount > 1;
  for (const [one, many] of PLURALS) {
    if (first === one || first === many) return [plural ? many : one, ...rest].join(' ');
  }
  return unit;
}

const METRIC: Record<string, { factor: number; small: string; large: string }> = {
  g: { factor: 1, small: 'g', large: 'kg' },
  kg: { factor: 1000, small: 'g', large: 'kg' },
  ml: { factor: 1, small: 'ml', large: 'l' },
  l: { factor: 1000, small: 'ml', large: 'l' },
};

/** An amount of a unit written as a cook reads it (g ↔ kg, ml ↔ l, pieces to the quarter). */
export function formatQuantity(value: number, unit: string, locale: Locale): string {
  const metricUnit = METRIC[unit.toLowerCase()];
  if (metricUnit) return metric(value * metricUnit.factor, metricUnit.small, metricUnit.large, locale);
  if (unit === 'cm') return `${number(Math.max(0.5, Math.round(value * 2) / 2), locale, 1)} cm`;
  const whole = takenWhole(unit);
  const amount = whole ? String(Math.max(1, Math.round(value))) : pieces(value, locale);
  const rounded = value >= 10 || whole ? Math.max(1, Math.round(value)) : Math.max(1, Math.round(value * 4)) / 4;
  return unit ? `${amount} ${countWord(unit, rounded)}` : amount;
}

/** A quantity made for `from` servings, rewritten for `to`. Text without a leading number is unchanged. */
export function scaleQuantity(text: string, from: number, to: number, locale: Locale): string {
  if (from === to || from <= 0) return text;
  const parsed = parseQuantity(text);
  return parsed ? formatQuantity((parsed.amount * to) / from, parsed.unit, locale) : text;
}

/** A quantity in grams or millilitres (for packs and sums), or null when its unit is not metric. */
export function metricAmount(text: string): { value: number; unit: 'g' | 'ml' } | null {
  const parsed = parseQuantity(text);
  const m = parsed ? METRIC[parsed.unit.toLowerCase()] : undefined;
  if (!parsed || !m) return null;
  return { value: parsed.amount * m.factor, unit: m.small === 'g' ? 'g' : 'ml' };
}
