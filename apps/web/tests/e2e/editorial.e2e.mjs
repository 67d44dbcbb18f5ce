// Editorial screens: blog, news, press area, downloads, videos, legal area, landing pages,
// manifesto and the food-service pages, in each language and mode they exist in; Italian-only
// 404s; language switch from the blog; every section type; stored XSS; JSON-LD; sitemap; axe.
import { CMS_URL, WEB_URL, expect, expectAccessible, expectEqual, test } from './harness.mjs';

const SECTION_KINDS = ['hero', 'rich-text', 'image-text', 'product-carousel', 'recipe-carousel', 'cta-banner', 'video', 'accordion', 'downloads-list', 'news-list', 'quiz-teaser'];

async function status(path) {
  return (await fetch(WEB_URL + path, { redirect: 'manual' })).status;
}

async function jsonLd(page) {
  const blocks = await page.$$eval('script[type="application/ld+json"]', (els) => els.map((e) => e.textContent));
  return blocks.map((b) => JSON.parse(b));
}

/** 200, the expected heading from the CMS, a breadcrumb starting at the mode's home, real content. */
async function expectScreen(page, [path, mode, heading]) {
  const response = await page.goto(path);
  expectEqual(response?.status(), 200, `${path} status`);
  expectEqual(await page.locator('h1').count(), 1, `${path}: one h1`);
  const h1 = (await page.locator('h1').textContent()) ?? '';
  expect(h1.includes(heading), `${path}: h1 "${h1}" includes "${heading}"`);
  const crumbs = page.locator('[data-breadcrumb] li');
  expect((await crumbs.count()) >= 2, `${path}: breadcrumb with Home and the page`);
  expect(await page.locator('[data-breadcrumb] [aria-current="page"]').isVisible(), `${path}: current page in the breadcrumb`);
  const home = await page.locator('[data-breadcrumb] li a').first().getAttribute('href');
  const locale = path.split('/')[1];
  if (mode) {
    expectEqual(await page.locator('[data-site-mode]').getAttribute('data-site-mode'), mode, `${path}: mode`);
    expectEqual(home, mode === 'B2B' ? `/${locale}/foodservice` : `/${locale}`, `${path}: breadcrumb home`);
  }
  const text = (await page.locator('main').innerText()).trim();
  expect(text.length > 300, `${path}: real content (${text.length} characters)`);
}

const SCREENS = {
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
    expectEqual(consoleErrors, [], 'console errors');
  });
}

test('Italian-only screens, other-mode content and missing documents are 404', async () => {
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
    expectEqual(await status(path), 404, path);
  }
});

test('blog: categories narrow the list, cards lead to the article (client-side navigation)', async ({ page }) => {
  await page.goto('/it/blog');
  const all = await page.locator('[data-article-card]').count();
  expect(all >= 6, `B2C articles listed (${all})`);
  await page.locator('[data-blog-category="cucina-facile"]').click();
  await page.waitForURL('**/it/blog/cucina-facile');
  await page.locator('h1', { hasText: 'Cucina facile' }).waitFor();
  const inCategory = await page.locator('[data-article-card]').count();
  expect(inCategory > 0 && inCategory < all, `category narrows the list (${inCategory})`);
  expectEqual(await page.locator('[data-blog-category="cucina-facile"]').getAttribute('aria-current'), 'page', 'current category marked');
  await page.locator('[data-article-card] a').first().click();
  await page.waitForURL(/\/it\/blog\/cucina-facile\/[a-z0-9-]+$/);
  await page.locator('[data-article-body]').waitFor();
  expect(await page.locator('[data-breadcrumb] a', { hasText: 'Cucina facile' }).isVisible(), 'category in the breadcrumb');
  await page.goto('/it/foodservice/blog');
  const b2b = await page.locator('[data-article-card]').allTextContents();
  expect(b2b.length > 0 && b2b.every((t) => !t.includes('Verdure d’inverno')), 'food-service blog shows only food-service articles');
});

