// Product label information (issue 26): the ingredient list's allergen marks, the CMS fields'
// mapping, and the product's schema.org data (gtin13, net quantity, nutrition).
import { describe, expect, it } from 'vitest';
import { ingredientParts, plainIngredients } from '@/lib/catalogue/ingredients';
import { mapProductLabel } from '@/lib/cms/product-label';
import type { ProductDetail } from '@/lib/cms/product';
import { productLabelJsonLd } from '@/lib/seo/product-label-json-ld';

describe('ingredient list', () => {
  it('splits the allergens marked **…** from the rest', () => {
    expect(ingredientParts('Patate, **sedano**, cipolle, farina di **frumento**.')).toEqual([
      { text: 'Patate, ', allergen: false },
      { text: 'sedano', allergen: true },
      { text: ', cipolle, farina di ', allergen: false },
      { text: 'frumento', allergen: true },
      { text: '.', allergen: false },
    ]);
    expect(plainIngredients('**Latte**, sale')).toBe('Latte, sale');
  });

  it('leaves unpaired asterisks and plain lists alone', () => {
    expect(ingredientParts('Broccoli* (100%). *Da agricoltura biologica.')).toEqual([
      { text: 'Broccoli* (100%). *Da agricoltura biologica.', allergen: false },
    ]);
    expect(ingredientParts('')).toEqual([]);
  });
});

describe('label fields', () => {
  it('maps the CMS fields; decimals as numbers or strings; a malformed GTIN is dropped', () => {
    const label = mapProductLabel({
      ingredients_text: 'Spinaci (100%).',
      gtin: '8056473010010',
      gtin_carton: '18056473010017',
      net_quantity_g: 750,
      carton_gross_weight_kg: '9.44',
      cooking_yield_percent: 85,
      origin: 'Italia (Emilia-Romagna)',
      storage: 'Conservare a -18 °C.',
      certifications: 'BRCGS Food',
      updatedAt: '2026-11-26T10:00:00.000Z',
    });
    expect(label).toMatchObject({ gtin: '8056473010010', gtinCarton: '18056473010017', netQuantityG: 750, cartonGrossWeightKg: 9.44, cookingYieldPercent: 85 });
    expect(mapProductLabel({ gtin: '80564730100', gtin_carton: 'x' })).toMatchObject({ gtin: null, gtinCarton: null, netQuantityG: null, ingredients: null });
  });

  it('JSON-LD: gtin13 and the nutrition table per 100 g (salt as sodium)', () => {
    const product = {
      label: mapProductLabel({ gtin: '8056473010010' }),
      nutrition: [
        { id: '1', nutrient: 'Energia', per100g: '96 kJ / 23 kcal', perPortion: null },
        { id: '2', nutrient: 'Grassi', per100g: '0,4 g', perPortion: null },
        { id: '3', nutrient: 'di cui acidi grassi saturi', per100g: '0,1 g', perPortion: null },
        { id: '4', nutrient: 'Proteine', per100g: '2,9 g', perPortion: null },
        { id: '5', nutrient: 'Sale', per100g: '0,2 g', perPortion: null },
      ],
    } as unknown as ProductDetail;
    expect(productLabelJsonLd(product)).toEqual({
      gtin13: '8056473010010',
      nutrition: {
        '@type': 'NutritionInformation',
        servingSize: '100 g',
        calories: '23 calories',
        fatContent: '0.4 g',
        saturatedFatContent: '0.1 g',
        proteinContent: '2.9 g',
        sodiumContent: '80 mg',
      },
    });
  });
});
