'use client';
// The shopping list, read from this browser: what to buy (Brina products in packs, other
// ingredients summed, items added by hand), to tick, remove, add to, print and share as a link.
// A shared link (`#list=…`) shows that list, which the visitor may keep as theirs.
import { useId, useMemo, useState, useSyncExternalStore, type FormEvent } from 'react';
import { type Texts, translator } from '@/i18n/texts';
import { storedList, subscribeToList, writeList } from '@/lib/kitchen/list-store';
import {
  addManual,
  emptyList,
  listFromFragment,
  loadList,
  readList,
  removeRecipe,
  removeRow,
  rowsOf,
  shareFragment,
  toggleTicked,
  type Row,
  type ShoppingList as List,
} from '@/lib/kitchen/shopping-list';

const subscribeToHash = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

/** A key for an item the visitor adds (called on the click, not while rendering). */
const newItemKey = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export function ShoppingList({ locale, recipesPath, texts }: { locale: 'it' | 'en'; recipesPath: string; texts: Texts<'kitchen'> }) {
  const t = translator(texts, 'kitchen.list');
  const stored = useSyncExternalStore(subscribeToList, storedList, () => null);
  const hash = useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash,
    () => '',
  );
  const [status, setStatus] = useState('');
  const [shareUrl, setShareUrl] = useState('');
  const inputId = useId();
  const shared = useMemo(() => listFromFragment(hash), [hash]);
  const mine = useMemo(() => (stored === null ? null : loadList({ getItem: () => stored })), [stored]);
  if (mine === null) return null;
  const list = shared ?? mine;
  const rows = rowsOf(list, locale);
  const left = rows.filter((r) => !list.ticked.includes(r.key)).length;

  const change = (next: List) => {
    if (shared) return;
    if (!writeList(next)) setStatus(t('notSaved'));
  };
  const keepShared = () => {
    if (!shared) return;
    if (writeList(readList(shared))) {
      history.replaceState(null, '', window.location.pathname);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
      setStatus(t('kept'));
    } else setStatus(t('notSaved'));
  };
  const addByHand = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const value = String(new FormData(form).get('item') ?? '');
    if (!value.trim()) return;
    change(addManual(list, { key: newItemKey(), text: value }));
    form.reset();
    setStatus(t('itemAdded', { name: value.trim() }));
  };
  const share = async () => {
    const url = `${window.location.origin}${window.location.pathname}${shareFragment(list)}`;
    setShareUrl(url);
    try {
      await navigator.clipboard.writeText(url);
      setStatus(t('copied'));
    } catch {
      setStatus(t('copyYourself'));
    }
  };

  const label = (row: Row) => {
    if (row.kind === 'product')
      return row.packs ? `${t('packs', { count: row.packs.count, size: row.packs.size })} · ${row.product.title}` : `${row.need} · ${row.product.title}`;
    if (row.kind === 'ingredient') return row.quantity ? `${row.quantity} · ${row.name}` : row.name;
    return row.name;
  };

  return (
    <div className="mt-8 space-y-8" data-shopping-list>
      {shared ? (
        <div className="no-print flex flex-wrap items-center gap-3 rounded-xl bg-frost p-4" data-shared-list>
          <p className="font-semibold">{t('sharedNotice')}</p>
          <button type="button" onClick={keepShared} className="rounded-full bg-leaf px-4 py-2 font-semibold text-white hover:bg-leaf-dark">
            {t('keepShared')}
          </button>
        </div>
      ) : null}
      {list.recipes.length === 0 && rows.length === 0 ? (
        <p data-list-empty>
          {t('empty')}{' '}
          <a href={recipesPath} className="font-semibold text-leaf underline">
            {t('findRecipes')}
          </a>
        </p>
      ) : null}
      {list.recipes.length ? (
        <section aria-labelledby={`${inputId}-recipes`}>
          <h2 id={`${inputId}-recipes`} className="font-serif text-2xl font-semibold">
            {t('recipesTitle')}
          </h2>
          <ul className="mt-3 space-y-2" data-list-recipes>
            {list.recipes.map((r) => (
              <li key={r.key} className="flex items-center justify-between gap-3 border-b border-line pb-2">
                <span>
                  <a href={r.href} className="font-semibold text-leaf underline">
                    {r.title}
                  </a>
                  {r.servings ? <span className="text-ink-soft"> · {t('servings', { count: r.servings })}</span> : null}
                </span>
                {shared ? null : (
                  <RemoveButton text={t('removeShort')} label={t('removeRecipe', { title: r.title })} onClick={() => change(removeRecipe(list, r.key))} />
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {rows.length ? (
        <section aria-labelledby={`${inputId}-items`}>
          <h2 id={`${inputId}-items`} className="font-serif text-2xl font-semibold">
            {t('itemsTitle')}
          </h2>
          <p className="mt-1 text-sm text-ink-soft" data-list-left>
            {t('left', { count: left })}
          </p>
          <ul className="mt-3 space-y-3" data-list-items>
            {rows.map((row) => {
              const id = `${inputId}-${row.key}`;
              const ticked = list.ticked.includes(row.key);
              return (
                <li key={row.key} className="flex items-start gap-3 border-b border-line pb-3" data-list-row={row.key} data-ticked={ticked ? 'true' : 'false'}>
                  <input
                    id={id}
                    type="checkbox"
                    checked={ticked}
                    disabled={Boolean(shared)}
                    onChange={() => change(toggleTicked(list, row.key))}
                    className="mt-1 h-6 w-6 shrink-0 accent-leaf"
                  />
                  <div className="min-w-0 flex-1">
                    <label htmlFor={id} className={`font-semibold ${ticked ? 'text-ink-soft line-through' : ''}`}>
                      {label(row)}
                    </label>
                    {row.kind === 'product' ? (
                      <p className="mt-1 text-sm text-ink-soft">
                        {row.packs ? (
                          <span data-pack-detail>
                            {row.packs.left ? t('packDetail', { need: row.need, left: row.packs.left }) : t('packDetailExact', { need: row.need })}{' '}
                          </span>
                        ) : null}
                        {row.product.href ? (
                          <a href={row.product.href} className="text-leaf underline">
                            {t('productPage', { title: row.product.title })}
                          </a>
                        ) : null}
                        {row.product.storeHref ? (
                          <>
                            {' · '}
                            <a href={row.product.storeHref} className="text-leaf underline" data-store-link>
                              {t('whereToBuy', { title: row.product.title })}
                            </a>
                          </>
                        ) : null}
                      </p>
                    ) : null}
                  </div>
                  {shared ? null : (
                    <RemoveButton
                      text={t('removeShort')}
                      label={t('remove', { name: row.kind === 'product' ? row.product.title : row.name })}
                      onClick={() => change(removeRow(list, row.key))}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {shared ? null : (
        <form onSubmit={addByHand} className="no-print flex flex-wrap items-end gap-2" data-list-add>
          <div className="flex min-w-0 flex-1 flex-col">
            <label htmlFor={`${inputId}-add`} className="font-semibold">
              {t('addLabel')}
            </label>
            <input id={`${inputId}-add`} name="item" maxLength={200} autoComplete="off" className="mt-1 h-11 rounded-lg px-3 ring-1 ring-line" />
          </div>
          <button type="submit" className="h-11 rounded-full bg-leaf px-5 font-semibold text-white hover:bg-leaf-dark">
            {t('addButton')}
          </button>
        </form>
      )}
      {rows.length || list.recipes.length ? (
        <div className="no-print flex flex-wrap gap-3">
          <button type="button" onClick={() => window.print()} className="rounded-full border-2 border-leaf px-5 py-2 font-semibold text-leaf hover:bg-frost">
            {t('print')}
          </button>
          <button
            type="button"
            onClick={() => void share()}
            className="rounded-full border-2 border-leaf px-5 py-2 font-semibold text-leaf hover:bg-frost"
            data-list-share
          >
            {t('share')}
          </button>
          {shared ? null : (
            <button
              type="button"
              onClick={() => change(emptyList())}
              className="rounded-full px-5 py-2 font-semibold text-berry ring-1 ring-line hover:bg-frost"
            >
              {t('clear')}
            </button>
          )}
        </div>
      ) : null}
      {shareUrl ? (
        <div className="no-print flex flex-col">
          <label htmlFor={`${inputId}-share`} className="text-sm font-semibold">
            {t('shareLabel')}
          </label>
          <input
            id={`${inputId}-share`}
            readOnly
            value={shareUrl}
            onFocus={(e) => e.currentTarget.select()}
            className="mt-1 h-11 rounded-lg px-3 ring-1 ring-line"
            data-share-url
          />
        </div>
      ) : null}
      <p role="status" className="no-print min-h-6 text-leaf" data-list-status>
        {status}
      </p>
    </div>
  );
}

/** A row's small "remove" button, named for what it removes; not printed. */
function RemoveButton({ text, label, onClick }: { text: string; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="no-print shrink-0 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-line hover:bg-frost"
    >
      {text}
    </button>
  );
}
