// The shared form schemas: each bad input gets the spec's message (Italian) or its English twin,
// required-if rules, the VAT check digit, list bounds, and plain-form-post coercions.
import { describe, expect, it } from 'vitest';
import { careersApplicationSchema, careersStepSchema } from '@/lib/forms/careers';
import { contactSchema } from '@/lib/forms/contact';
import { fieldErrors, formDataToObject } from '@/lib/forms/errors';
import { foodserviceInfoSchema, kitSchema, samplesSchema } from '@/lib/forms/foodservice';
import { genericFormError } from '@/lib/forms/messages';
import { newsletterSchema } from '@/lib/forms/newsletter';
import { hasValidVatCheckDigit } from '@/lib/forms/vat';

type Schema = { safeParse(input: unknown): { success: boolean; error?: unknown; data?: unknown } };

function errorsOf(schema: Schema, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);
}

function dataOf<T>(schema: { safeParse(input: unknown): { success: true; data: T } | { success: false; error: unknown } }, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`expected valid input, got ${JSON.stringify(fieldErrors(result.error as Parameters<typeof fieldErrors>[0]))}`);
  return result.data;
}

const PRODUCT_ID = 'a1b2c3d4e5f6g7h8i9j0k1l2';
const OTHER_PRODUCT = 'z9y8x7w6v5u4t3s2r1q0p9o8';

const contact = {
  interestArea: 'other',
  name: 'Maria',
  surname: "D'Angelo",
  email: 'maria@example.com',
  phone: '+39 333 123 4567',
  nation: 'IT',
  province: 'FC',
  message: 'Vorrei sapere dove trovare i vostri spinaci.',
  privacy: 'on',
};

describe('consumer contact form', () => {
  const it_ = contactSchema('it');

  it('accepts a complete form and reads checkboxes from a plain post', () => {
    const data = dataOf(it_, contact);
    expect(data.privacy).toBe(true);
    expect(data.newsletter).toBe(false);
    expect(data.province).toBe('FC');
  });

  it.each([
    ['name', { name: 'M4ria' }, 'Nome non valido'],
    ['surname', { surname: '' }, 'Cognome non valido'],
    ['email', { email: 'maria@' }, 'Email non corretta'],
    ['phone', { phone: '12ab' }, 'Numero di telefono non valido'],
    ['phone', { phone: '123' }, 'Numero di telefono non valido'],
    ['message', { message: '   ' }, 'Il messaggio è obbligatorio'],
    ['nation', { nation: '' }, 'La nazione è obbligatoria'],
    ['interestArea', { interestArea: 'complaint' }, "L'area di interesse è obbligatoria"],
    ['privacy', { privacy: undefined }, "Accettare l'informativa sulla privacy"],
    ['province', { province: 'Forlì' }, 'Provincia non valida'],
  ])('%s: %j → "%s"', (field, change, message) => {
    expect(errorsOf(it_, { ...contact, ...change })[field]).toBe(message);
  });

  it('gives the English message for the same mistake', () => {
    const errors = errorsOf(contactSchema('en'), { ...contact, phone: 'call me', privacy: false });
    expect(errors.phone).toBe('Invalid phone number');
    expect(errors.privacy).toBe('Please accept the privacy policy');
  });

  it('requires the province only when the nation is Italy (required-if)', () => {
    expect(errorsOf(it_, { ...contact, province: '' }).province).toBe('Seleziona la provincia');
    const abroad = dataOf(it_, { ...contact, nation: 'fr', province: '' });
    expect(abroad.nation).toBe('FR');
    expect(abroad.province).toBeUndefined();
  });

  it('checks the province against the known list when given', () => {
    const schema = contactSchema('it', { provinces: ['FC', 'RO'] });
    expect(errorsOf(schema, { ...contact, province: 'ZZ' }).province).toBe('Provincia non valida');
    expect(dataOf(schema, { ...contact, province: 'ro' }).province).toBe('RO');
  });

  it('a product report requires the product and a vote from 1 to 10', () => {
    const report = { ...contact, interestArea: 'product-report' };
    const errors = errorsOf(it_, report);
    expect(errors.product).toBe('Seleziona un prodotto');
    expect(errors.vote).toBe('Il voto deve essere un valore da 1 a 10');
    for (const vote of ['0', '11', '7.5', 'dieci']) {
      expect(errorsOf(it_, { ...report, product: PRODUCT_ID, vote }).vote).toBe('Il voto deve essere un valore da 1 a 10');
    }
    const ok = dataOf(it_, { ...report, product: PRODUCT_ID, vote: '8', barcode: '8001 2345 67897' });
    expect(ok.vote).toBe(8);
    expect(ok.barcode).toBe('8001234567897');
  });

  it('refuses a barcode with a wrong check digit', () => {
    expect(errorsOf(it_, { ...contact, interestArea: 'product-report', product: PRODUCT_ID, vote: 5, barcode: '8001234567891' }).barcode).toBe(
      'Codice a barre non valido',
    );
  });

  it('drops report fields when the area is not a report', () => {
    const data = dataOf(it_, { ...contact, interestArea: 'other', product: PRODUCT_ID, vote: '4' });
    expect(data.product).toBeUndefined();
    expect(data.vote).toBeUndefined();
  });

  it('bounds lengths and refuses control characters', () => {
    expect(errorsOf(it_, { ...contact, message: 'x'.repeat(3001) }).message).toBe('Massimo 3000 caratteri');
    expect(errorsOf(it_, { ...contact, name: 'Maria\u0000' }).name).toBe('Nome non valido');
    expect(errorsOf(it_, { ...contact, email: `${'a'.repeat(250)}@example.com` }).email).toBe('Email non corretta');
  });
});

