// Store locator (`/it/store-locator`) on the seeded CMS: a CAP search lists the stores selling the
// product nearest first and draws their markers, linked both ways with the list; the same without
// JavaScript; the two field messages; no store within 50 km; the browser's position; the product
// page's "Dove acquistare" link; the footer link; no console errors; axe; Italian only; the basemap's
// provinces and town names; distances to the store's own address, said to be estimates from a CAP;
// no wholesale-only store (Cash & Carry) for consumers.
import type { Page } from '@playwright/test';
import { CMS_URL, READ_TOKEN, cmsAdmin, expect, expectAccessible, test } from './fixtures';

const LOCATOR = '/it/store-locator';
// Seed data (apps/cms/src/seed/data): broccoli (Bio line) are sold in Milano and Novara within
// 50 km of Milano; Monza's Cash & Carry, closer, sells to businesses only.
const BROCCOLI = 'broccoli-in-cimette';
const MILANO_BROCCOLI = ['Superstore Aurora Milano Viale Monza', 'Spesa Sana Novara'];

const listedNames = (page: Page) => page.locator('[data-store-item] [data-store-name]').allInnerTexts();
const submit = (page: Page) => page.locator('[data-locator-form]').getByRole('button', { name: 'Trova i negozi' }).click();

/** Distances as shown ("12,3 km", "circa 12 km"), as numbers. */
async function listedKm(page: Page): Promise<number[]> {
  const texts = await page.locator('[data-store-item] [data-distance]').allInnerTexts();
  return texts.map((t) => Number(t.replace(/[^\d,]/g, '').replace(',', '.')));
}

const storeMarkers = (page: Page) => page.locator('.leaflet-marker-pane [aria-pressed]');

test('a CAP search lists the stores selling the product nearest first and draws their markers', async ({ page, consoleErrors }) => {
  const basemap = page.waitForResponse((r) => r.url().endsWith('/maps/italy.geo.json'));
  await page.goto(LOCATOR);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dove acquistare');
  await expect(page.locator('[data-breadcrumb] [aria-current="page"]')).toHaveText('Dove acquistare');
  await expect(page).toHaveTitle(/^Dove acquistare \|/);
  await expectAccessible(page, 'empty form');

  await page.getByLabel('CAP').fill('20135');
  await page.getByLabel('Prodotto').selectOption(BROCCOLI);
  await submit(page);
  await expect(page).toHaveURL(`${LOCATOR}?cap=20135&product=${BROCCOLI}#risultati`);

  await expect(page.getByRole('heading', { level: 2, name: /Punti vendita vicino a 20135 Milano/ })).toBeVisible();
  expect(await listedNames(page)).toEqual(MILANO_BROCCOLI);
  const km = await listedKm(page);
  expect(km, 'nearest first').toEqual([...km].sort((a, b) => a - b));
  expect(km.every((d) => d <= 50)).toBe(true);
  const first = page.locator('[data-store-item]').first();
  await expect(first.getByRole('link', { name: /02 000 3321/ })).toHaveAttribute('href', 'tel:+39020003321');
  await expect(first.locator('[data-directions]')).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/directions\?engine=fossgis_osrm_car&route=45\.\d+%2C9\.\d+%3B45\.\d+%2C9\.\d+$/,
  );

  // The map: the offline basemap, one named marker per listed store and the search point.
  await basemap;
  await expect(page.locator('[data-store-map] .leaflet-overlay-pane path').first()).toBeAttached();
  await expect(storeMarkers(page)).toHaveCount(MILANO_BROCCOLI.length);
  for (const name of MILANO_BROCCOLI) await expect(page.locator(`.leaflet-marker-pane [aria-label^="${name},"]`)).toHaveCount(1);
  await expect(page.locator('.leaflet-marker-pane [role="img"][aria-label^="Punto di partenza: 20135 Milano"]')).toHaveCount(1);

  // Map → list: activating a marker (keyboard) highlights its store in the list.
  const novaraMarker = page.locator(`.leaflet-marker-pane [aria-label^="${MILANO_BROCCOLI[1]},"]`);
  await novaraMarker.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-store-item]').nth(1)).toHaveAttribute('data-selected', 'true');
  await expect(novaraMarker).toHaveAttribute('aria-pressed', 'true');
  await expect(novaraMarker).toBeFocused();

  // List → map: "show on the map" selects the store's marker.
  await first.locator('[data-show-on-map]').click();
  await expect(first).toHaveAttribute('data-selected', 'true');
  await expect(page.locator(`.leaflet-marker-pane [aria-label^="${MILANO_BROCCOLI[0]},"]`)).toHaveAttribute('aria-pressed', 'true');
  await expect(novaraMarker).toHaveAttribute('aria-pressed', 'false');

  await expectAccessible(page, 'results with map');
  expect(consoleErrors, 'console errors with the offline basemap').toEqual([]);
});

