// The shopping list: recipes added at their servings and items added by hand, kept in the
// visitor's browser (localStorage, no account) and shared as a link (the list in the URL's
// fragment). Brina ingredients become packs to buy from the product's net weight; the other
// ingredients are summed by name and unit. Whatever is read back (storage, a shared link) is
// checked and bounded: it is outside input.
import { formatQuantity, metricAmount, parseQuantity } from '../catalogue/servings';
import { STORAGE_KEY } from './list-key';

export { STORAGE_KEY };
/** The fragment of a shared list: `#list=<base64url JSON>`. */
export const SHARE_PARAM = 'list';
export const LIMITS = { recipes: 30, ingredients: 60, manual: 100, text: 200 } as const;

export type ListProduct = {
  /** The product's documentId (the same in both languages). */
  id: string;
  title: string;
  href: string | null;
  /** Net weight of one pack, as the product sheet gives it ("750 g", "2,5 kg"). */
  pack: string | null;
  storeHref: string | null;
};
export type ListIngredient = { name: string; quantity: string | null; product: ListProduct | null };
export type ListRecipe = { key: string; title: string; href: string; servings: number | null; ingredients: ListIngredient[] };
export type ManualItem = { key: string; text: string };
export type ShoppingList = { recipes: ListRecipe[]; manual: ManualItem[]; ticked: string[]; removed: string[] };

export const emptyList = (): ShoppingList => ({ recipes: [], manual: [], ticked: [], removed: [] });

// ---- Reading outside input

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown, max: number = LIMITS.text): string | null => (typeof v === 'string' && v.length > 0 && v.length <= max ? v : null);
/** A path on this site only (`/it/…`), never another origin. */
const localPath = (v: unknown): string | null => {
  const s = text(v, 300);
  return s && /^\/[A-Za-z0-9\-._~%/?=&]*$/.test(s) && !s.startsWith('//') ? s : null;
};
const listOf = <T>(v: unknown, max: number, read: (item: unknown) => T | null): T[] =>
  Array.isArray(v)
    ? v.slice(0, max).flatMap((item) => {
        const r = read(item);
        return r === null ? [] : [r];
      })
    : [];

function readProduct(v: unknown): ListProduct | null {
  if (!isRecord(v)) return null;
  const id = text(v.id, 64);
  const title = text(v.title);
  if (!id || !/^[A-Za-z0-9]+$/.test(id) || !title) return null;
  return { id, title, href: localPath(v.href), pack: text(v.pack, 40), storeHref: localPath(v.storeHref) };
}

function readIngredient(v: unknown): ListIngredient | null {
  if (!isRecord(v)) return null;
  const name = text(v.name);
  return name ? { name, quantity: text(v.quantity, 60), product: readProduct(v.product) } : null;
}

function readRecipe(v: unknown): ListRecipe | null {
  if (!isRecord(v)) return null;
  const key = text(v.key, 100);
  const title = text(v.title);
  const href = localPath(v.href);
  const servings = typeof v.servings === 'number' && Number.isInteger(v.servings) && v.servings > 0 && v.servings <= 1000 ? v.servings : null;
  return key && title && href ? { key, title, href, servings, ingredients: listOf(v.ingredients, LIMITS.ingredients, readIngredient) } : null;
}

/** A list from storage or a shared link: what is malformed is dropped, the rest bounded. */
export function readList(value: unknown): ShoppingList {
  if (!isRecord(value)) return emptyList();
  const keys = (v: unknown) => listOf(v, 2000, (k) => text(k, 300));
  return {
    recipes: listOf(value.recipes, LIMITS.recipes, readRecipe),
    manual: listOf(value.manual, LIMITS.manual, (m) =>
      isRecord(m) && text(m.key, 100) && text(m.text) ? { key: m.key as string, text: m.text as string } : null,
    ),
    ticked: keys(value.ticked),
    removed: keys(value.removed),
  };
}

// ---- Changes

/** The list with a recipe added (the newest last; the oldest dropped beyond the limit). */
/** A recipe's page without its servings: the same recipe at other servings has the same one. */
const recipePage = (href: string) => href.split('?')[0];

/**
 * Adds a recipe at its servings. The same recipe already in the list (at these or other servings)
 * is replaced, not summed with it: the visitor changed their mind about how many they cook for.
 */
export function addRecipe(list: ShoppingList, recipe: ListRecipe): ShoppingList {
  const others = list.recipes.filter((r) => recipePage(r.href) !== recipePage(recipe.href));
  return { ...list, recipes: [...others, recipe].slice(-LIMITS.recipes) };
}

/** Whether the list already holds this recipe (at any servings). */
export function hasRecipe(list: ShoppingList, href: string): boolean {
  return list.recipes.some((r) => recipePage(r.href) === recipePage(href));
}

export function removeRecipe(list: ShoppingList, key: string): ShoppingList {
  return { ...list, recipes: list.recipes.filter((r) => r.key !== key) };
}

export function addManual(list: ShoppingList, item: ManualItem): ShoppingList {
  const value = item.text.trim().slice(0, LIMITS.text);
  return value ? { ...list, manual: [...list.manual, { key: item.key, text: value }].slice(-LIMITS.manual) } : list;
}

