// Work with us (/it/lavora-con-noi): open positions from the CMS, the 8-step wizard in a real
// browser (per-step messages, back and continue, focus, the region → province → municipality
// cascade, resuming after a reload, keyboard only, axe on every step), a real PDF stored in the
// CMS with every step's data and downloadable by an admin only, and the CV refusals.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DRAFT_KEY, emptyValues, serializeDraft, type WizardValues } from '../../src/lib/careers/wizard-state';
import { CMS_URL, READ_TOKEN, adminToken, expect, expectAccessible, expectHydrated, test, visitorHeaders } from './fixtures';

test.use({ locale: 'it-IT' });

const PAGE = '/it/lavora-con-noi';
const APPLICATION = 'api::job-application.job-application';

/** A small but complete PDF (one blank page) with a correct cross-reference table. */
function tinyPdf(): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>'];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const wizard = (page: Page) => page.locator('[data-careers-wizard="ready"]');
const heading = (page: Page) => page.locator('[data-step-heading]');
const errorSummary = (page: Page) => page.locator('[data-error-summary]');
const continueButton = (page: Page) => page.locator('[data-wizard-continue]');
const backButton = (page: Page) => page.locator('[data-wizard-back]');
// Exact: the domicile's legend (“Domicilio (se diverso dalla residenza)”) contains the word too.
const place = (page: Page, name: 'Residenza' | RegExp) => wizard(page).getByRole('group', { name, exact: true });

async function open(page: Page): Promise<void> {
  // Each test posts as its own visitor: the application endpoint limits posts per address.
  await page.setExtraHTTPHeaders(visitorHeaders());
  await page.goto(PAGE);
  await expect(wizard(page)).toBeVisible();
  await expectHydrated(page.locator('[data-apply]'));
}

async function expectStep(page: Page, label: string): Promise<void> {
  await expect(heading(page)).toContainText(label);
  await expect(heading(page)).toBeFocused();
}

async function next(page: Page, label: string): Promise<void> {
  await continueButton(page).click();
  await expectStep(page, label);
}

/** Continue on a step left empty: the spec's messages in the error summary, which takes the focus. */
async function expectMessages(page: Page, messages: string[]): Promise<void> {
  await continueButton(page).click();
  await expect(errorSummary(page)).toBeFocused();
  for (const message of messages) await expect(errorSummary(page).getByRole('link', { name: message, exact: true }), message).toBeVisible();
}

const municipalityOptions = (select: Locator) =>
  select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));

async function fillPersonal(page: Page, email: string): Promise<void> {
  await wizard(page).getByRole('textbox', { name: 'Nome', exact: true }).fill('Giulia');
  await wizard(page).getByRole('textbox', { name: 'Cognome', exact: true }).fill("D'Amico");
  await wizard(page).getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await wizard(page).getByRole('textbox', { name: 'Telefono', exact: true }).fill('+39 333 765 4321');
  await wizard(page).getByRole('combobox', { name: 'Genere', exact: true }).selectOption('female');
  await wizard(page).getByRole('textbox', { name: 'Data di nascita', exact: true }).fill('1994-03-08');
  const residence = place(page, 'Residenza');
  await residence.getByLabel('Regione').selectOption('Emilia-Romagna');
  await residence.getByLabel('Provincia').selectOption('Forlì-Cesena');
  await expect(residence.getByLabel('Comune')).toBeEnabled();
  await residence.getByLabel('Comune').selectOption('Cesena');
  const domicile = place(page, /^Domicilio/);
  await domicile.getByLabel('Regione').selectOption('Veneto');
  await domicile.getByLabel('Provincia').selectOption('Rovigo');
  await expect(domicile.getByLabel('Comune')).toBeEnabled();
  await domicile.getByLabel('Comune').selectOption('Ficarolo');
  await wizard(page).getByRole('combobox', { name: 'Patente di guida', exact: true }).selectOption('B');
  await wizard(page).getByRole('combobox', { name: 'Mezzo di trasporto', exact: true }).selectOption('car');
  await wizard(page).getByRole('combobox', { name: 'Appartenenza a categorie protette', exact: true }).selectOption('no');
  await wizard(page).getByRole('combobox', { name: 'Situazione lavorativa attuale', exact: true }).selectOption('employed');
}

