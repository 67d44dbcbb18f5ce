// The checks the food-service download routes share: locale and product slug of the query, the
// sheet's file name, the uncached plain-text refusals.
import { describe, expect, it } from 'vitest';
import { isProductSlug, queryLocale, sheetFileName, textResponse } from '@/lib/server/download-route';

describe('download routes', () => {
  it('reads the locale, Italian when absent, null for one the site does not have', () => {
    expect(queryLocale(new URLSearchParams(''))).toBe('it');
    expect(queryLocale(new URLSearchParams('locale=en'))).toBe('en');
    expect(queryLocale(new URLSearchParams('locale=fr'))).toBeNull();
    expect(queryLocale(new URLSearchParams('locale='))).toBeNull();
  });

  it('accepts only slug-shaped product values of at most 200 characters', () => {
    expect(isProductSlug('spinaci-in-foglia')).toBe(true);
    expect(isProductSlug('a'.repeat(200))).toBe(true);
    expect(isProductSlug('a'.repeat(201))).toBe(false);
    for (const bad of ['', 'Spinaci', 'a--b', '-a', 'a-', '../x', 'a b']) expect(isProductSlug(bad)).toBe(false);
  });

  it('names a sheet by product code (or slug) and language', () => {
    expect(sheetFileName({ features: { productCode: 'BR-123' } }, 'spinaci', 'it')).toBe('brina-br-123-scheda-tecnica-it.pdf');
    expect(sheetFileName({ features: { productCode: null } }, 'spinaci', 'en')).toBe('brina-spinaci-spec-sheet-en.pdf');
  });

  it('answers refusals as uncached plain text', async () => {
    const response = textResponse(400, 'Bad request');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('Bad request');
  });
});
