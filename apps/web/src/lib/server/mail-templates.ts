// The e-mails the forms send (plain text and simple HTML): the team notification for each form,
// the visitor's receipt in the visitor's language, and the newsletter confirmation link. Mail
// texts live here, in both languages, like the validation messages live in the form schemas.
import { PERSONAL_DETAIL_FIELDS } from '../forms/careers-options';
import type { FormLocale } from '../forms/messages';
import type { StoredSubmission, SubmissionRecord, SubmissionType } from './submissions';

export type MailContent = { subject: string; text: string; html: string };
export type MailMessage = MailContent & { to: string; replyTo?: string; messageId?: string };

const COMPANY = 'Brina Società Cooperativa Agricola';

const LABELS: Record<FormLocale, Record<string, string>> = {
  it: {
    interest_area: 'Area di interesse',
    product_title: 'Prodotto',
    product: 'Codice prodotto',
    barcode: 'Codice a barre',
    vote: 'Voto',
    name: 'Nome',
    surname: 'Cognome',
    email: 'Email',
    phone: 'Telefono',
    nation: 'Nazione',
    province: 'Provincia',
    message: 'Messaggio',
    company: 'Azienda',
    sector: 'Settore',
    motivation: 'Motivazione',
    business_name: 'Ragione sociale',
    physical_address: 'Indirizzo',
    city: 'Città',
    cap: 'CAP',
    favorite_distributor: 'Distributore di fiducia',
    notes: 'Note',
    samples_products: 'Campioni richiesti',
    vat_code: 'Partita IVA',
    newsletter_consent: 'Consenso newsletter',
    site: 'Sede',
    opened_position: 'Posizione',
    gender: 'Genere',
    birth_date: 'Data di nascita',
    driving_license: 'Patente',
    residence_region: 'Regione di residenza',
    residence_district: 'Provincia di residenza',
    residence_municipality: 'Comune di residenza',
    domicile_region: 'Regione di domicilio',
    domicile_district: 'Provincia di domicilio',
    domicile_municipality: 'Comune di domicilio',
    vehicle: 'Mezzo di trasporto',
    protected_categories: 'Categorie protette',
    current_employment: 'Situazione lavorativa',
    education: 'Istruzione',
    work_experiences: 'Esperienze lavorative',
    languages: 'Lingue',
    computer_knowledge: 'Competenze informatiche',
    preferred_working_area: 'Area preferita',
    working_area: 'Area di lavoro',
    curriculum_name: 'Curriculum',
    privacy_accepted_at: 'Informativa privacy accettata il',
    privacy_policy_url: 'Informativa privacy',
  },
  en: {
    interest_area: 'Area of interest',
    product_title: 'Product',
    product: 'Product code',
    barcode: 'Barcode',
    vote: 'Vote',
    name: 'First name',
    surname: 'Surname',
    email: 'Email',
    phone: 'Phone',
    nation: 'Country',
    province: 'Province',
    message: 'Message',
    company: 'Company',
    sector: 'Sector',
    motivation: 'Reason',
    business_name: 'Business name',
    physical_address: 'Address',
    city: 'Town or city',
    cap: 'Postcode (CAP)',
    favorite_distributor: 'Preferred distributor',
    notes: 'Notes',
    samples_products: 'Samples requested',
    vat_code: 'VAT number',
    newsletter_consent: 'Newsletter consent',
    site: 'Site',
    opened_position: 'Position',
    gender: 'Gender',
    birth_date: 'Date of birth',
    driving_license: 'Driving licence',
    residence_region: 'Region of residence',
    residence_district: 'Province of residence',
    residence_municipality: 'Town of residence',
    domicile_region: 'Current region',
    domicile_district: 'Current province',
    domicile_municipality: 'Current town',
    vehicle: 'Means of transport',
    protected_categories: 'Protected categories',
    current_employment: 'Employment status',
    education: 'Education',
    work_experiences: 'Work experience',
    languages: 'Languages',
    computer_knowledge: 'Computer skills',
    preferred_working_area: 'Preferred area',
    working_area: 'Working area',
    curriculum_name: 'CV',
    privacy_accepted_at: 'Privacy policy accepted on',
    privacy_policy_url: 'Privacy policy',
  },
};

