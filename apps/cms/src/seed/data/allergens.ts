// The 14 allergens of EU Reg. 1169/2011 Annex II (codes of component catalogue.allergen) and the
// demo products' allergen data: what each product contains and what it may contain (traces).
import { bi, type Bi } from '../i18n';

export const ALLERGEN_NAMES = {
  gluten: bi('glutine', 'gluten'),
  crustaceans: bi('crostacei', 'crustaceans'),
  eggs: bi('uova', 'eggs'),
  fish: bi('pesce', 'fish'),
  peanuts: bi('arachidi', 'peanuts'),
  soybeans: bi('soia', 'soybeans'),
  milk: bi('latte', 'milk'),
  nuts: bi('frutta a guscio', 'nuts'),
  celery: bi('sedano', 'celery'),
  mustard: bi('senape', 'mustard'),
  sesame: bi('sesamo', 'sesame'),
  sulphites: bi('anidride solforosa e solfiti', 'sulphur dioxide and sulphites'),
  lupin: bi('lupini', 'lupin'),
  molluscs: bi('molluschi', 'molluscs'),
} satisfies Record<string, Bi>;

export type AllergenCode = keyof typeof ALLERGEN_NAMES;

type ProductAllergens = { contains: AllergenCode[]; traces: AllergenCode[] };

const VEG_LINE: ProductAllergens = { contains: [], traces: ['celery'] };
const FRUIT_LINE: ProductAllergens = { contains: [], traces: [] };

/** By product seed key; every product has an entry (seedProducts fails on a missing one). */
export const PRODUCT_ALLERGENS: Record<string, ProductAllergens> = {
  spinaci: VEG_LINE,
  piselli: VEG_LINE,
  fagiolini: VEG_LINE,
  broccoli: VEG_LINE,
  carote: VEG_LINE,
  'verdure-grigliate': VEG_LINE,
  friarielli: VEG_LINE,
  cavolfiore: VEG_LINE,
  minestrone: { contains: ['celery'], traces: ['soybeans'] },
  'zuppa-legumi': { contains: ['gluten', 'celery'], traces: ['soybeans'] },
  'vellutata-zucca': { contains: ['celery'], traces: ['soybeans', 'mustard'] },
  'passato-verdure': { contains: ['celery'], traces: ['soybeans'] },
  'frutti-di-bosco': FRUIT_LINE,
  'pere-cubetti': FRUIT_LINE,
  fragole: FRUIT_LINE,
  mirtilli: FRUIT_LINE,
  'risotto-asparagi': { contains: ['milk', 'celery'], traces: ['eggs', 'soybeans', 'mustard'] },
  'cous-cous': { contains: ['gluten'], traces: ['celery', 'soybeans', 'mustard'] },
  'polpette-vegetali': { contains: ['gluten', 'eggs', 'milk'], traces: ['soybeans', 'celery', 'sesame'] },
  'burger-ceci': { contains: [], traces: ['sesame', 'soybeans', 'mustard'] },
  'patate-spicchi': { contains: [], traces: [] },
  'patate-novelle': { contains: [], traces: [] },
  rosti: { contains: [], traces: ['milk', 'eggs'] },
  'creatu-wok': { contains: [], traces: ['soybeans', 'celery', 'sesame'] },
  'creatu-minestra': { contains: ['celery'], traces: ['soybeans'] },
  'grigliate-professional': VEG_LINE,
  'pere-pasticceria': { contains: [], traces: ['nuts'] },
  'contorno-mediterraneo': { contains: ['sulphites'], traces: ['celery'] },
};

// What a diet rules out: a product seeded with the diet must neither contain nor may contain it
// (a "gluten free" claim allows no cross-contact; "vegan" rules out animal allergens as ingredients).
const DIET_EXCLUDES: Record<string, { contains: AllergenCode[]; traces: AllergenCode[] }> = {
  'gluten-free': { contains: ['gluten'], traces: ['gluten'] },
  'lactose-free': { contains: ['milk'], traces: ['milk'] },
  vegan: { contains: ['milk', 'eggs', 'fish', 'crustaceans', 'molluscs'], traces: [] },
};

/** A product's allergens, checked against its diets: the seed stops on a contradiction. */
export function productAllergens(key: string, diets: string[] = []): ProductAllergens {
  const entry = PRODUCT_ALLERGENS[key];
  if (!entry) throw new Error(`Seed: product "${key}" has no allergen data (seed/data/allergens.ts)`);
  for (const diet of diets) {
    const excluded = DIET_EXCLUDES[diet];
    const clash = excluded && [...entry.contains.filter((c) => excluded.contains.includes(c)), ...entry.traces.filter((c) => excluded.traces.includes(c))];
    if (clash?.length) throw new Error(`Seed: product "${key}" is "${diet}" but lists ${clash.join(', ')}`);
  }
  return entry;
}

const names = (codes: AllergenCode[], locale: 'it' | 'en') => codes.map((c) => ALLERGEN_NAMES[c][locale]).join(', ');
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The label text of the allergen codes, for the free-text fields kept for older clients. */
export function allergenTexts(key: string, locale: 'it' | 'en'): { allergens: string; may_contain: string } {
  const { contains, traces } = productAllergens(key);
  const it = locale === 'it';
  return {
    allergens: contains.length ? `${capital(names(contains, locale))}.` : it ? 'Nessun allergene.' : 'No allergens.',
    may_contain: traces.length
      ? it
        ? `Può contenere tracce di ${names(traces, locale)}.`
        : `May contain traces of ${names(traces, locale)}.`
      : it
        ? 'Prodotto in uno stabilimento che non lavora allergeni.'
        : 'Made in a plant that handles no allergens.',
  };
}
