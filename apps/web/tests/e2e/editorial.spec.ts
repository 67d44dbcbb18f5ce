// Editorial screens: blog, news, press area, downloads, videos, legal area, landing pages,
// manifesto and the food-service pages, in each language and mode they exist in; Italian-only
// 404s; language switch from the blog; every section type; stored XSS; JSON-LD; sitemap; axe.
import type { Page } from '@playwright/test';
import { WEB_URL, cmsAdmin, cmsList, expect, expectAccessible, expectHydrated, jsonLd, test } from './fixtures';

const SECTION_KINDS = [
  'hero',
  'rich-text',
  'image-text',
  'product-carousel',
  'recipe-carousel',
  'cta-banner',
  'video',
  'accordion',
  'downloads-list',
  'news-list',
  'quiz-teaser',
];

type Screen = [path: string, mode: 'B2C' | 'B2B' | null, heading: string];

/** 200, the expected heading from the CMS, a breadcrumb starting at the mode's home, real content. */
async function expectScreen(page: Page, [path, mode, heading]: Screen): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `${path} status`).toBe(200);
  await expect(page.locator('h1'), `${path}: one h1`).toHaveCount(1);
  await expect(page.locator('h1'), `${path}: heading`).toContainText(heading);
  await expect.poll(() => page.locator('[data-breadcrumb] li').count(), { message: `${path}: breadcrumb with Home and the page` }).toBeGreaterThanOrEqual(2);
  await expect(page.locator('[data-breadcrumb] [aria-current="page"]'), `${path}: current page in the breadcrumb`).toBeVisible();
  const locale = path.split('/')[1];
  if (mode) {
    await expect(page.locator('[data-site-mode]'), `${path}: mode`).toHaveAttribute('data-site-mode', mode);
    await expect(page.locator('[data-breadcrumb] li a').first(), `${path}: breadcrumb home`).toHaveAttribute(
      'href',
      mode === 'B2B' ? `/${locale}/foodservice` : `/${locale}`,
    );
  }
  const text = (await page.locator('main').innerText()).trim();
  expect(text.length, `${path}: real content`).toBeGreaterThan(300);
}

const SCREENS: Record<string, Screen[]> = {
  blog: [
    ['/it/blog', 'B2C', 'Blog'],
    ['/it/blog/stagionalita', 'B2C', 'Stagionalità'],
    ['/it/blog/stagionalita/verdure-d-inverno', 'B2C', 'Verdure d’inverno'],
    ['/it/foodservice/blog', 'B2B', 'Blog Food Service'],
    ['/it/foodservice/blog/ristorazione', 'B2B', 'Ristorazione'],
    ['/it/foodservice/blog/ristorazione/food-cost-verdure-surgelate', 'B2B', 'Food cost e verdure surgelate'],
  ],
  news: [
    ['/it/news', null, 'News'],
    ['/en/news', null, 'News'],
    ['/it/news/campagna-piselli-2026', null, 'Campagna piselli 2026'],
    ['/en/news/pea-harvest-2026', null, '2026 pea harvest'],
    ['/it/news/festa-dei-soci-ficarolo', null, 'festa dei soci'],
  ],
  press: [
    ['/it/press-area', 'B2C', 'Area stampa'],
    ['/en/press-area', 'B2C', 'Press area'],
    ['/it/press-area/bilancio-2025', 'B2C', 'bilancio 2025'],
    ['/en/press-area/financial-statements-2025', 'B2C', '2025 accounts'],
  ],
  downloads: [
    ['/it/download', 'B2C', 'Download'],
    ['/en/download', 'B2C', 'Downloads'],
    ['/it/download-video', 'B2C', 'Video'],
    ['/en/download-video-area', 'B2C', 'Video area'],
    ['/it/foodservice/download-video', 'B2B', 'Video'],
    ['/en/foodservice/download-video-area', 'B2B', 'Video area'],
  ],
  legal: [
    ['/it/area-legale/privacy-policy', 'B2C', 'Informativa sulla privacy'],
    ['/en/legal-area/privacy-policy', 'B2C', 'Privacy policy'],
    ['/it/foodservice/area-legale/note-legali', 'B2B', 'Note legali'],
    ['/en/foodservice/legal-area/legal-notes', 'B2B', 'Legal notes'],
  ],
  landing: [
    ['/it/landing/primavera-in-tavola', 'B2C', 'La primavera è in tavola'],
    ['/en/landing/spring-on-the-table', 'B2C', 'Spring is on the table'],
    ['/it/foodservice/landing/mense-scolastiche', 'B2B', 'Verdure che i bambini finiscono'],
    ['/en/foodservice/landing/school-canteens', 'B2B', 'Vegetables children actually finish'],
    ['/it/manifesto', 'B2C', 'Il nostro manifesto'],
    ['/en/manifest', 'B2C', 'Our manifesto'],
  ],
  foodservice: [
    ['/it/foodservice/chef-in-linea', 'B2B', 'Uno chef al tuo fianco'],
    ['/it/foodservice/scegli-prodotto', 'B2B', 'Scegli il prodotto giusto'],
    ['/it/foodservice/soluzioni-e-idee-su-misura', 'B2B', 'Soluzioni e idee su misura'],
    ['/it/foodservice/soluzioni-e-idee-su-misura/ristorazione-collettiva', 'B2B', 'Ristorazione collettiva'],
    ['/en/foodservice/channels/collective-catering', 'B2B', 'Collective catering'],
  ],
};

