// The label part of a product's schema.org data (issue 26): the GTIN and the nutrition declaration
// per 100 g as NutritionInformation (from the structured EU declaration, issue 37).
import type { ProductDetail } from '@/lib/cms/product';

const grams = (value: number) => `${Math.round(value * 100) / 100} g`;

export function productLabelJsonLd(p: ProductDetail) {
  const d = p.nutrition;
  const nutrition = d
    ? {
        '@type': 'NutritionInformation',
        servingSize: '100 g',
        calories: `${d.energyKcal} calories`,
        fatContent: grams(d.fat),
        saturatedFatContent: grams(d.saturates),
        carbohydrateContent: grams(d.carbohydrate),
        sugarContent: grams(d.sugars),
        ...(d.fibre !== null ? { fiberContent: grams(d.fibre) } : {}),
        proteinContent: grams(d.protein),
        // schema.org has sodium, labels declare salt: sodium = salt / 2.5.
        sodiumContent: `${Math.round((d.salt / 2.5) * 1000)} mg`,
      }
    : null;
  return {
    ...(p.label.gtin ? { gtin13: p.label.gtin } : {}),
    ...(nutrition ? { nutrition } : {}),
  };
}
