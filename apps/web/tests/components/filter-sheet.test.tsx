// The catalogue filters below `md`: closed behind a "Filtra" <summary> (a plain <details>, so it
// opens without JavaScript); open from `md` up; Escape closes the phone sheet and focuses the button.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterSheet } from '@/components/catalogue/filter-sheet.client';

type Listener = () => void;

/** A matchMedia stub whose answer the test can change (a phone turned to landscape). */
function stubScreen(wide: boolean) {
  const listeners = new Set<Listener>();
  const query = {
    matches: wide,
    addEventListener: (_: string, l: Listener) => listeners.add(l),
    removeEventListener: (_: string, l: Listener) => listeners.delete(l),
  };
  vi.stubGlobal('matchMedia', () => query);
  return (next: boolean) => {
    query.matches = next;
    for (const l of listeners) l();
  };
}

function renderSheet() {
  render(
    <FilterSheet summary={<span>Filtra 2</span>}>
      <form aria-label="Filtri">
        <input type="checkbox" aria-label="Vegano" />
      </form>
    </FilterSheet>,
  );
  const details = screen.getByText('Filtra 2').closest('details') as HTMLDetailsElement;
  return { details, summary: details.querySelector('summary') as HTMLElement };
}

describe('FilterSheet', () => {
  it('is a closed <details> with the button as its <summary> on phones', () => {
    stubScreen(false);
    const { details, summary } = renderSheet();
    expect(details.open).toBe(false);
    expect(summary.textContent).toBe('Filtra 2');
    expect(details.querySelector('form')).not.toBeNull();
  });

  it('opens and closes from the button, like <details> without JavaScript', async () => {
    stubScreen(false);
    const { details, summary } = renderSheet();
    await userEvent.click(summary);
    expect(details.open).toBe(true);
    await userEvent.click(summary);
    expect(details.open).toBe(false);
  });

  it('is open on wide screens and follows the screen when it changes', () => {
    const resize = stubScreen(true);
    const { details } = renderSheet();
    expect(details.open).toBe(true);
    resize(false);
    expect(details.open).toBe(false);
    resize(true);
    expect(details.open).toBe(true);
  });

  it('Escape closes the phone sheet and puts the focus back on the button', () => {
    stubScreen(false);
    const { details, summary } = renderSheet();
    details.open = true;
    const box = screen.getByRole('checkbox', { name: 'Vegano' });
    box.focus();
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(summary);
  });

  it('Escape leaves the wide-screen panel open', () => {
    stubScreen(true);
    const { details } = renderSheet();
    fireEvent.keyDown(screen.getByRole('checkbox', { name: 'Vegano' }), { key: 'Escape' });
    expect(details.open).toBe(true);
  });
});
