// The search index's documents: CMS answers → SearchDoc (audiences, public URLs per audience,
// plain-text body), rich text → plain text, and the search page's URL state.
import { beforeAll, describe, expect, it } from 'vitest';
import { searchSourceOf, sectionsText, toSearchDoc, type SearchSource } from '@/lib/cms/search-docs';
import { richTextToPlain } from '@/lib/rich-text';
import { readSearchParams, searchHref } from '@/lib/search/page-params';
import { createOramaSearchIndex } from '@/lib/search/orama-index';

beforeAll(() => {
  process.env.CMS_MEDIA_URL = 'https://cdn.example';
});

function source(model: string): SearchSource {
  const found = searchSourceOf(model);
  if (!found) throw new Error(`no search source for ${model}`);
  return found;
}

const image = {
  url: '/uploads/spinach.jpg',
  alternativeText: 'Spinaci in foglia',
  mime: 'image/jpeg',
  width: 1600,
  height: 1067,
  formats: {
    thumbnail: { url: '/uploads/thumbnail_spinach.jpg', width: 234, height: 156 },
    small: { url: '/uploads/small_spinach.jpg', width: 500, height: 333 },
  },
};

describe('search documents: products', () => {
  const raw = {
    documentId: 'p1',
    title: 'Spinaci in foglia',
    slug: 'spinaci-in-foglia',
    excerpt: 'Raccolti al mattino.',
    description: 'Spinaci **surgelati** entro tre ore.\n\n- Senza sale aggiunto\n- [Scopri la filiera](https://example.com/filiera)',
    ingredients_text: 'Spinaci 100%.',
    images: [image],
    b2c_category: { slug: 'verdure', name: 'Verdure' },
    b2b_category: { slug: 'verdure-horeca', name: 'Verdure per la ristorazione' },
  };

  it('is in both audiences, with each catalogue its own page', () => {
    const doc = toSearchDoc(source('product'), raw, 'it');
    expect(doc).toMatchObject({
      id: 'product:p1',
      type: 'product',
      locale: 'it',
      audiences: ['B2C', 'B2B'],
      title: 'Spinaci in foglia',
      url: '/it/prodotti/verdure/spinaci-in-foglia',
    });
    expect(doc?.urls).toEqual({ B2B: '/it/foodservice/prodotti/verdure-horeca/spinaci-in-foglia' });
    expect(doc?.image).toEqual({ url: 'https://cdn.example/uploads/thumbnail_spinach.jpg', alt: 'Spinaci in foglia' });
  });

  it('has a plain-text body: markdown and link targets gone, category names kept', () => {
    const body = toSearchDoc(source('product'), raw, 'it')?.body ?? '';
    expect(body).toContain('Spinaci surgelati entro tre ore.');
    expect(body).toContain('Senza sale aggiunto');
    expect(body).toContain('Scopri la filiera');
    expect(body).toContain('Verdure per la ristorazione');
    expect(body).not.toMatch(/\*\*|https?:|\]\(/);
  });

  it('belongs only to the audiences whose catalogue lists it', () => {
    const consumer = toSearchDoc(source('product'), { ...raw, b2b_category: null }, 'en');
    expect(consumer).toMatchObject({ audiences: ['B2C'], url: '/en/products/verdure/spinaci-in-foglia' });
    expect(consumer?.urls).toBeUndefined();
    const professional = toSearchDoc(source('product'), { ...raw, b2c_category: null }, 'it');
    expect(professional).toMatchObject({ audiences: ['B2B'], url: '/it/foodservice/prodotti/verdure-horeca/spinaci-in-foglia' });
    expect(toSearchDoc(source('product'), { ...raw, b2c_category: null, b2b_category: null }, 'it')).toBeNull();
  });
});

