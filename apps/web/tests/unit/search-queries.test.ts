// Queries as visitors write them (issue 37 item 8), against the real index built from CMS answers
// shaped like the seed's: English words on the Italian site, natural phrases ("piselli surgelati
// senza glutine"), words of the other language's stop list, and snippets free of markdown.
import { beforeAll, describe, expect, it } from 'vitest';
import { searchSourceOf, toSearchDoc } from '@/lib/cms/search-docs';
import { readFreeFrom } from '@/lib/search/free-from';
import { createOramaSearchIndex } from '@/lib/search/orama-index';
import type { SearchDoc, SearchIndex, SearchLocale, SearchQuery, SearchResult } from '@/lib/search/types';

type Raw = Record<string, unknown>;

function docs(model: string, locale: SearchLocale, raws: Raw[]): SearchDoc[] {
  const source = searchSourceOf(model);
  if (!source) throw new Error(`no search source for ${model}`);
  return raws.flatMap((raw) => toSearchDoc(source, raw, locale) ?? []);
}

const codes = (...list: string[]) => list.map((code) => ({ code }));
const vegetables = { slug: 'verdure', name: 'Verdure' };
const soups = { slug: 'zuppe', name: 'Zuppe e minestroni' };
const peasIt = { documentId: 'peas', title: 'Piselli finissimi', allergens_contains: [], allergens_traces: codes('celery') };

const IT_PRODUCTS: Raw[] = [
  {
    ...peasIt,
    slug: 'piselli-finissimi',
    excerpt: 'Piselli piccoli e dolci, surgelati entro tre ore dalla raccolta.',
    description: 'Piselli **finissimi** della pianura padana.',
    ingredients_text: 'Piselli. Può contenere tracce di **sedano**.',
    b2c_category: vegetables,
    b2b_category: null,
  },
  {
    documentId: 'minestrone',
    title: 'Minestrone tradizionale',
    slug: 'minestrone-tradizionale',
    excerpt: 'Quattordici verdure e legumi surgelati, pronti in pentola.',
    description: 'Il minestrone della tradizione.',
    ingredients_text: 'Patate, carote, **sedano**, piselli, fagioli, **orzo**, **farro**, cipolla.',
    allergens_contains: codes('celery', 'gluten'),
    allergens_traces: [],
    b2c_category: soups,
    b2b_category: null,
  },
  {
    documentId: 'spinach',
    title: 'Spinaci in foglia',
    slug: 'spinaci-in-foglia',
    excerpt: 'Spinaci surgelati foglia per foglia.',
    ingredients_text: 'Spinaci.',
    allergens_contains: [],
    allergens_traces: [],
    b2c_category: vegetables,
    b2b_category: null,
  },
  {
    documentId: 'blackberries',
    title: 'More di rovo',
    slug: 'more-di-rovo',
    excerpt: 'Frutti di bosco surgelati.',
    allergens_contains: [],
    allergens_traces: [],
    b2c_category: { slug: 'frutta', name: 'Frutta' },
    b2b_category: null,
  },
];

const IT_RECIPES: Raw[] = [
  {
    documentId: 'risotto',
    title: 'Risotto piselli e menta',
    slug: 'risotto-piselli-menta',
    excerpt: 'Il risotto della primavera.',
    available_b2c: true,
    available_b2b: true,
    category: { slug: 'primi', name: 'Primi piatti' },
    ingredients: [
      { name: 'Piselli finissimi Brina', allergens: [], product: peasIt },
      { name: 'Menta fresca', allergens: [], product: null },
      { name: 'Parmigiano grattugiato', allergens: codes('milk'), product: null },
    ],
  },
  {
    documentId: 'orecchiette',
    title: 'Orecchiette con friarielli',
    slug: 'orecchiette-friarielli',
    excerpt: 'Un primo pugliese con piselli.',
    available_b2c: true,
    available_b2b: true,
    category: { slug: 'primi', name: 'Primi piatti' },
    ingredients: [{ name: 'Orecchiette', allergens: codes('gluten'), product: null }],
  },
];

const IT_ARTICLES: Raw[] = [
  {
    documentId: 'celiac',
    title: 'Cucinare per chi è celiaco',
    slug: 'cucinare-celiaco',
    excerpt: 'Verdure surgelate e glutine: cosa sapere.',
    content: 'Le verdure al naturale non contengono **glutine**.',
    available_b2c: true,
    available_b2b: false,
    category: { slug: 'salute', name: 'Salute' },
  },
];

const EN_PRODUCTS: Raw[] = [
  {
    ...peasIt,
    title: 'Garden peas',
    slug: 'garden-peas',
    excerpt: 'Small sweet peas, frozen within three hours of picking.',
    ingredients_text: 'Peas. May contain **celery**.',
    b2c_category: { slug: 'vegetables', name: 'Vegetables' },
    b2b_category: null,
  },
  {
    documentId: 'minestrone',
    title: 'Traditional minestrone',
    slug: 'traditional-minestrone',
    excerpt: 'Fourteen frozen vegetables and pulses with peas.',
    ingredients_text: 'Potatoes, carrots, **celery**, peas, beans, **barley**, **spelt**.',
    allergens_contains: codes('celery', 'gluten'),
    allergens_traces: [],
    b2c_category: { slug: 'soups', name: 'Soups' },
    b2b_category: null,
  },
];

