import { beforeEach, describe, expect, it } from 'vitest';
import { createOramaSearchIndex } from '@/lib/search/orama-index';
import { SearchIndexError, type SearchAudience, type SearchDoc, type SearchIndex, type SearchQuery } from '@/lib/search/types';

function doc(id: string, fields: Partial<SearchDoc> & Pick<SearchDoc, 'title' | 'body'>): SearchDoc {
  const [type] = id.split(':');
  return {
    id,
    type: type as SearchDoc['type'],
    locale: 'it',
    audiences: ['B2C', 'B2B'],
    url: `/it/${id.replace(':', '/')}`,
    image: null,
    date: null,
    ...fields,
  };
}

const DOCS: SearchDoc[] = [
  doc('product:spinaci', { title: 'Spinaci in foglia', body: 'Spinaci surgelati in foglia, raccolti e surgelati entro poche ore dal campo.' }),
  doc('product:insalata', { title: "Insalata dell'orto", body: "Un'insalata di verdure: carote, zucchine e piselli novelli.", audiences: ['B2C'] }),
  doc('recipe:risotto', { title: 'Risotto ai piselli e menta', body: 'Il risotto della primavera: piselli dolci, menta fresca e parmigiano.' }),
  doc('product:minestrone-horeca', {
    title: 'Minestrone professionale 2,5 kg',
    body: 'Minestrone per la ristorazione, in busta da 2,5 kg.',
    audiences: ['B2B'],
  }),
  doc('article:qualita', {
    title: 'Perché surgelare la verdura',
    body: 'La qualità delle verdure surgelate: il freddo conserva vitamine e bontà.',
    audiences: ['B2C'],
  }),
  doc('news:pomodori', { title: 'Pomodori & basilico <b>bio</b>', body: 'Arrivano i <script>alert(1)</script> pomodori della nuova stagione.' }),
  doc('product:riso', { title: 'Riso basmati', body: 'Riso a chicco lungo, pronto in padella.' }),
  doc('page:citta', { title: 'Città del gusto', body: 'La nostra cooperativa e il territorio.' }),
  doc('recipe:carote', { title: 'Carote glassate', body: 'Un contorno semplice con burro e miele.', audiences: ['B2C'] }),
  {
    ...doc('recipe:pea-risotto', { title: 'Pea and mint risotto', body: "Grandma's spring risotto with sweet peas and fresh mint." }),
    locale: 'en',
    url: '/en/recipes/pea-risotto',
  },
  {
    ...doc('product:broccoli', { title: 'Broccoli florets', body: 'Frozen broccoli florets, blanched and frozen within hours.' }),
    locale: 'en',
    url: '/en/products/broccoli',
  },
];

let index: SearchIndex;

function query(q: string, extra: Partial<SearchQuery> = {}): SearchQuery {
  return { q, locale: 'it', audience: 'B2C', page: 1, pageSize: 10, ...extra };
}

async function ids(q: string, extra: Partial<SearchQuery> = {}): Promise<string[]> {
  return (await index.search(query(q, extra))).hits.map((h) => h.doc.id);
}

beforeEach(async () => {
  index = createOramaSearchIndex({
    onError: (error) => {
      throw error;
    },
  });
  await index.replaceAll(DOCS);
});