describe('search documents: audiences from the availability flags', () => {
  it('recipes: one page per audience, ingredients searchable', () => {
    const doc = toSearchDoc(
      source('recipe'),
      {
        documentId: 'r1',
        title: 'Risotto ai piselli',
        slug: 'risotto-piselli',
        excerpt: 'Cremoso,',
        description: 'Cremoso, con piselli dolci.',
        available_b2c: true,
        available_b2b: true,
        category: { slug: 'primi', name: 'Primi' },
        ingredients: [{ name: 'Piselli finissimi' }, { name: 'Riso Carnaroli' }],
      },
      'it',
    );
    expect(doc).toMatchObject({
      id: 'recipe:r1',
      audiences: ['B2C', 'B2B'],
      url: '/it/ricette/primi/risotto-piselli',
      urls: { B2B: '/it/foodservice/ricette/primi/risotto-piselli' },
    });
    // Category first (a label in excerpts), the excerpt left out when the description opens with it.
    expect(doc?.body).toBe('Primi.\nCremoso, con piselli dolci.\nPiselli finissimi\nRiso Carnaroli');
    const b2bOnly = toSearchDoc(
      source('recipe'),
      { documentId: 'r2', title: 'Lasagna per 40', slug: 'lasagna', available_b2c: false, available_b2b: true, category: { slug: 'primi' } },
      'en',
    );
    expect(b2bOnly).toMatchObject({ audiences: ['B2B'], url: '/en/foodservice/recipes/primi/lasagna' });
    expect(
      toSearchDoc(
        source('recipe'),
        { documentId: 'r3', title: 'Nessuno', slug: 'x', available_b2c: false, available_b2b: false, category: { slug: 'primi' } },
        'it',
      ),
    ).toBeNull();
  });

  it('news: one page shared by both audiences, dated', () => {
    const doc = toSearchDoc(
      source('news'),
      {
        documentId: 'n1',
        title: 'Raccolta dei piselli',
        slug: 'raccolta',
        content: '## Al via\n\nLa raccolta &egrave; iniziata.',
        date: '2026-05-02',
        available_b2c: true,
        available_b2b: true,
        cover: image,
      },
      'it',
    );
    expect(doc).toMatchObject({ type: 'news', audiences: ['B2C', 'B2B'], url: '/it/news/raccolta', date: '2026-05-02' });
    expect(doc?.urls).toBeUndefined();
    expect(doc?.body).toBe('Al via La raccolta è iniziata.');
  });

  it('blog articles: Italian only, in the blog of each audience', () => {
    const raw = {
      documentId: 'b1',
      title: 'Perché surgelare',
      slug: 'perche-surgelare',
      content: 'Il freddo conserva.',
      available_b2c: true,
      available_b2b: false,
      category: { slug: 'stagionalita', name: 'Stagionalità' },
    };
    expect(toSearchDoc(source('blog-article'), raw, 'it')).toMatchObject({
      id: 'article:b1',
      type: 'article',
      audiences: ['B2C'],
      url: '/it/blog/stagionalita/perche-surgelare',
    });
    expect(toSearchDoc(source('blog-article'), { ...raw, available_b2b: true }, 'it')?.urls).toEqual({
      B2B: '/it/foodservice/blog/stagionalita/perche-surgelare',
    });
    expect(toSearchDoc(source('blog-article'), raw, 'en')).toBeNull();
  });

  it('legal pages, videos and downloads', () => {
    const legal = toSearchDoc(
      source('legal-page'),
      { documentId: 'l1', title: 'Privacy', slug: 'privacy', content: 'Titolare del trattamento.', available_b2c: true, available_b2b: true },
      'en',
    );
    expect(legal).toMatchObject({ type: 'legal', url: '/en/legal-area/privacy', urls: { B2B: '/en/foodservice/legal-area/privacy' } });

    const video = toSearchDoc(
      source('video-download'),
      { documentId: 'v1', title: 'In campo', slug: 'in-campo', transcript: 'Le trebbiatrici al lavoro.', available_b2c: false, available_b2b: true },
      'it',
    );
    expect(video).toMatchObject({ type: 'video', audiences: ['B2B'], url: '/it/foodservice/download-video#video-in-campo' });
    expect(video?.body).toContain('trebbiatrici');

    const download = toSearchDoc(
      source('download'),
      {
        documentId: 'd1',
        title: 'Catalogo 2026',
        description: 'Tutti i formati.',
        available_b2c: true,
        available_b2b: true,
        file: { url: '/uploads/catalogo.pdf' },
        category: { slug: 'cataloghi', name: 'Cataloghi' },
      },
      'it',
    );
    expect(download).toMatchObject({ type: 'download', url: '/it/download#download-cataloghi', urls: { B2B: 'https://cdn.example/uploads/catalogo.pdf' } });
  });
});

