// The label part of a product's schema.org data (issue 26): GTINs, net quantity, and the nutrition
// table as NutritionInformation (per 100 g: the figures every label declares).
import type { ProductDetail } from '@/lib/cms/product';

// Nutrition rows are named by the editors in either language: the patterns find the declared ones.
const NUTRIENTS: [RegExp, string, 'kcal' | 'g'][] = [
  [/energ/i, 'calories', 'kcal'],
  [/saturi|saturates|saturated/i, 'saturatedFatContent', 'g'],
  [/grassi|^fat/i, 'fatContent', 'g'],
  [/zuccheri|sugars/i, 'sugarContent', 'g'],
  [/carboidrati|carbohydrate/i, 'carbohydrateContent', 'g'],
  [/fibre|fiber/i, 'fiberContent', 'g'],
  [/proteine|protein/i, 'proteinContent', 'g'],
  [/sale|salt/i, 'sodiumContent', 'g'],
];

/** The number in a declared value ("0,4 g", "96 kJ / 23 kcal" → the kcal figure). */
function amount(value: string, unit: 'kcal' | 'g'): number | null {
  const text = unit === 'kcal' ? (/([\d.,]+)\s*kcal/i.exec(value)?.[1] ?? null) : (/([\d.,]+)/.exec(value)?.[1] ?? null);
  if (text === null) return null;
  const n = Number(text.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

export function productLabelJsonLd(p: ProductDetail) {
  const nutrition: Record<string, string> = {};
  for (const row of p.nutrition) {
    const hit = NUTRIENTS.find(([pattern]) => pattern.test(row.nutrient.trim()));
    if (!hit) continue;
    const [, property, unit] = hit;
    const value = amount(row.per100g, unit);
    if (value === null || property in nutrition) continue;
    // schema.org has sodium, labels declare salt: sodium = salt / 2.5.
    nutrition[property] = property === 'sodiumContent' ? `${Math.round((value / 2.5) * 1000)} mg` : unit === 'kcal' ? `${value} calories` : `${value} g`;
  }
  return {
    ...(p.label.gtin ? { gtin13: p.label.gtin } : {}),
    ...(Object.keys(nutrition).length ? { nutrition: { '@type': 'NutritionInformation', servingSize: '100 g', ...nutrition } } : {}),
  };
}