test('stores close together share a cluster marker, opened from the map or from the list', async ({ page, consoleErrors }) => {
  // Both Roma stores carry the Classica line (spinach), about 5 km apart (Prati, San Lorenzo): one
  // cluster at the search's framing (the offline basemap frames at zoom 9 at most).
  const search = `${LOCATOR}?cap=00185&product=spinaci-in-foglia`;
  const ROMA = ['Mercato Verde Roma Prati', 'Superstore Aurora Roma Tiburtina'];
  await page.goto(search);
  expect(await listedNames(page)).toEqual(ROMA);
  await expect(page.locator('[data-store-item]').first()).toContainText('Ha in assortimento tutta la linea');
  const cluster = page.locator('.leaflet-marker-pane [aria-label="2 punti vendita vicini: ingrandisci la mappa"]');
  await expect(cluster).toHaveCount(1);
  await expect(storeMarkers(page)).toHaveCount(0);

  // Keyboard: Tab reaches the cluster; Enter zooms in until its stores have their own markers.
  await cluster.focus();
  await page.keyboard.press('Enter');
  await expect(storeMarkers(page)).toHaveCount(2);
  await expect(cluster).toHaveCount(0);
  for (const name of ROMA) await expect(page.locator(`.leaflet-marker-pane [aria-label^="${name},"]`)).toHaveAttribute('aria-pressed', 'false');

  // From the list: the map zooms in out of the cluster and the store's marker is selected.
  await page.goto(search);
  await expect(cluster).toHaveCount(1);
  await page.locator('[data-store-item]').nth(1).locator('[data-show-on-map]').click();
  await expect(page.locator(`.leaflet-marker-pane [aria-label^="${ROMA[1]},"]`)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-store-item]').nth(1)).toHaveAttribute('data-selected', 'true');
  expect(consoleErrors).toEqual([]);
});

/** The town names shown on the map, with their boxes on screen. */
function shownTowns(page: Page) {
  return page.locator('[data-store-map] .leaflet-basemapLabels-pane .town-label').evaluateAll((els) =>
    els
      .filter((el) => (el as HTMLElement).style.visibility !== 'hidden')
      .map((el) => {
        const r = (el.firstElementChild as HTMLElement).getBoundingClientRect();
        return { name: el.textContent ?? '', x: r.x, y: r.y, w: r.width, h: r.height };
      }),
  );
}

function expectNoOverlap(boxes: { name: string; x: number; y: number; w: number; h: number }[]) {
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1))
      expect(a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y, `${a.name} and ${b.name} overlap`).toBe(true);
}

test('the map draws provinces and names the main towns, names never overlapping', async ({ page, consoleErrors }) => {
  await page.goto(`${LOCATOR}?cap=40121&product=spinaci-in-foglia`);
  const map = page.locator('[data-store-map]');
  await expect(map.locator('path.basemap-province-borders')).toHaveCount(1, { timeout: 15_000 });
  await expect(map.locator('path.basemap-region-borders')).toHaveCount(1);
  const labels = map.locator('.leaflet-basemapLabels-pane');
  await expect(labels).toHaveAttribute('aria-hidden', 'true');
  await expect(labels.locator('[data-town-name]', { hasText: /^Bologna$/ })).toBeVisible();
  const near = await shownTowns(page);
  expect(near.map((v) => v.name)).toEqual(expect.arrayContaining(['Bologna', 'Modena', 'Ferrara']));
  expectNoOverlap(near);
  // All of Italy: fewer names (they would overlap), the regional capitals first. Leaflet ignores a
  // zoom asked for during the previous one's animation: each click waits for the map to move.
  const bologna = labels.locator('[data-town-name]', { hasText: /^Bologna$/ });
  const at = () => bologna.evaluate((el) => `${Math.round(el.getBoundingClientRect().x)},${Math.round(el.getBoundingClientRect().y)}`);
  for (let i = 0; i < 3; i++) {
    const before = await at();
    await map.getByRole('button', { name: 'Riduci' }).click();
    await expect.poll(at).not.toBe(before);
    await expect(map.locator('.leaflet-map-pane.leaflet-zoom-anim')).toHaveCount(0);
  }
  await expect(labels.locator('[data-town-name]', { hasText: /^Roma$/ })).toBeVisible();
  await expect.poll(async () => (await shownTowns(page)).length).toBeLessThan(112);
  const far = await shownTowns(page);
  expect(far.map((v) => v.name)).toEqual(expect.arrayContaining(['Roma', 'Milano', 'Napoli']));
  expectNoOverlap(far);
  await expectAccessible(page, 'map with town names');
  expect(consoleErrors).toEqual([]);
});

