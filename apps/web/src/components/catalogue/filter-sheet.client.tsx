'use client';
// The catalogue filters below `md`: a "Filtra" button (a <summary>) that opens the filter form as a
// bottom sheet; from `md` up the panel is always open. Without JavaScript <details> does all of it
// (globals.css shows the panel from `md` up where ::details-content is supported); JavaScript opens
// it on wide screens elsewhere and closes the sheet with Escape.
import { useEffect, useRef, type ReactNode } from 'react';

/** From here up the filter panel stays open beside the results (Tailwind's `md`). */
export const WIDE = '(min-width: 768px)';

export function FilterSheet({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const wide = window.matchMedia(WIDE);
    const sync = () => {
      details.open = wide.matches;
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || wide.matches || !details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    sync();
    wide.addEventListener('change', sync);
    details.addEventListener('keydown', onKey);
    return () => {
      wide.removeEventListener('change', sync);
      details.removeEventListener('keydown', onKey);
    };
  }, []);
  return (
    <details
      ref={ref}
      className="filter-sheet group max-md:open:fixed max-md:open:inset-x-0 max-md:open:bottom-0 max-md:open:z-50 max-md:open:max-h-[85dvh] max-md:open:overflow-y-auto max-md:open:rounded-t-2xl max-md:open:bg-white max-md:open:shadow-[0_0_0_100vmax_rgb(20_48_42/0.45)]"
      data-filter-sheet
    >
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-full bg-white px-5 py-2.5 font-semibold ring-1 ring-line max-md:group-open:sticky max-md:group-open:top-0 max-md:group-open:z-10 max-md:group-open:rounded-none max-md:group-open:ring-0 max-md:group-open:border-b max-md:group-open:border-line [&::-webkit-details-marker]:hidden">
        {summary}
      </summary>
      {children}
    </details>
  );
}