for (const [group, screens] of Object.entries(SCREENS)) {
  test(`editorial screens answer 200 with CMS content and a breadcrumb: ${group}`, async ({ page, consoleErrors }) => {
    for (const screen of screens) await expectScreen(page, screen);
    expect(consoleErrors, 'console errors').toEqual([]);
  });
}

test('Italian-only screens, other-mode content and missing documents are 404', async ({ request }) => {
  for (const path of [
    '/en/blog',
    '/en/blog/stagionalita',
    '/en/blog/stagionalita/verdure-d-inverno',
    '/en/foodservice/blog',
    '/en/foodservice/blog/ristorazione/food-cost-verdure-surgelate',
    '/en/foodservice/chef-in-linea',
    '/en/foodservice/scegli-prodotto',
    '/en/foodservice/soluzioni-e-idee-su-misura',
    '/en/news/festa-dei-soci-ficarolo',
    // a food-service article under the consumer blog, and the other way round
    '/it/blog/ristorazione/food-cost-verdure-surgelate',
    '/it/foodservice/blog/stagionalita/verdure-d-inverno',
    '/it/blog/cucina-facile/verdure-d-inverno',
    // landing pages exist only in their own mode
    '/it/landing/mense-scolastiche',
    '/it/foodservice/landing/primavera-in-tavola',
    // the press area is not copied in food service
    '/it/foodservice/press-area',
    '/it/news/non-esiste',
    '/it/news/a/b',
    '/it/press-area/non-esiste',
    '/en/legal-area/non-esiste',
    '/it/blog?page=9',
  ]) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
});

test('blog: categories narrow the list, cards lead to the article (client-side navigation)', async ({ page }) => {
  await page.goto('/it/blog');
  const cards = page.locator('[data-article-card]');
  const all = await cards.count();
  expect(all, 'B2C articles listed').toBeGreaterThanOrEqual(6);
  const category = page.locator('[data-blog-category="cucina-facile"]');
  await expectHydrated(category);
  await category.click();
  await expect(page).toHaveURL('/it/blog/cucina-facile');
  await expect(page.locator('h1', { hasText: 'Cucina facile' })).toBeVisible();
  await expect.poll(() => cards.count(), { message: 'category narrows the list' }).toBeLessThan(all);
  expect(await cards.count(), 'category has articles').toBeGreaterThan(0);
  await expect(category, 'current category marked').toHaveAttribute('aria-current', 'page');
  await page.locator('[data-article-card] a').first().click();
  await expect(page).toHaveURL(/\/it\/blog\/cucina-facile\/[a-z0-9-]+$/);
  await expect(page.locator('[data-article-body]')).toBeVisible();
  await expect(page.locator('[data-breadcrumb] a', { hasText: 'Cucina facile' }), 'category in the breadcrumb').toBeVisible();
  await page.goto('/it/foodservice/blog');
  const b2b = await cards.allTextContents();
  expect(b2b.length, 'food-service articles listed').toBeGreaterThan(0);
  expect(
    b2b.filter((t) => t.includes('Verdure d’inverno')),
    'food-service blog shows only food-service articles',
  ).toEqual([]);
});