describe('food-service forms', () => {
  const business = {
    name: 'Giulia',
    surname: 'Neri',
    email: 'giulia@example.com',
    business_name: 'Trattoria Neri & Figli',
    sector: 'traditional_catering',
    physical_address: 'Via Roma 1',
    city: 'Cesena',
    cap: '47521',
    province: 'FC',
    privacy: true,
  };

  it('information: company, sector (seven codes), motivation and message are required', () => {
    const errors = errorsOf(foodserviceInfoSchema('it'), { name: 'Giulia', surname: 'Neri', email: 'giulia@example.com', privacy: true, sector: 'restaurant' });
    expect(errors).toMatchObject({
      company: "Il nome dell'azienda è obbligatorio",
      sector: 'Il settore è obbligatorio',
      motivation: 'La motivazione è obbligatoria',
      message: 'Il messaggio è obbligatorio',
    });
    for (const sector of [
      'traditional_catering',
      'fast_food_bar',
      'catering',
      'pizzeria_bakery',
      'delicatessen',
      'collective_commercial_catering',
      'industry_laboratories',
    ]) {
      expect(errorsOf(foodserviceInfoSchema('it'), { ...business, company: 'Neri', sector, motivation: 'Nuovo menu', message: 'Ciao' })).toEqual({});
    }
  });

  it('samples: business fields have their messages', () => {
    const errors = errorsOf(samplesSchema('it'), {
      ...business,
      business_name: '<b>',
      physical_address: '##',
      city: '123',
      cap: '4752',
      favorite_distributor: '<script>',
      notes: '',
      samples_products: [PRODUCT_ID],
    });
    expect(errors).toMatchObject({
      business_name: 'Ragione sociale non valida',
      physical_address: 'Indirizzo non valido',
      city: 'Città non valida',
      cap: 'Inserire un cap valido',
      favorite_distributor: 'Distributore non valido',
      notes: 'Le note sono obbligatorie',
    });
  });

  it('samples: below the minimum "{N} richieste", above the maximum the limit message', () => {
    const schema = samplesSchema('it', { limits: { min: 2, max: 3 } });
    const base = { ...business, notes: 'Consegna al mattino' };
    expect(errorsOf(schema, { ...base, samples_products: [PRODUCT_ID] }).samples_products).toBe('2 richieste');
    expect(errorsOf(schema, { ...base }).samples_products).toBe('2 richieste');
    const four = [PRODUCT_ID, OTHER_PRODUCT, 'aaaaaaaaaaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbbbbbbbbbb'];
    expect(errorsOf(schema, { ...base, samples_products: four }).samples_products).toBe('Hai raggiunto il limite di campioni selezionabili');
    expect(errorsOf(samplesSchema('en', { limits: { min: 2, max: 3 } }), { ...base, samples_products: four }).samples_products).toBe(
      'You have reached the limit of samples you can select',
    );
    expect(dataOf(schema, { ...base, samples_products: [PRODUCT_ID, OTHER_PRODUCT] }).samples_products).toEqual([PRODUCT_ID, OTHER_PRODUCT]);
  });

  it('samples: only products of the given catalogue', () => {
    const schema = samplesSchema('it', { products: [PRODUCT_ID] });
    expect(errorsOf(schema, { ...business, notes: 'x', samples_products: [OTHER_PRODUCT] })['samples_products.0']).toBe('Seleziona un prodotto');
  });

  it('kit: the VAT number needs 11 digits and a right check digit', () => {
    const schema = kitSchema('it');
    const vat = (vat_code: string) => errorsOf(schema, { ...business, vat_code }).vat_code;
    expect(vat('00743110157')).toBeUndefined();
    expect(vat('IT 00743110157')).toBeUndefined();
    expect(vat('00743110158')).toBe('Partita IVA non valida o richiesta già effettuata');
    expect(vat('0074311015')).toBe('Partita IVA non valida o richiesta già effettuata');
    expect(vat('007431101570')).toBe('Partita IVA non valida o richiesta già effettuata');
    expect(vat('0074311015A')).toBe('Partita IVA non valida o richiesta già effettuata');
    expect(dataOf(schema, { ...business, vat_code: 'IT00743110157' }).vat_code).toBe('00743110157');
  });

  it('VAT check digit on fixed known numbers', () => {
    expect(['00743110157', '00488410010', '01114601006', '12345678903'].map(hasValidVatCheckDigit)).toEqual([true, true, true, true]);
    expect(['00743110150', '00488410011', '12345678901', '1234567890'].map(hasValidVatCheckDigit)).toEqual([false, false, false, false]);
  });
});

