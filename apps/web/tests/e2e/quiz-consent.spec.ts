// Issue 14: the quiz overlay (home teaser, `quiz:` links in rich text, the shareable hash), the
// cookie banner under the Garante's 2021 rules, and the tag manager's route events.
import type { APIRequestContext, Page } from '@playwright/test';
import { CMS_URL, CONSENT_COOKIE, READ_TOKEN, POLICY_REVISION, WEB_URL, consentCookie, expect, expectAccessible, expectHydrated, test } from './fixtures';

const SLUG = 'surgelati-vero-o-falso';
const TITLE = { it: 'Surgelati: vero o falso?', en: 'Frozen food: true or false?' };
/** Cookies the site may set before a choice: the audience mode and the banner's own, once chosen. */
const TECHNICAL = ['brina-mode', CONSENT_COOKIE];

type Statement = { statement: string; correct_answer: 'vero' | 'falso'; answer: string };
type QuizData = { final_title: string; statements: Statement[] };

async function seededQuiz(request: APIRequestContext, locale: 'it' | 'en'): Promise<QuizData> {
  const response = await request.get(`${CMS_URL}/api/quizzes?filters[slug][$eq]=${SLUG}&locale=${locale}&populate=statements`, {
    headers: { Authorization: `Bearer ${READ_TOKEN}` },
  });
  expect(response.status(), 'the seeded quiz').toBe(200);
  const quiz = ((await response.json()) as { data: QuizData[] }).data[0];
  if (!quiz) throw new Error('The seed has no quiz');
  return quiz;
}

const quizDialog = (page: Page, locale: 'it' | 'en' = 'it') => page.getByRole('dialog', { name: TITLE[locale] });
const progress = (page: Page) => page.locator('[data-quiz-progress]');
const wrong = (s: Statement) => (s.correct_answer === 'vero' ? 'Falso' : 'Vero');
const right = (s: Statement) => (s.correct_answer === 'vero' ? 'Vero' : 'Falso');

async function openFromTeaser(page: Page) {
  const teaser = page.locator('[data-section="quiz-teaser"] a[data-quiz]');
  await expectHydrated(teaser);
  await teaser.click();
  await expect(quizDialog(page)).toBeVisible();
  await expect(progress(page)).toHaveText('1 di 6');
  return teaser;
}

