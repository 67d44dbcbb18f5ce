// The client side of texts passed as props (src/i18n/texts.ts) and of texts fetched with code
// loaded on demand (src/i18n/lazy-texts.ts).
import compile from 'icu-minify/compile';
import { isValidElement, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatters, translator, type Texts } from '@/i18n/texts';

const texts: Texts<'search'> = {
  locale: 'it',
  messages: {
    search: {
      seeAll: compile('Tutti i risultati per «{q}»'),
      announce: compile('{count, plural, =0 {Nessun risultato} one {# risultato} other {# risultati}}'),
      privacy: compile('Accetto la <link>privacy</link> e <link>i termini</link>'),
      plain: compile('Cerca'),
      types: { product: compile('Prodotti') },
    },
  },
};

describe('translator', () => {
  const t = translator(texts, 'search');

  it('formats arguments and plurals in the texts’ language, and nested keys', () => {
    expect(t('plain')).toBe('Cerca');
    expect(t('seeAll', { q: 'spinaci' })).toBe('Tutti i risultati per «spinaci»');
    expect(t('announce', { count: 0 })).toBe('Nessun risultato');
    expect(t('announce', { count: 1 })).toBe('1 risultato');
    expect(t('announce', { count: 12000 })).toBe('12.000 risultati');
    expect(t('types.product')).toBe('Prodotti');
    expect(t.has('types.product')).toBe(true);
    expect(t.has('types')).toBe(false);
  });

  it('renders tags with the given functions, each element with its own key', () => {
    const out = t.rich('privacy', { link: (chunks) => <strong>{chunks}</strong> });
    expect(Array.isArray(out)).toBe(true);
    const elements = (out as unknown[]).filter(isValidElement) as ReactElement[];
    expect(elements).toHaveLength(2);
    expect(new Set(elements.map((e) => e.key)).size).toBe(2);
  });

  it('shows the path of a missing message and reports it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(t('nope')).toBe('search.nope');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('search.nope'));
    error.mockRestore();
  });

  it('is the same function for the same texts (a stable dependency of effects)', () => {
    expect(translator(texts, 'search')).toBe(t);
    expect(translator({ ...texts }, 'search')).not.toBe(t);
  });
});

describe('loadTexts', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('fetches the static file of the language once, and again after a failure', async () => {
    const { loadTexts } = await import('@/i18n/lazy-texts');
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response('down', { status: 503 }))
      .mockResolvedValue(Response.json({ locale: 'en', messages: { quiz: { close: 'Close' } } }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(loadTexts('quiz', 'en')).rejects.toThrow('HTTP 503');
    const loaded = await loadTexts('quiz', 'en');
    expect(translator(loaded, 'quiz')('close')).toBe('Close');
    await loadTexts('quiz', 'en');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/texts/en/quiz', '/api/texts/en/quiz']);
  });
});

describe('formatters (issue 34: Intl objects built once per language and options, not per message)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives the same Intl object for the same language and options, another for others', () => {
    expect(formatters.getPluralRules('it')).toBe(formatters.getPluralRules('it'));
    expect(formatters.getNumberFormat('it', { maximumFractionDigits: 1 })).toBe(formatters.getNumberFormat('it', { maximumFractionDigits: 1 }));
    expect(formatters.getNumberFormat('it')).not.toBe(formatters.getNumberFormat('en'));
    expect(formatters.getDateTimeFormat('en', { dateStyle: 'long' })).not.toBe(formatters.getDateTimeFormat('en', { dateStyle: 'short' }));
  });

  it('formats a hundred plurals with one PluralRules and one NumberFormat', () => {
    const built = { plural: 0, number: 0 };
    const { PluralRules, NumberFormat } = Intl;
    vi.spyOn(Intl, 'PluralRules').mockImplementation(function counted(...args: ConstructorParameters<typeof Intl.PluralRules>) {
      built.plural += 1;
      return new PluralRules(...args);
    } as unknown as typeof Intl.PluralRules);
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(function counted(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
      built.number += 1;
      return new NumberFormat(...args);
    } as unknown as typeof Intl.NumberFormat);
    // A language no other test used, so that nothing is kept from before.
    const t = translator({ ...texts, locale: 'de' }, 'search');
    for (let count = 0; count < 100; count += 1) t('announce', { count });
    expect(t('announce', { count: 2 })).toBe('2 risultati');
    expect(built).toEqual({ plural: 1, number: 1 });
  });
});
