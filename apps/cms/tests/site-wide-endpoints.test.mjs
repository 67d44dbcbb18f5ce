// Every call of spec section 7 answers with the spec's paths, parameters, page sizes and shapes.
import { describe, expect, it } from 'vitest';
import { read } from './helpers.mjs';

const LOCALES = ['it', 'en'];

describe('geography', () => {
  it('lists all 107 districts with a page size of 150', async () => {
    const { status, body } = await read('/api/districts?pagination[pageSize]=150');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(107);
    expect(body.meta.pagination.pageSize).toBe(150);
    expect(body.data.find((d) => d.abbreviation === 'FC')).toMatchObject({ name: 'Forlì-Cesena', code: '040' });
  });

  it('lists all 20 regions with a page size of 150', async () => {
    const { status, body } = await read('/api/regions?pagination[pageSize]=150');
    expect(status).toBe(200);
    expect(body.data.map((r) => r.name)).toContain('Emilia-Romagna');
    expect(body.data).toHaveLength(20);
  });

  it('serves municipalities with postal codes and coordinates, filtered by district', async () => {
    const { body } = await read('/api/municipalities?filters[district_abbreviation][$eq]=FC&pagination[pageSize]=250');
    expect(body.meta.pagination.total).toBe(30);
    const cesena = body.data.find((m) => m.name === 'Cesena');
    expect(cesena).toMatchObject({ postal_code: '47521', region_code: '08' });
    expect(Number(cesena.latitude)).toBeCloseTo(44.14, 1);
  });
});

describe.each(LOCALES)('filter lists (%s)', (locale) => {
  it.each(['product-lines', 'diets', 'product-typologies', 'cutting-types'])('%s: page size 250, items with name and code', async (type) => {
    const { status, body } = await read(`/api/${type}?pagination[pageSize]=250&locale=${locale}`);
    expect(status).toBe(200);
    expect(body.meta.pagination.pageSize).toBe(250);
    expect(body.data.length).toBeGreaterThanOrEqual(4);
    for (const item of body.data) {
      expect(item).toMatchObject({ locale, name: expect.any(String), code: expect.any(String) });
    }
  });

  it('download categories: page size 100, name and slug', async () => {
    const { body } = await read(`/api/download-categories?pagination[pageSize]=100&locale=${locale}`);
    expect(body.meta.pagination.pageSize).toBe(100);
    expect(body.data.length).toBeGreaterThanOrEqual(3);
    for (const item of body.data) expect(item).toMatchObject({ locale, name: expect.any(String), slug: expect.any(String) });
  });

  it.each([
    ['b2c', 4],
    ['b2b', 3],
  ])('%s product category filters', async (kind, atLeast) => {
    const { status, body } = await read(`/api/${kind}-product-categories/filters?locale=${locale}`);
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(atLeast);
    for (const c of body.data) {
      expect(c).toMatchObject({ locale, name: expect.any(String), slug: expect.any(String), code: expect.any(String) });
      expect(c.products_count).toBeGreaterThan(0);
    }
  });
});

