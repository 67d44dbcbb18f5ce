// Grid rows for product and recipe lists (spec section 4): at most `perRow` items per row (3 by
// default); a hero item weighs more (it spans two columns) and a row breaks when the hero weights in
// it would add up to more than 1 or when its columns are full.
export type GridOptions = { perRow?: number; heroWeight?: number; heroSpan?: number };
export type GridCell<T> = { item: T; span: number; hero: boolean };
export type GridRow<T> = GridCell<T>[];

export const DEFAULT_PER_ROW = 3;
export const DEFAULT_HERO_WEIGHT = 2 / 3;

export function layoutGrid<T>(items: readonly T[], isHero: (item: T) => boolean, options: GridOptions = {}): GridRow<T>[] {
  const perRow = Math.max(1, Math.floor(options.perRow ?? DEFAULT_PER_ROW));
  const heroWeight = options.heroWeight ?? DEFAULT_HERO_WEIGHT;
  // A hero never spans more columns than the row has.
  const heroSpan = Math.min(perRow, Math.max(1, Math.floor(options.heroSpan ?? 2)));
  const rows: GridRow<T>[] = [];
  let row: GridRow<T> = [];
  let columns = 0;
  let heroTotal = 0;
  const flush = () => {
    if (row.length) rows.push(row);
    row = [];
    columns = 0;
    heroTotal = 0;
  };
  for (const item of items) {
    const hero = isHero(item) && perRow > 1;
    const span = hero ? heroSpan : 1;
    const weight = hero ? heroWeight : 0;
    if (row.length && (columns + span > perRow || heroTotal + weight > 1 + 1e-9)) flush();
    row.push({ item, span, hero });
    columns += span;
    heroTotal += weight;
  }
  flush();
  return rows;
}
