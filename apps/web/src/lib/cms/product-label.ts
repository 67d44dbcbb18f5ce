// A product's label information (EU Reg. 1169/2011, issue 26): ingredients, origin, storage, GTINs,
// net quantity, logistics weights, cooking yield, certifications, and when it last changed; the
// producer, the plant and its registration number, and the microbiological criteria a buyer's
// quality manager asks for (issue 37).
import { list, num, type Raw, str } from './read';

/** A microbiological criterion of the specification (e.g. Reg. (EC) 2073/2005). */
export type MicroCriterion = { microorganism: string; limit: string; method: string | null; reference: string | null };

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
  /** The food business operator's name and address (art. 9(1)(h)). */
  producer: string | null;
  /** The plant that makes it (address). */
  plant: string | null;
  /** The plant's registration (Reg. (EC) 852/2004) or approval (853/2004) number. */
  plantApproval: string | null;
  microbiology: MicroCriterion[];
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
    producer: str(raw, 'producer'),
    plant: str(raw, 'production_plant'),
    plantApproval: str(raw, 'plant_approval_number'),
    microbiology: list(raw.microbiology).flatMap((m) => {
      const microorganism = str(m, 'microorganism');
      const limit = str(m, 'limit');
      return microorganism && limit ? [{ microorganism, limit, method: str(m, 'method'), reference: str(m, 'reference') }] : [];
    }),
    updatedAt: str(raw, 'updatedAt'),
  };
}
