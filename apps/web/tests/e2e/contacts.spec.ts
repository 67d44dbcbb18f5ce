// Contact pages, food-service requests and the newsletter, in a real browser against the running
// site: each form shows its success only after the CMS stored it (read back as the administrator)
// and its mails reach the local SMTP sink; the shared schema's messages appear for bad input with
// and without JavaScript; without JavaScript nothing is stored (the bot proof needs it); a replayed
// proof is refused; the VAT rule; a double click stores once; no serious accessibility violation.
import {
  SAMPLES,
  TEAM,
  asleepForm,
  barcode,
  expectMail,
  fieldError,
  fillContact,
  fillFoodservice,
  formSuccessEvents,
  freshVatCode,
  hydratedForm,
  newVisitor,
  storedSubmissions,
  withWrongCheckDigit,
} from './contacts-support';
import { expect, expectAccessible, expectHydrated, test, visitorHeaders } from './fixtures';

// Every test is its own visitor (address): the forms are rate-limited per address.
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders(visitorHeaders());
});

test.describe('consumer contacts', () => {
  test('a product report is stored with its fields, the team and the visitor get their mails, and axe finds nothing serious', async ({ page, request }) => {
    const who = newVisitor('report');
    const code = barcode('800123456789');
    await page.goto('/it/contatti');
    await expect(page.getByRole('heading', { level: 1, name: 'Contatti' })).toBeVisible();
    await expect(page.locator('[data-company-details]'), 'company details from the footer content').toContainText('Brina Società Cooperativa Agricola');
    await expect(page.locator('[data-company-details]')).toContainText('info@brina.local');
    await expectAccessible(page, 'consumer contacts, empty');
    const form = await hydratedForm(page, 'contact');
    await fillContact(form, {
      area: 'Segnalazione su un prodotto acquistato',
      product: 'Spinaci in foglia',
      barcode: code,
      vote: '7',
      ...who,
      phone: '+39 0547 123456',
      province: 'FC',
      message: 'La confezione era aperta.',
    });
    expect(await formSuccessEvents(page), 'no form_success before sending').toEqual([]);
    await form.locator('[data-submit]').click();
    await expect(form.locator('[data-form-status="success"]'), 'success after storing').toContainText('Grazie, abbiamo ricevuto la tua richiesta.');
    expect(await formSuccessEvents(page), 'the tag manager hears of the success once').toEqual(['contact']);
    await expectAccessible(page, 'consumer contacts, success');

    const [record] = await storedSubmissions(request, 'contact-request', who.email);
    expect(record, 'stored in the CMS').toBeDefined();
    expect(record).toMatchObject({
      interest_area: 'product-report',
      product_title: 'Spinaci in foglia',
      barcode: code,
      vote: 7,
      name: who.name,
      surname: who.surname,
      phone: '+39 0547 123456',
      nation: 'IT',
      province: 'FC',
      message: 'La confezione era aperta.',
      privacy_consent: true,
      locale_code: 'it',
      site_mode: 'B2C',
    });
    expect(String(record?.privacy_policy_url), 'consent record: which privacy text').toContain('/it/area-legale/privacy-policy');
    expect(record?.privacy_accepted_at, 'consent record: when').toBeTruthy();

    const team = await expectMail(TEAM.contact, new RegExp(who.surname), 'team notification');
    expect(team.subject).toContain('Nuova richiesta di contatto');
    expect(team.text).toContain('Spinaci in foglia');
    const receipt = await expectMail(who.email, /abbiamo ricevuto la tua richiesta/, 'visitor receipt in Italian');
    expect(receipt.text).toContain('La confezione era aperta.');
  });

  test('English: "other" from abroad needs no province; the receipt is in English', async ({ page, request }) => {
    const who = newVisitor('other-en');
    await page.goto('/en/contacts');
    const form = await hydratedForm(page, 'contact');
    await expect(form.getByRole('combobox', { name: 'Province', exact: true }), 'the province is asked for Italy only').toBeVisible();
    await form.getByRole('combobox', { name: 'Country', exact: true }).selectOption('FR');
    await expect(form.getByRole('combobox', { name: 'Province', exact: true })).toBeHidden();
    await fillContact(form, { area: 'Other', ...who, message: 'Do you ship to France?' }, true);
    await form.locator('[data-submit]').click();
    await expect(form.locator('[data-form-status="success"]')).toContainText('Thank you, we have received your request.');
    const [record] = await storedSubmissions(request, 'contact-request', who.email);
    expect(record).toMatchObject({ interest_area: 'other', nation: 'FR', locale_code: 'en' });
    expect(record?.province ?? null, 'no province outside Italy').toBeNull();
    await expectMail(who.email, /^Brina: we have received your request$/, 'receipt in English');
  });

  test('each validation message appears for its bad input, the form-level message too, and nothing is stored', async ({ page, request }) => {
    const who = newVisitor('invalid');
    await page.goto('/it/contatti');
    const form = await hydratedForm(page, 'contact');
    await form.locator('[data-submit]').click();
    await expect(form.locator('[data-form-status="invalid"]')).toContainText('Si prega di verificare che tutti i campi siano stati compilati correttamente');
    await expect(fieldError(form, 'contact-interestArea')).toHaveText("L'area di interesse è obbligatoria");
    await expect(fieldError(form, 'contact-name')).toHaveText('Nome non valido');
    await expect(fieldError(form, 'contact-surname')).toHaveText('Cognome non valido');
    await expect(fieldError(form, 'contact-email')).toHaveText('Email non corretta');
    await expect(fieldError(form, 'contact-message')).toHaveText('Il messaggio è obbligatorio');
    await expect(fieldError(form, 'contact-privacy')).toHaveText("Accettare l'informativa sulla privacy");
    await expect(fieldError(form, 'contact-province'), 'required when the nation is Italy').toHaveText('Seleziona la provincia');
    await expect(form.getByRole('textbox', { name: 'Nome', exact: true }), 'the error is linked to its field').toHaveAttribute(
      'aria-describedby',
      'contact-name-error',
    );
    await expectAccessible(page, 'consumer contacts, errors');

    const good = barcode('800123456789');
    const wrongCheckDigit = `${good.slice(0, 12)}${(Number(good[12]) + 1) % 10}`;
    await fillContact(form, {
      area: 'Segnalazione su un prodotto acquistato',
      barcode: wrongCheckDigit,
      ...who,
      phone: '12ab',
      message: 'Prova',
      privacy: true,
    });
    await form.locator('[data-submit]').click();
    await expect(fieldError(form, 'contact-phone')).toHaveText('Numero di telefono non valido');
    await expect(fieldError(form, 'contact-product')).toHaveText('Seleziona un prodotto');
    await expect(fieldError(form, 'contact-vote')).toHaveText('Il voto deve essere un valore da 1 a 10');
    await expect(fieldError(form, 'contact-barcode')).toHaveText('Codice a barre non valido');
    expect(await storedSubmissions(request, 'contact-request', who.email), 'nothing stored').toHaveLength(0);
    expect(await formSuccessEvents(page), 'no form_success for a refused post').toEqual([]);
  });

  test('a double click stores one submission', async ({ page, request }) => {
    const who = newVisitor('double');
    await page.goto('/it/contatti');
    const form = await hydratedForm(page, 'contact');
    await fillContact(form, { area: 'Informazioni su un prodotto', product: 'Piselli finissimi', ...who, province: 'RO', message: 'Sono senza glutine?' });
    // The answers to every post the double click sent (Server Action calls), awaited before counting
    // again: not "network idle", which other parts of the page (the newsletter block waking as the
    // page scrolls to the outcome, its bot proof) may keep from coming.
    const answers: Promise<unknown>[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.headers()['next-action']) answers.push(req.response());
    });
    await form.locator('[data-submit]').dblclick();
    await expect(form.locator('[data-form-status="success"]')).toBeVisible();
    await expect.poll(async () => (await storedSubmissions(request, 'contact-request', who.email)).length, { message: 'one record' }).toBe(1);
    expect(answers.length, 'at least one post went out').toBeGreaterThan(0);
    await Promise.all(answers);
    expect(await storedSubmissions(request, 'contact-request', who.email)).toHaveLength(1);
  });

  test('a replayed bot-protection proof is refused and nothing is stored', async ({ page, request }) => {
    const first = newVisitor('replay-a');
    const second = newVisitor('replay-b');
    // React prefixes the fields of a FormData argument (`1_altcha`).
    const proofField = /(name="[^"]*altcha"\r\n\r\n)([^\r\n]+)/;
    let usedProof = '';
    page.on('request', (req) => {
      const found = req.method() === 'POST' && req.headers()['next-action'] ? proofField.exec(req.postData() ?? '') : null;
      if (found?.[2]) usedProof ||= found[2];
    });
    await page.goto('/it/contatti');
    let form = await hydratedForm(page, 'contact');
    await fillContact(form, { area: 'Altro', ...first, province: 'MI', message: 'Prima richiesta' });
    await form.locator('[data-submit]').click();
    await expect(form.locator('[data-form-status="success"]')).toBeVisible();
    expect(usedProof, 'the first post carried a proof').not.toBe('');

    await page.route('**/*', async (route) => {
      const req = route.request();
      if (req.method() !== 'POST' || !req.headers()['next-action']) return route.continue();
      return route.continue({ postData: (req.postData() ?? '').replace(proofField, `$1${usedProof}`) });
    });
    await page.reload();
    form = await hydratedForm(page, 'contact');
    await fillContact(form, { area: 'Altro', ...second, province: 'MI', message: 'Seconda richiesta' });
    await form.locator('[data-submit]').click();
    await expect(form.locator('[data-form-status="refused"]')).toHaveAttribute('data-refusal', 'failed');
    await expect(form.getByRole('textbox', { name: 'Nome', exact: true }), 'values kept').toHaveValue(second.name);
    await expectAccessible(page, 'consumer contacts, refused');
    expect(await storedSubmissions(request, 'contact-request', second.email), 'nothing stored').toHaveLength(0);
  });

  test("the bot check's errors: 'Failed to execute' when the challenge cannot be had, then a retry works", async ({ page }) => {
    await page.route('**/api/altcha/challenge', (route) => route.abort());
    await page.goto('/it/contatti');
    const form = await hydratedForm(page, 'contact');
    await fillContact(form, { area: 'Altro', ...newVisitor('failed'), province: 'BO', message: 'Ciao' });
    await form.locator('[data-submit]').click();
    await expect(form.locator('[data-bot-error]')).toContainText('Failed to execute');
    await expect(form.locator('[data-bot-error]')).toContainText('Riprova');
    await page.unroute('**/api/altcha/challenge');
    await form.locator('[data-bot-error]').getByRole('button', { name: 'Riprova' }).click();
    await expect(form.locator('[data-bot-proof]')).toHaveAttribute('data-bot-status', 'verified', { timeout: 30_000 });
  });

  test("the bot check's errors: 'Failed to load script' when the widget cannot load", async ({ page }) => {
    await page.route('**/_next/static/chunks/**', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      // The widget's own chunk (not the form's, which only names the element).
      return body.includes('Secure context (HTTPS) required') ? route.abort() : route.fulfill({ response, body });
    });
    await page.goto('/it/contatti');
    const form = await hydratedForm(page, 'contact');
    await expect(form.locator('[data-bot-error]')).toContainText('Failed to load script');
    await expect(form.locator('[data-bot-error]')).toContainText('Riprova');
  });
});

