// A titled row of cards below a detail page (related recipes, products used, more articles); none
// when there is nothing to show.
import type { ReactNode } from 'react';

type Props<T> = { id: string; title: string; items: T[]; card: (item: T) => ReactNode; printable?: boolean };

export function CardRow<T extends { documentId: string }>({ id, title, items, card, printable = true }: Props<T>) {
  if (!items.length) return null;
  return (
    <section aria-labelledby={id} className={`mx-auto max-w-7xl px-4 pb-16 pt-8 ${printable ? '' : 'no-print'}`}>
      <h2 id={id} className="font-serif text-3xl font-semibold">
        {title}
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {items.map((item) => (
          <li key={item.documentId}>{card(item)}</li>
        ))}
      </ul>
    </section>
  );
}
