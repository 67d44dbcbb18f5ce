// Product label information (issue 26): the ingredient list's allergen marks, the CMS fields'
// mapping, and the product's schema.org data (gtin13, net quantity, nutrition); the EU nutrition
// declaration's rows, order and rounding, the producer, plant and microbiological criteria (issue 37).
import { describe, expect, it } from 'vitest';
import { ingredientParts, plainIngredients } from '@/lib/catalogue/ingredients';
import { declarationRows, mapNutritionDeclaration, roundNutrient } from '@/lib/catalogue/nutrition';
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

  it('maps the producer, the plant, its registration number and the microbiological criteria', () => {
    const label = mapProductLabel({
      producer: 'Brina Società Cooperativa Agricola\nVia dei Frutteti 18, 47521 Cesena (FC), Italia',
      production_plant: 'Stabilimento di Ficarolo',
      plant_approval_number: 'IT 852/2004 RO-0233',
      microbiology: [
        { id: 1, microorganism: 'Salmonella', limit: 'assente in 25 g', method: 'EN ISO 6579-1', reference: 'Reg. (CE) 2073/2005, 1.19' },
        { id: 2, microorganism: 'Listeria monocytogenes', limit: '≤ 100 ufc/g', method: null, reference: null },
        { id: 3, microorganism: '', limit: 'incompleto' },
      ],
    });
    expect(label).toMatchObject({
      producer: 'Brina Società Cooperativa Agricola\nVia dei Frutteti 18, 47521 Cesena (FC), Italia',
      plant: 'Stabilimento di Ficarolo',
      plantApproval: 'IT 852/2004 RO-0233',
    });
    expect(label.microbiology).toEqual([
      { microorganism: 'Salmonella', limit: 'assente in 25 g', method: 'EN ISO 6579-1', reference: 'Reg. (CE) 2073/2005, 1.19' },
      { microorganism: 'Listeria monocytogenes', limit: '≤ 100 ufc/g', method: null, reference: null },
    ]);
  });

  it('JSON-LD: gtin13 and the EU declaration per 100 g (salt as sodium)', () => {
    const product = {
      label: mapProductLabel({ gtin: '8056473010010' }),
      nutrition: mapNutritionDeclaration(SPINACH),
    } as unknown as ProductDetail;
    expect(productLabelJsonLd(product)).toEqual({
      gtin13: '8056473010010',
      nutrition: {
        '@type': 'NutritionInformation',
        servingSize: '100 g',
        calories: '23 calories',
        fatContent: '0.4 g',
        saturatedFatContent: '0.1 g',
        carbohydrateContent: '1.1 g',
        sugarContent: '0.4 g',
        fiberContent: '2.2 g',
        proteinContent: '2.9 g',
        sodiumContent: '80 mg',
      },
    });
  });
});

// Leaf spinach as seeded (per 100 g): the CMS component's fields.
const SPINACH = {
  energy_kj: 96,
  energy_kcal: 23,
  fat_g: 0.4,
  saturates_g: 0.1,
  carbohydrate_g: 1.1,
  sugars_g: '0.4',
  fibre_g: 2.2,
  protein_g: 2.9,
  salt_g: 0.2,
};
/** The declaration of a component that must map. */
function declaration(raw: unknown) {
  const d = mapNutritionDeclaration(raw);
  if (!d) throw new Error('the declaration did not map');
  return d;
}
const it_ = (value: number, digits: number) => value.toLocaleString('it-IT', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const en = (value: number, digits: number) => value.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });

describe('EU nutrition declaration (Reg. 1169/2011 art. 30, Annex XV)', () => {
  it('energy in kJ and kcal, then fat, saturates, carbohydrate, sugars, fibre, protein, salt, per 100 g and per portion', () => {
    const spinach = declaration(SPINACH);
    const rows = declarationRows(spinach, 150, it_);
    expect(rows.map((r) => r.key)).toEqual(['energy', 'fat', 'saturates', 'carbohydrate', 'sugars', 'fibre', 'protein', 'salt']);
    expect(rows.filter((r) => r.sub).map((r) => r.key)).toEqual(['saturates', 'sugars']);
    expect(rows.map((r) => [r.per100g, r.perPortion])).toEqual([
      ['96 kJ / 23 kcal', '144 kJ / 35 kcal'],
      ['<0,5 g', '0,6 g'],
      ['<0,1 g', '0,2 g'],
      ['1,1 g', '1,7 g'],
      ['<0,5 g', '0,6 g'],
      ['2,2 g', '3,3 g'],
      ['2,9 g', '4,4 g'],
      ['0,20 g', '0,30 g'],
    ]);
    // English number format; without a portion size, no portion column.
    expect(declarationRows(spinach, null, en).map((r) => [r.per100g, r.perPortion])[3]).toEqual(['1.1 g', null]);
  });

  it('fibre is voluntary; a declaration missing a mandatory figure is not shown', () => {
    const { fibre_g: _fibre, ...withoutFibre } = SPINACH;
    expect(declarationRows(declaration(withoutFibre), null, it_).map((r) => r.key)).not.toContain('fibre');
    const { sugars_g: _sugars, ...withoutSugars } = SPINACH;
    expect(mapNutritionDeclaration(withoutSugars)).toBeNull();
    expect(mapNutritionDeclaration({ ...SPINACH, fat_g: -1 })).toBeNull();
    expect(mapNutritionDeclaration(null)).toBeNull();
  });

  it("rounds as the Commission's guidance on tolerances (2012) says", () => {
    expect(roundNutrient('fat', 12.46)).toEqual({ value: 12, lessThan: false });
    expect(roundNutrient('fat', 0.44)).toEqual({ value: 0.5, lessThan: true });
    expect(roundNutrient('protein', 0)).toEqual({ value: 0, lessThan: false });
    expect(roundNutrient('saturates', 0.08).lessThan).toBe(true);
    expect(roundNutrient('saturates', 0.16).value).toBeCloseTo(0.2);
    expect(roundNutrient('salt', 1.26).value).toBeCloseTo(1.3);
    expect(roundNutrient('salt', 0.013).value).toBeCloseTo(0.01);
    expect(roundNutrient('salt', 0.01)).toEqual({ value: 0.01, lessThan: true });
    const rows = declarationRows(declaration({ ...SPINACH, carbohydrate_g: 13.4, salt_g: 0 }), 100, it_);
    expect(rows.find((r) => r.key === 'carbohydrate')?.per100g).toBe('13 g');
    expect(rows.find((r) => r.key === 'salt')?.per100g).toBe('0 g');
    // The rounding step's decimals are written out, as on labels.
    const sixGrams = declarationRows(declaration({ ...SPINACH, sugars_g: 6, salt_g: 1.2 }), null, it_);
    expect(sixGrams.find((r) => r.key === 'sugars')?.per100g).toBe('6,0 g');
    expect(sixGrams.find((r) => r.key === 'salt')?.per100g).toBe('1,2 g');
    expect(declarationRows(declaration({ ...SPINACH, salt_g: 0.01 }), null, it_).find((r) => r.key === 'salt')?.per100g).toBe('<0,01 g');
  });
});
