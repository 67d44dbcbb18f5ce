// The header's search icon and the dialog's code it fetches on demand (the dialog itself is a
// stand-in here): nothing is fetched before the icon is pointed at, focused or clicked; a click made
// while the code is on its way opens the dialog when it arrives; a failed or too slow fetch sends the
// visitor to the search page, as the link does without JavaScript.
// The tests run in order: the fetched code is kept for the page's lifetime, as in a browser.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DIALOG_TIMEOUT_MS, SearchButton } from '@/components/layout/search-button.client';

// The texts that come with the dialog's code (/api/texts in the site): the real messages here.
vi.mock('@/i18n/lazy-texts', async () => {
  const { textsFor } = await import('./intl');
  return { loadTexts: async (name: 'search' | 'quiz' | 'consent', locale: 'it' | 'en') => textsFor(locale, name) };
});

const chunk = vi.hoisted(() => ({ fetches: 0, fail: false, arrival: null as Promise<void> | null }));
let arrive = () => {};

vi.mock('@/components/layout/search-overlay.client', async () => {
  chunk.fetches += 1;
  if (chunk.arrival) await chunk.arrival;
  if (chunk.fail) throw new Error('chunk failed to load');
  const { SearchOverlay } = await import('./search-overlay-stand-in');
  return { SearchOverlay };
});

function header() {
  render(<SearchButton searchHref="/it/ricerca" label="Cerca" mode="B2C" locale="it" />);
  return screen.getByRole('link', { name: 'Cerca' });
}

function stubNavigation() {
  const assign = vi.fn<(url: string) => void>();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the search icon', () => {
  it('is a link to the search page that fetches nothing until it is pointed at, focused or clicked', () => {
    const icon = header();
    expect(icon.getAttribute('href')).toBe('/it/ricerca');
    expect(icon.getAttribute('aria-expanded')).toBe('false');
    expect(chunk.fetches).toBe(0);
  });

  it('a failed fetch on the click is logged and opens the search page instead', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const assign = stubNavigation();
    chunk.fail = true;
    const icon = header();
    fireEvent.pointerEnter(icon);
    await waitFor(() => expect(chunk.fetches).toBe(1));
    expect(warn, 'a failed head start is silent').not.toHaveBeenCalled();
    expect(fireEvent.click(icon), 'the click is taken').toBe(false);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/it/ricerca'));
    expect(chunk.fetches, 'the click tries again').toBe(2);
    expect(warn).toHaveBeenCalledWith('Search dialog not loaded, opening the search page', expect.any(String));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a fetch that takes too long opens the search page instead', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const assign = stubNavigation();
    chunk.fail = false;
    chunk.arrival = new Promise((resolve) => (arrive = resolve));
    const icon = header();
    fireEvent.click(icon);
    await act(async () => vi.advanceTimersByTime(SEARCH_DIALOG_TIMEOUT_MS - 100));
    expect(assign).not.toHaveBeenCalled();
    expect(icon.getAttribute('aria-busy'), 'the icon says it is working').toBe('true');
    await act(async () => vi.advanceTimersByTime(200));
    expect(assign).toHaveBeenCalledWith('/it/ricerca');
  });

  it('a click made while the code is on its way opens the dialog when it arrives; closing gives the icon back its state', async () => {
    // Still the fetch of the test before, which has not arrived yet.
    const assign = stubNavigation();
    const icon = header();
    fireEvent.click(icon);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => arrive());
    await screen.findByRole('dialog', { name: 'Ricerca' });
    expect(chunk.fetches, 'one fetch since the failed one').toBe(3);
    expect(icon.getAttribute('aria-expanded')).toBe('true');
    expect(icon.getAttribute('aria-busy')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(icon.getAttribute('aria-expanded')).toBe('false');
    // Once loaded, a click opens it at once.
    fireEvent.click(icon);
    expect(screen.getByRole('dialog', { name: 'Ricerca' })).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });
});
