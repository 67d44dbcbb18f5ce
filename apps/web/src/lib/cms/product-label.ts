// A product's label information (EU Reg. 1169/2011, issue 26): ingredients, origin, storage, GTINs,
// net quantity, logistics weights, cooking yield, certifications, and when it last changed.
import { num, type Raw, str } from './read';

export type ProductLabel = {
  /** The ingredient list; allergens are marked `**…**` by the editors. */
  ingredients: string | null;
  /** EAN-13 of the consumer pack. */
  gtin: string | null;
  /** GTIN-14 of the carton. */
  gtinCarton: string | null;
  netQuantityG: number | null;
  cartonGrossWeightKg: number | null;
  /** Cooked (or thawed) weight as a percentage of the frozen weight. */
  cookingYieldPercent: number | null;
  origin: string | null;
  storage: string | null;
  certifications: string | null;
  /** When the product last changed (ISO 8601): the specification sheet's date and cache key. */
  updatedAt: string | null;
};

const digits = (raw: Raw, key: string, length: number) => {
  const value = str(raw, key);
  return value && new RegExp(`^\\d{${length}}$`).test(value) ? value : null;
};

export function mapProductLabel(raw: Raw): ProductLabel {
  return {
    ingredients: str(raw, 'ingredients_text'),
    gtin: digits(raw, 'gtin', 13),
    gtinCarton: digits(raw, 'gtin_carton', 14),
    netQuantityG: num(raw, 'net_quantity_g'),
    // Strapi returns decimals as numbers (SQLite) or strings (PostgreSQL): num reads both.
    cartonGrossWeightKg: num(raw, 'carton_gross_weight_kg'),
    cookingYieldPercent: num(raw, 'cooking_yield_percent'),
    origin: str(raw, 'origin'),
    storage: str(raw, 'storage'),
    certifications: str(raw, 'certifications'),
    updatedAt: str(raw, 'updatedAt'),
  };
}
