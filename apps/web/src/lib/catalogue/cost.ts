// Cost per portion for food-service buyers (issue 26, item 4). The buyer enters what they pay (per
// pack or per kg; never stored), the portion and, for a recipe, the price of each ingredient; the
// cooking yield the CMS has turns a served portion into frozen weight. Pure functions, shared by the
// GET form's result page and its tests.
import type { SearchParams } from './filters';

export type PriceUnit = 'pack' | 'kg';

/**
 * A price the buyer typed as people write it: "3,20", "3.2", "€ 3,20", "3,20 €", "1.234,50"
 * (Italian thousands), "1,234.50" (English thousands, only with its decimals: "3,205" stays
 * ambiguous and is refused). Euros with at most 2 decimals, 0 < price ≤ 100 000.
 */
export function parsePrice(value: string | string[] | undefined): number | null {
  const text = (Array.isArray(value) ? value[0] : value)
    ?.trim()
    .replace(/^(€|eur)\s*/i, '')
    .replace(/\s*(€|eur)$/i, '');
  if (!text || text.length > 12) return null;
  let plain: string | null = null;
  if (/^\d{1,6}([.,]\d{1,2})?$/.test(text)) plain = text.replace(',', '.');
  else if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(text)) plain = text.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(,\d{3})+\.\d{1,2}$/.test(text)) plain = text.replace(/,/g, '');
  const price = plain === null ? NaN : Number(plain);
  return price > 0 && price <= 100_000 ? price : null;
}

/** A whole number of grams (or portions) within bounds, else null. */
export function parseWhole(value: string | string[] | undefined, min: number, max: number): number | null {
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!text || !/^\d{1,6}$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

export const parseUnit = (value: string | string[] | undefined): PriceUnit => ((Array.isArray(value) ? value[0] : value) === 'kg' ? 'kg' : 'pack');

/** The grams in a portion size as the CMS writes it ("150 g", "0,2 kg"), else null. */
export function portionGrams(text: string | null): number | null {
  const m = text ? /^\s*(\d+(?:[.,]\d+)?)\s*(g|kg)\b/i.exec(text) : null;
  if (!m?.[1] || !m[2]) return null;
  const value = Number(m[1].replace(',', '.')) * (m[2].toLowerCase() === 'kg' ? 1000 : 1);
  return value > 0 ? Math.round(value) : null;
}

export type ProductCostInput = { price: number; unit: PriceUnit; portionG: number };
export type ProductFacts = { netQuantityG: number; packsPerCarton: number | null; cookingYieldPercent: number | null };

export type ProductCost = {
  pricePerKg: number;
  /** Frozen product needed for one served portion (portion ÷ yield). */
  frozenPerPortionG: number;
  costPerPortion: number;
  /** Whole portions a pack (a carton) gives. */
  portionsPerPack: number;
  portionsPerCarton: number | null;
  costPerCarton: number | null;
};

export function productCost(input: ProductCostInput, facts: ProductFacts): ProductCost {
  const yieldFactor = (facts.cookingYieldPercent ?? 100) / 100;
  const pricePerKg = input.unit === 'kg' ? input.price : input.price / (facts.netQuantityG / 1000);
  const frozenPerPortionG = input.portionG / yieldFactor;
  const packPrice = input.unit === 'pack' ? input.price : (input.price * facts.netQuantityG) / 1000;
  // A hair under the whole number counts as whole (750 g / 187.5 g is 4 portions, not 3.999…).
  const whole = (n: number) => Math.floor(n + 1e-9);
  return {
    pricePerKg,
    frozenPerPortionG,
    costPerPortion: (pricePerKg * frozenPerPortionG) / 1000,
    portionsPerPack: whole(facts.netQuantityG / frozenPerPortionG),
    portionsPerCarton: facts.packsPerCarton ? whole((facts.netQuantityG * facts.packsPerCarton) / frozenPerPortionG) : null,
    costPerCarton: facts.packsPerCarton ? packPrice * facts.packsPerCarton : null,
  };
}

/** One line of a recipe's cost: a Brina product (priced per pack or kg) or another ingredient (priced for the quantity used). */
export type RecipeLine =
  { kind: 'product'; grams: number | null; packG: number | null; price: number | null; unit: PriceUnit } | { kind: 'other'; price: number | null };

export type RecipeCost = { lines: (number | null)[]; total: number; costPerPortion: number; unpriced: number };

/** The recipe's cost: the sum of the priced lines; lines without a price (or a weight) count as unpriced. */
export function recipeCost(lines: RecipeLine[], portions: number): RecipeCost {
  const costs = lines.map((line) => {
    if (line.price === null) return null;
    if (line.kind === 'other') return line.price;
    if (line.grams === null) return null;
    const perKg = line.unit === 'kg' ? line.price : line.packG ? line.price / (line.packG / 1000) : null;
    return perKg === null ? null : (perKg * line.grams) / 1000;
  });
  const total = costs.reduce<number>((sum, c) => sum + (c ?? 0), 0);
  return { lines: costs, total, costPerPortion: total / portions, unpriced: costs.filter((c) => c === null).length };
}

/** The query keys of the calculator's GET form. */
export const COST_KEYS = { product: 'product', recipe: 'recipe', price: 'price', unit: 'unit', portion: 'portion', portions: 'portions' } as const;
export const linePriceKey = (i: number) => `p${i}`;
export const lineUnitKey = (i: number) => `u${i}`;

export type CostQuery = { product: string | null; recipe: string | null; params: SearchParams };

export function costQuery(params: SearchParams): CostQuery {
  const one = (k: string) => {
    const v = params[k];
    const s = Array.isArray(v) ? v[0] : v;
    return s && s.length <= 200 ? s : null;
  };
  return { product: one(COST_KEYS.product), recipe: one(COST_KEYS.recipe), params };
}
