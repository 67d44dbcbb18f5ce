// Helpers of the contact-form browser tests: unique visitors, reading stored submissions back
// from the CMS (as the administrator), the mails the local SMTP sink received, and valid or
// invalid barcodes and VAT numbers.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { CMS_URL, expect, expectHydrated, isHydrated } from './fixtures';

export type SubmissionType = 'contact-request' | 'sample-request' | 'contact-form-richiesta-kit' | 'newsletter-signup';
export type Stored = Record<string, unknown>;
export type Mail = { to: string[]; from: string; subject: string; text: string; html: string };

/** Folder where tests/e2e/mail-sink.mjs writes the mails the website sent (SMTP_URL points at it). */
const MAIL_DIR = process.env.MAIL_SINK_DIR;
export const TEAM = {
  contact: (process.env.CONTACT_TO || process.env.MAIL_TO_DEFAULT || 'info@brina.local').toLowerCase(),
  samples: (process.env.SAMPLES_TO || process.env.MAIL_TO_DEFAULT || 'info@brina.local').toLowerCase(),
  kit: (process.env.KIT_TO || process.env.MAIL_TO_DEFAULT || 'info@brina.local').toLowerCase(),
};
export const SAMPLES = { min: Number(process.env.SAMPLES_MIN || 1), max: Number(process.env.SAMPLES_MAX || 5) };

const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** A visitor nobody else uses: their surname and e-mail find their submissions and mails. */
export function newVisitor(tag: string) {
  const suffix = letters(8);
  return { name: 'Giulia', surname: `Verdi${suffix}`, email: `${tag}.${suffix}@example.com` };
}

/** A GTIN-13 with its check digit (what isValidBarcode accepts). */
export function barcode(first12: string): string {
  const sum = [...first12]
    .map(Number)
    .reverse()
    .reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 3 : 1), 0);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

/** A random Italian VAT number with a correct check digit (so no kit request used it yet). */
export function freshVatCode(): string {
  const digits = Array.from({ length: 10 }, () => Math.floor(Math.random() * 10));
  const sum = digits.reduce((acc, d, i) => acc + (i % 2 === 0 ? d : d * 2 > 9 ? d * 2 - 9 : d * 2), 0);
  return `${digits.join('')}${(10 - (sum % 10)) % 10}`;
}

export function withWrongCheckDigit(vat: string): string {
  return `${vat.slice(0, 10)}${(Number(vat[10]) + 1) % 10}`;
}

let adminToken: string | null = null;

