'use client';
// Progressive enhancement of the filter form: without JavaScript it submits (GET) like any form;
// with JavaScript every change updates the URL at once (keeping the scroll) and the server renders
// the new results, with the site's progress bar while the visitor waits.
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useTransition, type ReactNode } from 'react';
import { endProgress, startProgress } from '@/lib/navigation-progress';

export function FilterFormEnhancer({ children, className, label }: { children: ReactNode; className?: string; label: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const form = useRef<HTMLFormElement>(null);
  const [pending, startTransition] = useTransition();
  const onChange = () => {
    if (!form.current) return;
    const data = new FormData(form.current);
    const search = new URLSearchParams();
    for (const [key, value] of data.entries()) if (typeof value === 'string' && value) search.append(key, value);
    const query = search.toString();
    startProgress();
    startTransition(() => router.replace(`${pathname}${query ? `?${query}` : ''}`, { scroll: false }));
  };
  // The server's new results have arrived (or the change led nowhere new): the wait is over.
  useEffect(() => {
    if (!pending) endProgress();
  }, [pending]);
  return (
    <form ref={form} method="get" action={pathname} onChange={onChange} className={className} aria-label={label} aria-busy={pending} data-filter-form>
      {children}
    </form>
  );
}