async function fillEducation(page: Page): Promise<void> {
  const first = page.locator('[data-education-entry="0"]');
  await first.getByLabel('Titolo di studio').selectOption('degree_3_years');
  await first.getByLabel('Anno di conseguimento').selectOption('2016');
  await first.getByLabel('Votazione').fill('105/110');
  await first.getByLabel('Indirizzo o specializzazione').fill('Tecnologie alimentari');
}

type StoredApplication = Record<string, unknown> & {
  documentId: string;
  education: Record<string, unknown>[];
  work_experiences: Record<string, unknown>[];
  languages: Record<string, unknown>;
};

async function storedApplication(request: APIRequestContext, token: string, email: string): Promise<StoredApplication> {
  const headers = { Authorization: `Bearer ${token}` };
  const list = await request.get(`${CMS_URL}/content-manager/collection-types/${APPLICATION}`, { headers, params: { 'filters[$and][0][email][$eq]': email } });
  expect(list.status(), 'admin list of applications').toBe(200);
  const results = ((await list.json()) as { results: { documentId: string }[] }).results;
  expect(results, `one application from ${email}`).toHaveLength(1);
  const one = await request.get(`${CMS_URL}/content-manager/collection-types/${APPLICATION}/${results[0]?.documentId}`, { headers });
  expect(one.status()).toBe(200);
  return ((await one.json()) as { data: StoredApplication }).data;
}

test('/en/lavora-con-noi and /en/work-with-us are 404; the Italian page lists the CMS positions', async ({ page, request }) => {
  for (const path of ['/en/lavora-con-noi', '/en/work-with-us']) expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  const positions = (
    (await (await request.get(`${CMS_URL}/api/job-positions?sort=order:asc`, { headers: { Authorization: `Bearer ${READ_TOKEN}` } })).json()) as {
      data: { title: string; short_description: string }[];
    }
  ).data;
  expect(positions.length).toBeGreaterThanOrEqual(3);
  const response = await page.goto(PAGE);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Lavora con noi' })).toBeVisible();
  const cards = page.locator('[data-job-position]');
  await expect(cards).toHaveCount(positions.length);
  for (const [i, position] of positions.entries()) {
    await expect(cards.nth(i).getByRole('heading', { name: position.title })).toBeVisible();
    await expect(cards.nth(i)).toContainText(position.short_description);
    await expect(cards.nth(i).getByRole('button', { name: `Candidati per ${position.title}` })).toBeVisible();
  }
  await expect(page.locator('[data-job-position="carrellista-magazzino-frigorifero-ficarolo"]')).toContainText('Ficarolo (RO)');
  await expect(page.locator('[data-job-position="carrellista-magazzino-frigorifero-ficarolo"]')).toContainText('Operaio');
  await expect(page.getByRole('button', { name: 'Invia una candidatura spontanea' })).toBeVisible();
  await expectAccessible(page, 'careers page');
});

