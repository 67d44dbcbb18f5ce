// Search: the header overlay (combobox, search as you type, keyboard), the results pages of both
// audiences (facets, pages, highlighting, empty state, no JavaScript), audience separation, the
// index following the CMS (publish → found within 2 s, unpublish → gone), bad and hostile input,
// and accessibility. Runs against a production build and a seeded CMS whose webhook reaches the site.
import { CMS_URL, READ_TOKEN, cmsAdmin, expect, expectAccessible, expectHydrated, test, visitorHeaders } from './fixtures';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

type ApiAnswer = {
  q: string;
  total: number;
  ready: boolean;
  groups: { type: string; count: number; hits: { id: string; url: string; titleHtml: string }[] }[];
};

async function api(request: APIRequestContext, params: Record<string, string>) {
  return request.get(`/api/search?${new URLSearchParams(params).toString()}`, { headers: visitorHeaders() });
}

async function openOverlay(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  const opener = page.locator('header [data-search-open]');
  // Before hydration a click follows the plain link to the search page.
  await expectHydrated(opener);
  await opener.click();
  const box = page.getByRole('combobox');
  await expect(box).toBeFocused();
  return box;
}

/** Facet link text "Ricette (4)" → ["Ricette", 4]. */
async function facets(page: Page): Promise<Map<string, number>> {
  const texts = await page
    .getByRole('navigation', { name: /Filtra i risultati|Filter the results/ })
    .getByRole('link')
    .allTextContents();
  return new Map(texts.map((t) => [t.replace(/\s*\(\d+\)\s*$/, '').trim(), Number(/\((\d+)\)\s*$/.exec(t)?.[1] ?? NaN)]));
}

const hitIds = (page: Page) => page.locator('[data-search-hit]').evaluateAll((els) => els.map((el) => el.getAttribute('data-search-hit')));
const hitLinks = (page: Page) => page.locator('[data-search-hit] h3 a').evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''));

test.describe('search overlay', () => {
  test('typing shows suggestions by type; arrows move, Enter opens the chosen result', async ({ page, consoleErrors }) => {
    const box = await openOverlay(page, '/it');
    // An unfinished word is searched as a prefix.
    await box.pressSequentially('spinac', { delay: 40 });
    const listbox = page.getByRole('listbox', { name: 'Suggerimenti' });
    await expect(listbox).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(listbox.getByRole('group').first()).toContainText('Prodotti');
    const options = listbox.getByRole('option');
    await expect(options.first()).toContainText('Spinaci in foglia');
    await expect(options.first().locator('mark').first()).toHaveText(/^spinac/i);
    await expect(page.locator('[data-search-announce]')).toHaveText(/\d+ risultat/);
    await expect(options.last()).toHaveText('Vedi tutti i risultati per «spinac»');

    await box.press('ArrowDown');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id')) ?? 'missing');
    await box.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
    await box.press('ArrowUp');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    // Up from the first wraps to the last option, the full results page.
    await box.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowDown');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');

    await box.press('Enter');
    await expect(page).toHaveURL(/\/it\/prodotti\/verdure\/spinaci-in-foglia$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Spinaci');
    expect(consoleErrors).toEqual([]);
  });

  test('Escape closes the overlay and gives the focus back; Enter without a choice opens the results page', async ({ page }) => {
    let box = await openOverlay(page, '/en/foodservice');
    await box.pressSequentially('peas', { delay: 40 });
    await expect(page.getByRole('listbox')).toBeVisible();
    await box.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('header [data-search-open]')).toBeFocused();

    box = await openOverlay(page, '/en/foodservice');
    await box.fill('peas');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/en\/foodservice\/search\?q=peas$/);
    await expect(page.locator('[data-search-hit]').first()).toBeVisible();
  });
});

