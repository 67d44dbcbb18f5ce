// The label fields (issue 26) of a seeded product, from seed/data/product-info.ts.
import type { ProductSeed } from './data/catalogue';
import { certifications, microbiology, netGrams, plantOf, PRODUCER, productGtins, productInfo, STORAGE } from './data/product-info';
import type { SeedLocale } from './i18n';

export function labelFields(p: ProductSeed, l: SeedLocale) {
  const organic = p.line === 'bio';
  const info = productInfo(p.key, organic);
  const grams = netGrams(p.weight);
  // Carton: the packs' net weight, the film or bag of each pack (1 %) and the corrugated box.
  const cartonGross = (p.packs * grams * 1.01) / 1000 + (grams >= 2000 ? 0.6 : 0.35);
  return {
    ingredients_text: info.ingredients[l],
    ...productGtins(p.code),
    net_quantity_g: grams,
    carton_gross_weight_kg: Math.round(cartonGross * 100) / 100,
    cooking_yield_percent: info.yield,
    origin: info.origin[l],
    storage: STORAGE[l],
    certifications: certifications(organic)[l],
    producer: PRODUCER[l],
    production_plant: plantOf(info).address[l],
    plant_approval_number: plantOf(info).registration,
    microbiology: microbiology(p.key)[l],
  };
}