test.describe('quiz overlay', () => {
  test('from the home teaser: a full play-through with right and wrong answers, back from both views, the final screen', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const quiz = await seededQuiz(request, 'it');
    await page.goto('/it');
    await openFromTeaser(page);
    const dialog = quizDialog(page);
    await expect(page).toHaveURL(`/it#quiz-${SLUG}`);
    await expectAccessible(page, 'quiz question view');

    for (const [i, s] of quiz.statements.entries()) {
      await expect(progress(page)).toHaveText(`${i + 1} di 6`);
      await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(s.statement);
      await expect(dialog.getByRole('heading', { level: 3 }), 'the statement takes focus').toBeFocused();
      if (i === 0) {
        // Wrong first, then back to the question and answer again.
        await dialog.getByRole('button', { name: wrong(s), exact: true }).click();
        await expect(dialog.getByRole('heading', { name: 'Risposta sbagliata' })).toBeVisible();
        await expect(dialog.locator('[data-quiz-correct]')).toHaveText(`La risposta corretta è: ${right(s)}`);
        await expect(dialog).toContainText(s.answer);
        await expectAccessible(page, 'quiz answer view');
        await dialog.getByRole('button', { name: 'Indietro' }).click();
        await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(s.statement);
      }
      if (i === 1) {
        // Back from a question goes to the previous statement (its answer), then forward again.
        await dialog.getByRole('button', { name: 'Indietro' }).click();
        await expect(progress(page)).toHaveText('1 di 6');
        await expect(dialog.getByRole('heading', { name: 'Risposta esatta!' })).toBeVisible();
        await dialog.getByRole('button', { name: 'Avanti' }).click();
        await expect(progress(page)).toHaveText('2 di 6');
      }
      const answerRight = i % 2 === 0;
      await dialog.getByRole('button', { name: answerRight ? right(s) : wrong(s), exact: true }).click();
      await expect(dialog.getByRole('heading', { name: answerRight ? 'Risposta esatta!' : 'Risposta sbagliata' })).toBeVisible();
      await expect(dialog.locator('[aria-live]')).toContainText(`La risposta corretta è: ${right(s)}`);
      await dialog.getByRole('button', { name: i === 5 ? 'Vedi il risultato' : 'Avanti' }).click();
    }

    await expect(dialog.getByRole('heading', { name: quiz.final_title })).toBeVisible();
    await expect(dialog.locator('[data-quiz-score]')).toHaveText('3 risposte esatte su 6.');
    await expect(dialog.getByRole('link', { name: 'Scopri le ricette' })).toHaveAttribute('href', '/it/ricette');
    await expect(dialog.locator('img')).toHaveCount(1);
    await expectAccessible(page, 'quiz final screen');
    const completions = await page.evaluate(() => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'quiz_complete'));
    expect(completions).toEqual([{ event: 'quiz_complete', quizSlug: SLUG, correct: 3, total: 6 }]);
    expect(consoleErrors).toEqual([]);
  });

  test('a real modal: focus trapped, page behind does not scroll, Escape and the close button reset it and give focus back', async ({ page }) => {
    await page.goto('/it');
    const teaser = await openFromTeaser(page);
    const dialog = quizDialog(page);
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null), `focus stays in the dialog after key ${i}`).toBe(true);
    }
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.mouse.move(20, 20);
    await page.mouse.wheel(0, 1200);
    await page.keyboard.press('End');
    expect(await page.evaluate(() => window.scrollY), 'the page behind stays put').toBe(scrolled);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    await dialog.getByRole('button', { name: 'Vero', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(teaser, 'focus back on the link').toBeFocused();
    await expect(page).toHaveURL('/it');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    // Reopening starts from the first statement.
    await teaser.click();
    await expect(progress(page)).toHaveText('1 di 6');
    await expect(dialog.getByRole('button', { name: 'Indietro' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Chiudi il quiz' }).click();
    await expect(dialog).toBeHidden();
    await expect(teaser).toBeFocused();
    // The backdrop closes it as well.
    await teaser.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });

  test('a quiz: link in CMS rich text opens it, in both languages', async ({ page }) => {
    await page.goto('/it/manifesto');
    const link = page.getByRole('link', { name: 'Mettiti alla prova con il nostro quiz' });
    await expect(link).toHaveAttribute('href', `#quiz-${SLUG}`);
    await expectHydrated(page.locator('footer [data-cookie-preferences]'));
    await link.click();
    await expect(quizDialog(page)).toBeVisible();
    await expect(progress(page)).toHaveText('1 di 6');
    await page.keyboard.press('Escape');
    await expect(link).toBeFocused();

    await page.goto('/en/manifest');
    await expectHydrated(page.locator('footer [data-cookie-preferences]'));
    await page.getByRole('link', { name: 'Put yourself to the test with our quiz' }).click();
    await expect(quizDialog(page, 'en')).toBeVisible();
    await expect(progress(page)).toHaveText('1 of 6');
    await expect(quizDialog(page, 'en').getByRole('button', { name: 'True', exact: true })).toBeVisible();
  });

  test('the #quiz-<slug> hash opens the quiz on load, so it can be shared', async ({ page }) => {
    await page.goto(`/it/chi-siamo#quiz-${SLUG}`);
    await expect(quizDialog(page)).toBeVisible();
    await expect(progress(page)).toHaveText('1 di 6');
    await page.keyboard.press('Escape');
    await expect(quizDialog(page)).toBeHidden();
    await expect(page).toHaveURL('/it/chi-siamo');
    await page.goto(`/en/foodservice#quiz-${SLUG}`);
    await expect(quizDialog(page, 'en')).toBeVisible();
  });

  test('statement images are 300 px wide on desktop and 150 px on mobile', async ({ page }) => {
    const width = async () => (await quizDialog(page).locator('img').first().boundingBox())?.width;
    await page.goto(`/it#quiz-${SLUG}`);
    await expect(quizDialog(page)).toBeVisible();
    await expect.poll(width).toBeCloseTo(300, 0);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(width).toBeCloseTo(150, 0);
    await expectAccessible(page, 'quiz on mobile');
  });

  test('an unknown quiz is logged only: no dialog, the page stays usable', async ({ page, request }) => {
    expect((await request.get('/api/quiz?slug=non-esiste&locale=it')).status()).toBe(404);
    expect((await request.get('/api/quiz?slug=..%2Fadmin&locale=it')).status()).toBe(400);
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await page.goto('/it#quiz-non-esiste');
    await expect.poll(() => warnings.some((w) => w.includes('non-esiste'))).toBe(true);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.locator('[data-section="quiz-teaser"] a[data-quiz]').click();
    await expect(quizDialog(page)).toBeVisible();
  });
});

test.describe('cookie banner', () => {
  test.use({ consentDecided: false });

  // The first layer is server markup, painted with the page (consent-banner.tsx).
  const banner = (page: Page) => page.locator('#consent-banner');
  const preferences = (page: Page) => page.locator('#cc-main .pm');
  const consent = async (page: Page) => {
    const cookie = (await page.context().cookies()).find((c) => c.name === CONSENT_COOKIE);
    return cookie ? { ...(JSON.parse(decodeURIComponent(cookie.value)) as { categories: string[]; revision: number }), expires: cookie.expires } : null;
  };
  const consentCommands = (page: Page) =>
    page.evaluate(() =>
      (window.dataLayer ?? []).flatMap((e) =>
        e && typeof e === 'object' && (e as Record<string, unknown>)[0] === 'consent'
          ? [[(e as Record<string, unknown>)[1], (e as Record<string, unknown>)[2]]]
          : [],
      ),
    );

  test('before a choice: the banner, only technical cookies, no third-party request, Consent Mode denied', async ({ page, context }) => {
    const foreign: string[] = [];
    page.on('request', (r) => {
      const origin = new URL(r.url()).origin;
      if (origin !== WEB_URL && origin !== new URL(CMS_URL).origin && !r.url().startsWith('data:')) foreign.push(r.url());
    });
    await page.goto('/it');
    await expect(banner(page)).toBeVisible();
    const accept = banner(page).getByRole('button', { name: 'Accetta tutto' });
    const reject = banner(page).getByRole('button', { name: 'Rifiuta' });
    await expect(accept).toBeVisible();
    await expect(reject).toBeVisible();
    // Equal prominence: same colours, type and size.
    const look = (button: typeof accept) =>
      button.evaluate((el) => {
        const s = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return {
          bg: s.backgroundColor,
          color: s.color,
          font: `${s.fontSize} ${s.fontWeight}`,
          height: Math.round(box.height),
          width: Math.round(box.width / 10),
        };
      });
    expect(await look(reject)).toEqual(await look(accept));
    await expect(banner(page).getByRole('button', { name: 'Chiudi e continua senza accettare' })).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/it/area-legale/cookie-policy');
    await expectAccessible(page, 'cookie banner');

    // Browse a little without choosing: still nothing but technical cookies and first-party requests.
    await page.locator('main').getByRole('link', { name: 'Tutti i prodotti' }).first().click();
    await expect(page).toHaveURL('/it/prodotti');
    await expect(banner(page)).toBeVisible();
    expect((await context.cookies()).map((c) => c.name).filter((n) => !TECHNICAL.includes(n))).toEqual([]);
    expect(await consent(page)).toBeNull();
    expect(foreign).toEqual([]);
    expect(await consentCommands(page)).toEqual([
      ['default', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', wait_for_update: 500 }],
    ]);
  });

  test('the cookie library is fetched only when the visitor reaches for the banner', async ({ page }) => {
    // Its stylesheet (the #cc-main rules) is the library's mark on the page.
    const libraryLoaded = () =>
      page.evaluate(() =>
        [...document.styleSheets].some((sheet) => {
          try {
            return [...sheet.cssRules].some((rule) => rule.cssText.includes('#cc-main'));
          } catch {
            return false;
          }
        }),
      );
    await page.goto('/it/prodotti');
    await expectHydrated(page.locator('footer [data-cookie-preferences]'));
    await page.waitForLoadState('networkidle');
    expect(await libraryLoaded(), 'not with the page').toBe(false);
    await banner(page).getByRole('button', { name: 'Rifiuta' }).hover();
    await expect.poll(libraryLoaded, { message: 'fetched when the pointer reaches the banner' }).toBe(true);
    await banner(page).getByRole('button', { name: 'Rifiuta' }).click();
    await expect(banner(page)).toBeHidden();
    expect((await consent(page))?.categories).toEqual(['necessary']);
  });

  test('the banner is in the page as it arrives: shown before any script of the site runs', async ({ page }) => {
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, (route) => route.abort());
    await page.goto('/it/ricette');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Accetta tutto' })).toBeVisible();
  });

  test('Rifiuta keeps only technical cookies for 6 months; the choice survives a reload and a language switch', async ({ page, context }) => {
    await page.goto('/it');
    await banner(page).getByRole('button', { name: 'Rifiuta' }).click();
    await expect(banner(page)).toBeHidden();
    const chosen = await consent(page);
    expect(chosen?.categories).toEqual(['necessary']);
    expect(chosen?.revision).toBe(POLICY_REVISION);
    const days = ((chosen?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(181);
    expect(days).toBeLessThan(183);
    expect((await consentCommands(page)).at(-1)).toEqual([
      'update',
      { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    expect((await context.cookies()).map((c) => c.name).filter((n) => !TECHNICAL.includes(n))).toEqual([]);

    await page.reload();
    await expect(page.locator('footer [data-cookie-preferences]')).toBeVisible();
    await expectHydrated(page.locator('footer [data-cookie-preferences]'));
    await expect(banner(page)).toBeHidden();
    await page.locator('[data-language-switch="en"]').first().click();
    await expect(page).toHaveURL('/en');
    await expectHydrated(page.locator('footer [data-cookie-preferences]'));
    await expect(banner(page)).toBeHidden();
  });

  test('closing with the X keeps only technical cookies', async ({ page }) => {
    await page.goto('/en');
    await expect(banner(page)).toContainText('This website uses cookies');
    await banner(page).getByRole('button', { name: 'Close and continue without accepting' }).click();
    await expect(banner(page)).toBeHidden();
    expect((await consent(page))?.categories).toEqual(['necessary']);
  });

  test('Accetta tutto grants analytics and marketing; without GTM_ID the tag manager never loads', async ({ page }) => {
    const tagManager: string[] = [];
    page.on('request', (r) => r.url().includes('googletagmanager') && tagManager.push(r.url()));
    await page.goto('/it/foodservice');
    await banner(page).getByRole('button', { name: 'Accetta tutto' }).click();
    await expect(banner(page)).toBeHidden();
    expect((await consent(page))?.categories.sort()).toEqual(['analytics', 'marketing', 'necessary']);
    expect((await consentCommands(page)).at(-1)).toEqual([
      'update',
      { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
    ]);
    await page.reload();
    await expectHydrated(page.locator('footer [data-cookie-preferences]'));
    await expect(banner(page)).toBeHidden();
    await expect.poll(async () => (await consentCommands(page)).at(-1)?.[0]).toBe('update');
    await expect(page.locator('script[data-gtm]')).toHaveCount(0);
    expect(tagManager).toEqual([]);
  });

  test('granular choice in the preferences, and the footer link reopens them on any page', async ({ page }) => {
    await page.goto('/it');
    await banner(page).getByRole('button', { name: 'Personalizza' }).click();
    await expect(preferences(page)).toBeVisible();
    await expect(preferences(page)).toContainText('Cookie tecnici');
    await expectAccessible(page, 'cookie preferences');
    const analytics = preferences(page).getByRole('checkbox', { name: 'Cookie analitici' });
    const marketing = preferences(page).getByRole('checkbox', { name: 'Cookie di marketing' });
    await expect(analytics).not.toBeChecked();
    await expect(marketing).not.toBeChecked();
    await analytics.check({ force: true });
    await preferences(page).getByRole('button', { name: 'Salva le preferenze' }).click();
    await expect(preferences(page)).toBeHidden();
    expect((await consent(page))?.categories).toEqual(['necessary', 'analytics']);
    expect((await consentCommands(page)).at(-1)).toEqual([
      'update',
      { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);

    await page.goto('/it/ricette');
    const link = page.locator('footer').getByRole('button', { name: 'Preferenze cookie' });
    await expectHydrated(link);
    await link.click();
    await expect(preferences(page)).toBeVisible();
    await expect(analytics).toBeChecked();
    await preferences(page).getByRole('button', { name: 'Rifiuta' }).click();
    await expect(preferences(page)).toBeHidden();
    expect((await consent(page))?.categories).toEqual(['necessary']);
  });

  test('a new cookie policy revision asks again', async ({ page, context }) => {
    await context.addCookies([consentCookie(['necessary', 'analytics'], { revision: POLICY_REVISION - 1 })]);
    await page.goto('/it');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText('Abbiamo aggiornato la cookie policy');
  });

  test('the quiz and the banner together stay accessible', async ({ page }) => {
    await page.goto(`/it#quiz-${SLUG}`);
    await expect(banner(page)).toBeVisible();
    await expect(quizDialog(page)).toBeVisible();
    await expectAccessible(page, 'quiz with the banner');
    // The banner stays reachable above the quiz: the choice closes it, the quiz stays open.
    await banner(page).getByRole('button', { name: 'Rifiuta' }).click();
    await expect(banner(page)).toBeHidden();
    await expect(quizDialog(page)).toBeVisible();
  });
});

test.describe('tag manager route events', () => {
  type RouteEvent = { event: 'route'; routeName: string; pageType: string; siteMode: string; locale: string; url: string; title: string };

  test.beforeEach(async ({ page }) => {
    // Times of each history push (a client navigation) and of each route event.
    await page.addInitScript(() => {
      const w = window as unknown as { __nav: number[]; __route: number[]; dataLayer: unknown[] };
      w.__nav = [];
      w.__route = [];
      const pushState = history.pushState.bind(history);
      history.pushState = (...args: Parameters<History['pushState']>) => {
        w.__nav.push(performance.now());
        pushState(...args);
      };
      w.dataLayer = [];
      const push = w.dataLayer.push.bind(w.dataLayer);
      w.dataLayer.push = (...items: unknown[]) => {
        for (const item of items) if ((item as { event?: string }).event === 'route') w.__route.push(performance.now());
        return push(...items);
      };
    });
  });

  const routeEvents = (page: Page) =>
    page.evaluate(() => (window.dataLayer ?? []).filter((e): e is RouteEvent => (e as { event?: string }).event === 'route') as RouteEvent[]);
  const delay = (page: Page) =>
    page.evaluate(() => {
      const w = window as unknown as { __nav: number[]; __route: number[] };
      return (w.__route.at(-1) ?? 0) - (w.__nav.at(-1) ?? 0);
    });

  const CASES = [
    { start: '/it', startName: 'index', link: 'Tutti i prodotti', to: '/it/prodotti', name: 'products', type: 'product-list' },
    { start: '/en', startName: 'index', link: 'All recipes', to: '/en/recipes', name: 'recipes', type: 'recipe-list' },
    {
      start: '/it/foodservice',
      startName: 'B2B-index',
      link: 'Ricette professionali',
      to: '/it/foodservice/ricette',
      name: 'B2B-recipes',
      type: 'recipe-list',
    },
    { start: '/en/foodservice', startName: 'B2B-index', link: 'All products', to: '/en/foodservice/products', name: 'B2B-products', type: 'product-list' },
  ] as const;

  for (const c of CASES) {
    test(`${c.start} → ${c.to}: named route, URL and new title 250 ms after the change, never twice`, async ({ page }) => {
      await page.goto(c.start);
      await expect.poll(async () => (await routeEvents(page)).length, { message: 'first load' }).toBe(1);
      const [first] = await routeEvents(page);
      expect(first).toEqual({
        event: 'route',
        routeName: c.startName,
        pageType: 'home',
        siteMode: c.startName === 'index' ? 'B2C' : 'B2B',
        locale: c.start.slice(1, 3),
        url: WEB_URL + c.start,
        title: await page.title(),
      });

      const link = page.locator('main').getByRole('link', { name: c.link, exact: true }).first();
      await expectHydrated(link);
      await link.click();
      await expect(page).toHaveURL(c.to);
      await expect.poll(async () => (await routeEvents(page)).length, { message: 'route event after the navigation' }).toBe(2);
      const second = (await routeEvents(page))[1];
      expect(second).toMatchObject({ routeName: c.name, pageType: c.type, url: WEB_URL + c.to, title: await page.title() });
      expect(second?.title, 'the new page title, not the old one').not.toBe(first?.title);
      expect(await delay(page), 'pushed 250 ms after the route change').toBeGreaterThanOrEqual(250);

      // Back is a route change too; a hash (the quiz) is not.
      await page.goBack();
      await expect(page).toHaveURL(c.start);
      await expect.poll(async () => (await routeEvents(page)).length).toBe(3);
      expect((await routeEvents(page))[2]).toMatchObject({ routeName: c.startName, url: WEB_URL + c.start, title: first?.title });
      await page.evaluate((slug) => {
        window.location.hash = `quiz-${slug}`;
      }, SLUG);
      await expect(page.getByRole('dialog')).toBeVisible();
      // Long enough for any late duplicate (250 ms delay plus the 2 s wait for a late title).
      await page.waitForTimeout(2600);
      const all = await routeEvents(page);
      expect(all.map((e) => e.url)).toEqual([WEB_URL + c.start, WEB_URL + c.to, WEB_URL + c.start]);
    });
  }
});