test("distances run to the store's own address and say they are estimates from a CAP (Bologna 40131 from 40121)", async ({ page }) => {
  await page.goto(`${LOCATOR}?cap=40121&product=spinaci-in-foglia`);
  const bologna = page.locator('[data-store-item]', { hasText: 'Superstore Aurora Bologna' });
  await expect(bologna).toContainText('40131 Bologna');
  // It used to say 0,3 km: the store stood on Bologna's centre, where the CAP 40121 is placed too.
  await expect(bologna.locator('[data-distance]')).toHaveText('circa 3 km');
  await expect(page.locator('[data-distance-note="zone"]')).toHaveText(/dal centro di Bologna: il CAP 40121 è una zona della città .* sono stime/);
  // A town's own CAP: an estimate from its centre too.
  await page.goto(`${LOCATOR}?cap=28100&product=${BROCCOLI}`);
  await expect(page.locator('[data-distance-note="town"]')).toHaveText(/dal centro di Novara: il CAP indica il comune, non la via/);
  await expect(page.locator('[data-store-item] [data-distance]').first()).toHaveText(/^(circa \d+ km|meno di 1 km)$/);
});

test('from the browser position distances are to 0.1 km and say where they are measured from', async ({ page }) => {
  // Piazza Maggiore, Bologna.
  await page.goto(`${LOCATOR}?product=spinaci-in-foglia&lat=44.4938&lng=11.3426`);
  await expect(page.locator('[data-store-item]', { hasText: 'Superstore Aurora Bologna' }).locator('[data-distance]')).toHaveText(/^[23],\d km$/);
  await expect(page.locator('[data-distance-note="position"]')).toHaveText(/dalla tua posizione/);
});

test('wholesale-only stores (Cash & Carry) are not shown to consumers', async ({ page }) => {
  // Modena's Cash & Carry lists spinach and is the nearest store to 41121.
  await page.goto(`${LOCATOR}?cap=41121&product=spinaci-in-foglia`);
  await expect(page.locator('[data-store-item]').first()).toBeVisible();
  expect(await listedNames(page)).not.toContain('Cash & Carry Orizzonte Modena');
  expect((await listedNames(page)).some((name) => name.startsWith('Cash & Carry'))).toBe(false);
  await expect(page.locator('[data-store-map] .leaflet-marker-pane [aria-label^="Cash & Carry"]')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search works: GET form, results rendered by the server, no map', async ({ page }) => {
    await page.goto(LOCATOR);
    await expect(page.locator('[data-use-position]'), 'no geolocation button without JavaScript').toHaveCount(0);
    await page.getByLabel('CAP').fill('20135');
    await page.getByLabel('Prodotto').selectOption(BROCCOLI);
    await submit(page);
    await expect(page).toHaveURL(`${LOCATOR}?cap=20135&product=${BROCCOLI}#risultati`);
    expect(await listedNames(page)).toEqual(MILANO_BROCCOLI);
    await expect(page.locator('[data-store-map]')).toHaveCount(0);
    await expect(page.locator('[data-show-on-map]')).toHaveCount(0);
    // The form keeps the search.
    await expect(page.getByLabel('CAP')).toHaveValue('20135');
    await expect(page.getByLabel('Prodotto')).toHaveValue(BROCCOLI);
  });
});

test('the two field messages sit next to their fields and the form keeps the values', async ({ page }) => {
  await page.goto(LOCATOR);
  await submit(page);
  const cap = page.getByLabel('CAP');
  const product = page.getByLabel('Prodotto');
  await expect(page.locator('[data-field-error="cap"]')).toHaveText('Inserire un cap valido');
  await expect(page.locator('[data-field-error="product"]')).toHaveText('Seleziona un prodotto');
  await expect(cap).toHaveAttribute('aria-invalid', 'true');
  await expect(product).toHaveAttribute('aria-invalid', 'true');
  await expect(cap).toHaveAccessibleDescription(/Inserire un cap valido/);
  await expect(product).toHaveAccessibleDescription('Seleziona un prodotto');
  await expect(cap, 'the first field in error has the focus').toBeFocused();
  await expect(page.locator('[data-locator-results]')).toHaveCount(0);
  await expectAccessible(page, 'form with errors');

  // A CAP that does not exist, with a product: only the CAP message, and both values kept.
  await cap.fill('20999');
  await product.selectOption(BROCCOLI);
  await submit(page);
  await expect(page.locator('[data-field-error="cap"]')).toHaveText('Inserire un cap valido');
  await expect(page.locator('[data-field-error="product"]')).toHaveCount(0);
  await expect(product).not.toHaveAttribute('aria-invalid', 'true');
  await expect(cap).toHaveValue('20999');
  await expect(product).toHaveValue(BROCCOLI);

  // Letters: refused too.
  await page.goto(`${LOCATOR}?cap=abcde&product=${BROCCOLI}`);
  await expect(page.locator('[data-field-error="cap"]')).toHaveText('Inserire un cap valido');
});

