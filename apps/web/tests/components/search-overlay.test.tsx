// The header's search, icon and dialog together as a visitor meets them: the icon's click opens the
// dialog once its code has arrived, with the focus in the combobox; typing suggests results, the
// arrow keys move through them, Enter opens one; Escape closes and gives the focus back to the icon,
// and the query is still there on reopening. A click with a modifier key is left to the browser.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SearchButton } from '@/components/layout/search-button.client';
import type { SearchApiAnswer } from '@/lib/search/api';

// The texts that come with the dialog's code (/api/texts in the site): the real messages here.
vi.mock('@/i18n/lazy-texts', async () => {
  const { textsFor } = await import('./intl');
  return { loadTexts: async (name: 'search' | 'quiz' | 'consent', locale: 'it' | 'en') => textsFor(locale, name) };
});

const router = vi.hoisted(() => ({ push: vi.fn<(url: string) => void>() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

const ANSWER: SearchApiAnswer = {
  q: 'spinac',
  total: 2,
  ready: true,
  groups: [
    {
      type: 'product',
      count: 2,
      hits: [
        { id: 'product-1', url: '/it/prodotti/verdure/spinaci-in-foglia', titleHtml: '<mark>Spinac</mark>i in foglia', image: null },
        { id: 'product-2', url: '/it/prodotti/verdure/spinaci-a-cubetti', titleHtml: '<mark>Spinac</mark>i a cubetti', image: null },
      ],
    },
  ],
};

function header() {
  const api = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(ANSWER), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', api);
  const user = userEvent.setup();
  render(<SearchButton searchHref="/it/ricerca" label="Cerca" mode="B2C" locale="it" />);
  return { api, user, icon: screen.getByRole('link', { name: 'Cerca' }) };
}

// jsdom lays nothing out: the active option's scrolling into view has nothing to do.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});
afterAll(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});
afterEach(() => vi.restoreAllMocks());

describe('the header search', () => {
  it('opens on the icon, suggests while typing, moves with the arrows and opens the chosen result', async () => {
    const { api, user, icon } = header();
    await user.click(icon);
    const box = await screen.findByRole('combobox', { name: 'Cerca prodotti, ricette e articoli' });
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(screen.getByRole('dialog').getAttribute('aria-modal')).toBe('true');
    expect(icon.getAttribute('aria-expanded')).toBe('true');
    expect(document.body.style.overflow).toBe('hidden');

    await user.type(box, 'spinac');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Spinaci in foglia', 'Spinaci a cubetti', 'Vedi tutti i risultati per «spinac»']);
    expect(String(api.mock.calls.at(-1)?.[0])).toBe('/api/search?q=spinac&locale=it&mode=B2C');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    await user.keyboard('{Enter}');
    expect(router.push).toHaveBeenCalledWith('/it/prodotti/verdure/spinaci-in-foglia');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape closes, gives the focus back to the icon and unlocks the page; the query is still there on reopening', async () => {
    const { user, icon } = header();
    await user.click(icon);
    const box = await screen.findByRole('combobox');
    await waitFor(() => expect(document.activeElement).toBe(box));
    await user.type(box, 'piselli');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(icon);
    expect(icon.getAttribute('aria-expanded')).toBe('false');
    expect(document.body.style.overflow).toBe('');

    await user.click(icon);
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('piselli');
    expect(document.activeElement).toBe(screen.getByRole('combobox'));
  });

  it('a click with a modifier key is left to the browser (a new tab on the search page)', async () => {
    const { user, icon } = header();
    const clicks: boolean[] = [];
    const record = (e: MouseEvent) => {
      clicks.push(e.defaultPrevented);
      // jsdom cannot open the page: stop it from trying.
      e.preventDefault();
    };
    document.addEventListener('click', record, { once: true });
    await user.keyboard('{Control>}');
    await user.click(icon);
    await user.keyboard('{/Control}');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(clicks).toEqual([false]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