describe('search index: matching', () => {
  it('finds the other forms of a word through stemming', async () => {
    expect(await ids('insalate')).toEqual(['product:insalata']);
    expect(await ids('surgelato')).toEqual(expect.arrayContaining(['product:spinaci', 'article:qualita']));
    expect(await ids('peas', { locale: 'en' })).toEqual(['recipe:pea-risotto']);
  });

  it('understands elision in the query and in the text', async () => {
    expect(await ids("l'insalata")).toEqual(['product:insalata']);
    expect(await ids('orto')).toEqual(['product:insalata']);
    expect(await ids('dell’orto')).toEqual(['product:insalata']);
    expect(await ids("quest'insalata")).toEqual(['product:insalata']);
    expect(await ids('grandma', { locale: 'en' })).toEqual(['recipe:pea-risotto']);
  });

  it('matches with or without accents', async () => {
    expect(await ids('qualita')).toEqual(['article:qualita']);
    expect(await ids('citta')).toEqual(['page:citta']);
    expect(await ids('bonta')).toEqual(['article:qualita']);
  });

  it('requires every word, wherever it is in the title or the body, when some document has them all', async () => {
    expect(await ids('risotto piselli')).toEqual(['recipe:risotto']);
    expect(await ids('risotto parmigiano')).toEqual(['recipe:risotto']);
    expect((await index.search(query('risotto parmigiano'))).relaxed).toBe(false);
  });

  it('tolerates one typo in a word of five letters or more', async () => {
    expect(await ids('spinacci')).toEqual(['product:spinaci']);
    expect(await ids('zuchine')).toEqual(['product:insalata']);
    expect(await ids('brocoli', { locale: 'en' })).toEqual(['product:broccoli']);
    expect(await ids('basmatti')).toEqual(['product:riso']);
  });

  it('counts two swapped letters as one typo', async () => {
    expect(await ids('spianci')).toEqual(['product:spinaci']);
    const short = await index.search(query('rsio'));
    expect(short.total).toBe(0);
    expect(short.didYouMean).toBe('riso');
  });

  it('does not correct a word of four letters, but suggests the known one', async () => {
    const result = await index.search(query('rizo'));
    expect(result.total).toBe(0);
    expect(result.didYouMean).toBe('riso');
    expect(await ids('riso')).toEqual(['product:riso']);
  });

  it('offers a correction only when it finds something', async () => {
    expect((await index.search(query('spinacci'))).didYouMean).toBeNull();
    expect((await index.search(query('spinacci xyzzyq'))).didYouMean).toBeNull();
    // Two letters off: too far for the typo tolerance, close enough for a suggestion.
    // Offered above the hits that have some of the words.
    const twoOff = await index.search(query('Risotto pesilli'));
    expect(twoOff.relaxed).toBe(true);
    expect(twoOff.hits.map((h) => h.doc.id)).toEqual(['recipe:risotto']);
    expect(twoOff.didYouMean).toBe('Risotto piselli');
    // Every word is known, they just never meet: nothing to correct (the hits have some of the words).
    const apart = await index.search(query('risotto carote'));
    expect(apart.didYouMean).toBeNull();
    expect(apart.relaxed).toBe(true);
  });

  it('ranks a title match above a body match that plain BM25 would put first', async () => {
    const own = createOramaSearchIndex();
    // A long title and a short body: without the title boost, the body match scores higher.
    await own.replaceAll([
      doc('article:menta-titolo', {
        title: 'Menta, basilico, salvia, timo, rosmarino, origano e maggiorana dell’orto',
        body: 'Erbe aromatiche surgelate pronte da usare.',
      }),
      doc('article:menta-corpo', { title: 'Erbe aromatiche', body: 'Menta fresca surgelata pronta subito.' }),
      doc('article:spinaci', { title: 'Spinaci', body: 'Spinaci in foglia surgelati freschi.' }),
    ]);
    const { hits } = await own.search(query('menta'));
    expect(hits.map((h) => h.doc.id)).toEqual(['article:menta-titolo', 'article:menta-corpo']);
  });

  it('keeps each language to its own index', async () => {
    expect(await ids('risotto', { locale: 'en' })).toEqual(['recipe:pea-risotto']);
    expect(await ids('broccoli')).toEqual([]);
  });
});

describe('search index: audiences', () => {
  it('never shows food-service-only content to consumers', async () => {
    expect(await ids('minestrone', { audience: 'B2C' })).toEqual([]);
    expect(await ids('minestrone', { audience: 'B2B' })).toEqual(['product:minestrone-horeca']);
  });

  it('never shows consumer-only content to food service', async () => {
    expect(await ids('insalata', { audience: 'B2B' })).toEqual([]);
    expect(await ids('insalata', { audience: 'B2C' })).toEqual(['product:insalata']);
  });

  it('shows content for both audiences to both', async () => {
    for (const audience of ['B2C', 'B2B'] as SearchAudience[]) expect(await ids('spinaci', { audience })).toEqual(['product:spinaci']);
  });

  it('counts facets within the audience only', async () => {
    const b2c = await index.search(query('piselli'));
    const b2b = await index.search(query('piselli', { audience: 'B2B' }));
    expect(b2c.facets.product).toBe(1);
    expect(b2c.facets.recipe).toBe(1);
    expect(b2b.facets.product).toBe(0);
    expect(b2b.facets.recipe).toBe(1);
  });
});

