// The header's link to the shopping list: always a link (without JavaScript too), with the number
// of entries the list in this browser holds, updated when a recipe is added in this tab or another.
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ListLink } from '@/components/layout/list-link.client';
import { STORAGE_KEY } from '@/lib/kitchen/list-key';
import { writeList } from '@/lib/kitchen/list-store';
import { emptyList } from '@/lib/kitchen/shopping-list';
import { textsFor } from './intl';

const recipe = (slug: string) => ({ key: slug, title: slug, href: `/it/ricette/primi/${slug}`, servings: 4, ingredients: [] });

describe('ListLink', () => {
  afterEach(() => localStorage.clear());

  it('is a plain link to the list in the server markup, without a count', () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...emptyList(), recipes: [recipe('a')] }));
    const holder = document.createElement('div');
    holder.innerHTML = renderToString(<ListLink href="/it/lista-della-spesa" texts={textsFor('it', 'header')} />);
    const link = holder.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/it/lista-della-spesa');
    expect(link?.textContent).toBe('La tua lista della spesa');
  });

  it('counts the recipes and hand-added items, and follows changes', () => {
    render(<ListLink href="/en/shopping-list" texts={textsFor('en', 'header')} />);
    expect(screen.getByRole('link', { name: 'Your shopping list' })).not.toBeNull();
    act(() => void writeList({ ...emptyList(), recipes: [recipe('a'), recipe('b')], manual: [{ key: 'm', text: 'Pane' }] }));
    expect(screen.getByRole('link', { name: 'Your shopping list: 3 entries' }).getAttribute('data-list-count')).toBe('3');
    act(() => void writeList({ ...emptyList(), recipes: [recipe('a')] }));
    expect(screen.getByRole('link', { name: 'Your shopping list: 1 entry' })).not.toBeNull();
  });

  it('ignores a stored list it cannot read', () => {
    localStorage.setItem(STORAGE_KEY, '{not json');
    render(<ListLink href="/it/lista-della-spesa" texts={textsFor('it', 'header')} />);
    expect(screen.getByRole('link', { name: 'La tua lista della spesa' }).getAttribute('data-list-count')).toBe('0');
  });
});
