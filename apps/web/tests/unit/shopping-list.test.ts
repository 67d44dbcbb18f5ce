// The shopping list: packs from the products' net weight, other ingredients summed by name and
// unit, ticks and removals, and what is read back from storage or a shared link.
import { describe, expect, it } from 'vitest';
import {
  addManual,
  addRecipe,
  emptyList,
  hasRecipe,
  listFromFragment,
  loadList,
  readList,
  removeRow,
  rowsOf,
  shareFragment,
  toggleTicked,
  type ListRecipe,
} from '@/lib/kitchen/shopping-list';

const PEAS = {
  id: 'peas0001',
  title: 'Piselli finissimi',
  href: '/it/prodotti/verdure/piselli-finissimi',
  pack: '750 g',
  storeHref: '/it/store-locator?product=piselli-finissimi',
};
const risotto = (servings: number, peas: string, rice: string, slug = 'risotto-piselli-e-menta'): ListRecipe => ({
  key: `${slug}-${servings}`,
  title: 'Risotto piselli e menta',
  href: `/it/ricette/primi-piatti/${slug}?servings=${servings}`,
  servings,
  ingredients: [
    { name: 'Riso Carnaroli', quantity: rice, product: null },
    { name: 'Piselli finissimi Brina', quantity: peas, product: PEAS },
    { name: 'Brodo vegetale', quantity: servings === 4 ? '1 l' : '2 l', product: null },
    { name: 'Menta fresca', quantity: '10 foglie', product: null },
    { name: 'Sale', quantity: 'q.b.', product: null },
  ],
});

describe('addRecipe', () => {
  it('replaces the same recipe added again at other servings instead of summing both', () => {
    const list = addRecipe(addRecipe(emptyList(), risotto(4, '300 g', '320 g')), risotto(8, '600 g', '640 g'));
    expect(list.recipes.map((r) => r.servings)).toEqual([8]);
    expect(hasRecipe(list, '/it/ricette/primi-piatti/risotto-piselli-e-menta')).toBe(true);
    expect(rowsOf(list, 'it').find((r) => r.key === 'p:peas0001')).toMatchObject({ need: '600 g' });
  });
});

describe('rowsOf', () => {
  it('turns a Brina ingredient into packs of the product: 300 g → 1 pack of 750 g, 450 g left', () => {
    const [row] = rowsOf(addRecipe(emptyList(), risotto(4, '300 g', '320 g')), 'it');
    expect(row).toMatchObject({ kind: 'product', key: 'p:peas0001', need: '300 g', packs: { count: 1, size: '750 g', left: '450 g' } });
  });

  it('sums two recipes that share ingredients: the packs cover the sum', () => {
    const list = addRecipe(addRecipe(emptyList(), risotto(4, '300 g', '320 g')), risotto(8, '600 g', '640 g', 'risotto-alla-menta'));
    const rows = rowsOf(list, 'en');
    expect(rows.find((r) => r.key === 'p:peas0001')).toMatchObject({ need: '900 g', packs: { count: 2, size: '750 g', left: '600 g' } });
    expect(rows.find((r) => r.key === 'i:riso carnaroli')).toMatchObject({ quantity: '960 g' });
    expect(rows.find((r) => r.key === 'i:brodo vegetale')).toMatchObject({ quantity: '3 l' });
    expect(rows.find((r) => r.key === 'i:menta fresca')).toMatchObject({ quantity: '20 foglie' });
    expect(rows.find((r) => r.key === 'i:sale')).toMatchObject({ quantity: 'q.b.' });
  });

  it('needs exactly whole packs when the sum is a multiple, and counts kg packs', () => {
    const pack = { ...PEAS, pack: '2,5 kg' };
    const recipe = (q: string): ListRecipe => ({
      key: q,
      title: 'x',
      href: '/it/x',
      servings: 50,
      ingredients: [{ name: 'Contorno', quantity: q, product: pack }],
    });
    const other = { ...recipe('2500 g'), href: '/it/y' };
    expect(rowsOf(addRecipe(addRecipe(emptyList(), recipe('2,5 kg')), other), 'it')[0]).toMatchObject({ packs: { count: 2, left: null } });
  });

  it('gives no packs when the quantity is not a weight (pieces), but still the summed need', () => {
    const recipe: ListRecipe = {
      key: 'b',
      title: 'Burger',
      href: '/it/x',
      servings: 2,
      ingredients: [{ name: 'Burger', quantity: '2', product: { ...PEAS, pack: '300 g' } }],
    };
    expect(rowsOf(addRecipe(emptyList(), recipe), 'it')[0]).toMatchObject({ need: '2', packs: null });
  });

  it('lists items added by hand, and leaves out removed rows; ticks are kept by key', () => {
    let list = addManual(addRecipe(emptyList(), risotto(4, '300 g', '320 g')), { key: 'k1', text: '  Pane  ' });
    list = removeRow(list, 'i:sale');
    list = toggleTicked(list, 'p:peas0001');
    const rows = rowsOf(list, 'it');
    expect(rows.map((r) => r.key)).not.toContain('i:sale');
    expect(rows.at(-1)).toEqual({ kind: 'manual', key: 'm:k1', name: 'Pane' });
    expect(list.ticked).toEqual(['p:peas0001']);
    expect(toggleTicked(list, 'p:peas0001').ticked).toEqual([]);
    expect(removeRow(list, 'm:k1').manual).toEqual([]);
  });
});

describe('reading a list back', () => {
  it('drops what is malformed or points off the site, and bounds the rest', () => {
    const list = readList({
      recipes: [
        {
          key: 'a',
          title: 'Ok',
          href: '/it/ricette/x',
          servings: 4,
          ingredients: [{ name: 'Riso', quantity: '1 kg', product: { id: 'bad id!', title: 'x' } }],
        },
        { key: 'b', title: 'Evil', href: 'https://evil.example/', ingredients: [] },
        { key: 'c', title: 'Evil too', href: '//evil.example/x', ingredients: [] },
        'nonsense',
      ],
      manual: Array.from({ length: 500 }, (_, i) => ({ key: `k${i}`, text: 'x' })),
    });
    expect(list.recipes.map((r) => r.key)).toEqual(['a']);
    expect(list.recipes[0]?.ingredients[0]?.product).toBeNull();
    expect(list.manual).toHaveLength(100);
    expect(readList('x')).toEqual(emptyList());
    expect(loadList({ getItem: () => '{not json' })).toEqual(emptyList());
  });

  it('travels in a link fragment and comes back the same (without the ticks)', () => {
    const list = toggleTicked(addManual(addRecipe(emptyList(), risotto(8, '600 g', '640 g')), { key: 'k', text: 'Limoni è già' }), 'i:sale');
    const back = listFromFragment(shareFragment(list));
    expect(back).toEqual({ ...list, ticked: [] });
    expect(listFromFragment('#list=%%%')).toBeNull();
    expect(listFromFragment('#other=1')).toBeNull();
  });
});
