// The free-from filters' data: which published products and recipes contain an Annex II allergen
// or may contain it (traces). A product's are its own fields; a recipe's are its Brina products'
// and its other ingredients' tags (component catalogue.ingredient, field `allergens`). Read in one
// request per kind and language, cached until a product or recipe changes.
import { allergenCodes, type AllergenCode } from '../catalogue/allergens';
import type { Locale } from '../routing/routes';
import { cmsGet, type Query } from './client';
import { list, mapPage, type Raw, rec } from './read';
import { TAGS } from './tags';

const PAGE = 250;
/** More pages than any catalogue here has: a bound, not a limit anyone reaches. */
const MAX_PAGES = 20;

async function everyRow(path: string, query: Query, tags: string[]): Promise<Raw[]> {
  const rows: Raw[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const found = mapPage(await cmsGet(path, { query: { ...query, pagination: { page, pageSize: PAGE } }, tags }), (raw) => raw);
    rows.push(...found.items);
    if (page >= found.pageCount) break;
  }
  return rows;
}

const documentIdOf = (raw: Raw): string | null => (typeof raw.documentId === 'string' ? raw.documentId : null);

/** A product's allergens as a free-from filter reads them: those it contains and those it may contain (traces). */
export function productRowAllergens(row: Raw): Set<AllergenCode> {
  return new Set([...allergenCodes(row.allergens_contains), ...allergenCodes(row.allergens_traces)]);
}

/** A recipe's: its other ingredients' tags and, through `productOf`, its Brina products' allergens. */
export function recipeRowAllergens(row: Raw, productOf: (product: Raw) => Iterable<AllergenCode> | undefined): Set<AllergenCode> {
  const codes = new Set<AllergenCode>();
  for (const ingredient of list(row.ingredients)) {
    for (const code of allergenCodes(ingredient.allergens)) codes.add(code);
    const product = rec(ingredient.product);
    for (const code of (product && productOf(product)) || []) codes.add(code);
  }
  return codes;
}

/** Each published product's allergens, contained or as traces, by documentId. */
export async function productAllergens(locale: Locale): Promise<Map<string, Set<AllergenCode>>> {
  const rows = await everyRow('/api/products', { locale, fields: ['title'], populate: { allergens_contains: true, allergens_traces: true } }, [
    TAGS.type('product'),
  ]);
  const out = new Map<string, Set<AllergenCode>>();
  for (const row of rows) {
    const id = documentIdOf(row);
    if (id) out.set(id, productRowAllergens(row));
  }
  return out;
}

/** Each published recipe's allergens: its Brina products' (contained or traces) and its other ingredients'. */
export async function recipeAllergens(locale: Locale): Promise<Map<string, Set<AllergenCode>>> {
  const [products, rows] = await Promise.all([
    productAllergens(locale),
    everyRow('/api/recipes', { locale, fields: ['title'], populate: { ingredients: { populate: { product: { fields: ['title'] }, allergens: true } } } }, [
      TAGS.type('recipe'),
      TAGS.type('product'),
    ]),
  ]);
  const out = new Map<string, Set<AllergenCode>>();
  for (const row of rows) {
    const id = documentIdOf(row);
    if (!id) continue;
    out.set(
      id,
      recipeRowAllergens(row, (product) => {
        const productId = documentIdOf(product);
        return productId ? products.get(productId) : undefined;
      }),
    );
  }
  return out;
}

/** What a free-from filter leaves out of a product or recipe list: every document with one of the allergens, or its traces. */
export async function excludedByFreeFrom(kind: 'product' | 'recipe', locale: Locale, codes: readonly AllergenCode[]): Promise<string[]> {
  return codes.length ? containing(await (kind === 'product' ? productAllergens(locale) : recipeAllergens(locale)), codes) : [];
}

/** The documents (ids) that contain any of the codes: what a free-from filter leaves out. */
export function containing(index: ReadonlyMap<string, ReadonlySet<AllergenCode>>, codes: readonly AllergenCode[]): string[] {
  return [...index].filter(([, found]) => codes.some((code) => found.has(code))).map(([id]) => id);
}
