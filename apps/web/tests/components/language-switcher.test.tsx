// The language switcher links to /api/language with the public path the browser shows.
import { render, screen } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageSwitcher } from '@/components/layout/language-switcher.client';

vi.mock('next/navigation', () => ({ usePathname: vi.fn() }));

const pathname = vi.mocked(usePathname);

function showInBrowser(path: string) {
  window.history.replaceState(null, '', path);
}

describe('LanguageSwitcher', () => {
  beforeEach(() => showInBrowser('/'));

  it('links to the translated page of the public path, not the rewritten one', () => {
    // Next renders the rewritten route; the address bar shows the Italian public path.
    pathname.mockReturnValue('/it/products/vegetables/leaf-spinach');
    showInBrowser('/it/prodotti/verdure/spinaci-in-foglia');
    render(<LanguageSwitcher to="en" label="Switch to English" short="EN" />);
    const link = screen.getByRole('link', { name: 'Switch to English' });
    expect(link.getAttribute('href')).toBe(`/api/language?to=en&path=${encodeURIComponent('/it/prodotti/verdure/spinaci-in-foglia')}`);
    expect(link.getAttribute('hreflang')).toBe('en');
    expect(link.getAttribute('lang')).toBe('en');
    expect(link.textContent).toContain('EN');
  });

  it('follows a client-side navigation to another page', () => {
    pathname.mockReturnValue('/it/chi-siamo');
    showInBrowser('/it/chi-siamo');
    const { rerender } = render(<LanguageSwitcher to="en" label="Switch to English" short="EN" />);
    expect(screen.getByRole('link').getAttribute('href')).toBe('/api/language?to=en&path=%2Fit%2Fchi-siamo');
    pathname.mockReturnValue('/it/azienda/sostenibilita');
    showInBrowser('/it/azienda/sostenibilita');
    rerender(<LanguageSwitcher to="en" label="Switch to English" short="EN" />);
    expect(screen.getByRole('link').getAttribute('href')).toBe('/api/language?to=en&path=%2Fit%2Fazienda%2Fsostenibilita');
  });

  it('switches from English to Italian', () => {
    pathname.mockReturnValue('/en/about-us');
    showInBrowser('/en/about-us');
    render(<LanguageSwitcher to="it" label="Passa all’italiano" short="IT" />);
    const link = screen.getByRole('link', { name: 'Passa all’italiano' });
    expect(link.getAttribute('href')).toBe('/api/language?to=it&path=%2Fen%2Fabout-us');
    expect(link.getAttribute('hreflang')).toBe('it');
  });
});