test('language switch on a blog article lands on the English home of the mode', async ({ page }) => {
  await page.goto('/it/blog/stagionalita/verdure-d-inverno');
  await page.locator('[data-language-switch="en"]').click();
  await page.waitForURL(/\/en$/);
  expectEqual(await page.locator('html').getAttribute('lang'), 'en', 'English page');
  await page.goto('/it/foodservice/blog/ristorazione/food-cost-verdure-surgelate');
  await page.locator('[data-language-switch="en"]').click();
  await page.waitForURL(/\/en\/foodservice$/);
  expectEqual(await page.locator('[data-site-mode]').getAttribute('data-site-mode'), 'B2B', 'food-service home');
});

test('news: the list keeps the visitor’s mode; items switch language through their translation', async ({ page }) => {
  await page.goto('/it/news');
  const consumer = await page.locator('[data-article-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-article-card')));
  expect(consumer.includes('arriva-creatu'), 'consumer news listed in B2C');
  await page.goto('/it/foodservice');
  await page.waitForFunction(() => document.cookie.includes('brina-mode=B2B'));
  await page.goto('/it/news');
  expectEqual(await page.locator('[data-site-mode]').getAttribute('data-site-mode'), 'B2B', 'news keeps B2B');
  const professional = await page.locator('[data-article-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-article-card')));
  expect(professional.length > 0 && !professional.includes('arriva-creatu'), 'consumer-only news not listed in B2B');
  expectEqual(await page.locator('[data-breadcrumb] li a').first().getAttribute('href'), '/it/foodservice', 'breadcrumb home is the food-service home');

  await page.goto('/it/news/campagna-piselli-2026');
  expect((await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href'))?.endsWith('/en/news/pea-harvest-2026'), 'hreflang to the English item');
  await page.locator('[data-language-switch="en"]').click();
  await page.waitForURL('**/en/news/pea-harvest-2026');
  await page.goto('/it/news/festa-dei-soci-ficarolo');
  expectEqual(await page.locator('link[rel="alternate"][hreflang="en"]').count(), 0, 'no English alternate for an Italian-only item');
  await page.locator('[data-language-switch="en"]').click();
  await page.waitForURL(/\/en(\/foodservice)?$/);
});

test('press release: attachments are downloadable links with type and size', async ({ page }) => {
  await page.goto('/it/press-area');
  await page.locator('[data-article-card="bilancio-2025"] a').click();
  await page.waitForURL('**/it/press-area/bilancio-2025');
  const links = page.locator('[data-attachments] a[download]');
  await links.first().waitFor();
  expectEqual(await links.count(), 2, 'two attachments');
  expect((await links.first().textContent())?.includes('PDF'), 'file type shown');
  const href = await links.first().getAttribute('href');
  expectEqual((await fetch(href)).status, 200, 'attachment served by the CMS');
});

