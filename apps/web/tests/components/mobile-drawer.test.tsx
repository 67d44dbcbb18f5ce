// The mobile drawer: a dialog that opens from the menu button, locks page scroll while open and
// closes with Escape, its close button, a click outside the panel or a navigation.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePathname } from 'next/navigation';
import type { ComponentProps, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MobileDrawer } from '@/components/layout/mobile-drawer.client';
import { textsFor } from './intl';

vi.mock('next/navigation', () => ({ usePathname: vi.fn() }));
// Client-side navigation is Next's business: here a link only needs to be an anchor.
vi.mock('next/link', () => ({
  default: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const pathname = vi.mocked(usePathname);

const ITEMS: ComponentProps<typeof MobileDrawer>['items'] = [
  {
    id: '1',
    title: 'Prodotti',
    url: '/it/prodotti',
    external: false,
    position: 'left',
    children: [{ id: '1a', title: 'Verdure', subtitle: null, url: '/it/prodotti/verdure', external: false }],
    cta: { label: 'Tutte le ricette', url: '/it/ricette', external: false },
    banner: null,
  },
  { id: '2', title: 'Azienda', url: null, external: false, position: 'left', children: [], cta: null, banner: null },
  { id: '3', title: 'Shop', url: 'https://shop.example.com', external: true, position: 'right', children: [], cta: null, banner: null },
];

function setup() {
  const user = userEvent.setup();
  const view = render(<MobileDrawer items={ITEMS} texts={textsFor('it', 'header')} />);
  const opener = screen.getByRole('button', { name: 'Apri il menu' });
  return { user, view, opener };
}

describe('MobileDrawer', () => {
  beforeEach(() => pathname.mockReturnValue('/it'));

  it('is closed at first', () => {
    const { opener } = setup();
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('opens as a dialog with the menu, focuses inside it and locks page scroll', async () => {
    const { user, opener } = setup();
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Navigazione principale' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    expect(opener.getAttribute('aria-controls')).toBe(dialog.id);
    expect(document.body.style.overflow).toBe('hidden');
    expect(dialog.contains(document.activeElement)).toBe(true);
    const nav = within(dialog).getByRole('navigation', { name: 'Navigazione principale' });
    expect(within(nav).getByRole('link', { name: 'Prodotti' }).getAttribute('href')).toBe('/it/prodotti');
    expect(within(nav).getByRole('link', { name: 'Verdure' }).getAttribute('href')).toBe('/it/prodotti/verdure');
    expect(within(nav).getByRole('link', { name: 'Tutte le ricette' }).getAttribute('href')).toBe('/it/ricette');
    expect(within(nav).getByText('Azienda').closest('a')).toBeNull();
    const shop = within(nav).getByRole('link', { name: 'Shop' });
    expect(shop.getAttribute('target')).toBe('_blank');
    expect(shop.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('closes with Escape, gives focus back to the menu button and unlocks scroll', async () => {
    const { user, opener } = setup();
    await user.click(opener);
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('restores the page overflow it found', async () => {
    document.body.style.overflow = 'scroll';
    const { user, opener } = setup();
    await user.click(opener);
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('closes with its close button and with a click outside the panel, not inside it', async () => {
    const { user, opener } = setup();
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Chiudi il menu' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(opener);
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByText('Azienda'));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    const backdrop = dialog.parentElement;
    if (!backdrop) throw new Error('the dialog has no backdrop');
    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes when the route changes', async () => {
    const { user, opener, view } = setup();
    await user.click(opener);
    expect(screen.queryByRole('dialog')).not.toBeNull();
    pathname.mockReturnValue('/it/prodotti');
    view.rerender(<MobileDrawer items={ITEMS} texts={textsFor('it', 'header')} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it('speaks English on English pages', async () => {
    const user = userEvent.setup();
    render(<MobileDrawer items={ITEMS} texts={textsFor('en', 'header')} />);
    await user.click(screen.getByRole('button', { name: 'Open the menu' }));
    expect(screen.getByRole('dialog', { name: 'Main navigation' })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Close the menu' })).not.toBeNull();
  });

  it('opens outside the header that holds its button, so no ancestor of the header can clip it', async () => {
    const user = userEvent.setup();
    // The sticky header is transformed and blurred: the containing block of fixed children.
    render(
      <header style={{ transform: 'translateY(0)', backdropFilter: 'blur(8px)' }} data-testid="header">
        <MobileDrawer items={ITEMS} texts={textsFor('it', 'header')} />
      </header>,
    );
    await user.click(screen.getByRole('button', { name: 'Apri il menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Navigazione principale' });
    expect(screen.getByTestId('header').contains(dialog)).toBe(false);
    expect(dialog.parentElement?.parentElement).toBe(document.body);
  });

  it('is a link to the site map in the server markup, which works without JavaScript', () => {
    const html = renderToString(<MobileDrawer items={ITEMS} texts={textsFor('it', 'header')} />);
    const holder = document.createElement('div');
    holder.innerHTML = html;
    const link = within(holder).getByRole('link', { name: 'Apri il menu' });
    expect(link.getAttribute('href')).toBe('#site-menu');
    expect(within(holder).queryByRole('button')).toBeNull();
  });
});
