// A page's generateMetadata goes through the same screen check as the page: the same 404s, and the
// metadata function gets the same decoded arguments.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const NOT_FOUND = new Error('NEXT_NOT_FOUND');
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw NOT_FOUND;
  },
}));
vi.mock('next-intl/server', () => ({ getLocale: async () => 'it', setRequestLocale: vi.fn() }));

const { corporateScreenMetadata, screenMetadata } = await import('@/lib/routing/params');

function props<P>(params: P, query: Record<string, string> = {}) {
  return { params: Promise.resolve(params), searchParams: Promise.resolve(query) };
}

describe('screenMetadata', () => {
  const seen = vi.fn((args: object) => ({ title: JSON.stringify(args) }));
  beforeEach(() => seen.mockClear());

  it('passes the locale, the audience mode and the decoded params to the metadata function', async () => {
    const metadata = screenMetadata<ReturnType<typeof props<{ locale: string; audience: string; category: string; slug: string }>>>(
      'products-category-slug',
      seen,
    );
    await metadata(props({ locale: 'en', audience: 'b2b', category: 'side%20dishes', slug: 'x' }));
    expect(seen).toHaveBeenCalledWith({ locale: 'en', mode: 'B2B', category: 'side dishes', slug: 'x', searchParams: {} });
  });

  it('reads the query only when asked to', async () => {
    const query = { page: '2' };
    await screenMetadata('search', seen)(props({ locale: 'it', audience: 'b2c' }, query));
    expect(seen).toHaveBeenLastCalledWith(expect.objectContaining({ searchParams: {} }));
    await screenMetadata('search', seen, true)(props({ locale: 'it', audience: 'b2c' }, query));
    expect(seen).toHaveBeenLastCalledWith(expect.objectContaining({ searchParams: query }));
  });

  it.each([
    ['an unknown locale', 'contacts', { locale: 'fr', audience: 'b2c' }],
    ['an unknown audience', 'contacts', { locale: 'it', audience: 'b2x' }],
    ['a screen the audience does not have', 'chef-online', { locale: 'it', audience: 'b2c' }],
    ['an Italian-only screen in English', 'chef-online', { locale: 'en', audience: 'b2b' }],
  ] as const)('is a 404 for %s, without calling the metadata function', async (_, screen, params) => {
    await expect(screenMetadata(screen, seen)(props(params))).rejects.toBe(NOT_FOUND);
    expect(seen).not.toHaveBeenCalled();
  });

  it('is a 404 for a param that does not decode', async () => {
    await expect(screenMetadata('landing-slug', seen)(props({ locale: 'it', audience: 'b2c', slug: '%E0%A4%A' }))).rejects.toBe(NOT_FOUND);
  });
});

describe('corporateScreenMetadata', () => {
  it('passes the locale and decoded params, and is a 404 for an unknown locale', async () => {
    const seen = vi.fn((args: object) => ({ title: JSON.stringify(args) }));
    const metadata = corporateScreenMetadata<ReturnType<typeof props<{ locale: string; first: string }>>>(seen);
    await metadata(props({ locale: 'it', first: 'chi%20siamo' }));
    expect(seen).toHaveBeenCalledWith({ locale: 'it', first: 'chi siamo', searchParams: {} });
    await expect(metadata(props({ locale: 'de', first: 'x' }))).rejects.toBe(NOT_FOUND);
  });
});

describe('orNotFound', () => {
  it('passes what was found through and is a 404 for nothing', async () => {
    const { orNotFound } = await import('@/lib/routing/params');
    const page = { title: 'x' };
    expect(orNotFound(page)).toBe(page);
    expect(orNotFound(0)).toBe(0);
    expect(() => orNotFound(null)).toThrow(NOT_FOUND);
    expect(() => orNotFound(undefined)).toThrow(NOT_FOUND);
  });
});
