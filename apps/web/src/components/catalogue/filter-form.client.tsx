'use client';
// Progressive enhancement of the filter form: without JavaScript it submits (GET) like any form;
// with JavaScript, from `md` up (the panel beside the results) every change updates the URL at once
// (keeping the scroll) and the server renders the new results, with the site's progress bar while
// the visitor waits. In the phone sheet a change only ticks the box: the visitor chooses several
// filters with the sheet open and applies them with "Applica", which navigates the same way.
import { useRouter } from 'next/navigation';
import { type FormEvent, useEffect, useRef, useTransition, type ReactNode } from 'react';
import { endProgress, startProgress } from '@/lib/navigation-progress';
import { WIDE } from './filter-sheet.client';

/** `action`: the list's public path (a cached list is rendered under its internal one). */
export function FilterFormEnhancer({ children, className, label, action }: { children: ReactNode; className?: string; label: string; action: string }) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const [pending, startTransition] = useTransition();
  const apply = () => {
    if (!form.current) return;
    // The canonical spelling (the form lists its groups in the canonical key order; values sorted):
    // the list's cached page is asked for directly, without a redirect (lib/catalogue/canonical.ts).
    const byKey = new Map<string, Set<string>>();
    for (const [key, value] of new FormData(form.current).entries())
      if (typeof value === 'string' && value) byKey.set(key, (byKey.get(key) ?? new Set()).add(value));
    const search = new URLSearchParams();
    for (const [key, values] of byKey) for (const value of [...values].sort()) search.append(key, value);
    const query = search.toString();
    startProgress();
    startTransition(() => router.replace(`${action}${query ? `?${query}` : ''}`, { scroll: false }));
  };
  const onChange = () => {
    if (window.matchMedia(WIDE).matches) apply();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply();
    // Applied: the phone sheet gives the screen back to the results.
    const sheet = form.current?.closest('details');
    if (sheet && !window.matchMedia(WIDE).matches) sheet.open = false;
  };
  // The server's new results have arrived (or the change led nowhere new): the wait is over.
  useEffect(() => {
    if (!pending) endProgress();
  }, [pending]);
  return (
    <form
      ref={form}
      method="get"
      action={action}
      onChange={onChange}
      onSubmit={onSubmit}
      className={className}
      aria-label={label}
      aria-busy={pending}
      data-filter-form
    >
      {children}
    </form>
  );
}