test('back and continue with each step’s messages, focus on every move, the cascade, axe on every step', async ({ page }) => {
  // Eight steps with an axe check each on the whole careers page: 1.6 min on a quiet run, past the
  // default 2 min while the other worker crawls the site.
  test.setTimeout(240_000);
  const municipalityRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/geo/municipalities')) municipalityRequests.push(new URL(r.url()).search);
  });
  await open(page);
  await page.getByRole('button', { name: 'Invia una candidatura spontanea' }).click();
  await expectStep(page, 'Passo 1 di 8');
  await expectAccessible(page, 'step 1');
  await expectMessages(page, ['Seleziona un settore']);
  await expectAccessible(page, 'step 1 with errors');
  await wizard(page).getByRole('radio', { name: 'Impiegato' }).check();
  await next(page, 'Passo 2 di 8');

  await expectMessages(page, ['Seleziona una sede']);
  await backButton(page).click();
  await expectStep(page, 'Passo 1 di 8');
  await expect(wizard(page).getByRole('radio', { name: 'Impiegato' })).toBeChecked();
  await next(page, 'Passo 2 di 8');
  await expect(errorSummary(page)).toHaveCount(0);
  await wizard(page)
    .getByRole('radio', { name: /Policoro/ })
    .check();
  await expectAccessible(page, 'step 2');
  await next(page, 'Passo 3 di 8');

  await expectMessages(page, [
    'Nome non valido',
    'Cognome non valido',
    'Email non corretta',
    'Numero di telefono non valido',
    'Seleziona il genere',
    'Inserisci la data di nascita',
    'Seleziona la regione',
    'Seleziona la provincia',
    'Seleziona il comune',
    'Seleziona un mezzo di trasporto',
    'Indica se appartieni a una categoria protetta',
    'Seleziona la situazione lavorativa',
  ]);
  await expectAccessible(page, 'step 3 with errors');
  // The error summary links to the field.
  await errorSummary(page).getByRole('link', { name: 'Seleziona il genere' }).click();
  await expect(wizard(page).getByRole('combobox', { name: 'Genere', exact: true })).toBeFocused();

  // Cascade: a region's provinces only, then one province's municipalities only (one request).
  const residence = place(page, 'Residenza');
  await expect(residence.getByLabel('Provincia')).toBeDisabled();
  await residence.getByLabel('Regione').selectOption('Emilia-Romagna');
  const provinces = await residence
    .getByLabel('Provincia')
    .locator('option')
    .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value).filter(Boolean));
  expect(provinces).toContain('Forlì-Cesena');
  expect(provinces).toContain('Bologna');
  expect(provinces).not.toContain('Rovigo');
  expect(provinces).toHaveLength(9);
  await residence.getByLabel('Provincia').selectOption('Forlì-Cesena');
  await expect(residence.getByLabel('Comune')).toBeEnabled();
  const towns = await municipalityOptions(residence.getByLabel('Comune'));
  expect(towns).toContain('Cesena');
  expect(towns).toContain('Cesenatico');
  expect(towns).not.toContain('Bologna');
  expect(towns).not.toContain('Ravenna');
  expect(towns).toHaveLength(30);
  expect(municipalityRequests).toEqual(['?district=FC']);
  // Another region empties the province and the town.
  await residence.getByLabel('Regione').selectOption('Veneto');
  await expect(residence.getByLabel('Comune')).toBeDisabled();
  await residence.getByLabel('Regione').selectOption('Emilia-Romagna');
  await residence.getByLabel('Provincia').selectOption('Forlì-Cesena');
  await expect(residence.getByLabel('Comune')).toBeEnabled();
  expect(municipalityRequests, 'a province already loaded is not asked again').toEqual(['?district=FC']);

  await fillPersonal(page, 'passi@example.com');
  await expectAccessible(page, 'step 3');
  await next(page, 'Passo 4 di 8');
  await expectMessages(page, ['Seleziona il titolo di studio', "Inserisci l'anno di conseguimento", 'Inserisci la votazione', 'Inserisci la specializzazione']);
  await fillEducation(page);
  await expectAccessible(page, 'step 4');
  await next(page, 'Passo 5 di 8');

  await page.getByRole('button', { name: /Aggiungi un.*esperienza/ }).click();
  await expect(wizard(page).getByLabel('Ruolo')).toBeFocused();
  await expectMessages(page, ['Inserisci il ruolo', "Inserisci l'azienda", 'Inserisci il periodo']);
  await expectAccessible(page, 'step 5');
  await page.getByRole('button', { name: 'Rimuovi l’esperienza 1' }).click();
  await expect(page.locator('[data-experience-entry]')).toHaveCount(0);
  await next(page, 'Passo 6 di 8');

  await page.getByRole('button', { name: 'Aggiungi una lingua' }).click();
  await expectMessages(page, ['Seleziona una lingua']);
  await page.locator('[data-language-entry="0"]').getByLabel('Lingua').selectOption('french');
  await expectAccessible(page, 'step 6');
  await next(page, 'Passo 7 di 8');

  await expectMessages(page, ["Seleziona l'area preferita"]);
  await wizard(page)
    .getByRole('radio', { name: /Ricerca e sviluppo/ })
    .check();
  await expectAccessible(page, 'step 7');
  await next(page, 'Passo 8 di 8');

  await expectMessages(page, ['Il curriculum è obbligatorio', "Accettare l'informativa sulla privacy"]);
  await expectAccessible(page, 'step 8');
  // Back through the steps: every answer is still there.
  for (const label of ['Passo 7 di 8', 'Passo 6 di 8', 'Passo 5 di 8', 'Passo 4 di 8', 'Passo 3 di 8']) {
    await backButton(page).click();
    await expectStep(page, label);
  }
  await expect(wizard(page).getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue('Giulia');
  await expect(place(page, 'Residenza').getByLabel('Comune')).toHaveValue('Cesena');
  await expect(place(page, /^Domicilio/).getByLabel('Comune')).toHaveValue('Ficarolo');
  expect(municipalityRequests).toEqual(['?district=FC', '?district=RO']);
});