test('language switch on a blog article lands on the English home of the mode', async ({ page }) => {
  await page.goto('/it/blog/stagionalita/verdure-d-inverno');
  await expectHydrated(page.locator('[data-language-switch="en"]'));
  await page.locator('[data-language-switch="en"]').click();
  await expect(page).toHaveURL('/en');
  await expect(page.locator('html'), 'English page').toHaveAttribute('lang', 'en');
  await page.goto('/it/foodservice/blog/ristorazione/food-cost-verdure-surgelate');
  await expectHydrated(page.locator('[data-language-switch="en"]'));
  await page.locator('[data-language-switch="en"]').click();
  await expect(page).toHaveURL('/en/foodservice');
  await expect(page.locator('[data-site-mode]'), 'food-service home').toHaveAttribute('data-site-mode', 'B2B');
});

test('news: the list keeps the visitor’s mode; items switch language through their translation', async ({ page, context }) => {
  const cardKeys = () => page.locator('[data-article-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-article-card')));
  await page.goto('/it/news');
  expect(await cardKeys(), 'consumer news listed in B2C').toContain('arriva-creatu');
  await page.goto('/it/foodservice');
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'brina-mode')?.value).toBe('B2B');
  await page.goto('/it/news');
  await expect(page.locator('[data-site-mode]'), 'news keeps B2B').toHaveAttribute('data-site-mode', 'B2B');
  const professional = await cardKeys();
  expect(professional.length, 'news listed in B2B').toBeGreaterThan(0);
  expect(professional, 'consumer-only news not listed in B2B').not.toContain('arriva-creatu');
  await expect(page.locator('[data-breadcrumb] li a').first(), 'breadcrumb home is the food-service home').toHaveAttribute('href', '/it/foodservice');

  await page.goto('/it/news/campagna-piselli-2026');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]'), 'hreflang to the English item').toHaveAttribute('href', /\/en\/news\/pea-harvest-2026$/);
  await expectHydrated(page.locator('[data-language-switch="en"]'));
  await page.locator('[data-language-switch="en"]').click();
  await expect(page).toHaveURL('/en/news/pea-harvest-2026');
  await page.goto('/it/news/festa-dei-soci-ficarolo');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]'), 'no English alternate for an Italian-only item').toHaveCount(0);
  await expectHydrated(page.locator('[data-language-switch="en"]'));
  await page.locator('[data-language-switch="en"]').click();
  await expect(page).toHaveURL(/\/en(\/foodservice)?$/);
});

test('press release: attachments are downloadable links with type and size', async ({ page, request }) => {
  await page.goto('/it/press-area');
  await page.locator('[data-article-card="bilancio-2025"] a').click();
  await expect(page).toHaveURL('/it/press-area/bilancio-2025');
  const links = page.locator('[data-attachments] a[download]');
  await expect(links, 'two attachments').toHaveCount(2);
  await expect(links.first(), 'file type shown').toContainText('PDF');
  const href = await links.first().getAttribute('href');
  expect(href).toBeTruthy();
  expect((await request.get(new URL(href ?? '', WEB_URL).href)).status(), 'attachment served by the CMS').toBe(200);
});

