// The shopping list in this browser's localStorage, as a store React can subscribe to: the list
// page and the recipe page's "add" button see each other's changes (and other tabs').
import { STORAGE_KEY, loadList, saveList, type ShoppingList } from './shopping-list';

const CHANGED = 'brina-shopping-list-changed';

export function subscribeToList(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
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

export function readStoredList(): ShoppingList {
  try {
    return loadList(localStorage);
  } catch {
    return loadList({ getItem: () => null });
  }
}

/** Stores the list; false when the browser refuses (private mode, full storage). */
export function writeList(list: ShoppingList): boolean {
  try {
    saveList(localStorage, list);
  } catch {
    return false;
  }
  window.dispatchEvent(new Event(CHANGED));
  return true;
}