test('a reload in the middle keeps the answers and the step (the CV is never kept)', async ({ page }) => {
  await open(page);
  await page.getByRole('button', { name: 'Invia una candidatura spontanea' }).click();
  await wizard(page).getByRole('radio', { name: 'Operaio' }).check();
  await next(page, 'Passo 2 di 8');
  await wizard(page)
    .getByRole('radio', { name: /Cesena/ })
    .check();
  await next(page, 'Passo 3 di 8');
  await fillPersonal(page, 'ricarica@example.com');
  await next(page, 'Passo 4 di 8');
  await page.locator('[data-education-entry="0"]').getByLabel('Votazione').fill('98/100');
  const stored = await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY);
  expect(stored).toContain('98/100');

  await page.reload();
  await expect(wizard(page)).toBeVisible();
  await expect(heading(page)).toContainText('Passo 4 di 8');
  await expect(page.locator('[data-careers-resumed]')).toBeVisible();
  await expect(page.locator('[data-education-entry="0"]').getByLabel('Votazione')).toHaveValue('98/100');
  await backButton(page).click();
  await expectStep(page, 'Passo 3 di 8');
  await expect(wizard(page).getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('ricarica@example.com');
  await expect(place(page, 'Residenza').getByLabel('Provincia')).toHaveValue('Forlì-Cesena');
  await expect(place(page, 'Residenza').getByLabel('Comune')).toHaveValue('Cesena');

  // On the attachments step the file must be chosen again after a reload.
  await page.evaluate(([key, draft]) => sessionStorage.setItem(key, draft), [
    DRAFT_KEY,
    serializeDraft({ values: { ...emptyValues(), name: 'Giulia', privacy: true }, stage: 'summary', submissionKey: 'a'.repeat(32) }),
  ] as const);
  await page.reload();
  await expect(heading(page)).toContainText('Passo 8 di 8');
  await expect(page.getByText(/il curriculum non viene conservato nel browser/)).toBeVisible();
});