describe('search index: facets and pages', () => {
  it('filters hits by type but counts every type', async () => {
    const result = await index.search(query('piselli', { type: 'recipe' }));
    expect(result.hits.map((h) => h.doc.id)).toEqual(['recipe:risotto']);
    expect(result.total).toBe(1);
    expect(result.facets).toMatchObject({ product: 1, recipe: 1, article: 0, news: 0 });
  });

  it('pages through all the hits once, and clamps a page out of range', async () => {
    await index.upsert(
      Array.from({ length: 23 }, (_, i) => doc(`product:piatto-${i}`, { title: `Piatto pronto numero ${i}`, body: 'Un piatto pronto da scaldare.' })),
    );
    const pages = await Promise.all([1, 2, 3].map((page) => index.search(query('piatto pronto', { page }))));
    expect(pages.map((p) => p.hits.length)).toEqual([10, 10, 3]);
    expect(pages.every((p) => p.total === 23 && p.pageCount === 3)).toBe(true);
    expect(new Set(pages.flatMap((p) => p.hits.map((h) => h.doc.id))).size).toBe(23);
    const beyond = await index.search(query('piatto pronto', { page: 99 }));
    expect(beyond.page).toBe(3);
    expect(beyond.hits.map((h) => h.doc.id)).toEqual(pages[2]?.hits.map((h) => h.doc.id));
  });
});

describe('search index: output', () => {
  it('marks the matches and escapes everything else', async () => {
    const [hit] = (await index.search(query('pomodori'))).hits;
    expect(hit?.titleHtml).toBe('<mark>Pomodori</mark> &amp; basilico &lt;b&gt;bio&lt;/b&gt;');
    expect(hit?.excerptHtml).toBe('Arrivano i &lt;script&gt;alert(1)&lt;/script&gt; <mark>pomodori</mark> della nuova stagione.');
  });

  it('marks the word a typo matched, and leaves the body out of the hit', async () => {
    const [hit] = (await index.search(query('spinacci'))).hits;
    expect(hit?.titleHtml).toBe('<mark>Spinaci</mark> in foglia');
    expect(hit?.doc).not.toHaveProperty('body');
    expect(hit?.doc.url).toBe('/it/product/spinaci');
  });

  it('renders a query made of markup as inert text and still searches its words', async () => {
    const result = await index.search(query('<script>alert(1)</script> pomodori'));
    expect(result.q).toBe('<script>alert(1)</script> pomodori');
    expect(result.hits.map((h) => h.doc.id)).toEqual(['news:pomodori']);
    expect(result.hits.every((h) => !h.titleHtml.includes('<script') && !h.excerptHtml.includes('<script'))).toBe(true);
  });

  it('answers bad input with an empty result, never an error', async () => {
    for (const q of ['', '   ', '\u0000\u0007', 'il la di']) {
      const result = await index.search(query(q));
      expect(result.total).toBe(0);
      expect(result.hits).toEqual([]);
    }
    const long = await index.search(query(`spinaci ${'x'.repeat(2000)}`));
    expect(long.q.length).toBeLessThanOrEqual(200);
    const odd = await index.search({ q: 42, locale: 'fr', audience: 'X', page: Number.NaN, pageSize: -3 } as unknown as SearchQuery);
    expect(odd.total).toBe(0);
    const weirdPage = await index.search(query('spinaci', { page: Number.NaN, pageSize: 10_000 }));
    expect(weirdPage.page).toBe(1);
    expect(weirdPage.hits).toHaveLength(1);
  });
});

