// The 14 allergens of EU Regulation 1169/2011, Annex II, in the Annex's order: the only codes the CMS
// accepts in a product's `allergens_contains` / `allergens_traces` (component catalogue.allergen)
// and in a recipe ingredient's `allergens`. Names are in the messages (`allergens.<code>`).
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;

export type AllergenCode = (typeof ALLERGENS)[number];

const CODES: ReadonlySet<string> = new Set(ALLERGENS);

export function isAllergenCode(value: unknown): value is AllergenCode {
  return typeof value === 'string' && CODES.has(value);
}

/**
 * The codes of a CMS allergen list (`[{ code }]`, or plain codes), in Annex II order, each once;
 * anything that is not one of the 14 codes is dropped.
 */
export function allergenCodes(value: unknown): AllergenCode[] {
  if (!Array.isArray(value)) return [];
  const found = new Set<string>();
  for (const item of value) {
    const code = typeof item === 'string' ? item : item && typeof item === 'object' ? (item as { code?: unknown }).code : undefined;
    if (isAllergenCode(code)) found.add(code);
  }
  return ALLERGENS.filter((code) => found.has(code));
}

/** Whether a product (or dish) is free of an allergen: neither contains it nor may contain it. */
export type AllergenStatus = 'contains' | 'traces' | 'free';

export function allergenStatus(code: AllergenCode, contains: readonly AllergenCode[], traces: readonly AllergenCode[]): AllergenStatus {
  if (contains.includes(code)) return 'contains';
  if (traces.includes(code)) return 'traces';
  return 'free';
}