test('the whole wizard with a real PDF: stored in the CMS with every step, the CV downloadable by an admin only', async ({ page, request }) => {
  const email = `giulia.${Date.now()}@example.com`;
  const pdf = tinyPdf();
  await open(page);
  const position = page.locator('[data-job-position="carrellista-magazzino-frigorifero-ficarolo"]');
  await position.getByRole('button', { name: /^Candidati per/ }).click();
  await expectStep(page, 'Passo 1 di 8');
  await expect(page.getByText('Ti stai candidando per: Carrellista per magazzino frigorifero')).toBeVisible();
  await expect(wizard(page).getByRole('radio', { name: 'Operaio' })).toBeChecked();
  await next(page, 'Passo 2 di 8');
  await expect(wizard(page).getByRole('radio', { name: /Ficarolo/ })).toBeChecked();
  await next(page, 'Passo 3 di 8');
  await fillPersonal(page, email);
  await next(page, 'Passo 4 di 8');
  await fillEducation(page);
  await page.getByRole('button', { name: 'Aggiungi un altro titolo di studio' }).click();
  const second = page.locator('[data-education-entry="1"]');
  await second.getByLabel('Titolo di studio').selectOption('diploma');
  await second.getByLabel('Anno di conseguimento').selectOption('2013');
  await second.getByLabel('Votazione').fill('90/100');
  await second.getByLabel('Indirizzo o specializzazione').fill('Perito agrario');
  await next(page, 'Passo 5 di 8');
  await page.getByRole('button', { name: /Aggiungi un.*esperienza/ }).click();
  const job = page.locator('[data-experience-entry="0"]');
  await job.getByLabel('Ruolo').fill('Magazziniera');
  await job.getByLabel('Azienda').fill('Frigoriferi Padani Srl');
  await job.getByLabel('Periodo').fill('da marzo 2021 a settembre 2023');
  await job.getByLabel('Tipo di contratto').selectOption('seasonal');
  await job.getByLabel('Attività principali').fill('Carico e scarico, inventari in cella a -25 °C');
  await next(page, 'Passo 6 di 8');
  await wizard(page).getByRole('group', { name: 'Italiano' }).getByLabel('Livello parlato').selectOption('native');
  await wizard(page).getByRole('group', { name: 'Italiano' }).getByLabel('Livello scritto').selectOption('native');
  await wizard(page).getByRole('group', { name: 'Inglese' }).getByLabel('Livello parlato').selectOption('intermediate');
  await page.getByRole('button', { name: 'Aggiungi una lingua' }).click();
  await page.locator('[data-language-entry="0"]').getByLabel('Lingua').selectOption('spanish');
  await page.locator('[data-language-entry="0"]').getByLabel('Livello parlato').selectOption('basic');
  await wizard(page).getByLabel('Competenze informatiche').fill('Gestionale di magazzino, Excel');
  await next(page, 'Passo 7 di 8');
  await expect(wizard(page).getByRole('radio', { name: /Magazzino e logistica/ })).toBeChecked();
  await next(page, 'Passo 8 di 8');
  await wizard(page).getByLabel('Curriculum vitae').setInputFiles({ name: 'cv-giulia.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.locator('[data-cv-chosen]')).toContainText('cv-giulia.pdf');
  await wizard(page)
    .getByRole('checkbox', { name: /informativa sulla privacy/ })
    .check();
  await next(page, 'Riepilogo');

  const summary = page.locator('[data-summary]');
  await expect(summary.locator('[data-summary-step="1"]')).toContainText('Carrellista per magazzino frigorifero');
  await expect(summary.locator('[data-summary-step="3"]')).toContainText('Cesena, Forlì-Cesena, Emilia-Romagna');
  await expect(summary.locator('[data-summary-step="4"]')).toContainText('105/110');
  await expect(summary.locator('[data-summary-step="5"]')).toContainText('Frigoriferi Padani Srl');
  await expect(summary.locator('[data-summary-step="8"]')).toContainText('cv-giulia.pdf');
  await expectAccessible(page, 'summary');
  // The anti-spam box can be seen: its checkbox has a border (the widget's colours resolve).
  const botBox = wizard(page).locator('altcha-widget input[type="checkbox"]');
  await expect(botBox).toBeVisible();
  expect(await botBox.evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('solid');
  // Change one answer from the summary and come straight back.
  await page.getByRole('button', { name: 'Modifica: Sede di lavoro' }).click();
  await expectStep(page, 'Passo 2 di 8');
  await wizard(page)
    .getByRole('radio', { name: /Cesena/ })
    .check();
  await continueButton(page).click();
  await expectStep(page, 'Riepilogo');
  await expect(summary.locator('[data-summary-step="2"]')).toContainText('Cesena (FC)');

  await page.getByRole('button', { name: 'Invia candidatura' }).click();
  await expect(page.locator('[data-careers-success]')).toBeVisible({ timeout: 60_000 });
  await expect(heading(page).or(page.getByRole('heading', { name: 'Candidatura inviata' }))).toBeFocused();
  await expect(page.locator('[data-careers-success]')).toContainText('Abbiamo ricevuto la tua candidatura');
  await expectAccessible(page, 'success');
  expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY), 'draft cleared after sending').toBeNull();
  const formEvents = await page.evaluate(() => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'form_success'));
  expect(formEvents, 'one tag-manager event for the sent application').toEqual([{ event: 'form_success', form: 'careers' }]);

  const token = await adminToken(request);
  const stored = await storedApplication(request, token, email);
  const positions = (
    (await (
      await request.get(`${CMS_URL}/api/job-positions?filters[slug][$eq]=carrellista-magazzino-frigorifero-ficarolo`, {
        headers: { Authorization: `Bearer ${READ_TOKEN}` },
      })
    ).json()) as { data: { documentId: string }[] }
  ).data;
  expect(stored).toMatchObject({
    sector: 'worker',
    site: 'cesena',
    opened_position: positions[0]?.documentId,
    working_area: 'warehouse',
    name: 'Giulia',
    surname: "D'Amico",
    email,
    phone: '+39 333 765 4321',
    gender: 'female',
    birth_date: '1994-03-08',
    driving_license: 'B',
    residence_region: 'Emilia-Romagna',
    residence_district: 'Forlì-Cesena',
    residence_municipality: 'Cesena',
    domicile_region: 'Veneto',
    domicile_district: 'Rovigo',
    domicile_municipality: 'Ficarolo',
    vehicle: 'car',
    protected_categories: 'no',
    current_employment: 'employed',
    computer_knowledge: 'Gestionale di magazzino, Excel',
    preferred_working_area: 'warehouse',
    curriculum_name: 'cv-giulia.pdf',
    curriculum_mime: 'application/pdf',
    curriculum_size: pdf.length,
    privacy_consent: true,
  });
  expect(stored.education.map(({ level, year, vote, specification }) => ({ level, year, vote, specification }))).toEqual([
    { level: 'degree_3_years', year: 2016, vote: '105/110', specification: 'Tecnologie alimentari' },
    { level: 'diploma', year: 2013, vote: '90/100', specification: 'Perito agrario' },
  ]);
  expect(
    stored.work_experiences.map(({ role, agency, period, contract_type, main_activities }) => ({ role, agency, period, contract_type, main_activities })),
  ).toEqual([
    {
      role: 'Magazziniera',
      agency: 'Frigoriferi Padani Srl',
      period: 'da marzo 2021 a settembre 2023',
      contract_type: 'seasonal',
      main_activities: 'Carico e scarico, inventari in cella a -25 °C',
    },
  ]);
  expect(stored.languages).toMatchObject({
    italian_spoken: 'native',
    italian_written: 'native',
    english_spoken: 'intermediate',
    other: [{ language: 'spanish', spoken: 'basic' }],
  });
  // The admin record names the CV's private file (a storage key, not a URL); no anonymous URL reaches it.
  const file = String(stored.curriculum_file ?? '');
  expect(file).not.toBe('');
  expect(file).not.toMatch(/^(https?:|\/?uploads\/)/);

  const download = await request.get(`${CMS_URL}/admin/brina/job-applications/${stored.documentId}/curriculum`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(download.status(), 'admin download').toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.compare(await download.body(), pdf), 'the same bytes').toBe(0);
  for (const url of [
    `${CMS_URL}/admin/brina/job-applications/${stored.documentId}/curriculum`,
    `${CMS_URL}/api/job-applications/${stored.documentId}/curriculum`,
    `${CMS_URL}/api/job-applications/${stored.documentId}`,
    `${CMS_URL}/uploads/cv-giulia.pdf`,
    `${CMS_URL}/${file}`,
    `${CMS_URL}/uploads/${file.split('/').pop()}`,
  ]) {
    expect([401, 403, 404], `anonymous ${url}`).toContain((await request.get(url)).status());
  }
});