test.describe('search page', () => {
  test('all four search pages answer, the header hides its search icon there, and they are not indexed', async ({ page }) => {
    for (const path of ['/it/ricerca', '/en/search', '/it/foodservice/ricerca', '/en/foodservice/search']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('[data-search-form]')).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expectHydrated(page.locator('[data-header]'));
      await expect(page.locator('header [data-search-open]')).toHaveCount(0);
    }
    await page.goto('/it/prodotti');
    await expect(page.locator('header [data-search-open]')).toHaveCount(1);
  });

  test('highlighted results, type facets with counts that filter, and pages', async ({ page, consoleErrors }) => {
    await page.goto('/it/ricerca?q=verdure');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Risultati per «verdure»');
    const all = await facets(page);
    const total = all.get('Tutti') ?? 0;
    expect(total).toBeGreaterThan(10);
    expect([...all].filter(([name]) => name !== 'Tutti').reduce((sum, [, n]) => sum + n, 0)).toBe(total);
    await expect(page.locator('[data-search-summary]')).toHaveText(`${total} risultati per «verdure»`);
    await expect(page.locator('[data-search-hit]')).toHaveCount(10);
    await expect(page.locator('[data-search-results] mark').first()).toHaveText(/^verdur/i);
    // The tag manager hears the search once, with its result count.
    await expect
      .poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'search')))
      .toEqual([{ event: 'search', query: 'verdure', results: total }]);

    // Page 2 continues the list.
    const first = await hitIds(page);
    await page.getByRole('navigation', { name: 'Paginazione' }).getByRole('link', { name: 'Pagina 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    const second = await hitIds(page);
    expect(second.length).toBe(Math.min(10, total - 10));
    expect(second.filter((id) => first.includes(id))).toEqual([]);

    // A facet filters by type and says so.
    const recipes = all.get('Ricette') ?? 0;
    expect(recipes).toBeGreaterThan(0);
    await page.getByRole('link', { name: /^Ricette \(\d+\)$/ }).click();
    await expect(page).toHaveURL(/type=recipe/);
    await expect(page.getByRole('link', { name: /^Ricette \(\d+\)$/ })).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('[data-search-summary]')).toHaveText(`${recipes} ${recipes === 1 ? 'risultato' : 'risultati'} tra Ricette per «verdure»`);
    const types = await page.locator('[data-search-hit]').evaluateAll((els) => els.map((el) => el.getAttribute('data-type')));
    expect(types.length).toBe(Math.min(10, recipes));
    expect(new Set(types)).toEqual(new Set(['recipe']));
    await expectAccessible(page, 'results page');
    expect(consoleErrors).toEqual([]);
  });

  test('empty state: did-you-mean from the index, links to products and recipes', async ({ page }) => {
    // Two letters off: too far for the typo tolerance (one letter), close enough to suggest a word.
    await page.goto('/it/ricerca?q=minesstrrone');
    const empty = page.locator('[data-search-empty]');
    await expect(empty).toContainText('Nessun risultato per «minesstrrone»');
    await expect(page.locator('[data-did-you-mean]')).toHaveText('minestrone');
    await expect(empty.getByRole('link', { name: 'Tutti i prodotti' })).toHaveAttribute('href', '/it/prodotti');
    await expect(empty.getByRole('link', { name: 'Tutte le ricette' })).toHaveAttribute('href', '/it/ricette');
    await expectAccessible(page, 'empty state');
    await page.locator('[data-did-you-mean]').click();
    await expect(page).toHaveURL(/q=minestrone$/);
    await expect(page.locator('[data-search-hit]').first()).toBeVisible();

    // The food-service page sends to the food-service catalogue.
    await page.goto('/en/foodservice/search?q=zzzzqqq');
    await expect(page.locator('[data-search-empty]').getByRole('link', { name: 'All products' })).toHaveAttribute('href', '/en/foodservice/products');
  });

  test('a word of the other language: the count there and a link to its search; free-from phrases filter; snippets without markdown', async ({
    page,
    consoleErrors,
  }) => {
    // "peas" on the Italian site: nothing in Italian, the English results a link away.
    await page.goto('/it/ricerca?q=peas');
    const hint = page.locator('[data-search-other-locale="en"]');
    await expect(hint).toHaveText(/^Nessun risultato in italiano; \d+ risultat[oi] in inglese per «peas»\.$/);
    const count = Number(/(\d+) risultat/.exec((await hint.textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(0);
    const link = hint.getByRole('link');
    await expect(link).toHaveAttribute('href', '/en/search?q=peas');
    await expect(link).toHaveAttribute('hreflang', 'en');
    await expectAccessible(page, 'other-language hint');
    await link.click();
    await expect(page).toHaveURL(/\/en\/search\?q=peas$/);
    await expect(page.locator('[data-search-summary]')).toHaveText(`${count} ${count === 1 ? 'result' : 'results'} for “peas”`);
    // And the other way round, in the food-service search.
    await page.goto('/en/foodservice/search?q=piselli');
    await expect(page.locator('[data-search-other-locale="it"]').getByRole('link')).toHaveAttribute('href', '/it/foodservice/ricerca?q=piselli');

    // A natural query: its free-from phrase becomes the catalogue's filter.
    await page.goto('/it/ricerca?q=piselli%20surgelati%20senza%20glutine');
    await expect(page.locator('[data-search-hit]').first()).toBeVisible();
    const note = page.locator('[data-search-free-from]');
    await expect(note).toContainText('Prodotti e ricette senza glutine, nemmeno in tracce.');
    await expect(note.getByRole('link', { name: 'Tutti i prodotti senza glutine' })).toHaveAttribute('href', '/it/prodotti?free_from=gluten');

    // Ingredients bold their allergens in markdown: the snippet shows the words only.
    await page.goto('/it/ricerca?q=sedano');
    const excerpts = await page.locator('[data-search-hit] p.text-ink-soft').allTextContents();
    expect(excerpts.length).toBeGreaterThan(0);
    expect(excerpts.join(' ')).not.toContain('**');
    expect(consoleErrors).toEqual([]);
  });

  test('works without JavaScript: the icon is a link, the form a GET, facets are links', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto('/en');
      await page.locator('header [data-search-open]').click();
      await expect(page).toHaveURL(/\/en\/search$/);
      const input = page.getByRole('searchbox', { name: 'What are you looking for?' });
      await input.fill('peas');
      await input.press('Enter');
      await expect(page).toHaveURL(/\/en\/search\?q=peas$/);
      await expect(page.locator('[data-search-hit]').first()).toBeVisible();
      await expect(page.locator('[data-search-results] mark').first()).toHaveText(/^pea/i);
      await page.getByRole('link', { name: /^Recipes \(\d+\)$/ }).click();
      await expect(page).toHaveURL(/type=recipe/);
      const types = await page.locator('[data-search-hit]').evaluateAll((els) => els.map((el) => el.getAttribute('data-type')));
      expect(types.length).toBeGreaterThan(0);
      expect(new Set(types)).toEqual(new Set(['recipe']));
      await expect(page.locator('header [data-search-open]')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});

test.describe('audiences', () => {
  test('food-service search shows no consumer-only item, consumer search no food-service-only item', async ({ page, request }) => {
    const cms = async (path: string) =>
      (
        (await (await request.get(CMS_URL + path, { headers: { Authorization: `Bearer ${READ_TOKEN}` } })).json()) as {
          data: { title: string; slug: string }[];
        }
      ).data;
    const [press] = await cms('/api/press-releases?locale=it&fields[0]=title&fields[1]=slug&pagination[pageSize]=1');
    const [consumerOnly] = await cms(
      '/api/products?locale=it&fields[0]=title&fields[1]=slug&filters[b2b_category][id][$null]=true&filters[b2c_category][id][$notNull]=true&pagination[pageSize]=1',
    );
    const [professionalOnly] = await cms(
      '/api/products?locale=it&fields[0]=title&fields[1]=slug&filters[b2c_category][id][$null]=true&filters[b2b_category][id][$notNull]=true&pagination[pageSize]=1',
    );
    expect(press && consumerOnly && professionalOnly, 'the seed has a press release, a consumer-only and a food-service-only product').toBeTruthy();
    if (!press || !consumerOnly || !professionalOnly) return;

    // Each is found in its own audience...
    await page.goto(`/it/ricerca?q=${encodeURIComponent(press.title)}`);
    expect(await hitLinks(page)).toContain(`/it/press-area/${press.slug}`);
    await page.goto(`/it/ricerca?q=${encodeURIComponent(consumerOnly.title)}`);
    expect((await hitLinks(page)).some((href) => href.endsWith(`/${consumerOnly.slug}`))).toBe(true);
    await page.goto(`/it/foodservice/ricerca?q=${encodeURIComponent(professionalOnly.title)}`);
    expect((await hitLinks(page)).some((href) => href.startsWith('/it/foodservice/prodotti/') && href.endsWith(`/${professionalOnly.slug}`))).toBe(true);

    // ...and never in the other.
    for (const q of [press.title, consumerOnly.title]) {
      await page.goto(`/it/foodservice/ricerca?q=${encodeURIComponent(q)}`);
      const links = await hitLinks(page);
      expect(
        links.filter((href) => href.includes('/press-area/') || href.endsWith(`/${consumerOnly.slug}`)),
        `B2B search for ${q}`,
      ).toEqual([]);
      // Catalogue hits of the food-service search open the food-service catalogue.
      expect(links.filter((href) => /^\/it\/(prodotti|ricette|blog)\//.test(href))).toEqual([]);
    }
    await page.goto(`/it/ricerca?q=${encodeURIComponent(professionalOnly.title)}`);
    const links = await hitLinks(page);
    expect(
      links.filter((href) => href.endsWith(`/${professionalOnly.slug}`) || href.includes('/foodservice/')),
      'B2C search',
    ).toEqual([]);
  });
});

test.describe('index follows the CMS', () => {
  test('a product published in the CMS is found within 2 s; unpublished, it disappears within 2 s', async ({ request }) => {
    const admin = await cmsAdmin(request);
    const product = (path: string) => `/collection-types/api::product.product${path}`;
    const categories = (await (
      await request.get(`${CMS_URL}/api/b2c-product-categories?locale=it&fields[0]=slug&pagination[pageSize]=1`, {
        headers: { Authorization: `Bearer ${READ_TOKEN}` },
      })
    ).json()) as {
      data: { id: number; documentId: string; slug: string }[];
    };
    const category = categories.data[0];
    expect(category, 'a consumer product category').toBeTruthy();
    if (!category) return;

    // A word no seeded document has.
    const word = `zucchina${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
    const found = async () => ((await (await api(request, { q: word, locale: 'it', mode: 'B2C' })).json()) as ApiAnswer).groups.flatMap((g) => g.hits);
    const within = async (ms: number, done: (hits: ApiAnswer['groups'][number]['hits']) => boolean) => {
      const started = Date.now();
      for (;;) {
        if (done(await found())) return Date.now() - started;
        if (Date.now() - started > ms) return Infinity;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };

    const created = (await admin('POST', product('?locale=it'), {
      title: `Zucchine ${word}`,
      slug: `zucchine-${word}`,
      excerpt: 'Prodotto di prova della ricerca.',
      b2c_category: { connect: [{ documentId: category.documentId, locale: 'it' }] },
    })) as { data?: { documentId?: string } };
    const documentId = created.data?.documentId;
    expect(documentId, 'created product').toBeTruthy();
    // A product publishes only once it exists in both languages (the CMS's publish check).
    await admin('PUT', product(`/${documentId}?locale=en`), { title: `Courgettes ${word}`, slug: `courgettes-${word}`, excerpt: 'Search test product.' });
    // The results page is kept by the server (page-cache.mjs): a repeated query is not rendered again.
    const resultsPage = `/it/ricerca?q=${word}`;
    const pageShows = async () => (await (await request.get(resultsPage)).text()).includes(`zucchine-${word}`);
    try {
      // A draft is not searchable.
      expect(await found()).toEqual([]);
      expect(await pageShows()).toBe(false);
      // (The draft's own webhook may empty the kept pages once meanwhile.)
      await expect
        .poll(async () => (await request.get(resultsPage)).headers()['x-brina-cache'], { message: 'the same query again is answered from the kept page' })
        .toBe('HIT');
      expect((await request.get(resultsPage)).headers()['x-brina-page-cache'], 'the proxy mark stays inside the server').toBeUndefined();
      await admin('POST', product(`/${documentId}/actions/publish?locale=it`), {});
      const publishedAfter = await within(2_000, (hits) => hits.some((h) => h.url === `/it/prodotti/${category.slug}/zucchine-${word}`));
      expect(publishedAfter, 'found within 2 s of publishing').toBeLessThanOrEqual(2_000);
      await expect.poll(pageShows, { timeout: 2_000, message: 'the kept results page was dropped when the index changed' }).toBe(true);

      await admin('POST', product(`/${documentId}/actions/unpublish?locale=it`), {});
      const removedAfter = await within(2_000, (hits) => hits.length === 0);
      expect(removedAfter, 'gone within 2 s of unpublishing').toBeLessThanOrEqual(2_000);
      test.info().annotations.push({ type: 'timing', description: `found ${publishedAfter} ms after publishing, gone ${removedAfter} ms after unpublishing` });
    } finally {
      await admin('DELETE', product(`/${documentId}?locale=en`));
      await admin('DELETE', product(`/${documentId}?locale=it`));
    }
  });
});

test.describe('hostile and bad input', () => {
  const attack = `<script>window.__xss=1</script><img src=x onerror="window.__xss=1">"'><svg onload=window.__xss=1>`;
  const xssFired = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? null);

  test('markup in the query is shown as text and never runs (page and overlay)', async ({ page }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`a script opened a dialog: ${dialog.message()}`);
    });
    await page.goto(`/it/ricerca?q=${encodeURIComponent(attack)}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('<script>window.__xss=1</script>');
    await expect(page.getByRole('searchbox')).toHaveValue(attack);
    expect(await page.locator('main img[src="x"], main svg[onload], main script:not([type])').count()).toBe(0);
    expect(await xssFired(page)).toBeNull();

    const box = await openOverlay(page, '/it');
    await box.fill(attack);
    await expect(page.locator('[data-search-announce]')).not.toHaveText('');
    expect(await page.locator('[data-search-dialog] img[src="x"], [data-search-dialog] svg[onload]').count()).toBe(0);
    expect(await xssFired(page)).toBeNull();
  });

  test('the endpoint answers bad input clearly and never with a 500', async ({ request }) => {
    const empty = await api(request, { q: '   ', locale: 'it', mode: 'B2C' });
    expect(empty.status()).toBe(200);
    expect(await empty.json()).toMatchObject({ q: '', total: 0, groups: [] });

    const long = await api(request, { q: 'spinaci '.repeat(250), locale: 'it', mode: 'B2C' });
    expect(long.status()).toBe(400);
    expect(((await long.json()) as { error: string }).error).toMatch(/too long/);

    const refused: Record<string, string>[] = [{ q: 'spinaci', locale: 'fr', mode: 'B2C' }, { q: 'spinaci', locale: 'it', mode: 'ADMIN' }, { q: 'spinaci' }];
    for (const params of refused) {
      const response = await api(request, params);
      expect(response.status(), JSON.stringify(params)).toBe(400);
      expect(((await response.json()) as { error?: string }).error).toBeTruthy();
    }

    const control = await api(request, { q: 'spin\u0000aci\u0007\u202e', locale: 'it', mode: 'B2C' });
    expect(control.status()).toBe(200);
    expect(((await control.json()) as ApiAnswer).q).toBe('spin aci');

    const markup = await api(request, { q: attack, locale: 'it', mode: 'B2C' });
    expect(markup.status()).toBe(200);
    expect(markup.headers()['content-type']).toContain('application/json');
    expect(((await markup.json()) as ApiAnswer).q).toBe(attack);

    for (const path of [
      `/it/ricerca?q=${'a'.repeat(2_000)}`,
      '/it/ricerca?q=%00%01%1b',
      '/it/ricerca?q=spinaci&type=admin&page=-3',
      '/it/ricerca?q=spinaci&page=99999',
      '/en/search?q=%E0%A4%A',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBeLessThan(500);
    }
  });
});

test.describe('accessibility', () => {
  test('the open overlay with suggestions has no serious or critical violation', async ({ page }) => {
    const box = await openOverlay(page, '/it/foodservice');
    await box.pressSequentially('verdure', { delay: 30 });
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await box.press('ArrowDown');
    await expectAccessible(page, 'open overlay');
  });
});