const VALUE_LABELS: Record<FormLocale, Record<string, string>> = {
  it: {
    'product-info': 'Informazioni su un prodotto',
    'product-report': 'Segnalazione su un prodotto acquistato',
    other: 'Altro',
    'foodservice-info': 'Informazioni food service',
    traditional_catering: 'Ristorazione tradizionale',
    fast_food_bar: 'Fast food / bar',
    catering: 'Catering',
    pizzeria_bakery: 'Pizzeria e panificio',
    delicatessen: 'Gastronomia',
    collective_commercial_catering: 'Ristorazione collettiva e commerciale',
    industry_laboratories: 'Industria e laboratori',
  },
  en: {
    'product-info': 'Information about a product',
    'product-report': 'Report about a product bought',
    other: 'Other',
    'foodservice-info': 'Food-service information',
    traditional_catering: 'Traditional catering',
    fast_food_bar: 'Fast food / bar',
    catering: 'Catering',
    pizzeria_bakery: 'Pizzeria and bakery',
    delicatessen: 'Delicatessen',
    collective_commercial_catering: 'Collective and commercial catering',
    industry_laboratories: 'Industry and laboratories',
  },
};

/** The fields each type shows, in this order (internal fields never appear in a mail). */
const FIELDS: Record<SubmissionType, string[]> = {
  'contact-request': [
    'interest_area',
    'product_title',
    'barcode',
    'vote',
    'name',
    'surname',
    'email',
    'phone',
    'nation',
    'province',
    'company',
    'sector',
    'motivation',
    'message',
    'newsletter_consent',
  ],
  'sample-request': [
    'name',
    'surname',
    'email',
    'phone',
    'business_name',
    'sector',
    'physical_address',
    'city',
    'cap',
    'province',
    'favorite_distributor',
    'samples_products',
    'notes',
    'newsletter_consent',
  ],
  'contact-form-richiesta-kit': [
    'name',
    'surname',
    'email',
    'phone',
    'business_name',
    'vat_code',
    'sector',
    'physical_address',
    'city',
    'cap',
    'province',
    'notes',
    'newsletter_consent',
  ],
  'newsletter-signup': ['name', 'surname', 'email'],
  'job-application': [
    'sector',
    'site',
    'opened_position',
    ...PERSONAL_DETAIL_FIELDS,
    'education',
    'work_experiences',
    'languages',
    'computer_knowledge',
    'preferred_working_area',
    'working_area',
    'curriculum_name',
  ],
};

const TEAM_SUBJECTS: Record<SubmissionType, string> = {
  'contact-request': 'Nuova richiesta di contatto',
  'sample-request': 'Nuova richiesta di campioni',
  'contact-form-richiesta-kit': 'Nuova richiesta kit',
  'newsletter-signup': 'Nuova iscrizione alla newsletter',
  'job-application': 'Nuova candidatura',
};

const RECEIPT: Record<
  FormLocale,
  { subject: string; application: string; greeting: (name: string) => string; body: string; applicationBody: string; summary: string; closing: string }
> = {
  it: {
    subject: 'Brina: abbiamo ricevuto la tua richiesta',
    application: 'Brina: abbiamo ricevuto la tua candidatura',
    greeting: (name) => (name ? `Gentile ${name},` : 'Gentile cliente,'),
    body: 'grazie per averci scritto. Abbiamo ricevuto la tua richiesta e ti risponderemo al più presto.',
    applicationBody:
      'grazie per la tua candidatura. Il nostro ufficio del personale la esaminerà e ti contatterà se il tuo profilo corrisponde alle posizioni aperte.',
    summary: 'Ecco un riepilogo di quanto ci hai inviato:',
    closing: `Un cordiale saluto,\n${COMPANY}`,
  },
  en: {
    subject: 'Brina: we have received your request',
    application: 'Brina: we have received your application',
    greeting: (name) => (name ? `Dear ${name},` : 'Dear customer,'),
    body: 'thank you for writing to us. We have received your request and will get back to you as soon as possible.',
    applicationBody: 'thank you for your application. Our HR team will review it and contact you if your profile matches an open position.',
    summary: 'Here is a summary of what you sent us:',
    closing: `Kind regards,\n${COMPANY}`,
  },
};

const NEWSLETTER: Record<
  FormLocale,
  { subject: string; greeting: (name: string) => string; body: string; action: string; expiry: (days: number) => string; ignore: string }