export function toggleTicked(list: ShoppingList, key: string): ShoppingList {
  return { ...list, ticked: list.ticked.includes(key) ? list.ticked.filter((k) => k !== key) : [...list.ticked, key] };
}

/** Removes a row: a hand-added item for good, a computed row until its recipes change. */
export function removeRow(list: ShoppingList, key: string): ShoppingList {
  if (key.startsWith('m:')) return { ...list, manual: list.manual.filter((m) => `m:${m.key}` !== key), ticked: list.ticked.filter((k) => k !== key) };
  return { ...list, removed: [...new Set([...list.removed, key])] };
}

// ---- The rows to buy

export type PackRow = {
  kind: 'product';
  key: string;
  product: ListProduct;
  /** The summed need as written ("600 g"), and the packs of the product's net weight that cover it. */
  need: string;
  /** `left` is null when the packs hold exactly what is needed. */
  packs: { count: number; size: string; left: string | null } | null;
};
export type SumRow = { kind: 'ingredient'; key: string; name: string; quantity: string | null };
export type ManualRow = { kind: 'manual'; key: string; name: string };
export type Row = PackRow | SumRow | ManualRow;

type Locale = 'it' | 'en';

/** Amounts by unit ("g", "spicchi", "" for pieces); texts with no number ("q.b.") kept once each. */
function sum(quantities: (string | null)[], locale: Locale): string | null {
  const byUnit = new Map<string, number>();
  const words = new Set<string>();
  for (const q of quantities) {
    if (!q) continue;
    const metric = metricAmount(q);
    const parsed = metric ? { amount: metric.value, unit: metric.unit } : parseQuantity(q);
    if (!parsed) words.add(q);
    else byUnit.set(parsed.unit, (byUnit.get(parsed.unit) ?? 0) + parsed.amount);
  }
  const parts = [...[...byUnit].map(([unit, amount]) => formatQuantity(amount, unit, locale)), ...words];
  return parts.length ? parts.join(' + ') : null;
}

const nameKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/** The rows of the list: one per Brina product (in packs), one per other ingredient name, then the hand-added items. */
export function rowsOf(list: ShoppingList, locale: Locale): Row[] {
  const products = new Map<string, { product: ListProduct; quantities: (string | null)[] }>();
  const others = new Map<string, { name: string; quantities: (string | null)[] }>();
  for (const recipe of list.recipes) {
    for (const i of recipe.ingredients) {
      if (i.product) {
        const entry = products.get(i.product.id) ?? { product: i.product, quantities: [] };
        entry.quantities.push(i.quantity);
        products.set(i.product.id, entry);
      } else {
        const key = nameKey(i.name);
        const entry = others.get(key) ?? { name: i.name, quantities: [] };
        entry.quantities.push(i.quantity);
        others.set(key, entry);
      }
    }
  }
  const rows: Row[] = [];
  for (const [id, { product, quantities }] of products) {
    const grams = quantities.map((q) => (q ? metricAmount(q) : null));
    const pack = product.pack ? metricAmount(product.pack) : null;
    let packs: PackRow['packs'] = null;
    // Packs only when every quantity and the pack are weights (or all volumes) of the same kind.
    if (pack && grams.every((g) => g && g.unit === pack.unit)) {
      const total = grams.reduce((s, g) => s + (g?.value ?? 0), 0);
      const count = Math.max(1, Math.ceil(total / pack.value - 1e-9));
      packs = {
        count,
        size: formatQuantity(pack.value, pack.unit, locale),
        left: count * pack.value - total > 0.5 ? formatQuantity(count * pack.value - total, pack.unit, locale) : null,
      };
    }
    rows.push({ kind: 'product', key: `p:${id}`, product, need: sum(quantities, locale) ?? '', packs });
  }
  for (const [key, { name, quantities }] of others) rows.push({ kind: 'ingredient', key: `i:${key}`, name, quantity: sum(quantities, locale) });
  for (const m of list.manual) rows.push({ kind: 'manual', key: `m:${m.key}`, name: m.text });
  return rows.filter((r) => !list.removed.includes(r.key));
}

// ---- Storage and links

export function loadList(storage: Pick<Storage, 'getItem'>): ShoppingList {
  try {
    const raw = storage.getItem(STORAGE_KEY);
    return raw && raw.length <= 500_000 ? readList(JSON.parse(raw)) : emptyList();
  } catch {
    return emptyList();
  }
}

export function saveList(storage: Pick<Storage, 'setItem'>, list: ShoppingList): void {
  storage.setItem(STORAGE_KEY, JSON.stringify(list));
}

const toBase64Url = (s: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(s)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromBase64Url = (s: string) => new TextDecoder().decode(Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)));

/** The fragment that carries a list in a shared link (what to buy; not what was ticked). */
export function shareFragment(list: ShoppingList): string {
  return `#${SHARE_PARAM}=${toBase64Url(JSON.stringify({ recipes: list.recipes, manual: list.manual, removed: list.removed }))}`;
}

/** The list a shared link carries, or null when the fragment holds none (or a malformed one). */
export function listFromFragment(hash: string): ShoppingList | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(SHARE_PARAM);
  if (!value || value.length > 200_000 || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  try {
    return readList(JSON.parse(fromBase64Url(value)));
  } catch {
    return null;
  }
}
