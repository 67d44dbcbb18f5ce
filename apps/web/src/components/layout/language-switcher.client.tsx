'use client';
// Goes to the same page in the other language (translated slugs resolved on the server by
// /api/language); with no translation, to that mode's home.
import { usePathname } from 'next/navigation';
import { useSyncExternalStore } from 'react';

// The pathname changes only with `rendered` (a navigation re-renders this component).
const subscribeNothing = () => () => {};

export function LanguageSwitcher({ to, label, short }: { to: string; label: string; short: string }) {
  // A server render sees the rewritten path (/it/products/…); the browser knows the public one.
  const rendered = usePathname();
  const pathname = useSyncExternalStore(
    subscribeNothing,
    () => window.location.pathname,
    () => rendered,
  );
  const href = `/api/language?to=${to}&path=${encodeURIComponent(pathname)}`;
  return (
    <a href={href} hrefLang={to} lang={to} className="rounded px-3 py-1.5 text-sm font-semibold hover:bg-leaf" data-language-switch={to}>
      <span aria-hidden="true">{short}</span>
      <span className="sr-only">{label}</span>
    </a>
  );
}