test('downloads are grouped by download category; videos have controls, poster, transcript and a download link', async ({ page }) => {
  await page.goto('/en/download');
  const groups = await page.locator('[data-download-category] h2').allTextContents();
  expect(groups.includes('Catalogues') && groups.includes('Certifications'), `English category names (${groups.join(', ')})`);
  await page.locator('[data-download-category-link="certifications"]').click();
  await page.waitForURL(/\/en\/download#download-certifications$/);
  expect((await page.locator('[data-download-category="certifications"] a[download]').count()) > 0, 'download links in a group');

  for (const [path, count] of [['/it/download-video', 2], ['/it/foodservice/download-video', 3]]) {
    await page.goto(path);
    const videos = page.locator('video[controls]');
    expectEqual(await videos.count(), count, `${path}: videos of the mode`);
    const first = videos.first();
    expect(await first.getAttribute('poster'), `${path}: poster`);
    expect(await first.getAttribute('aria-labelledby'), `${path}: video named by its heading`);
    expect(await first.locator('source').getAttribute('src'), `${path}: source`);
    await page.locator('[data-transcript] summary').first().click();
    expect(await page.locator('[data-transcript] p').first().isVisible(), `${path}: transcript opens`);
    expect((await page.locator('[data-video] a[download]').count()) === count, `${path}: a download link per video`);
  }
});

test('landing page renders every section type from the CMS', async ({ page, consoleErrors }) => {
  await page.goto('/it/landing/primavera-in-tavola');
  const kinds = await page.locator('[data-section]').evaluateAll((els) => els.map((e) => e.getAttribute('data-section')));
  for (const kind of SECTION_KINDS) expect(kinds.includes(kind), `section "${kind}" rendered (got ${kinds.join(', ')})`);
  expectEqual(await page.locator('h1').textContent(), 'La primavera è in tavola', 'the hero is the page heading');
  expect((await page.locator('[data-section="product-carousel"] [data-product-card]').count()) > 0, 'products in the carousel');
  expect((await page.locator('[data-section="recipe-carousel"] [data-recipe-card]').count()) > 0, 'recipes in the carousel');
  expect((await page.locator('[data-section="news-list"] li').count()) > 0, 'news in the news list');
  expect((await page.locator('[data-section="downloads-list"] a[download]').count()) > 0, 'documents in the downloads list');
  expectEqual(await page.locator('[data-section="quiz-teaser"] a[data-quiz]').getAttribute('data-quiz'), 'surgelati-vero-o-falso', 'quiz link kept');
  expectEqual(consoleErrors, [], 'console errors');
});

test('food service: tailored solutions lists the channels; chef online shows the contacts', async ({ page }) => {
  await page.goto('/it/foodservice/soluzioni-e-idee-su-misura');
  expect((await page.locator('[data-channel-card]').count()) >= 3, 'channels listed');
  await page.locator('[data-channel-card="hotel-e-banqueting"] a').click();
  await page.waitForURL('**/it/foodservice/soluzioni-e-idee-su-misura/hotel-e-banqueting');
  await page.locator('h1', { hasText: 'Hotel' }).waitFor();
  await page.locator('[data-language-switch="en"]').click();
  await page.waitForURL('**/en/foodservice/channels/hotels-and-banqueting');
  await page.goto('/it/foodservice/chef-in-linea');
  expect(await page.locator('[data-chef-contact] a[href^="mailto:"]').isVisible(), 'chef e-mail');
  expect(await page.locator('[data-chef-contact] a[href^="tel:"]').isVisible(), 'chef phone');
});

test('Article and NewsArticle JSON-LD on blog, news and press pages', async ({ page }) => {
  for (const [path, type, headline] of [
    ['/it/blog/stagionalita/verdure-d-inverno', 'Article', 'Verdure d’inverno'],
    ['/en/news/pea-harvest-2026', 'NewsArticle', '2026 pea harvest'],
    ['/it/press-area/bilancio-2025', 'Article', 'bilancio 2025'],
  ]) {
    await page.goto(path);
    const blocks = await jsonLd(page);
    const article = blocks.find((d) => d['@type'] === type);
    expect(article, `${path}: ${type} present`);
    expect(article.headline.includes(headline), `${path}: headline`);
    expect(/^\d{4}-\d{2}-\d{2}/.test(article.datePublished), `${path}: datePublished`);
    expect(article.image?.length > 0 && article.publisher?.name === 'Brina' && article.author, `${path}: image, publisher, author`);
    expect(article.mainEntityOfPage['@id'].endsWith(path), `${path}: page URL`);
    expect(blocks.some((d) => d['@type'] === 'BreadcrumbList'), `${path}: BreadcrumbList`);
  }
  await page.goto('/it/blog/stagionalita/verdure-d-inverno');
  expectEqual((await jsonLd(page)).find((d) => d['@type'] === 'Article').author['@type'], 'Person', 'blog author is a person');
});

test('sitemap lists the editorial pages, with hreflang where both languages exist', async () => {
  const xml = await fetch(`${WEB_URL}/sitemap.xml`).then((r) => r.text());
  for (const path of [
    '/it/blog', '/it/blog/stagionalita/verdure-d-inverno', '/it/foodservice/blog/ristorazione/food-cost-verdure-surgelate',
    '/it/news', '/en/news', '/en/news/pea-harvest-2026', '/it/news/festa-dei-soci-ficarolo',
    '/it/press-area/bilancio-2025', '/en/download', '/en/download-video-area', '/en/foodservice/download-video-area',
    '/it/area-legale/privacy-policy', '/en/foodservice/legal-area/legal-notes', '/it/landing/primavera-in-tavola', '/en/foodservice/landing/school-canteens',
    '/en/manifest', '/it/foodservice/chef-in-linea', '/it/foodservice/soluzioni-e-idee-su-misura/ristorazione-collettiva', '/en/foodservice/channels/collective-catering',
  ]) {
    expect(xml.includes(`${path}</loc>`), `sitemap has ${path}`);
  }
  expect(!xml.includes('/en/blog'), 'no English blog');
  const block = xml.split('<url>').find((u) => u.includes('/en/news/pea-harvest-2026</loc>')) ?? '';
  expect(/hreflang="it"[^>]*\/it\/news\/campagna-piselli-2026/.test(block), 'news item paired with its Italian translation');
});

test('a rich-text XSS attempt stored in the CMS is rendered harmless', async ({ page }) => {
  const login = await fetch(`${CMS_URL}/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'admin@brina.local', password: 'BrinaDemo2026!' }) }).then((r) => r.json());
  const jwt = login.data.token;
  const admin = async (path, method, body) => {
    const response = await fetch(`${CMS_URL}/content-manager${path}`, { method, headers: { Authorization: `Bearer ${jwt}`, 'Content-Type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });
    expect(response.ok, `${method} ${path}: ${response.status}`);
    return response.json();
  };
  const found = await fetch(`${CMS_URL}/api/legal-pages?filters[slug][$eq]=note-legali&locale=it&fields[0]=content`).then((r) => r.json());
  const { documentId, content: original } = found.data[0];
  const model = '/collection-types/api::legal-page.legal-page';
  const marker = `Verifica di sicurezza ${Date.now()}`;
  // Each attempt in its own block, so that markdown parses the link as a link (on one line the
  // whole string is an HTML block and the link stays text).
  const attack = `${original}\n\n${marker}\n\n<script>window.__xss=1</script>\n\n<img src=x onerror="window.__xss=2">\n\n[x](javascript:window.__xss=3)`;
  const publish = async (content) => {
    await admin(`${model}/${documentId}?locale=it`, 'PUT', { content });
    await admin(`${model}/${documentId}/actions/publish?locale=it`, 'POST', {});
  };
  const path = '/it/area-legale/note-legali';
  const waitFor = async (predicate) => {
    const started = Date.now();
    let html = '';
    while (Date.now() - started < 15_000) {
      html = await fetch(WEB_URL + path).then((r) => r.text());
      if (predicate(html)) return html;
      await new Promise((r) => setTimeout(r, 300));
    }
    return html;
  };
  try {
    await publish(attack);
    expect((await waitFor((html) => html.includes(marker))).includes(marker), 'page updated with the stored content');
    await page.goto(path);
    await page.locator('[data-article-body]', { hasText: marker }).waitFor();
    await page.locator('[data-article-body] a', { hasText: /^x$/ }).click({ timeout: 2000 }).catch(() => {});
    await page.waitForTimeout(500);
    expectEqual(await page.evaluate(() => typeof window.__xss), 'undefined', 'no script ran');
    const body = await page.locator('[data-article-body]').innerHTML();
    expect(!/<script|onerror|javascript:/i.test(body), `no script, event handler or javascript: URL in the article HTML: ${body.slice(-300)}`);
    const unsafe = await page.locator('[data-article-body] *').evaluateAll((els) =>
      els.flatMap((el) => [...el.attributes].filter((a) => /^on/i.test(a.name) || /^\s*javascript:/i.test(a.value)).map((a) => `${el.tagName}@${a.name}`)),
    );
    expectEqual(unsafe, [], 'no event-handler or javascript: attributes in the DOM');
  } finally {
    await publish(original);
    await waitFor((html) => !html.includes(marker));
  }
});

test('axe: one page of each editorial screen type', async ({ page }) => {
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
