'use client';
// Goes to the same page in the other language (translated slugs resolved on the server by
// /api/language), keeping what the visitor chose there (filters, search words, servings); with no
// translation, to that mode's English or Italian home, which says why (language-notice.client.tsx).
import { usePathname } from 'next/navigation';
import { type SyntheticEvent, useSyncExternalStore } from 'react';

// The pathname changes only with `rendered` (a navigation re-renders this component).
const subscribeNothing = () => () => {};

const switchHref = (to: string, path: string) => `/api/language?to=${to}&path=${encodeURIComponent(path)}`;

export function LanguageSwitcher({ to, label, short }: { to: string; label: string; short: string }) {
  // A server render sees the rewritten path (/it/products/…); the browser knows the public one.
  const rendered = usePathname();
  const pathname = useSyncExternalStore(
    subscribeNothing,
    () => window.location.pathname,
    () => rendered,
  );
  // The query can change without a render (servings, a shared list): read it as the visitor reaches for the link.
  const withQuery = (event: SyntheticEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = switchHref(to, `${window.location.pathname}${window.location.search}`);
  };
  return (
    <a
      href={switchHref(to, pathname)}
      onPointerDown={withQuery}
      onFocus={withQuery}
      onClick={withQuery}
      hrefLang={to}
      lang={to}
      className="rounded px-3 py-1.5 text-sm font-semibold hover:bg-leaf"
      data-language-switch={to}
    >
      <span aria-hidden="true">{short}</span>
      <span className="sr-only">{label}</span>
    </a>
  );
}
