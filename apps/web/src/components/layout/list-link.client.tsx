'use client';
// The header's way back to the shopping list: a link on every page (it works without JavaScript),
// with the number of entries the list in this browser holds once the page is interactive. It reads
// only the stored text (lib/kitchen/list-key.ts), not the list's own code.
import { useSyncExternalStore } from 'react';
import { type Texts, translator } from '@/i18n/texts';
import { listEntryCount, storedList, subscribeToList } from '@/lib/kitchen/list-key';

const onServer = () => '';

export function ListLink({ href, texts }: { href: string; texts: Texts<'header'> }) {
  const t = translator(texts, 'header');
  const count = listEntryCount(useSyncExternalStore(subscribeToList, storedList, onServer));
  return (
    <a href={href} className="relative rounded p-2 hover:bg-frost" data-list-link data-list-count={count}>
      <svg
        aria-hidden="true"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M4 9h16l-1.6 10.2a1 1 0 01-1 .8H6.6a1 1 0 01-1-.8zM8.5 9V7a3.5 3.5 0 017 0v2M9.5 13v3M14.5 13v3" />
      </svg>
      <span className="sr-only">{count ? t('shoppingListCount', { count }) : t('shoppingList')}</span>
      {count ? (
        <span
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-leaf px-1 text-center text-xs font-semibold leading-5 text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </a>
  );
}