test('with no store within 50 km the page names the nearest one further away', async ({ page }) => {
  // Cagliari: no store in Sardinia sells the CreaTu line.
  await page.goto(`${LOCATOR}?cap=09121&product=creatu-mix-per-wok`);
  await expect(page.locator('[data-results-summary]')).toHaveText(/Nessun punto vendita entro 50 km vende CreaTu mix per wok/);
  await expect(page.locator('[data-nearest-message]')).toHaveText(/Il più vicino è Superstore Aurora Palermo a Palermo, a circa \d+ km/);
  expect(await listedNames(page)).toEqual(['Superstore Aurora Palermo']);
  expect((await listedKm(page))[0]).toBeGreaterThan(50);
});

test.describe('with the browser position', () => {
  // Bari's centre.
  test.use({ geolocation: { latitude: 41.1171, longitude: 16.8719 }, permissions: ['geolocation'] });

  test('"use my position" searches from it', async ({ page }) => {
    await page.goto(LOCATOR);
    await page.getByLabel('Prodotto').selectOption('friarielli');
    await page.locator('[data-use-position]').click();
    await expect(page).toHaveURL(/\?product=friarielli&lat=41\.1171&lng=16\.8719#risultati$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Punti vendita vicino alla tua posizione' })).toBeVisible();
    expect((await listedNames(page))[0]).toBe('Mercato Verde Bari');
    await expect(page.getByLabel('CAP')).toHaveAccessibleDescription(/dalla tua posizione/);
  });
});

test('the product page links to the locator with the product chosen (Italian and English)', async ({ page }) => {
  await page.goto(`/it/prodotti/verdure/${BROCCOLI}`);
  const link = page.locator('[data-where-to-buy]');
  await expect(link).toHaveText(/Dove acquistare/);
  await link.click();
  await expect(page).toHaveURL(`${LOCATOR}?product=${BROCCOLI}`);
  await expect(page.getByLabel('Prodotto')).toHaveValue(BROCCOLI);
  // Only the product was given: no search yet, nothing flagged.
  await expect(page.locator('[data-field-error]')).toHaveCount(0);
  await expect(page.locator('[data-locator-results]')).toHaveCount(0);

  // The English page links to the Italian locator with the Italian slug.
  await page.goto('/en/products/vegetables/broccoli-florets');
  await expect(page.locator('[data-where-to-buy]')).toHaveAttribute('href', `${LOCATOR}?product=${BROCCOLI}`);
  await expect(page.locator('[data-where-to-buy]')).toHaveAttribute('hreflang', 'it');

  // Food-service product pages have no consumer store locator link.
  await page.goto('/it/foodservice/prodotti');
  await page.locator('[data-product-card] a').first().click();
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('[data-where-to-buy]')).toHaveCount(0);
});

test('the footer link "Dove acquistare" opens the locator', async ({ page }) => {
  await page.goto('/it');
  await page.locator('footer').getByRole('link', { name: 'Dove acquistare' }).first().click();
  await expect(page).toHaveURL(LOCATOR);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dove acquistare');
});

test('the locator is Italian only and consumer only', async ({ request }) => {
  expect((await request.get('/en/store-locator')).status()).toBe(404);
  expect((await request.get('/en/store-locator?cap=20135&product=broccoli-in-cimette')).status()).toBe(404);
  expect((await request.get('/it/foodservice/store-locator')).status()).toBe(404);
  expect((await request.get(LOCATOR)).status()).toBe(200);
});

test('a store published in the CMS reaches the locator through the webhook', async ({ request }) => {
  const found = await request.get(`${CMS_URL}/api/stores?locale=it&filters[slug][$eq]=spesa-sana-aosta-aosta&fields[0]=phone`, {
    headers: { Authorization: `Bearer ${READ_TOKEN}` },
  });
  expect(found.status()).toBe(200);
  const [store] = ((await found.json()) as { data: { documentId: string }[] }).data;
  expect(store, 'the seeded store').toBeTruthy();
  const search = `${LOCATOR}?cap=11100&product=spinaci-in-foglia`;
  // A new number every run, so the page cannot show it before this publication.
  const phone = `0165 ${String(Date.now()).slice(-6)}`;
  expect(await (await request.get(search)).text()).not.toContain(phone);
  const admin = await cmsAdmin(request);
  await admin('PUT', `/collection-types/api::store.store/${store?.documentId}?locale=it`, { phone });
  await admin('POST', `/collection-types/api::store.store/${store?.documentId}/actions/publish?locale=it`, {});
  await expect
    .poll(async () => (await request.get(search)).text(), { message: 'the locator shows the new phone', timeout: 15_000, intervals: [300] })
    .toContain(phone);
});
