// The EU nutrition declaration of a product (Reg. (EU) 1169/2011 art. 30, Annex XV; issue 37
// item 4): energy in kJ and kcal, fat, of which saturates, carbohydrate, of which sugars, fibre
// (voluntary), protein and salt, in Annex XV's order, per 100 g and per portion. The CMS holds the
// per-100 g figures as numbers; every place that shows them (product page, label, specification
// sheet, JSON-LD) takes its rows and rounding from here.
import { num, rec } from '../cms/read';

export type NutrientKey = 'energy' | 'fat' | 'saturates' | 'carbohydrate' | 'sugars' | 'fibre' | 'protein' | 'salt';

/** Per 100 g of the product as sold (frozen). */
export type NutritionDeclaration = {
  energyKj: number;
  energyKcal: number;
  fat: number;
  saturates: number;
  carbohydrate: number;
  sugars: number;
  /** Voluntary (art. 30(2)): null when not declared. */
  fibre: number | null;
  protein: number;
  salt: number;
};

export type DeclarationRow = {
  key: NutrientKey;
  /** "of which" rows (saturates, sugars) are indented under their parent. */
  sub: boolean;
  per100g: string;
  perPortion: string | null;
};

/** Annex XV order (the voluntary mono-/polyunsaturates, polyols and starch are not declared). */
export const NUTRIENT_ORDER: readonly NutrientKey[] = ['energy', 'fat', 'saturates', 'carbohydrate', 'sugars', 'fibre', 'protein', 'salt'];

const GRAMS: Record<Exclude<NutrientKey, 'energy'>, keyof NutritionDeclaration> = {
  fat: 'fat',
  saturates: 'saturates',
  carbohydrate: 'carbohydrate',
  sugars: 'sugars',
  fibre: 'fibre',
  protein: 'protein',
  salt: 'salt',
};

/** The CMS component `catalogue.nutrition-declaration`; null unless every mandatory figure is there. */
export function mapNutritionDeclaration(value: unknown): NutritionDeclaration | null {
  const raw = rec(value);
  const read = (key: string) => {
    const n = num(raw, key);
    return n !== null && n >= 0 ? n : null;
  };
  const d = {
    energyKj: read('energy_kj'),
    energyKcal: read('energy_kcal'),
    fat: read('fat_g'),
    saturates: read('saturates_g'),
    carbohydrate: read('carbohydrate_g'),
    sugars: read('sugars_g'),
    fibre: read('fibre_g'),
    protein: read('protein_g'),
    salt: read('salt_g'),
  };
  const { fibre, ...mandatory } = d;
  if (Object.values(mandatory).some((v) => v === null)) return null;
  return { ...(mandatory as Omit<NutritionDeclaration, 'fibre'>), fibre };
}

/**
 * Rounding of the European Commission's guidance on tolerances and rounding for nutrition labelling
 * (December 2012): energy to 1 kJ/kcal; fat, carbohydrate, sugars, fibre and protein to 1 g from
 * 10 g, to 0.1 g above 0.5 g, else "<0.5 g"; saturates to 1 g from 10 g, to 0.1 g above 0.1 g, else
 * "<0.1 g"; salt to 0.1 g from 1 g, to 0.01 g above 0.0125 g, else "<0.01 g". Zero is "0 g".
 */
export function roundNutrient(key: Exclude<NutrientKey, 'energy'>, grams: number): { value: number; lessThan: boolean } {
  // The tiny addend rounds halves up despite binary fractions (2.9 × 1.5 is 4.3499… in floating point).
  const step = (s: number) => ({ value: Math.round(grams / s + 1e-9) * s, lessThan: false });
  if (grams === 0) return { value: 0, lessThan: false };
  if (key === 'salt') return grams >= 1 ? step(0.1) : grams > 0.0125 ? step(0.01) : { value: 0.01, lessThan: true };
  if (key === 'saturates') return grams >= 10 ? step(1) : grams > 0.1 ? step(0.1) : { value: 0.1, lessThan: true };
  return grams >= 10 ? step(1) : grams > 0.5 ? step(0.1) : { value: 0.5, lessThan: true };
}

/** The page's number format, with exactly `digits` decimals. */
export type NutrientFormat = (value: number, digits: number) => string;

/** The rows of the declaration, formatted with the page's number format ("0,4 g", "96 kJ / 23 kcal"). */
export function declarationRows(d: NutritionDeclaration, portionG: number | null, format: NutrientFormat): DeclarationRow[] {
  const energy = (factor: number) => `${format(Math.round(d.energyKj * factor), 0)} kJ / ${format(Math.round(d.energyKcal * factor), 0)} kcal`;
  const grams = (key: Exclude<NutrientKey, 'energy'>, value: number) => {
    const r = roundNutrient(key, value);
    if (r.value === 0) return `${format(0, 0)} g`;
    // The decimals of the rounding step, written out as labels do ("0,20 g" of salt, "6,0 g").
    const digits = key === 'salt' ? (r.value < 1 ? 2 : 1) : r.value >= 10 ? 0 : 1;
    return `${r.lessThan ? '<' : ''}${format(Number(r.value.toFixed(digits)), digits)} g`;
  };
  const factor = portionG && portionG > 0 ? portionG / 100 : null;
  return NUTRIENT_ORDER.flatMap((key): DeclarationRow[] => {
    if (key === 'energy') return [{ key, sub: false, per100g: energy(1), perPortion: factor === null ? null : energy(factor) }];
    const value = d[GRAMS[key]];
    if (value === null) return [];
    return [
      {
        key,
        sub: key === 'saturates' || key === 'sugars',
        per100g: grams(key, value),
        perPortion: factor === null ? null : grams(key, value * factor),
      },
    ];
  });
}