> = {
  it: {
    subject: 'Conferma la tua iscrizione alla newsletter di Brina',
    greeting: (name) => (name ? `Ciao ${name},` : 'Ciao,'),
    body: 'per completare l’iscrizione alla newsletter di Brina conferma il tuo indirizzo email aprendo questo link:',
    action: 'Conferma l’iscrizione',
    expiry: (days) => `Il link è valido per ${days} giorni e si può usare una sola volta.`,
    ignore: 'Se non hai chiesto tu l’iscrizione, ignora questo messaggio: senza conferma non riceverai nulla.',
  },
  en: {
    subject: 'Confirm your subscription to the Brina newsletter',
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    body: 'to complete your subscription to the Brina newsletter, please confirm your email address by opening this link:',
    action: 'Confirm my subscription',
    expiry: (days) => `The link is valid for ${days} days and can be used once.`,
    ignore: 'If you did not ask to subscribe, ignore this message: without confirmation you will receive nothing.',
  },
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** A header-safe one-line text (no line breaks, bounded length). */
function oneLine(value: string, max = 120): string {
  return value
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
    .slice(0, max);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function recordLocale(record: SubmissionRecord): FormLocale {
  return record.locale_code === 'en' ? 'en' : 'it';
}

function formatValue(value: unknown, locale: FormLocale): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return locale === 'it' ? (value ? 'Sì' : 'No') : value ? 'Yes' : 'No';
  if (typeof value === 'string') return VALUE_LABELS[locale][value] ?? value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value))
    return value
      .map((item) => formatValue(item, locale))
      .filter(Boolean)
      .join('; ');
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([key]) => key !== 'id' && key !== 'documentId');
    const title = (value as { title?: unknown }).title;
    if (typeof title === 'string' && title) return title;
    return entries
      .map(([key, v]) => `${key}: ${formatValue(v, locale)}`)
      .filter((s) => !s.endsWith(': '))
      .join(', ');
  }
  return '';
}

function rows(type: SubmissionType, record: SubmissionRecord, locale: FormLocale): [string, string][] {
  return FIELDS[type]
    .map((field): [string, string] => [LABELS[locale][field] ?? field, formatValue(record[field], locale)])
    .filter(([, value]) => value !== '');
}

function renderRows(list: [string, string][]): { text: string; html: string } {
  return {
    text: list.map(([label, value]) => `${label}: ${value}`).join('\n'),
    html: `<table cellpadding="4" style="border-collapse:collapse">${list
      .map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`)
      .join('')}</table>`,
  };
}

function page(body: string): string {
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1d2b24;line-height:1.5">${body}</body></html>`;
}

/** The notification to the team (in Italian, the team's language). */
export function teamNotification({ type, record }: StoredSubmission): MailContent {
  const who = oneLine(`${text(record.name)} ${text(record.surname)}`);
  const area = type === 'contact-request' && record.site_mode === 'B2B' ? 'Nuova richiesta di informazioni food service' : TEAM_SUBJECTS[type];
  const list = rows(type, record, 'it');
  const consent: [string, string][] = (['privacy_accepted_at', 'privacy_policy_url'] as const)
    .map((field): [string, string] => [LABELS.it[field] as string, formatValue(record[field], 'it')])
    .filter(([, value]) => value !== '');
  const table = renderRows([...list, ...consent]);
  const note = type === 'job-application' ? 'Il curriculum si scarica dall’area amministrativa del CMS.' : '';
  return {
    subject: oneLine(`[Brina] ${area}${who ? ` – ${who}` : ''}`, 160),
    text: `${area}\n\n${table.text}${note ? `\n\n${note}` : ''}\n`,
    html: page(`<h1 style="font-size:18px">${escapeHtml(area)}</h1>${table.html}${note ? `<p>${escapeHtml(note)}</p>` : ''}`),
  };
}

/** The visitor's receipt, in the language they used. */
export function visitorReceipt({ type, record }: StoredSubmission): MailContent {
  const locale = recordLocale(record);
  const t = RECEIPT[locale];
  const application = type === 'job-application';
  const greeting = t.greeting(oneLine(text(record.name), 60));
  const body = application ? t.applicationBody : t.body;
  const table = renderRows(rows(type, record, locale).filter(([label]) => label !== LABELS[locale].newsletter_consent));
  return {
    subject: application ? t.application : t.subject,
    text: `${greeting}\n\n${body}\n\n${t.summary}\n\n${table.text}\n\n${t.closing}\n`,
    html: page(
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p>${escapeHtml(t.summary)}</p>${table.html}<p>${escapeHtml(t.closing).replace(/\n/g, '<br>')}</p>`,
    ),
  };
}

export function newsletterConfirmation({ record, confirmUrl, validDays }: { record: SubmissionRecord; confirmUrl: string; validDays: number }): MailContent {
  const locale = recordLocale(record);
  const t = NEWSLETTER[locale];
  const greeting = t.greeting(oneLine(text(record.name), 60));
  return {
    subject: t.subject,
    text: `${greeting}\n\n${t.body}\n\n${confirmUrl}\n\n${t.expiry(validDays)}\n${t.ignore}\n\n${COMPANY}\n`,
    html: page(
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(t.body)}</p><p><a href="${escapeHtml(confirmUrl)}">${escapeHtml(t.action)}</a></p>` +
        `<p style="font-size:12px">${escapeHtml(confirmUrl)}</p><p>${escapeHtml(t.expiry(validDays))}<br>${escapeHtml(t.ignore)}</p><p>${escapeHtml(COMPANY)}</p>`,
    ),
  };
}