/** The submissions of a type sent with this e-mail, read with the administrator's login. */
export async function storedSubmissions(request: APIRequestContext, type: SubmissionType, email: string): Promise<Stored[]> {
  if (!adminToken) {
    const login = await request.post(`${CMS_URL}/admin/login`, { data: { email: 'admin@brina.local', password: 'BrinaDemo2026!' } });
    expect(login.status(), 'admin login').toBe(200);
    adminToken = ((await login.json()) as { data: { token: string } }).data.token;
  }
  const query = new URLSearchParams({ page: '1', pageSize: '50', 'filters[$and][0][email][$eq]': email });
  const response = await request.get(`${CMS_URL}/content-manager/collection-types/api::${type}.${type}?${query}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(response.status(), `read ${type}`).toBe(200);
  return ((await response.json()) as { results: Stored[] }).results;
}

export async function mails(): Promise<Mail[]> {
  if (!MAIL_DIR) throw new Error('MAIL_SINK_DIR is not set: run tests/e2e/mail-sink.mjs and start the website with SMTP_URL pointing at it');
  let files: string[] = [];
  try {
    files = (await fs.readdir(MAIL_DIR)).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return Promise.all(files.map(async (f) => JSON.parse(await fs.readFile(path.join(MAIL_DIR, f), 'utf8')) as Mail));
}

/** Waits for the mail to `address` whose subject matches, and returns it. */
export async function expectMail(address: string, subject: RegExp, label: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mails()).find((m) => m.to.includes(address.toLowerCase()) && subject.test(m.subject));
        return Boolean(found);
      },
      { message: label, timeout: 30_000 },
    )
    .toBe(true);
  return found as Mail;
}

/** The form, once React has hydrated it (a click before that would post it without JavaScript). */
export async function hydratedForm(page: Page, name: 'contact' | 'foodservice' | 'newsletter'): Promise<Locator> {
  const form = page.locator(`form[data-form="${name}"]`);
  // The newsletter block hydrates when a visitor scrolls to it, the contact screens' forms when the
  // pointer enters them (lazy-island.client.tsx).
  if (name === 'newsletter') {
    await form.scrollIntoViewIfNeeded();
    await expectHydrated(form.locator('[data-submit]'));
    return form;
  }
  // A pointer that enters before the page has hydrated wakes nothing: it enters again until it does.
  await expect
    .poll(
      async () => {
        await form.dispatchEvent('pointerenter');
        return isHydrated(form.locator('[data-submit]'));
      },
      { message: 'the form woke and React rendered it' },
    )
    .toBe(true);
  return form;
}

/**
 * A page whose form loads its code on demand, opened and checked asleep: the page has hydrated
 * (its header) but not the form. `scriptsSince()` counts the scripts fetched from then on.
 */
export async function asleepForm(page: Page, path: string, name: 'contact' | 'newsletter') {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto(path);
  await expectHydrated(page.locator('header').getByRole('button').first());
  const form = page.locator(`form[data-form="${name}"]`);
  const submit = form.locator('[data-submit]');
  expect(await isHydrated(submit), 'not hydrated before the visitor reaches for it').toBe(false);
  const before = scripts.length;
  return { form, submit, scriptsSince: () => scripts.length - before };
}

export type ContactFill = {
  area: string;
  product?: string;
  barcode?: string;
  vote?: string;
  name: string;
  surname: string;
  email: string;
  phone?: string;
  nation?: string;
  province?: string;
  message: string;
  privacy?: boolean;
};

/** Fills the consumer form (Italian labels unless `en`). */
export async function fillContact(form: Locator, v: ContactFill, en = false): Promise<void> {
  await form.getByRole('radio', { name: v.area, exact: true }).check();
  if (v.product) await form.getByRole('combobox', { name: en ? 'Product' : 'Prodotto', exact: true }).selectOption({ label: v.product });
  if (v.barcode) await form.getByRole('textbox', { name: en ? 'Barcode (EAN)' : 'Codice a barre (EAN)', exact: true }).fill(v.barcode);
  if (v.vote)
    await form
      .getByRole('group', { name: en ? /rating/ : /Voto/ })
      .getByRole('radio', { name: v.vote, exact: true })
      .check();
  await form.getByRole('textbox', { name: en ? 'First name' : 'Nome', exact: true }).fill(v.name);
  await form.getByRole('textbox', { name: en ? 'Surname' : 'Cognome', exact: true }).fill(v.surname);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(v.email);
  if (v.phone !== undefined) await form.getByRole('textbox', { name: en ? 'Phone' : 'Telefono', exact: true }).fill(v.phone);
  if (v.nation) await form.getByRole('combobox', { name: en ? 'Country' : 'Nazione', exact: true }).selectOption(v.nation);
  if (v.province) await form.getByRole('combobox', { name: en ? 'Province' : 'Provincia', exact: true }).selectOption(v.province);
  await form.getByRole('textbox', { name: en ? 'Message' : 'Messaggio', exact: true }).fill(v.message);
  if (v.privacy !== false) await form.getByRole('checkbox', { name: en ? /privacy policy/ : /informativa sulla privacy/ }).check();
}

export type BusinessFill = {
  type: 'Richiesta di informazioni' | 'Richiesta di campioni' | 'Richiesta del kit Food Service';
  name: string;
  surname: string;
  email: string;
  sector: string;
  company?: string;
  motivation?: string;
  message?: string;
  businessName?: string;
  vat?: string;
  address?: string;
  city?: string;
  cap?: string;
  province?: string;
  notes?: string;
  samples?: string[];
};

/** Fills the food-service form (Italian labels). */
export async function fillFoodservice(form: Locator, v: BusinessFill): Promise<void> {
  await form.getByRole('radio', { name: v.type, exact: true }).check();
  await form.getByRole('textbox', { name: 'Nome', exact: true }).fill(v.name);
  await form.getByRole('textbox', { name: 'Cognome', exact: true }).fill(v.surname);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(v.email);
  await form.getByRole('combobox', { name: 'Settore', exact: true }).selectOption({ label: v.sector });
  if (v.company) await form.getByRole('textbox', { name: 'Azienda', exact: true }).fill(v.company);
  if (v.motivation) await form.getByRole('textbox', { name: 'Motivo del contatto', exact: true }).fill(v.motivation);
  if (v.message) await form.getByRole('textbox', { name: 'Messaggio', exact: true }).fill(v.message);
  if (v.businessName) await form.getByRole('textbox', { name: 'Ragione sociale', exact: true }).fill(v.businessName);
  if (v.vat !== undefined) await form.getByRole('textbox', { name: 'Partita IVA', exact: true }).fill(v.vat);
  if (v.address) await form.getByRole('textbox', { name: 'Indirizzo', exact: true }).fill(v.address);
  if (v.city) await form.getByRole('textbox', { name: 'Città', exact: true }).fill(v.city);
  if (v.cap) await form.getByRole('textbox', { name: 'CAP', exact: true }).fill(v.cap);
  if (v.province) await form.getByRole('combobox', { name: 'Provincia', exact: true }).selectOption(v.province);
  for (const product of v.samples ?? []) await form.getByRole('checkbox', { name: product, exact: true }).check();
  if (v.notes) await form.getByRole('textbox', { name: 'Note', exact: true }).fill(v.notes);
  await form.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();
}

/** The `form_success` events the page pushed to the tag manager's data layer, by form name. */
export async function formSuccessEvents(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).flatMap((e) => {
      const event = e as { event?: unknown; form?: unknown };
      return event.event === 'form_success' && typeof event.form === 'string' ? [event.form] : [];
    }),
  );
}

/** The message shown next to a field (its error paragraph). */
export function fieldError(form: Locator, id: string): Locator {
  return form.locator(`[data-field-error="${id}"]`);
}