test('downloads are grouped by download category; videos have controls, poster, transcript and a download link', async ({ page }) => {
  await page.goto('/en/download');
  const groups = await page.locator('[data-download-category] h2').allTextContents();
  expect(groups, 'English category names').toEqual(expect.arrayContaining(['Catalogues', 'Certifications']));
  await page.locator('[data-download-category-link="certifications"]').click();
  await expect(page).toHaveURL(/\/en\/download#download-certifications$/);
  await expect
    .poll(() => page.locator('[data-download-category="certifications"] a[download]').count(), { message: 'download links in a group' })
    .toBeGreaterThan(0);

  for (const [path, count] of [
    ['/it/download-video', 2],
    ['/it/foodservice/download-video', 3],
  ] as const) {
    await page.goto(path);
    const videos = page.locator('video[controls]');
    await expect(videos, `${path}: videos of the mode`).toHaveCount(count);
    const first = videos.first();
    await expect(first, `${path}: poster`).toHaveAttribute('poster', /\S/);
    await expect(first, `${path}: video named by its heading`).toHaveAttribute('aria-labelledby', /\S/);
    await expect(first.locator('source'), `${path}: source`).toHaveAttribute('src', /\S/);
    await page.locator('[data-transcript] summary').first().click();
    await expect(page.locator('[data-transcript] p').first(), `${path}: transcript opens`).toBeVisible();
    await expect(page.locator('[data-video] a[download]'), `${path}: a download link per video`).toHaveCount(count);
  }
});

test('landing page renders every section type from the CMS', async ({ page, consoleErrors }) => {
  await page.goto('/it/landing/primavera-in-tavola');
  const kinds = await page.locator('[data-section]').evaluateAll((els) => els.map((e) => e.getAttribute('data-section')));
  expect(kinds, 'every section type rendered').toEqual(expect.arrayContaining(SECTION_KINDS));
  await expect(page.locator('h1'), 'the hero is the page heading').toHaveText('La primavera è in tavola');
  await expect
    .poll(() => page.locator('[data-section="product-carousel"] [data-product-card]').count(), { message: 'products in the carousel' })
    .toBeGreaterThan(0);
  await expect
    .poll(() => page.locator('[data-section="recipe-carousel"] [data-recipe-card]').count(), { message: 'recipes in the carousel' })
    .toBeGreaterThan(0);
  await expect.poll(() => page.locator('[data-section="news-list"] li').count(), { message: 'news in the news list' }).toBeGreaterThan(0);
  await expect
    .poll(() => page.locator('[data-section="downloads-list"] a[download]').count(), { message: 'documents in the downloads list' })
    .toBeGreaterThan(0);
  await expect(page.locator('[data-section="quiz-teaser"] a[data-quiz]'), 'quiz link kept').toHaveAttribute('data-quiz', 'surgelati-vero-o-falso');
  expect(consoleErrors, 'console errors').toEqual([]);
});

test('food service: tailored solutions lists the channels; chef online shows the contacts', async ({ page }) => {
  await page.goto('/it/foodservice/soluzioni-e-idee-su-misura');
  await expect.poll(() => page.locator('[data-channel-card]').count(), { message: 'channels listed' }).toBeGreaterThanOrEqual(3);
  await page.locator('[data-channel-card="hotel-e-banqueting"] a').click();
  await expect(page).toHaveURL('/it/foodservice/soluzioni-e-idee-su-misura/hotel-e-banqueting');
  await expect(page.locator('h1', { hasText: 'Hotel' })).toBeVisible();
  await expectHydrated(page.locator('[data-language-switch="en"]'));
  await page.locator('[data-language-switch="en"]').click();
  await expect(page).toHaveURL('/en/foodservice/channels/hotels-and-banqueting');
  await page.goto('/it/foodservice/chef-in-linea');
  await expect(page.locator('[data-chef-contact] a[href^="mailto:"]'), 'chef e-mail').toBeVisible();
  await expect(page.locator('[data-chef-contact] a[href^="tel:"]'), 'chef phone').toBeVisible();
});

test('Article and NewsArticle JSON-LD on blog, news and press pages', async ({ page }) => {
  for (const [path, type, headline] of [
    ['/it/blog/stagionalita/verdure-d-inverno', 'Article', 'Verdure d’inverno'],
    ['/en/news/pea-harvest-2026', 'NewsArticle', '2026 pea harvest'],
    ['/it/press-area/bilancio-2025', 'Article', 'bilancio 2025'],
  ] as const) {
    await page.goto(path);
    const blocks = await jsonLd(page);
    const article = blocks.find((d) => d['@type'] === type);
    expect(article, `${path}: ${type} present`).toBeDefined();
    expect(article?.headline, `${path}: headline`).toContain(headline);
    expect(article?.datePublished, `${path}: datePublished`).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(article?.image?.length, `${path}: image`).toBeGreaterThan(0);
    expect(article?.publisher?.name, `${path}: publisher`).toBe('Brina');
    expect(article?.author, `${path}: author`).toBeTruthy();
    expect(article?.mainEntityOfPage?.['@id'], `${path}: page URL`).toMatch(new RegExp(`${path}$`));
    expect(
      blocks.some((d) => d['@type'] === 'BreadcrumbList'),
      `${path}: BreadcrumbList`,
    ).toBe(true);
  }
  await page.goto('/it/blog/stagionalita/verdure-d-inverno');
  expect((await jsonLd(page)).find((d) => d['@type'] === 'Article')?.author?.['@type'], 'blog author is a person').toBe('Person');
});

test('sitemap lists the editorial pages, with hreflang where both languages exist', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const path of [
    '/it/blog',
    '/it/blog/stagionalita/verdure-d-inverno',
    '/it/foodservice/blog/ristorazione/food-cost-verdure-surgelate',
    '/it/news',
    '/en/news',
    '/en/news/pea-harvest-2026',
    '/it/news/festa-dei-soci-ficarolo',
    '/it/press-area/bilancio-2025',
    '/en/download',
    '/en/download-video-area',
    '/en/foodservice/download-video-area',
    '/it/area-legale/privacy-policy',
    '/en/foodservice/legal-area/legal-notes',
    '/it/landing/primavera-in-tavola',
    '/en/foodservice/landing/school-canteens',
    '/en/manifest',
    '/it/foodservice/chef-in-linea',
    '/it/foodservice/soluzioni-e-idee-su-misura/ristorazione-collettiva',
    '/en/foodservice/channels/collective-catering',
  ]) {
    expect(xml, `sitemap has ${path}`).toContain(`${path}</loc>`);
  }
  expect(xml, 'no English blog').not.toContain('/en/blog');
  const block = xml.split('<url>').find((u) => u.includes('/en/news/pea-harvest-2026</loc>')) ?? '';
  expect(block, 'news item paired with its Italian translation').toMatch(/hreflang="it"[^>]*\/it\/news\/campagna-piselli-2026/);
});