/** Presses Tab until `target` has the focus (it must be reachable from the keyboard). */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reachable with Tab: ${target.toString()}`);
}

test('the wizard can be completed with the keyboard only', async ({ page, request }) => {
  const email = `tastiera.${Date.now()}@example.com`;
  // Playwright intercepts file choosers only once something listens for them, and turns that on
  // asynchronously: a listener added just before the key press can miss the chooser it opens (a run
  // once waited two minutes for it). Listening from the start leaves the interception on already.
  page.on('filechooser', () => undefined);
  await open(page);
  await tabTo(page, page.getByRole('button', { name: 'Invia una candidatura spontanea' }));
  await page.keyboard.press('Enter');
  await expectStep(page, 'Passo 1 di 8');
  const press = async (target: Locator, key: string) => {
    await tabTo(page, target);
    await page.keyboard.press(key);
  };
  const type = async (target: Locator, text: string) => {
    await tabTo(page, target);
    await page.keyboard.type(text);
  };
  const proceed = async (label: string) => {
    await tabTo(page, continueButton(page));
    await page.keyboard.press('Enter');
    await expectStep(page, label);
  };
  await press(wizard(page).getByRole('radio', { name: 'Operaio' }), 'Space');
  await proceed('Passo 2 di 8');
  await press(wizard(page).getByRole('radio', { name: /Cesena/ }), 'Space');
  await proceed('Passo 3 di 8');
  await type(wizard(page).getByRole('textbox', { name: 'Nome', exact: true }), 'Marco');
  await type(wizard(page).getByRole('textbox', { name: 'Cognome', exact: true }), 'Ferri');
  await type(wizard(page).getByRole('textbox', { name: 'Email', exact: true }), email);
  await type(wizard(page).getByRole('textbox', { name: 'Telefono', exact: true }), '0547 123456');
  await type(wizard(page).getByRole('combobox', { name: 'Genere', exact: true }), 'Uomo');
  await tabTo(page, wizard(page).getByRole('textbox', { name: 'Data di nascita', exact: true }));
  // Day and month alike: the date field's segment order follows the browser's own language.
  await page.keyboard.type('12121990');
  await expect(wizard(page).getByRole('textbox', { name: 'Data di nascita', exact: true })).toHaveValue('1990-12-12');
  const residence = place(page, 'Residenza');
  await type(residence.getByLabel('Regione'), 'Emilia');
  await type(residence.getByLabel('Provincia'), 'Forl');
  await expect(residence.getByLabel('Comune')).toBeEnabled();
  await type(residence.getByLabel('Comune'), 'Cesena');
  await expect(residence.getByLabel('Comune')).toHaveValue('Cesena');
  await type(wizard(page).getByRole('combobox', { name: 'Mezzo di trasporto', exact: true }), 'Mezzi');
  await type(wizard(page).getByRole('combobox', { name: 'Appartenenza a categorie protette', exact: true }), 'No');
  await type(wizard(page).getByRole('combobox', { name: 'Situazione lavorativa attuale', exact: true }), 'Occ');
  await proceed('Passo 4 di 8');
  const education = page.locator('[data-education-entry="0"]');
  await type(education.getByLabel('Titolo di studio'), 'Diploma');
  await type(education.getByLabel('Anno di conseguimento'), '2009');
  await type(education.getByLabel('Votazione'), '80/100');
  await type(education.getByLabel('Indirizzo o specializzazione'), 'Ragioneria');
  await proceed('Passo 5 di 8');
  await proceed('Passo 6 di 8');
  await proceed('Passo 7 di 8');
  await tabTo(page, wizard(page).getByRole('radio').first());
  await page.keyboard.press('ArrowRight');
  await expect(wizard(page).getByRole('radio').nth(1)).toBeChecked();
  await proceed('Passo 8 di 8');
  await tabTo(page, wizard(page).getByLabel('Curriculum vitae'));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles({ name: 'cv-marco.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  await press(wizard(page).getByRole('checkbox', { name: /informativa sulla privacy/ }), 'Space');
  await proceed('Riepilogo');
  await tabTo(page, page.getByRole('button', { name: 'Invia candidatura' }));
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-careers-success]')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { name: 'Candidatura inviata' })).toBeFocused();
  const stored = await storedApplication(request, await adminToken(request), email);
  expect(stored).toMatchObject({ name: 'Marco', residence_municipality: 'Cesena', birth_date: '1990-12-12', curriculum_name: 'cv-marco.pdf' });
});

const READY_FOR_CV: WizardValues = {
  ...emptyValues(),
  sector: 'employee',
  site: 'policoro',
  name: 'Sara',
  surname: 'Gallo',
  email: 'sara.gallo@example.com',
  phone: '0835 123456',
  gender: 'female',
  birth_date: '1990-01-20',
  residence_region: 'Basilicata',
  residence_district: 'Matera',
  residence_municipality: 'Policoro',
  vehicle: 'car',
  protected_categories: 'no',
  current_employment: 'unemployed',
  education: [{ level: 'degree_5_years', year: '2015', vote: '110/110', specification: 'Scienze agrarie' }],
  preferred_working_area: 'agronomy',
  privacy: true,
};

test('a renamed non-PDF, a 6 MB file and an empty file are refused with a message', async ({ page, request }) => {
  await open(page);
  await page.evaluate(([key, draft]) => sessionStorage.setItem(key, draft), [
    DRAFT_KEY,
    serializeDraft({ values: READY_FOR_CV, stage: 8, submissionKey: `${Date.now()}`.padEnd(32, '0') }),
  ] as const);
  await page.reload();
  await expect(heading(page)).toContainText('Passo 8 di 8');
  const cv = wizard(page).getByLabel('Curriculum vitae');

  await cv.setInputFiles({ name: 'vuoto.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) });
  await expectMessages(page, ['Il file del curriculum è vuoto']);
  await cv.setInputFiles({ name: 'grande.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([tinyPdf(), Buffer.alloc(6 * 1024 * 1024)]) });
  await expectMessages(page, ['Il curriculum non può superare i 5 MB']);
  await expect(cv).toHaveAttribute('aria-invalid', 'true');

  // Renamed: a text file called .pdf passes the browser's check; the CMS reads its content.
  await cv.setInputFiles({ name: 'curriculum.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Curriculum di Sara Gallo, in testo semplice.') });
  await next(page, 'Riepilogo');
  await page.getByRole('button', { name: 'Invia candidatura' }).click();
  await expect(heading(page)).toContainText('Passo 8 di 8', { timeout: 60_000 });
  await expect(errorSummary(page)).toBeFocused();
  await expect(errorSummary(page)).toContainText('Formato del curriculum non accettato: carica un file PDF o DOCX');
  await expect(page.locator('#careers-curriculum-error')).toContainText('Formato del curriculum non accettato');

  // The server refuses the same files on its own (a client that skips the browser's checks).
  const post = async (file: { name: string; mimeType: string; buffer: Buffer }) =>
    request.post('/api/careers', {
      headers: visitorHeaders(),
      multipart: { data: JSON.stringify({ ...READY_FOR_CV, curriculum: undefined }), submission_key: `${Date.now()}`.padEnd(32, '1'), curriculum: file },
    });
  for (const [file, message] of [
    [{ name: 'vuoto.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) }, 'Il file del curriculum è vuoto'],
    [
      { name: 'grande.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([tinyPdf(), Buffer.alloc(6 * 1024 * 1024)]) },
      'Il curriculum non può superare i 5 MB',
    ],
  ] as const) {
    const answer = await post(file);
    expect([400, 413], file.name).toContain(answer.status());
    expect(((await answer.json()) as { fieldErrors?: Record<string, string> }).fieldErrors?.curriculum).toBe(message);
  }
});
