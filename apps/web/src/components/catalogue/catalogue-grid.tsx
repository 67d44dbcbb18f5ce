// Results laid out by the grid algorithm: 3 per row, hero items span two columns.
import { layoutGrid } from '@/lib/catalogue/grid';
import type { ReactNode } from 'react';

export function CatalogueGrid<T extends { documentId: string; isHero: boolean }>({
  items,
  render,
}: {
  items: T[];
  render: (item: T, hero: boolean, index: number) => ReactNode;
}) {
  const rows = layoutGrid(items, (i) => i.isHero);
  const position = new Map(rows.flat().map((cell, i) => [cell.item.documentId, i]));
  return (
    <ul className="space-y-6" data-grid>
      {rows.map((row) => (
        <li key={row.map((c) => c.item.documentId).join('-')}>
          <ul className="grid gap-6 md:grid-cols-3" data-grid-row>
            {row.map((cell) => (
              <li key={cell.item.documentId} className={cell.span === 2 ? 'md:col-span-2' : ''} data-hero={cell.hero ? 'true' : undefined}>
                {render(cell.item, cell.hero, position.get(cell.item.documentId) ?? 0)}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