test.describe('food-service contacts', () => {
  test('information request: stored as a food-service contact with its sector, mails sent', async ({ page, request }) => {
    const who = newVisitor('fs-info');
    await page.goto('/it/foodservice/contatti');
    await expect(page.getByRole('heading', { level: 1, name: 'Contatti Food Service' })).toBeVisible();
    await expectAccessible(page, 'food-service contacts, empty');
    const form = await hydratedForm(page, 'foodservice');
    await fillFoodservice(form, {
      type: 'Richiesta di informazioni',
      ...who,
      sector: 'Pizzeria e panificio',
      company: 'Forno Aurora',
      motivation: 'Listino prezzi',
      message: 'Vorrei il listino.',
    });
    await form.locator('[data-submit]').click();
    await expect(form.locator('[data-form-status="success"]')).toContainText('Grazie, abbiamo ricevuto la tua richiesta.');
    const [record] = await storedSubmissions(request, 'contact-request', who.email);
    expect(record).toMatchObject({
      site_mode: 'B2B',
      interest_area: 'foodservice-info',
      sector: 'pizzeria_bakery',
      company: 'Forno Aurora',
      motivation: 'Listino prezzi',
    });
    await expectMail(TEAM.contact, new RegExp(`food service.*${who.surname}`), 'team notification');
    await expectMail(who.email, /abbiamo ricevuto la tua richiesta/, 'receipt');
  });

  test(`samples: '${SAMPLES.min} richieste' below the minimum, the limit message at the maximum, then stored with the chosen products`, async ({
    page,
    request,
  }) => {
    const who = newVisitor('samples');
    await page.goto('/it/foodservice/contatti');
    const form = await hydratedForm(page, 'foodservice');
    await fillFoodservice(form, {
      type: 'Richiesta di campioni',
      ...who,
      sector: 'Catering',
      businessName: 'Catering Aurora srl',
      address: 'Via Emilia 12',
      city: 'Forlì',
      cap: '47121',
      province: 'FC',
      notes: 'Consegna al mattino',
    });
    await form.locator('[data-submit]').click();
    await expect(fieldError(form, 'fs-samples_products')).toHaveText(`${SAMPLES.min} richieste`);
    await expectAccessible(page, 'food-service samples, errors');

    const boxes = form.getByRole('group', { name: /Campioni da ricevere/ }).getByRole('checkbox');
    expect(await boxes.count(), 'the food-service catalogue').toBeGreaterThan(SAMPLES.max);
    for (let i = 0; i < SAMPLES.max; i += 1) await boxes.nth(i).check();
    await expect(form.locator('[data-samples-limit]')).toHaveText('Hai raggiunto il limite di campioni selezionabili');
    await expect(boxes.nth(SAMPLES.max), 'no more than the maximum').toBeDisabled();
    const chosen = await Promise.all(
      Array.from({ length: SAMPLES.max }, (_, i) => boxes.nth(i).evaluate((el) => el.closest('label')?.textContent?.trim() ?? '')),
    );
    await form.locator('[data-submit]').click();
    await expect(form.locator('[data-form-status="success"]')).toContainText('richiesta di campioni');
    expect(await formSuccessEvents(page)).toEqual(['foodservice-samples']);

    const [record] = await storedSubmissions(request, 'sample-request', who.email);
    expect(record).toMatchObject({
      business_name: 'Catering Aurora srl',
      physical_address: 'Via Emilia 12',
      city: 'Forlì',
      cap: '47121',
      province: 'FC',
      notes: 'Consegna al mattino',
      sector: 'catering',
    });
    const products = (record?.samples_products ?? []) as { title: string | null }[];
    expect(products.map((p) => p.title).sort(), 'the chosen products').toEqual([...chosen].sort());
    const team = await expectMail(TEAM.samples, new RegExp(`campioni.*${who.surname}`), 'samples team notification');
    expect(team.text).toContain(chosen[0] ?? '');
    await expectMail(who.email, /abbiamo ricevuto la tua richiesta/, 'receipt');
  });

  test('kit: wrong length, wrong check digit and a VAT number already used get the VAT message; a valid one is stored', async ({ page, request }) => {
    const vat = freshVatCode();
    const business = {
      businessName: 'Trattoria Aurora',
      address: 'Via Roma 1',
      city: 'Cesena',
      cap: '47521',
      province: 'FC',
      sector: 'Ristorazione tradizionale',
    };
    const message = 'Partita IVA non valida o richiesta già effettuata';
    // Nobody can ask the site whether a number already asked for a kit (issue 33.14): only a submission learns it.
    expect((await request.post('/api/forms/vat-check', { data: { vat_code: vat } })).status()).toBe(404);
    await page.goto('/it/foodservice/contatti');
    const form = await hydratedForm(page, 'foodservice');
    const first = newVisitor('kit');
    await fillFoodservice(form, { type: 'Richiesta del kit Food Service', ...first, ...business, vat: '123456' });
    await form.locator('[data-submit]').click();
    await expect(fieldError(form, 'fs-vat_code'), 'wrong length').toHaveText(message);
    await form.getByRole('textbox', { name: 'Partita IVA', exact: true }).fill(withWrongCheckDigit(vat));
    await form.locator('[data-submit]').click();
    await expect(fieldError(form, 'fs-vat_code'), 'wrong check digit').toHaveText(message);
    await form.getByRole('textbox', { name: 'Partita IVA', exact: true }).fill(vat);
    await form.locator('[data-submit]').click();
    await expect(form.locator('[data-form-status="success"]')).toContainText('kit Food Service');
    expect(await formSuccessEvents(page), 'form_success only for the stored request').toEqual(['foodservice-kit']);
    const [record] = await storedSubmissions(request, 'contact-form-richiesta-kit', first.email);
    expect(record).toMatchObject({ vat_code: vat, business_name: 'Trattoria Aurora', sector: 'traditional_catering', province: 'FC' });
    await expectMail(TEAM.kit, new RegExp(`kit.*${first.surname}`), 'kit team notification');

    const again = newVisitor('kit-again');
    await fillFoodservice(form, { type: 'Richiesta del kit Food Service', ...again, ...business, vat });
    await form.locator('[data-submit]').click();
    await expect(fieldError(form, 'fs-vat_code'), 'used within the limit').toHaveText(message);
    expect(await storedSubmissions(request, 'contact-form-richiesta-kit', again.email), 'nothing stored').toHaveLength(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the server answers validation errors next to their fields with the values kept, and stores nothing', async ({ page, request }) => {
    const who = newVisitor('nojs');
    await page.goto('/it/contatti');
    const form = page.locator('form[data-form="contact"]');
    await fillContact(form, { area: 'Altro', ...who, email: 'not-an-email', phone: '12ab', province: 'FC', message: 'Senza JavaScript' });
    // Input bounds are the server's too: a message longer than allowed (the browser's maxlength
    // stops typing, so the post is lengthened on its way) gets a message, never a 500.
    await page.route('**/it/contatti', async (route) => {
      const req = route.request();
      if (req.method() !== 'POST') return route.continue();
      return route.continue({ postData: (req.postData() ?? '').replace(/(name="message"\r\n\r\n)[^\r]*/, `$1${'x'.repeat(3500)}`) });
    });
    const answer = page.waitForResponse((r) => r.request().method() === 'POST');
    await form.locator('[data-submit]').click();
    expect((await answer).status(), 'never a 500').toBe(200);
    await expect(form.locator('[data-form-status="invalid"]')).toContainText('Si prega di verificare che tutti i campi siano stati compilati correttamente');
    await expect(fieldError(form, 'contact-email')).toHaveText('Email non corretta');
    await expect(fieldError(form, 'contact-phone')).toHaveText('Numero di telefono non valido');
    await expect(fieldError(form, 'contact-message')).toHaveText('Massimo 3000 caratteri');
    await expect(form.getByRole('textbox', { name: 'Nome', exact: true }), 'values kept').toHaveValue(who.name);
    await expect(form.getByRole('textbox', { name: 'Cognome', exact: true })).toHaveValue(who.surname);
    await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('not-an-email');
    await expect(form.getByRole('radio', { name: 'Altro', exact: true })).toBeChecked();
    await expect(form.getByRole('combobox', { name: 'Provincia', exact: true })).toHaveValue('FC');
    await expect(form.getByRole('checkbox', { name: /informativa sulla privacy/ })).toBeChecked();
    expect(await storedSubmissions(request, 'contact-request', 'not-an-email'), 'nothing stored').toHaveLength(0);
  });

  test('a valid post without the bot proof is refused with our e-mail and phone, the values kept, nothing stored', async ({ page, request }) => {
    const who = newVisitor('noproof');
    await page.goto('/it/contatti');
    const form = page.locator('form[data-form="contact"]');
    await fillContact(form, { area: 'Altro', ...who, province: 'FC', message: 'Senza verifica' });
    await form.locator('[data-submit]').click();
    const refusal = form.locator('[data-form-status="refused"]');
    await expect(refusal).toHaveAttribute('data-refusal', 'no-proof');
    await expect(refusal).toContainText('serve JavaScript');
    await expect(refusal.getByRole('link', { name: 'info@brina.local' })).toHaveAttribute('href', 'mailto:info@brina.local');
    await expect(refusal.getByRole('link', { name: '+39 0547 000 120' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Messaggio', exact: true })).toHaveValue('Senza verifica');
    expect(await storedSubmissions(request, 'contact-request', who.email), 'nothing stored').toHaveLength(0);
  });

  test('food service: the request type shows its fields and the server checks the samples limit', async ({ page, request }) => {
    const who = newVisitor('nojs-fs');
    await page.goto('/it/foodservice/contatti');
    const form = page.locator('form[data-form="foodservice"]');
    await expect(form.getByRole('textbox', { name: 'Partita IVA', exact: true }), 'kit fields hidden for information requests').toBeHidden();
    await fillFoodservice(form, {
      type: 'Richiesta di campioni',
      ...who,
      sector: 'Catering',
      businessName: 'Aurora srl',
      address: 'Via Emilia 12',
      city: 'Forlì',
      cap: '4712',
      province: 'FC',
      notes: 'Mattino',
    });
    const boxes = form.getByRole('group', { name: /Campioni da ricevere/ }).getByRole('checkbox');
    for (let i = 0; i <= SAMPLES.max; i += 1) await boxes.nth(i).check();
    await form.locator('[data-submit]').click();
    await expect(fieldError(form, 'fs-samples_products')).toHaveText('Hai raggiunto il limite di campioni selezionabili');
    await expect(fieldError(form, 'fs-cap')).toHaveText('Inserire un cap valido');
    await expect(form.getByRole('radio', { name: 'Richiesta di campioni', exact: true }), 'the request type is kept').toBeChecked();
    await expect(boxes.nth(SAMPLES.max), 'the chosen products are kept').toBeChecked();
    expect(await storedSubmissions(request, 'sample-request', who.email), 'nothing stored').toHaveLength(0);
  });

  test('newsletter: refused without the bot proof, values kept, nothing stored', async ({ page, request }) => {
    const who = newVisitor('nojs-nl');
    await page.goto('/it/manifesto');
    const form = page.locator('form[data-form="newsletter"]');
    await form.getByRole('textbox', { name: 'La tua email', exact: true }).fill(who.email);
    await form.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();
    await form.getByRole('checkbox', { name: /almeno 16 anni/ }).check();
    await form.locator('[data-submit]').click();
    await expect(form.locator('[data-form-status="refused"]')).toHaveAttribute('data-refusal', 'no-proof');
    await expect(form.getByRole('textbox', { name: 'La tua email', exact: true })).toHaveValue(who.email);
    expect(await storedSubmissions(request, 'newsletter-signup', who.email)).toHaveLength(0);
  });
});

test.describe('newsletter', () => {
  test('its code loads when the visitor reaches the block, and what was typed before stays', async ({ page }) => {
    const { form, submit, scriptsSince } = await asleepForm(page, '/it/prodotti', 'newsletter');
    const email = form.getByRole('textbox', { name: 'La tua email', exact: true });
    await email.fill('presto@example.com');
    await expectHydrated(submit);
    expect(scriptsSince(), 'its code came after the first load').toBeGreaterThan(0);
    await expect(email).toHaveValue('presto@example.com');
    await submit.click();
    await expect(fieldError(form, 'nl-privacy')).toHaveText("Accettare l'informativa sulla privacy");
    await expect(email).toHaveValue('presto@example.com');
  });

  test('privacy and the over-16 declaration are required, also with profiling consent', async ({ page }) => {
    await page.goto('/it/manifesto');
    const form = await hydratedForm(page, 'newsletter');
    await expect(page.locator('[data-newsletter-title]')).toContainText('Iscriviti alla newsletter');
    await form.getByRole('textbox', { name: 'La tua email', exact: true }).fill(newVisitor('nl-invalid').email);
    await form.getByRole('checkbox', { name: /contenuti in linea con i miei interessi/ }).check();
    await form.locator('[data-submit]').click();
    await expect(fieldError(form, 'nl-privacy')).toHaveText("Accettare l'informativa sulla privacy");
    await expect(fieldError(form, 'nl-over16')).toHaveText('Devi dichiarare di avere almeno 16 anni');
    await expectAccessible(page, 'newsletter, errors');
  });

  test('double opt-in: stored unconfirmed, the mailed link shows a button, only the button confirms, once', async ({ page, request }) => {
    const who = newVisitor('nl');
    await page.goto('/en/products');
    const form = await hydratedForm(page, 'newsletter');
    await form.getByRole('textbox', { name: 'Your email', exact: true }).fill(who.email);
    await form.getByRole('textbox', { name: 'First name', exact: true }).fill(who.name);
    await form.getByRole('checkbox', { name: /privacy policy/ }).check();
    await form.getByRole('checkbox', { name: /at least 16/ }).check();
    await form.locator('[data-submit]').click();
    await expect(form.locator('[data-form-status="success"]')).toContainText(who.email);
    expect(await formSuccessEvents(page)).toEqual(['newsletter']);
    const [signup] = await storedSubmissions(request, 'newsletter-signup', who.email);
    expect(signup, 'stored').toMatchObject({ confirmed: false, over_16: true, locale_code: 'en' });

    const mail = await expectMail(who.email, /Confirm your subscription/, 'confirmation mail in English');
    const link = /https?:\/\/\S+\/api\/newsletter\/confirm\?token=[A-Za-z0-9_-]+&locale=en/.exec(mail.text)?.[0];
    expect(link, 'one-time link').toBeTruthy();
    await page.goto(link as string);
    expect((await storedSubmissions(request, 'newsletter-signup', who.email))[0]?.confirmed, 'opening the link alone confirms nothing').toBe(false);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.locator('[data-confirm-outcome="confirmed"]')).toContainText('You have signed up successfully');
    expect((await storedSubmissions(request, 'newsletter-signup', who.email))[0]?.confirmed, 'confirmed').toBe(true);
    await page.goto(link as string);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.locator('[data-confirm-outcome="already-confirmed"]')).toBeVisible();
  });
});

test.describe('contact form code', () => {
  test('loads when the visitor reaches for the form; the choice and text made before stay', async ({ page }) => {
    const { form, submit, scriptsSince } = await asleepForm(page, '/it/contatti', 'contact');
    // A choice made in the server's markup (no event: the form is still asleep), then typing wakes it.
    const other = form.locator('input[name="interestArea"][value="other"]');
    await other.evaluate((el) => {
      (el as HTMLInputElement).checked = true;
    });
    const name = form.locator('#contact-name');
    await name.fill('Anna');
    await expectHydrated(submit);
    expect(scriptsSince(), 'its code came after the first load').toBeGreaterThan(0);
    await expect(name).toHaveValue('Anna');
    await expect(other).toBeChecked();
    await submit.click();
    await expect(name).toHaveValue('Anna');
    await expect(other).toBeChecked();
    await expect(fieldError(form, 'contact-surname')).not.toBeEmpty();
  });

  test('a keyboard visitor keeps the focus on the same control when the form wakes', async ({ page }) => {
    const { form, submit } = await asleepForm(page, '/it/contatti', 'contact');
    // A radio button has no id of its own: the focus follows its place among the form's controls.
    await form.locator('input[name="interestArea"]').nth(1).focus();
    await expectHydrated(submit);
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLInputElement | null;
        return el ? `${el.name}=${el.value}` : null;
      });
    await expect.poll(focused).toBe(`interestArea=${await form.locator('input[name="interestArea"]').nth(1).getAttribute('value')}`);
    await page.keyboard.press('Space');
    await expect(form.locator('input[name="interestArea"]').nth(1)).toBeChecked();
  });
});
