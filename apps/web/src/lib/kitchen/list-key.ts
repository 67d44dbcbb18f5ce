// Where the shopping list lives in this browser and how its readers hear of changes: the few lines
// the header's list link needs on every page, without the list's own code (shopping-list.ts and
// list-store.ts are fetched when a recipe is added or the list page opens).

/** The localStorage key of the list. */
export const STORAGE_KEY = 'brina-shopping-list';
/** Fired on this window after each write (other tabs hear the `storage` event). */
export const LIST_CHANGED = 'brina-shopping-list-changed';

export function subscribeToList(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(LIST_CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(LIST_CHANGED, onChange);
  };
}

/** The stored text (a stable snapshot: the same string until the list changes); '' when none or unreadable. */
export function storedList(): string {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

/** How many entries the stored list holds (its recipes and hand-added items); 0 when unreadable. */
export function listEntryCount(stored: string): number {
  try {
    const list = JSON.parse(stored) as { recipes?: unknown; manual?: unknown } | null;
    const count = (value: unknown) => (Array.isArray(value) ? value.length : 0);
    return list && typeof list === 'object' ? count(list.recipes) + count(list.manual) : 0;
  } catch {
    return 0;
  }
}
