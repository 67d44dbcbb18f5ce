// The Annex II allergens of the recipes' other ingredients (those that are not Brina products), by
// their Italian name: what a label of that ingredient declares as contained (traces are a
// product's matter; a generic ingredient is tagged with what it is made of). Every other
// ingredient of the demo recipes is listed, even with none: the seed refuses an untagged one.
import type { AllergenCode } from './allergens';

export const INGREDIENT_ALLERGENS: Record<string, AllergenCode[]> = {
  Acqua: [],
  Aglio: [],
  Basilico: [],
  Besciamella: ['milk', 'gluten'],
  'Brodo vegetale': ['celery'],
  Burro: ['milk'],
  'Burro freddo': ['milk'],
  Cetriolo: [],
  'Cioccolato fondente': ['milk', 'soybeans'],
  'Confettura di lamponi': [],
  'Crostini di pane': ['gluten'],
  Farina: ['gluten'],
  'Farina 00': ['gluten'],
  Insalata: [],
  'Mandorle a lamelle': ['nuts'],
  Mascarpone: ['milk'],
  'Menta fresca': [],
  Miele: [],
  'Noce moscata': [],
  'Olio extravergine': [],
  Orecchiette: ['gluten'],
  Origano: [],
  Pangrattato: ['gluten'],
  'Panini integrali': ['gluten'],
  'Panna fresca': ['milk'],
  'Parmigiano grattugiato': ['milk'],
  'Passata di pomodoro': [],
  'Pasta corta': ['gluten'],
  'Pecorino grattugiato': ['milk'],
  Peperoncino: [],
  'Pesto alla genovese': ['milk', 'nuts'],
  Ricotta: ['milk'],
  'Riso Carnaroli': [],
  Rosmarino: [],
  'Sale grosso': [],
  'Salsa di soia': ['soybeans', 'gluten'],
  Scalogno: [],
  'Semi di zucca': [],
  Sesamo: ['sesame'],
  'Sfoglia per lasagne': ['gluten', 'eggs'],
  Timo: [],
  Tofu: ['soybeans'],
  Uova: ['eggs'],
  'Yogurt bianco': ['milk'],
  'Yogurt greco': ['milk'],
  'Zenzero fresco': [],
  Zucchero: [],
  'Zucchero a velo': [],
};

/** The allergen components of an other ingredient; an ingredient missing from the list stops the seed. */
export function ingredientAllergens(italianName: string): { code: AllergenCode }[] {
  const codes = INGREDIENT_ALLERGENS[italianName];
  if (!codes) throw new Error(`Seed: the ingredient "${italianName}" has no allergen tags (seed/data/ingredient-allergens.ts)`);
  return codes.map((code) => ({ code }));
}
