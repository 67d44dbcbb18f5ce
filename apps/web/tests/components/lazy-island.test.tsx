// The lazily loaded forms (lazy-island.client.tsx): what the visitor typed into the server's markup
// becomes the form's draft, and a form mounted by a client navigation (no server markup) comes at once.
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { draftOf, lazyIsland } from '@/components/forms/lazy-island.client';

function box(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element;
}

describe('draftOf', () => {
  it('keeps filled fields, lists a repeated name and leaves out empty ones and the Server Action fields', () => {
    const element = box(`<form>
      <input type="hidden" name="$ACTION_REF_1" value="x">
      <input name="name" value="Anna"><input name="surname" value="">
      <input type="checkbox" name="samples" value="a" checked><input type="checkbox" name="samples" value="b" checked>
      <input type="checkbox" name="samples" value="c">
      <input type="radio" name="area" value="other" checked>
    </form>`);
    expect(draftOf(element)).toEqual({ name: 'Anna', samples: ['a', 'b'], area: 'other' });
  });

  it('is empty without a form', () => {
    expect(draftOf(box('<p>nothing</p>'))).toEqual({});
  });
});

describe('lazyIsland in the browser', () => {
  it('mounted without server markup (a client navigation), renders the form as soon as its code is there, with an empty draft', async () => {
    const Island = lazyIsland<{ label: string }>({
      name: 'test',
      wakeNear: false,
      server: null,
      load: async () =>
        function Form({ label, draft }: { label: string; draft?: Record<string, unknown> }) {
          return (
            <form>
              <label>
                {label}
                <input name="name" defaultValue={String(draft?.name ?? '')} />
              </label>
            </form>
          );
        },
    });
    await act(async () => {
      render(<Island label="Nome" />);
    });
    await waitFor(() => expect(screen.getByLabelText('Nome')).toBeTruthy());
    expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe('');
  });
});