let index: SearchIndex;

beforeAll(async () => {
  index = createOramaSearchIndex({
    onError: (error) => {
      throw error;
    },
  });
  await index.replaceAll([
    ...docs('product', 'it', IT_PRODUCTS),
    ...docs('recipe', 'it', IT_RECIPES),
    ...docs('blog-article', 'it', IT_ARTICLES),
    ...docs('product', 'en', EN_PRODUCTS),
  ]);
});

function search(q: string, extra: Partial<SearchQuery> = {}): Promise<SearchResult> {
  return index.search({ q, locale: 'it', audience: 'B2C', page: 1, pageSize: 10, ...extra });
}

const ids = (result: SearchResult) => result.hits.map((h) => h.doc.id).sort();

describe('search: the other language', () => {
  it('an English word on the Italian site finds nothing here and says how many it finds in English', async () => {
    const found = await search('peas');
    expect(found.total).toBe(0);
    expect(found.otherLocale).toEqual({ locale: 'en', total: 2 });
    // And the other way round.
    expect((await search('spinaci', { locale: 'en' })).otherLocale).toEqual({ locale: 'it', total: 1 });
  });

  it('says nothing of the other language when this one has results, or when neither has', async () => {
    expect((await search('piselli')).otherLocale).toBeNull();
    expect((await search('xyzzyq')).otherLocale).toBeNull();
  });

  it('a stop word of the other language that no document here has asks nothing; one that is a word here is searched', async () => {
    const mixed = await search('piselli and menta');
    expect(ids(mixed)).toEqual(['recipe:risotto']);
    expect(mixed.relaxed).toBe(false);
    // "more" is an English stop word and Italian blackberries.
    expect(ids(await search('more'))).toEqual(['product:blackberries']);
  });
});

describe('search: natural queries', () => {
  it('reads a free-from phrase, in either language, as the free-from filter', () => {
    expect(readFreeFrom('piselli surgelati senza glutine')).toMatchObject({ q: 'piselli surgelati', freeFrom: ['gluten'] });
    expect(readFreeFrom('gluten-free peas')).toMatchObject({ q: 'peas', freeFrom: ['gluten'] });
    expect(readFreeFrom('milk, egg and nut free pasta')).toMatchObject({ q: 'pasta', freeFrom: ['eggs', 'milk', 'nuts'] });
    expect(readFreeFrom('senza tracce di frutta a guscio né sedano')).toMatchObject({ q: '', freeFrom: ['nuts', 'celery'] });
    expect(readFreeFrom('free from gluten')).toMatchObject({ q: '', freeFrom: ['gluten'] });
    // An allergen's name alone is a word like the others.
    expect(readFreeFrom('bastoncini di pesce')).toMatchObject({ q: 'bastoncini di pesce', freeFrom: [] });
    expect(readFreeFrom('senza')).toMatchObject({ q: 'senza', freeFrom: [] });
  });

  it('"piselli surgelati senza glutine": the words that are not the phrase, among products and recipes free of gluten and its traces', async () => {
    const found = await search('piselli surgelati senza glutine');
    expect(found.freeFrom).toEqual(['gluten']);
    // The minestrone has peas and is frozen, but contains gluten (barley, spelt).
    expect(ids(found)).toEqual(['product:peas']);
    expect(ids(await search('piselli senza glutine'))).toEqual(['product:peas', 'recipe:risotto']);
    expect(ids(await search('piselli senza sedano'))).toEqual(['recipe:orecchiette']);
  });

  it('a free-from phrase alone lists the products and recipes without the allergen, and what else names it', async () => {
    const found = await search('senza glutine');
    expect(ids(found)).toEqual(['article:celiac', 'product:blackberries', 'product:peas', 'product:spinach', 'recipe:risotto']);
    expect(found.total).toBe(5);
    // What the filter asked for first, then what only names the allergen.
    expect(found.hits.at(-1)?.doc.id).toBe('article:celiac');
    expect(ids(await search('gluten free'))).toEqual(ids(found));
    expect(ids(await search('gluten free', { locale: 'en' }))).toEqual(['product:peas']);
  });

  it('all words first; when no document has them all, those with most of them', async () => {
    const strict = await search('piselli menta');
    expect(ids(strict)).toEqual(['recipe:risotto']);
    expect(strict.relaxed).toBe(false);
    const most = await search('piselli surgelati biologici');
    expect(most.relaxed).toBe(true);
    // Both words the documents have count more than one of them.
    expect(
      most.hits
        .slice(0, 2)
        .map((h) => h.doc.id)
        .sort(),
    ).toEqual(['product:minestrone', 'product:peas']);
    expect(ids(most)).toEqual(['product:minestrone', 'product:peas']);
    // Fewer than half of the words is no match.
    const few = await search('piselli biologici integrali');
    expect(few.total).toBe(0);
  });
});

describe('search: snippets', () => {
  it('show the text of markdown, never its marks', async () => {
    const found = await search('sedano');
    expect(found.total).toBeGreaterThan(0);
    for (const hit of found.hits) {
      expect(hit.excerptHtml).not.toMatch(/\*|__/);
    }
    expect(found.hits.map((h) => h.excerptHtml).join(' ')).toContain('<mark>sedano</mark>');
  });
});