describe('search documents: consumer-only and one-audience content', () => {
  it('press releases are for consumers only', () => {
    const doc = toSearchDoc(
      source('press-release'),
      { documentId: 'c1', title: 'Bilancio 2025', slug: 'bilancio-2025', content: 'Ricavi in crescita.', date: '2026-03-01' },
      'it',
    );
    expect(doc).toMatchObject({ type: 'press', audiences: ['B2C'], url: '/it/press-area/bilancio-2025' });
  });

  it('a landing page belongs to the audience of its mode; its sections are its body', () => {
    const sections = [
      { __component: 'sections.hero', id: 1, eyebrow: 'Novità', title: 'Linea professionale', subtitle: 'Per le cucine' },
      { __component: 'sections.rich-text', id: 2, title: 'Perché', body: 'Rese **costanti**.' },
      { __component: 'sections.accordion', id: 3, title: 'Domande', items: [{ question: 'Quanto dura?', answer: '*Diciotto* mesi.' }] },
      { __component: 'sections.unknown', id: 4, title: 'Ignorata' },
    ];
    const doc = toSearchDoc(source('landing-page'), { documentId: 'lp1', title: 'Horeca', slug: 'horeca', mode: 'B2B', sections }, 'it');
    expect(doc).toMatchObject({ type: 'landing', audiences: ['B2B'], url: '/it/foodservice/landing/horeca' });
    expect(sectionsText(sections)).toEqual([
      'Novità',
      'Linea professionale',
      'Per le cucine',
      'Perché',
      'Rese costanti.',
      'Domande',
      'Quanto dura?',
      'Diciotto mesi.',
    ]);
    expect(toSearchDoc(source('landing-page'), { documentId: 'lp2', title: 'Estate', slug: 'estate', mode: 'B2C', sections: [] }, 'en')).toMatchObject({
      audiences: ['B2C'],
      url: '/en/landing/estate',
    });
  });

  it('corporate pages: both audiences, one address, with or without a category', () => {
    expect(toSearchDoc(source('page'), { documentId: 'g1', title: 'Chi siamo', slug: 'chi-siamo', intro: 'Una cooperativa.' }, 'it')).toMatchObject({
      audiences: ['B2C', 'B2B'],
      url: '/it/chi-siamo',
    });
    const nested = toSearchDoc(source('page'), { documentId: 'g2', title: 'Sostenibilità', slug: 'sostenibilita', category: { slug: 'azienda' } }, 'it');
    expect(nested).toMatchObject({ url: '/it/azienda/sostenibilita' });
    expect(nested?.urls).toBeUndefined();
  });

  it('a document without a title or a slug has no entry', () => {
    expect(toSearchDoc(source('news'), { documentId: 'n2', slug: 'x', available_b2c: true }, 'it')).toBeNull();
    expect(toSearchDoc(source('legal-page'), { documentId: 'l2', title: 'Senza slug', available_b2c: true }, 'it')).toBeNull();
  });
});

