// The shopping list in this browser's localStorage, as a store React can subscribe to: the list
// page and the recipe page's "add" button see each other's changes (and other tabs').
import { LIST_CHANGED } from './list-key';
import { loadList, saveList, type ShoppingList } from './shopping-list';

export { storedList, subscribeToList } from './list-key';

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
  window.dispatchEvent(new Event(LIST_CHANGED));
  return true;
}
