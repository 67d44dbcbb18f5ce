// The list grid: 3 per row, heroes weigh more, rows break on hero weight > 1.
import { describe, expect, it } from 'vitest';
import { layoutGrid } from '@/lib/catalogue/grid';

type Item = { id: string; hero?: boolean };
const items = (spec: string): Item[] => spec.split('').map((c, i) => ({ id: `${c}${i}`, hero: c === 'H' }));
const shape = (spec: string, options = {}) =>
  layoutGrid(items(spec), (i) => Boolean(i.hero), options).map((row) => row.map((c) => (c.hero ? 'H' : 'n')).join(''));

describe('grid layout', () => {
  it('puts at most 3 items per row by default', () => {
    expect(shape('nnnnnnn')).toEqual(['nnn', 'nnn', 'n']);
  });
  it('a hero takes two columns, so it shares its row with one item', () => {
    expect(shape('Hnnnn')).toEqual(['Hn', 'nnn']);
    expect(shape('nHn')).toEqual(['nH', 'n']);
  });
  it('breaks the row when hero weights add up to more than 1', () => {
    expect(shape('HH')).toEqual(['H', 'H']);
    expect(shape('nHH')).toEqual(['nH', 'H']);
  });
  it('allows two heroes in a row when their weights fit (and columns allow)', () => {
    expect(shape('HH', { heroWeight: 0.5, perRow: 4 })).toEqual(['HH']);
    expect(shape('HHH', { heroWeight: 0.5, perRow: 4 })).toEqual(['HH', 'H']);
  });
  it('handles empty lists, one column and spans larger than the row', () => {
    expect(shape('')).toEqual([]);
    expect(shape('HnH', { perRow: 1 })).toEqual(['n', 'n', 'n']);
    expect(layoutGrid([{ id: 'a', hero: true }], (i) => Boolean(i.hero), { perRow: 2, heroSpan: 5 })[0]?.[0]?.span).toBe(2);
  });
  it('keeps every item, in order', () => {
    const list = items('nHnnHHnnnH');
    const flat = layoutGrid(list, (i) => Boolean(i.hero))
      .flat()
      .map((c) => c.item.id);
    expect(flat).toEqual(list.map((i) => i.id));
  });
});
