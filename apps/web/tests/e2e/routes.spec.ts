// Every screen of the spec answers in both languages and both audiences as it should: 200 where
// the screen exists, 404 where it does not (Italian-only screens in English, screens of one
// audience in the other). Screens whose issue has not landed yet are 404 until it does.
import { expect, test } from './fixtures';

const OK = 200;
const MISSING = 404;
// next-intl sends another language's path of a screen to this language's path (`/en/ricerca` → `/en/search`).
const OTHER_LANGUAGE = 307;

// [path, status]
const SCREENS: [string, number][] = [
  ['/it', OK],
  ['/en', OK],
  ['/it/foodservice', OK],
  ['/en/foodservice', OK],
  ['/it/prodotti', OK],
  ['/en/products', OK],
  ['/it/foodservice/prodotti', OK],
  ['/en/foodservice/products', OK],
  ['/it/prodotti/verdure', OK],
  ['/en/products/vegetables', OK],
  ['/it/foodservice/prodotti/verdure-iqf', OK],
  ['/it/prodotti/verdure/spinaci-in-foglia', OK],
  ['/en/foodservice/products/iqf-vegetables/leaf-spinach', OK],
  ['/it/ricette', OK],
  ['/en/recipes', OK],
  ['/it/foodservice/ricette', OK],
  ['/en/foodservice/recipes', OK],
  ['/en/recipes/desserts/mixed-berry-tart', OK],
  ['/it/blog', OK],
  ['/en/blog', MISSING],
  ['/it/foodservice/blog', OK],
  ['/en/foodservice/blog', MISSING],
  ['/it/blog/stagionalita/verdure-d-inverno', OK],
  ['/en/blog/stagionalita/verdure-d-inverno', MISSING],
  ['/it/manifesto', OK],
  ['/en/manifest', OK],
  ['/it/foodservice/manifesto', MISSING],
  ['/it/download', OK],
  ['/en/download', OK],
  ['/it/download-video', OK],
  ['/en/download-video-area', OK],
  ['/it/foodservice/download-video', OK],
  ['/en/foodservice/download-video-area', OK],
  ['/it/press-area', OK],
  ['/en/press-area', OK],
  ['/it/press-area/bilancio-2025', OK],
  ['/it/foodservice/press-area', MISSING],
  ['/it/eventi', OK],
  ['/en/events', OK],
  ['/it/foodservice/eventi', OK],
  ['/en/foodservice/events', OK],
  ['/it/eventi/porte-aperte-cesena', OK],
  ['/it/foodservice/eventi/porte-aperte-cesena', MISSING],
  ['/it/news', OK],
  ['/en/news', OK],
  ['/it/area-legale/privacy-policy', OK],
  ['/en/legal-area/privacy-policy', OK],
  ['/it/foodservice/area-legale/note-legali', OK],
  ['/en/foodservice/legal-area/legal-notes', OK],
  ['/it/landing/primavera-in-tavola', OK],
  ['/en/landing/spring-on-the-table', OK],
  ['/it/foodservice/landing/mense-scolastiche', OK],
  ['/en/foodservice/landing/school-canteens', OK],
  ['/it/foodservice/chef-in-linea', OK],
  ['/en/foodservice/chef-in-linea', MISSING],
  ['/it/foodservice/scegli-prodotto', OK],
  ['/it/foodservice/soluzioni-e-idee-su-misura', OK],
  ['/it/foodservice/soluzioni-e-idee-su-misura/ristorazione-collettiva', OK],
  ['/en/foodservice/channels/collective-catering', OK],
  ['/it/chi-siamo', OK],
  ['/it/lavora-con-noi', OK],
  ['/it/ricerca', OK],
  ['/en/search', OK],
  ['/it/foodservice/ricerca', OK],
  ['/en/foodservice/search', OK],
  ['/en/ricerca', OTHER_LANGUAGE],
  ['/it/search', OTHER_LANGUAGE],
  ['/it/contatti', OK],
  ['/en/contacts', OK],
  ['/it/foodservice/contatti', OK],
  ['/en/foodservice/contacts', OK],
  ['/en/contatti', OTHER_LANGUAGE],
  ['/it/contacts', OTHER_LANGUAGE],
  ['/it/foodservice/contacts', OTHER_LANGUAGE],
  ['/en/foodservice/contatti', OTHER_LANGUAGE],
  ['/en/lavora-con-noi', MISSING],
  ['/en/work-with-us', MISSING],
  ['/it/store-locator', OK],
  ['/it/store-locator?cap=20135&product=broccoli-in-cimette', OK],
  ['/en/store-locator', MISSING],
  ['/it/foodservice/store-locator', MISSING],
  ['/en/foodservice/store-locator', MISSING],
  ['/it/a/b/c/d', MISSING],
  ['/it/b2c/products', MISSING],
  ['/it/corporate/chi-siamo', MISSING],
];

test('every screen answers as the route table says, in both languages and audiences', async ({ request }) => {
  const wrong: string[] = [];
  for (const [path, status] of SCREENS) {
    const got = (await request.get(path, { maxRedirects: 0 })).status();
    if (got !== status) wrong.push(`${path}: expected ${status}, got ${got}`);
  }
  expect(wrong).toEqual([]);
});

test('unknown paths show the branded 404 page inside the site chrome', async ({ page }) => {
  for (const path of ['/it/foodservice/nessuna-pagina', '/en/foodservice/x/y', '/it/nessuna-pagina', '/it/prodotti/verdure/x/y']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator('[data-not-found]')).toBeVisible();
    await expect(page.locator('header')).toBeVisible();
  }
});