describe.each(LOCALES)('site-wide single documents (%s)', (locale) => {
  it('footer: company details, socials and both funding notices', async () => {
    const { status, body } = await read(`/api/footer?nested&populate=*&locale=${locale}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ locale, hq_name: expect.stringContaining('Brina'), vat_code: expect.stringMatching(/^\d{11}$/) });
    expect(body.data.socials.length).toBeGreaterThanOrEqual(3);
    expect(body.data.funding_notices).toHaveLength(2);
    expect(body.data.funding_notices[0].logo.url).toMatch(/^\/uploads\//);
    expect(body.data.banner_image).toMatchObject({
      url: expect.any(String),
      alternativeText: expect.any(String),
      width: expect.any(Number),
      height: expect.any(Number),
    });
  });

  it('footer in the Strapi 4 shape the spec reads (data.attributes)', async () => {
    const { body } = await read(`/api/footer?nested&populate=*&locale=${locale}`, { headers: { 'Strapi-Response-Format': 'v4' } });
    expect(body.data.attributes.hq_name).toContain('Brina');
  });

  it('newsletter settings with the background image', async () => {
    const { body } = await read(`/api/newsletter-global?locale=${locale}&populate=background_image`);
    expect(body.data).toMatchObject({ locale, title: expect.any(String), confirm_message: expect.any(String), show_name_fields: true });
    expect(body.data.background_image.url).toMatch(/^\/uploads\//);
  });

  it('careers configuration with the three sites', async () => {
    const { status, body } = await read(`/api/applications/configuration?locale=${locale}`);
    expect(status).toBe(200);
    expect(body.data.groups.site.map((s) => s.code)).toEqual(['cesena', 'ficarolo', 'policoro']);
    expect(body.data.groups.sector.map((s) => s.code)).toEqual(expect.arrayContaining(['worker', 'employee']));
    expect(Object.keys(body.data.labels).length).toBeGreaterThan(5);
  });

  it('quiz by slug with statements and images', async () => {
    const q = new URLSearchParams({
      'populate[0]': 'final_image',
      'populate[1]': 'statements',
      'populate[2]': 'statements.question_image',
      'populate[3]': 'statements.answer_image',
      'filters[slug]': 'surgelati-vero-o-falso',
      locale,
    });
    const { body } = await read(`/api/quizzes?${q}`);
    const quiz = body.data[0];
    expect(quiz.statements.length).toBeGreaterThanOrEqual(5);
    for (const s of quiz.statements) {
      expect(['vero', 'falso']).toContain(s.correct_answer);
      expect(s.question_image.url).toMatch(/^\/uploads\//);
    }
    expect(quiz).toMatchObject({ final_title: expect.any(String), final_cta_link: expect.stringMatching(new RegExp(`^/${locale}`)) });
  });
});

describe('menus by the spec ids', () => {
  const MENUS = [
    [1, 'it', 'footer_sitemap'],
    [5, 'en', 'footer_sitemap'],
    [4, 'it', 'footer_links'],
    [11, 'en', 'footer_links'],
    [2, 'it', 'navbar_b2c'],
    [8, 'en', 'navbar_b2c'],
    [3, 'it', 'navbar_b2b'],
    [10, 'en', 'navbar_b2b'],
  ];

  it.each(MENUS)('menu %i is the %s %s menu, with nested items', async (id, locale, kind) => {
    const { status, body } = await read(`/api/menus/${id}?nested&populate=*`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ menu_id: id, locale_code: locale, kind });
    expect(body.data.items.length).toBeGreaterThan(0);
    expect(body.data.items.some((item) => item.children.length > 0)).toBe(true);
    for (const item of body.data.items) {
      for (const child of item.children) expect(child.url).toMatch(new RegExp(`^(/${locale}(/|$)|https?://)`));
    }
  });

  it('navbar items carry position, call-to-action and banner with image', async () => {
    const { body } = await read('/api/menus/2?nested&populate=*');
    const positions = new Set(body.data.items.map((i) => i.position));
    expect([...positions].sort()).toEqual(['destra', 'sinistra']);
    const withBanner = body.data.items.find((i) => i.banner_title);
    expect(withBanner.banner_image.url).toMatch(/^\/uploads\//);
    expect(body.data.items.some((i) => i.cta_label && i.cta_url)).toBe(true);
  });

  it('without `nested` the items come flat, children pointing to their parent', async () => {
    const { body } = await read('/api/menus/2');
    expect(body.data.items.some((i) => i.parent !== null)).toBe(true);
    expect(body.data.items.every((i) => i.children === undefined)).toBe(true);
  });

  it('an unknown id is a 404 and a malformed id a 400', async () => {
    expect((await read('/api/menus/999')).status).toBe(404);
    expect((await read('/api/menus/abc')).status).toBe(400);
  });
});

describe('every public content type answers with its default populate', () => {
  const collections = [
    'products',
    'recipes',
    'b2c-product-categories',
    'b2b-product-categories',
    'recipe-categories',
    'news-items',
    'press-releases',
    'downloads',
    'video-downloads',
    'legal-pages',
    'landing-pages',
    'pages',
    'b2b-channels',
    'quizzes',
    'stores',
    'influencers',
  ];
  const singles = ['home-page', 'foodservice-home-page', 'manifesto', 'footer', 'newsletter-global'];
  const italianOnly = ['blog-articles', 'blog-categories', 'chef-online-page', 'product-choice-page', 'tailored-solutions-page'];

  it.each(LOCALES.flatMap((l) => [...collections, ...singles].map((t) => [t, l])))('%s (%s)', async (type, locale) => {
    const { status, body } = await read(`/api/${type}?locale=${locale}`);
    expect(status).toBe(200);
    expect(Array.isArray(body.data) ? body.data.length : body.data ? 1 : 0).toBeGreaterThan(0);
  });

  it.each(italianOnly)('%s (Italian only, not localized)', async (type) => {
    const { status, body } = await read(`/api/${type}`);
    expect(status).toBe(200);
    expect(Array.isArray(body.data) ? body.data.length : body.data ? 1 : 0).toBeGreaterThan(0);
  });

  it('at least one document exists only in Italian', async () => {
    const it_ = await read('/api/news-items?locale=it&pagination[pageSize]=100&fields[0]=slug');
    const en = await read('/api/news-items?locale=en&pagination[pageSize]=100&fields[0]=slug');
    expect(it_.body.data.length).toBeGreaterThan(en.body.data.length);
  });

  it('the seed has the demo volume of spec content', async () => {
    const count = async (path) => (await read(`${path}${path.includes('?') ? '&' : '?'}pagination[pageSize]=1`)).body.meta.pagination.total;
    expect(await count('/api/products?locale=it')).toBeGreaterThanOrEqual(24);
    expect(await count('/api/recipes?locale=it')).toBeGreaterThanOrEqual(16);
    expect(await count('/api/recipes?locale=it&filters[isHero][$eq]=true')).toBeGreaterThan(0);
    expect(await count('/api/blog-articles')).toBeGreaterThanOrEqual(6);
    expect(await count('/api/stores?locale=it')).toBeGreaterThanOrEqual(40);
    expect(await count('/api/municipalities')).toBe(7896);
  });

  it('images carry alternative text and the responsive formats', async () => {
    const { body } = await read('/api/products?locale=en&pagination[pageSize]=5');
    for (const p of body.data) {
      const image = p.images[0];
      expect(image.alternativeText.length).toBeGreaterThan(5);
      expect(Object.keys(image.formats)).toEqual(expect.arrayContaining(['thumbnail', 'small', 'medium', 'large']));
      expect(image.formats.small.url).toMatch(/^\/uploads\/small_/);
    }
  });
});
