// Cost per portion (issue 26): the figures for the seeded leaf spinach (750 g pack, 12 packs a
// carton, 85 % cooking yield, 150 g portion), the buyer's entries as the GET form sends them, and a
// recipe's sum over its Brina products and other ingredients.
import { describe, expect, it, vi } from 'vitest';
import { parsePrice, parseWhole, portionGrams, productCost, recipeCost } from '@/lib/catalogue/cost';
import type { ProductDetail } from '@/lib/cms/product';
import type { RecipeDetail } from '@/lib/cms/recipe';

vi.mock('@/lib/cms/allergen-matrix', () => ({ listMatrixProducts: async () => [] }));
const { productCostData, recipeCostData } = await import('@/loaders/foodservice-tools');

const SPINACH = { netQuantityG: 750, packsPerCarton: 12, cookingYieldPercent: 85 };

describe('product cost', () => {
  it('€3.00 a pack: €4.00/kg, 176 g frozen a portion, €0.71 a portion, 4 a pack, 51 a carton', () => {
    const r = productCost({ price: 3, unit: 'pack', portionG: 150 }, SPINACH);
    expect(r.pricePerKg).toBeCloseTo(4, 10);
    expect(r.frozenPerPortionG).toBeCloseTo(176.47, 2);
    expect(r.costPerPortion).toBeCloseTo(0.70588, 5);
    expect(r.portionsPerPack).toBe(4);
    expect(r.portionsPerCarton).toBe(51);
    expect(r.costPerCarton).toBeCloseTo(36, 10);
  });

  it('the same price per kg gives the same portion cost; no yield counts as 100 %', () => {
    const perKg = productCost({ price: 4, unit: 'kg', portionG: 150 }, SPINACH);
    expect(perKg.costPerPortion).toBeCloseTo(0.70588, 5);
    expect(perKg.costPerCarton).toBeCloseTo(36, 10);
    const noYield = productCost({ price: 4, unit: 'kg', portionG: 125 }, { netQuantityG: 1000, packsPerCarton: null, cookingYieldPercent: null });
    expect(noYield.costPerPortion).toBeCloseTo(0.5, 10);
    expect(noYield.portionsPerPack).toBe(8);
    expect(noYield.portionsPerCarton).toBeNull();
  });

  it('reads the buyer’s entries strictly', () => {
    expect(parsePrice('3,20')).toBe(3.2);
    expect(parsePrice('€ 3.2')).toBe(3.2);
    expect(parsePrice('0')).toBeNull();
    expect(parsePrice('-1')).toBeNull();
    expect(parsePrice('1e3')).toBeNull();
    expect(parsePrice('3,205')).toBeNull();
    expect(parsePrice('1000000')).toBeNull();
    // As buyers write prices: thousands separators, the euro sign either side.
    expect(parsePrice('1.234,50')).toBe(1234.5);
    expect(parsePrice('1,234.50')).toBe(1234.5);
    expect(parsePrice('€ 3,20')).toBe(3.2);
    expect(parsePrice('3,20 €')).toBe(3.2);
    expect(parsePrice('12.500')).toBe(12500);
    expect(parsePrice('1.23.4')).toBeNull();
    expect(parsePrice('1.234,567')).toBeNull();
    expect(parsePrice(['2', '9'])).toBe(2);
    expect(parseWhole('150', 1, 5000)).toBe(150);
    expect(parseWhole('150.5', 1, 5000)).toBeNull();
    expect(parseWhole('0', 1, 5000)).toBeNull();
    expect(portionGrams('150 g')).toBe(150);
    expect(portionGrams('0,2 kg')).toBe(200);
    expect(portionGrams('una porzione')).toBeNull();
  });
});

const product = {
  slug: 'spinaci-in-foglia',
  portionSize: '150 g',
  features: { packsPerCarton: 12, weight: '750 g' },
  label: { netQuantityG: 750, cookingYieldPercent: 85 },
} as unknown as ProductDetail;

describe('the GET form’s query', () => {
  it('defaults the portion to the product’s and gives the figures once a price is sent', () => {
    expect(productCostData(product, {})).toMatchObject({ form: { price: '', unit: 'pack', portion: 150 }, result: null, invalid: [] });
    const sent = productCostData(product, { product: 'spinaci-in-foglia', price: '3,00', unit: 'pack', portion: '150' });
    expect(sent.result?.costPerPortion).toBeCloseTo(0.70588, 5);
    expect(sent.result?.portionsPerCarton).toBe(51);
  });

  it('a bad entry is reported and gives no figures', () => {
    expect(productCostData(product, { price: 'abc', portion: '150' })).toMatchObject({ result: null, invalid: ['price'] });
    expect(productCostData(product, { price: '3', portion: '99999' })).toMatchObject({ result: null, invalid: ['portion'] });
  });
});

describe('recipe cost', () => {
  it('sums the Brina products (by weight) and the other ingredients, per portion', () => {
    const r = recipeCost(
      [
        { kind: 'product', grams: 300, packG: 750, price: 3, unit: 'pack' },
        { kind: 'product', grams: 500, packG: 1000, price: 2.5, unit: 'kg' },
        { kind: 'other', price: 0.6 },
        { kind: 'other', price: null },
      ],
      4,
    );
    expect(r.lines).toEqual([1.2, 1.25, 0.6, null]);
    expect(r.total).toBeCloseTo(3.05, 10);
    expect(r.costPerPortion).toBeCloseTo(0.7625, 10);
    expect(r.unpriced).toBe(1);
  });

  it('from the form: the recipe’s quantities in grams, its servings as the default portions', () => {
    const recipe = {
      slug: 'vellutata',
      servings: 4,
      ingredients: [
        { id: 'a', name: 'Spinaci', quantity: '300 g', product: { title: 'Spinaci in foglia' }, pack: '750 g', productSlugIt: 'spinaci-in-foglia' },
        { id: 'b', name: 'Olio', quantity: '2 cucchiai', product: null, pack: null, productSlugIt: null },
      ],
    } as unknown as RecipeDetail;
    const data = recipeCostData(recipe, { p0: '3', u0: 'pack', p1: '0,40' });
    expect(data.form.portions).toBe(4);
    expect(data.form.lines.map((l) => l.grams)).toEqual([300, null]);
    expect(data.result?.total).toBeCloseTo(1.6, 10);
    expect(data.result?.costPerPortion).toBeCloseTo(0.4, 10);
    expect(recipeCostData(recipe, {}).result).toBeNull();
  });
});