describe('newsletter', () => {
  const schema = newsletterSchema('it');

  it('privacy and the over-16 declaration are required; names are optional but checked', () => {
    expect(errorsOf(schema, { email: 'a@example.com' })).toEqual({
      privacy: "Accettare l'informativa sulla privacy",
      over_16: 'Devi dichiarare di avere almeno 16 anni',
    });
    expect(errorsOf(schema, { email: 'a@example.com', privacy: 'on', over_16: 'on', name: '1234' }).name).toBe('Nome non valido');
    const ok = dataOf(schema, { email: ' a@example.com ', privacy: 'on', over_16: 'on', name: '' });
    expect(ok).toEqual({ email: 'a@example.com', privacy: true, over_16: true, profiling: false, name: undefined, surname: undefined });
  });
});

describe('careers wizard', () => {
  const now = new Date('2026-11-20T10:00:00Z');
  const options = { now };
  const steps = {
    1: { sector: 'worker' },
    2: { site: 'ficarolo' },
    3: {
      name: 'Luca',
      surname: 'Rossi',
      email: 'luca@example.com',
      phone: '333 000 0000',
      gender: 'male',
      birth_date: '1995-04-02',
      residence_region: '05',
      residence_district: 'RO',
      residence_municipality: 'Ficarolo',
      vehicle: 'car',
      protected_categories: 'no',
      current_employment: 'unemployed',
    },
    4: { education: [{ level: 'diploma', year: '2014', vote: '80/100', specification: 'Agraria' }] },
    5: { work_experiences: [{ role: 'Operaio', agency: 'Campi Srl', period: '2015-2020', contract_type: 'seasonal' }] },
    6: { languages: { italian_spoken: 'native', other: [{ language: 'german', spoken: 'basic' }] } },
    7: { preferred_working_area: 'production' },
    8: { curriculum: new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }), privacy: true },
  } as const;

  it('each step validates only its own fields with the spec messages', () => {
    expect(errorsOf(careersStepSchema(1, 'it', options), {})).toEqual({ sector: 'Seleziona un settore' });
    expect(errorsOf(careersStepSchema(2, 'it', options), { site: 'milano' })).toEqual({ site: 'Seleziona una sede' });
    expect(errorsOf(careersStepSchema(3, 'it', options), { name: 'Luca', surname: 'Rossi', email: 'luca@example.com' })).toEqual({
      phone: 'Numero di telefono non valido',
      gender: 'Seleziona il genere',
      birth_date: 'Inserisci la data di nascita',
      residence_region: 'Seleziona la regione',
      residence_district: 'Seleziona la provincia',
      residence_municipality: 'Seleziona il comune',
      vehicle: 'Seleziona un mezzo di trasporto',
      protected_categories: 'Indica se appartieni a una categoria protetta',
      current_employment: 'Seleziona la situazione lavorativa',
    });
    expect(errorsOf(careersStepSchema(4, 'it', options), { education: [{}] })).toEqual({
      'education.0.level': 'Seleziona il titolo di studio',
      'education.0.year': "Inserisci l'anno di conseguimento",
      'education.0.vote': 'Inserisci la votazione',
      'education.0.specification': 'Inserisci la specializzazione',
    });
    expect(errorsOf(careersStepSchema(4, 'it', options), { education: [] })).toEqual({ education: 'Seleziona il titolo di studio' });
    expect(errorsOf(careersStepSchema(6, 'it', options), { languages: { other: [{ spoken: 'basic' }] } })).toEqual({
      'languages.other.0.language': 'Seleziona una lingua',
    });
    expect(errorsOf(careersStepSchema(7, 'it', options), {})).toEqual({ preferred_working_area: "Seleziona l'area preferita" });
    expect(errorsOf(careersStepSchema(8, 'it', options), { privacy: true })).toEqual({ curriculum: 'Il curriculum è obbligatorio' });
    for (const [step, input] of Object.entries(steps)) expect(errorsOf(careersStepSchema(Number(step) as 1, 'it', options), input)).toEqual({});
  });

  it('birth date: a real date, at least 16 years before today', () => {
    const step3 = careersStepSchema(3, 'it', options);
    expect(errorsOf(step3, { ...steps[3], birth_date: '2011-01-01' }).birth_date).toBe('Data di nascita non valida: devi avere almeno 16 anni');
    expect(errorsOf(step3, { ...steps[3], birth_date: '1999-02-30' }).birth_date).toBe('Data di nascita non valida: devi avere almeno 16 anni');
    expect(errorsOf(step3, { ...steps[3], birth_date: '2010-11-20' }).birth_date).toBeUndefined();
  });

  it('a domicile, once started, needs region, province and town (required-if)', () => {
    expect(errorsOf(careersStepSchema(3, 'it', options), { ...steps[3], domicile_region: '08' })).toEqual({
      domicile_district: 'Seleziona la provincia',
      domicile_municipality: 'Seleziona il comune',
    });
  });

  it('option codes are checked against the CMS options when given', () => {
    const schema = careersStepSchema(3, 'it', { now, options: { gender: ['female', 'male'] } });
    expect(errorsOf(schema, { ...steps[3], gender: 'robot' }).gender).toBe('Seleziona il genere');
  });

  it('the CV: empty, too big or not a document is refused', () => {
    const step8 = careersStepSchema(8, 'it', options);
    const cv = (content: BlobPart[], name: string) => errorsOf(step8, { curriculum: new File(content, name), privacy: true }).curriculum;
    expect(cv([], 'cv.pdf')).toBe('Il file del curriculum è vuoto');
    expect(cv([new Uint8Array(5 * 1024 * 1024 + 1)], 'cv.pdf')).toBe('Il curriculum non può superare i 5 MB');
    expect(cv(['hello'], 'cv.exe')).toBe('Formato del curriculum non accettato: carica un file PDF o DOCX');
    expect(cv(['hello'], 'CV.DOCX')).toBeUndefined();
  });

  it('the whole application accepts every step together and refuses a missing one', () => {
    const all = Object.assign({}, ...Object.values(steps));
    expect(errorsOf(careersApplicationSchema('it', options), all)).toEqual({});
    const { site: _site, ...withoutSite } = all;
    expect(errorsOf(careersApplicationSchema('it', options), withoutSite)).toEqual({ site: 'Seleziona una sede' });
  });
});

describe('helpers', () => {
  it('fieldErrors keeps the first message per field', () => {
    const errors = errorsOf(contactSchema('it'), { ...contact, email: '' });
    expect(Object.keys(errors)).toEqual(['email']);
  });

  it('the generic message in both languages', () => {
    expect(genericFormError('it')).toBe('Si prega di verificare che tutti i campi siano stati compilati correttamente');
    expect(genericFormError('en')).toBe('Please check that all fields have been filled in correctly');
  });

  it('formDataToObject keeps repeated list fields and files', () => {
    const form = new FormData();
    form.append('samples_products', PRODUCT_ID);
    form.append('samples_products', OTHER_PRODUCT);
    form.append('name', 'Giulia');
    form.append('curriculum', new File(['x'], 'cv.pdf'));
    const out = formDataToObject(form, ['samples_products', 'missing']);
    expect(out.samples_products).toEqual([PRODUCT_ID, OTHER_PRODUCT]);
    expect(out.missing).toEqual([]);
    expect(out.name).toBe('Giulia');
    expect(out.curriculum).toBeInstanceOf(File);
  });
});
