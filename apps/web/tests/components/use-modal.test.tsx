// The dialogs' shared modal behaviour: focus in and kept in, Escape, scroll lock, the page behind
// inert (the cookie banner excepted), focus given back on close.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useModal } from '@/components/ui/use-modal';

function Page({ onEscape }: { onEscape?: () => boolean }) {
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  useModal({ open, panel, onClose: () => setOpen(false), onEscape });
  return (
    <>
      <div id="consent-banner">
        <button type="button">Accetta</button>
      </div>
      <main id="main" tabIndex={-1}>
        <button type="button" onClick={() => setOpen(true)}>
          Apri
        </button>
        <input aria-label="Altro" />
      </main>
      {open ? (
        <div ref={panel} role="dialog" aria-modal="true" aria-label="Finestra" tabIndex={-1}>
          <button type="button">Primo</button>
          <button type="button" onClick={() => setOpen(false)}>
            Chiudi
          </button>
        </div>
      ) : null}
    </>
  );
}

describe('useModal', () => {
  it('moves focus in, keeps Tab inside, makes the page inert but not the cookie banner, locks scroll', () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Apri' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(document.activeElement).toBe(dialog);
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.getElementById('main')?.hasAttribute('inert')).toBe(true);
    expect(document.getElementById('consent-banner')?.hasAttribute('inert')).toBe(false);

    const [first, last] = screen.getAllByRole('button', { name: /Primo|Chiudi/ });
    last?.focus();
    fireEvent.keyDown(last as HTMLElement, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first as HTMLElement, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);

    // Focus that escapes to the page is brought back into the dialog.
    act(() => screen.getByRole('textbox', { name: 'Altro', hidden: true }).focus());
    expect(dialog.contains(document.activeElement)).toBe(true);
    // The cookie banner keeps its own focus.
    act(() => screen.getByRole('button', { name: 'Accetta' }).focus());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Accetta' }));
  });

  it('Escape closes, restores the page and gives focus back to the opener', () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Apri' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.getElementById('main')?.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('lets the dialog handle Escape first (e.g. to clear a field)', () => {
    let handled = 0;
    render(<Page onEscape={() => ++handled === 1} />);
    fireEvent.click(screen.getByRole('button', { name: 'Apri' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