describe('search index: updates', () => {
  it('replaces a document on upsert', async () => {
    await index.upsert([doc('product:spinaci', { title: 'Bietole in foglia', body: 'Bietole surgelate.' })]);
    expect(await ids('spinaci')).toEqual([]);
    expect(await ids('bietole')).toEqual(['product:spinaci']);
    expect((await index.stats()).documents.it).toBe(DOCS.filter((d) => d.locale === 'it').length);
  });

  it('removes a document, and its words from the suggestions', async () => {
    await index.remove(['product:riso']);
    expect(await ids('riso')).toEqual([]);
    expect((await index.search(query('rizo'))).didYouMean).toBeNull();
    expect((await index.stats()).documents.it).toBe(DOCS.filter((d) => d.locale === 'it').length - 1);
  });

  it('removes in one language only when asked', async () => {
    await index.upsert([{ ...doc('product:spinaci', { title: 'Leaf spinach', body: 'Frozen leaf spinach.' }), locale: 'en' }]);
    await index.remove(['product:spinaci'], 'en');
    expect(await ids('spinach', { locale: 'en' })).toEqual([]);
    expect(await ids('spinaci')).toEqual(['product:spinaci']);
  });

  it('replaces everything on replaceAll', async () => {
    await index.replaceAll([doc('product:piselli', { title: 'Piselli fini', body: 'Piselli dolci.' })]);
    expect(await ids('spinaci')).toEqual([]);
    expect(await ids('piselli')).toEqual(['product:piselli']);
    expect((await index.stats()).documents).toEqual({ it: 1, en: 0 });
  });

  it('keeps answering from the old index while a rebuild is under way', async () => {
    const many = Array.from({ length: 600 }, (_, i) => doc(`product:p${i}`, { title: `Prodotto ${i}`, body: 'Verdure surgelate.' }));
    const rebuild = index.replaceAll(many);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await ids('spinaci')).toEqual(['product:spinaci']);
    await rebuild;
    expect(await ids('spinaci')).toEqual([]);
    expect((await index.search(query('prodotto'))).total).toBe(600);
  });

  it('reports its size and when it was built and updated', async () => {
    let t = Date.UTC(2026, 10, 22, 8);
    const timed = createOramaSearchIndex({ now: () => new Date(t) });
    expect((await timed.stats()).builtAt).toBeNull();
    await timed.replaceAll(DOCS);
    t += 60_000;
    await timed.upsert([doc('product:nuovo', { title: 'Nuovo', body: '' })]);
    const stats = await timed.stats();
    expect(stats.documents).toEqual({ it: 10, en: 2 });
    expect(stats.builtAt).toBe('2026-11-22T08:00:00.000Z');
    expect(stats.updatedAt).toBe('2026-11-22T08:01:00.000Z');
    expect(stats.words.it).toBeGreaterThan(20);
  });

  it('applies an upsert asked for during a rebuild after the rebuild', async () => {
    const many = Array.from({ length: 600 }, (_, i) => doc(`product:p${i}`, { title: `Prodotto ${i}`, body: 'Verdure surgelate.' }));
    const rebuild = index.replaceAll(many);
    const upsert = index.upsert([doc('product:novita', { title: 'Novità carciofi', body: 'Carciofi a spicchi.' })]);
    await Promise.all([rebuild, upsert]);
    expect(await ids('carciofi')).toEqual(['product:novita']);
    expect((await index.stats()).documents.it).toBe(601);
  });

  it('rejects an invalid document without changing the index', async () => {
    const bad = { ...doc('product:x', { title: 'X', body: 'x' }), audiences: [] };
    await expect(index.upsert([doc('product:ok', { title: 'Cavolfiore', body: '' }), bad])).rejects.toBeInstanceOf(SearchIndexError);
    expect(await ids('cavolfiore')).toEqual([]);
    const unknownAllergen = { ...doc('product:y', { title: 'Y', body: 'y' }), allergens: ['gluten', 'bogus'] } as unknown as SearchDoc;
    await expect(index.upsert([unknownAllergen])).rejects.toThrow(/Annex II/);
  });
});

describe('search index: overlay suggestions', () => {
  it('completes the word being typed and groups the hits by type', async () => {
    const result = await index.suggest('pisel', 'it', 'B2C', 5);
    expect(result.groups.map((g) => [g.type, g.count])).toEqual([
      ['product', 1],
      ['recipe', 1],
    ]);
    expect(result.groups[1]?.hits[0]?.titleHtml).toBe('Risotto ai <mark>piselli</mark> e menta');
  });

  it('keeps to the limit per type and to the audience', async () => {
    await index.upsert(Array.from({ length: 8 }, (_, i) => doc(`product:spinaci-${i}`, { title: `Spinaci ${i}`, body: '', audiences: ['B2B'] })));
    const b2b = await index.suggest('spina', 'it', 'B2B', 3);
    expect(b2b.groups).toHaveLength(1);
    expect(b2b.groups[0]?.count).toBe(9);
    expect(b2b.groups[0]?.hits).toHaveLength(3);
    expect((await index.suggest('spina', 'it', 'B2C', 3)).total).toBe(1);
  });

  it('treats a finished word as a whole word', async () => {
    expect((await index.suggest('pise', 'it', 'B2C', 5)).total).toBe(2);
    expect((await index.suggest('pise ', 'it', 'B2C', 5)).total).toBe(0);
    expect((await index.suggest('', 'it', 'B2C', 5)).groups).toEqual([]);
  });
});