describe('rich text to plain text', () => {
  it('keeps the words of markdown, tables and inline HTML, decodes entities, drops tags and URLs', () => {
    const text = richTextToPlain(
      '# Titolo\n\nUn **paragrafo** con [un link](https://x.it).\n\n| Nutriente | 100 g |\n|---|---|\n| Fibre | 3 g |\n\n<p onclick="x()">L&#39;orto &amp; il campo</p>',
    );
    expect(text).toBe("Titolo Un paragrafo con un link. Nutriente 100 g Fibre 3 g L'orto & il campo");
    expect(richTextToPlain(null)).toBe('');
  });
});

describe('search page URL state', () => {
  it('reads q, a known type and a page; ignores the rest', () => {
    expect(readSearchParams({ q: '  spinaci  ', type: 'recipe', page: '3' })).toEqual({ q: 'spinaci', type: 'recipe', page: 3 });
    expect(readSearchParams({ q: ['a', 'b'], type: 'users', page: '-4' })).toEqual({ q: 'a', type: null, page: 1 });
    expect(readSearchParams({})).toEqual({ q: '', type: null, page: 1 });
  });

  it('writes the URL of a query, a type and a page', () => {
    expect(searchHref('/it/ricerca', { q: 'piselli & menta' })).toBe('/it/ricerca?q=piselli+%26+menta');
    expect(searchHref('/en/search', { q: 'peas', type: 'recipe', page: 2 })).toBe('/en/search?q=peas&type=recipe&page=2');
    expect(searchHref('/en/search', { q: '' })).toBe('/en/search');
  });
});

describe('hits link to the page of the query’s audience', () => {
  it('a product in both catalogues: the consumer page for B2C, the food-service page for B2B', async () => {
    const index = createOramaSearchIndex({
      onError: (error) => {
        throw error;
      },
    });
    const doc = toSearchDoc(
      source('product'),
      { documentId: 'p9', title: 'Piselli finissimi', slug: 'piselli', b2c_category: { slug: 'verdure' }, b2b_category: { slug: 'legumi' } },
      'it',
    );
    if (!doc) throw new Error('no doc');
    await index.replaceAll([doc]);
    const url = async (audience: 'B2C' | 'B2B') => (await index.search({ q: 'piselli', locale: 'it', audience, page: 1, pageSize: 10 })).hits[0]?.doc.url;
    expect(await url('B2C')).toBe('/it/prodotti/verdure/piselli');
    expect(await url('B2B')).toBe('/it/foodservice/prodotti/legumi/piselli');
    const suggested = await index.suggest('pisel', 'it', 'B2B', 3);
    expect(suggested.groups[0]?.hits[0]?.doc.url).toBe('/it/foodservice/prodotti/legumi/piselli');
    expect(suggested.groups[0]?.hits[0]?.doc).not.toHaveProperty('urls');
  });
});

describe('the groups of results (issue 35: named once, in the messages)', () => {
  it('are the keys of search.types, in the same order in both languages, with a name for one result too', async () => {
    const { SEARCH_DOC_TYPES } = await import('@/lib/search/types');
    const { default: it_ } = await import('../../messages/it.json');
    const { default: en } = await import('../../messages/en.json');
    expect(SEARCH_DOC_TYPES.slice(0, 6)).toEqual(['product', 'recipe', 'article', 'news', 'press', 'event']);
    for (const messages of [it_, en]) {
      expect(Object.keys(messages.search.types)).toEqual(SEARCH_DOC_TYPES);
      expect(Object.keys(messages.search.type)).toEqual(SEARCH_DOC_TYPES);
    }
  });

  it('hold the search group of every described type', async () => {
    const { SEARCH_DOC_TYPES } = await import('@/lib/search/types');
    const { CONTENT_TYPES } = await import('@/lib/content/registry');
    for (const type of CONTENT_TYPES) if (type.search) expect(SEARCH_DOC_TYPES, type.model).toContain(type.search.type);
  });

  it('an unknown group in the page URL is no filter', () => {
    expect(readSearchParams({ q: 'fiera', type: 'evento' }).type).toBeNull();
    expect(readSearchParams({ q: 'fiera', type: 'event' }).type).toBe('event');
  });
});
