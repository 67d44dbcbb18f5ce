// The filter form: a plain GET form to the current page without JavaScript; with JavaScript, from
// `md` up every change replaces the URL with the chosen filters (without scrolling); in the phone
// sheet changes wait for "Applica" (the sheet stays open while the visitor chooses).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePathname, useRouter } from 'next/navigation';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FilterFormEnhancer } from '@/components/catalogue/filter-form.client';
import { renderWithIntl } from './intl';

vi.mock('next/navigation', () => ({ usePathname: vi.fn(), useRouter: vi.fn() }));

const replace = vi.fn();
/** The screen's width as `matchMedia('(min-width: 768px)')` answers it. */
let wide = true;

function renderForm() {
  renderWithIntl(
    <FilterFormEnhancer label="Filtri" className="filters" action="/it/prodotti/verdure">
      <fieldset>
        <legend>Diete</legend>
        <input id="vegan" type="checkbox" name="diets" value="VEGAN" />
        <label htmlFor="vegan">Vegano</label>
        <input id="gluten" type="checkbox" name="diets" value="GLUTEN_FREE" defaultChecked />
        <label htmlFor="gluten">Senza glutine</label>
      </fieldset>
      <fieldset>
        <legend>Linee</legend>
        <input id="bio" type="checkbox" name="product_lines" value="BIO" />
        <label htmlFor="bio">Bio</label>
      </fieldset>
      <label htmlFor="sort">Ordine</label>
      <select id="sort" name="sort" defaultValue="">
        <option value="">Predefinito</option>
        <option value="title">Titolo</option>
      </select>
      <button type="submit">Applica i filtri</button>
    </FilterFormEnhancer>,
  );
  return screen.getByRole('form', { name: 'Filtri' });
}

describe('FilterFormEnhancer', () => {
  beforeEach(() => {
    wide = true;
    replace.mockClear();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(min-width: 768px)' && wide }));
    vi.mocked(usePathname).mockReturnValue('/it/b2c/products/verdure/-q/diets%3DGLUTEN_FREE');
    vi.mocked(useRouter).mockReturnValue({ replace } as Partial<ReturnType<typeof useRouter>> as ReturnType<typeof useRouter>);
  });

  it("is a GET form to the list's public path (not the internal one a cached list renders under), so it works without JavaScript", () => {
    const form = renderForm();
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/it/prodotti/verdure');
    expect(form.getAttribute('class')).toBe('filters');
    expect(replace).not.toHaveBeenCalled();
  });

  it('replaces the URL with every checked filter on each change, values sorted (the canonical spelling), without scrolling', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByLabelText('Vegano'));
    expect(replace).toHaveBeenLastCalledWith('/it/prodotti/verdure?diets=GLUTEN_FREE&diets=VEGAN', { scroll: false });
    await user.click(screen.getByLabelText('Bio'));
    expect(replace).toHaveBeenLastCalledWith('/it/prodotti/verdure?diets=GLUTEN_FREE&diets=VEGAN&product_lines=BIO', { scroll: false });
    expect(replace).toHaveBeenCalledTimes(2);
  });

  it('drops empty values and leaves no query string when nothing is chosen', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(screen.getByLabelText('Ordine'), 'title');
    expect(replace).toHaveBeenLastCalledWith('/it/prodotti/verdure?diets=GLUTEN_FREE&sort=title', { scroll: false });
    await user.selectOptions(screen.getByLabelText('Ordine'), '');
    await user.click(screen.getByLabelText('Senza glutine'));
    expect(replace).toHaveBeenLastCalledWith('/it/prodotti/verdure', { scroll: false });
  });

  it('on a phone keeps every tick in the open sheet and applies them all with "Applica", in one navigation', async () => {
    wide = false;
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByLabelText('Vegano'));
    await user.click(screen.getByLabelText('Bio'));
    expect(replace).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Applica i filtri' }));
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenLastCalledWith('/it/prodotti/verdure?diets=GLUTEN_FREE&diets=VEGAN&product_lines=BIO', { scroll: false });
  });
});