test('a rich-text XSS attempt stored in the CMS is rendered harmless', async ({ page, request }) => {
  const admin = await cmsAdmin(request);
  const [found] = await cmsList<{ documentId: string; content: string }>(
    request,
    '/api/legal-pages?filters[slug][$eq]=note-legali&locale=it&fields[0]=content',
  );
  expect(found).toBeDefined();
  const { documentId, content: original } = found ?? { documentId: '', content: '' };
  const model = '/collection-types/api::legal-page.legal-page';
  const marker = `Verifica di sicurezza ${Date.now()}`;
  // Each attempt in its own block, so that markdown parses the link as a link (on one line the
  // whole string is an HTML block and the link stays text).
  const attack = `${original}\n\n${marker}\n\n<script>window.__xss=1</script>\n\n<img src=x onerror="window.__xss=2">\n\n[x](javascript:window.__xss=3)`;
  const publish = async (content: string) => {
    await admin('PUT', `${model}/${documentId}?locale=it`, { content });
    await admin('POST', `${model}/${documentId}/actions/publish?locale=it`, {});
  };
  const path = '/it/area-legale/note-legali';
  const html = async () => (await request.get(path)).text();
  try {
    await publish(attack);
    await expect.poll(html, { message: 'page updated with the stored content', timeout: 15_000, intervals: [300] }).toContain(marker);
    await page.goto(path);
    const body = page.locator('[data-article-body]');
    await expect(body).toContainText(marker);
    // An onerror handler would run when the image fails: wait until every image has settled.
    await expect
      .poll(() => body.locator('img').evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete)), { message: 'images settled' })
      .toBe(true);
    const link = body.locator('a', { hasText: /^x$/ });
    if ((await link.count()) > 0) await link.first().click();
    // A javascript: link runs in a task after the click; one more task lets it run first.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(await page.evaluate(() => typeof (window as Window & { __xss?: unknown }).__xss), 'no script ran').toBe('undefined');
    expect(await body.innerHTML(), 'no script, event handler or javascript: URL in the article HTML').not.toMatch(/<script|onerror|javascript:/i);
    const unsafe = await body
      .locator('*')
      .evaluateAll((els) =>
        els.flatMap((el) => [...el.attributes].filter((a) => /^on/i.test(a.name) || /^\s*javascript:/i.test(a.value)).map((a) => `${el.tagName}@${a.name}`)),
      );
    expect(unsafe, 'no event-handler or javascript: attributes in the DOM').toEqual([]);
  } finally {
    await publish(original);
    await expect.poll(html, { message: 'original content restored', timeout: 15_000, intervals: [300] }).not.toContain(marker);
  }
});

test('axe: one page of each editorial screen type', async ({ page }) => {
  // An axe check per page, several pages: past the default 2 minutes on a loaded 2-core run.
  test.setTimeout(240_000);
  for (const path of [
    '/it/blog',
    '/it/blog/stagionalita/verdure-d-inverno',
    '/en/news',
    '/it/news/campagna-piselli-2026',
    '/en/press-area',
    '/en/press-area/financial-statements-2025',
    '/it/download',
    '/en/foodservice/download-video-area',
    '/it/area-legale/privacy-policy',
    '/it/landing/primavera-in-tavola',
    '/en/manifest',
    '/it/foodservice/chef-in-linea',
    '/it/foodservice/soluzioni-e-idee-su-misura',
    '/en/foodservice/channels/collective-catering',
  ]) {
    await page.goto(path);
    await expectAccessible(page, path);
  }
});
