// A titled row of cards below a detail page (related recipes, products used, more articles).
import type { ReactNode } from 'react';

export function CardRow({ id, title, children, printable = true }: { id: string; title: string; children: ReactNode; printable?: boolean }) {
  return (
    <section aria-labelledby={id} className={`mx-auto max-w-7xl px-4 pb-16 pt-8 ${printable ? '' : 'no-print'}`}>
      <h2 id={id} className="font-serif text-3xl font-semibold">
        {title}
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">{children}</ul>
    </section>
  );
}
