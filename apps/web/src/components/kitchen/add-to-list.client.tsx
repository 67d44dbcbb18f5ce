'use client';
// "Add to the shopping list" on a recipe page: the recipe at the servings shown goes into the list
// kept in this browser. The list's code is fetched on the click, not with the page; without
// JavaScript there is no list to add to, so the button is drawn only once the page is interactive.
// The link to the list stays beside it; adding a recipe already in the list (at other servings)
// replaces it, and says so.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { whenOfflineReady } from '@/lib/kitchen/offline-prefetch';
import type { ListRecipe } from '@/lib/kitchen/shopping-list';

type Texts = { button: string; added: string; replaced: string; open: string; notSaved: string };
const noSubscription = () => () => undefined;

export function AddToList({ recipe, listPath, texts }: { recipe: Omit<ListRecipe, 'key'>; listPath: string; texts: Texts }) {
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [status, setStatus] = useState<'idle' | 'added' | 'replaced' | 'failed'>('idle');
  // Where the offline worker keeps this page, the list's code is fetched (and kept) too.
  useEffect(
    () => whenOfflineReady(() => void Promise.all([import('@/lib/kitchen/shopping-list'), import('@/lib/kitchen/list-store')]).catch(() => undefined)),
    [],
  );
  if (!ready) return null;

  const add = async () => {
    try {
      const [{ addRecipe, hasRecipe }, { readStoredList, writeList }] = await Promise.all([
        import('@/lib/kitchen/shopping-list'),
        import('@/lib/kitchen/list-store'),
      ]);
      const key = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
      const list = readStoredList();
      const already = hasRecipe(list, recipe.href);
      setStatus(writeList(addRecipe(list, { ...recipe, key })) ? (already ? 'replaced' : 'added') : 'failed');
    } catch {
      setStatus('failed');
    }
  };
  return (
    <div className="no-print mt-5 border-t border-line pt-4">
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <button
          type="button"
          onClick={() => void add()}
          className="rounded-full bg-leaf px-5 py-2 font-semibold text-white hover:bg-leaf-dark"
          data-add-to-list
        >
          {texts.button}
        </button>
        <a href={listPath} className="font-semibold text-leaf underline" data-open-list>
          {texts.open}
        </a>
      </div>
      <p role="status" className="mt-2 min-h-6 text-sm" data-add-to-list-status={status}>
        {status === 'idle' ? null : status === 'failed' ? texts.notSaved : texts[status]}
      </p>
    </div>
  );
}
