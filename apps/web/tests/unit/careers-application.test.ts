// Receiving a job application on the website's server: the checks run in order (rate limit, schema,
// bot proof) and nothing reaches the CMS before all pass; the visitor hears "stored" only after the
// CMS stored it; the CMS's CV refusals become the visitor's messages.
import { describe, expect, it, vi } from 'vitest';
import { receiveApplication, type ApplicationDeps, type StoreOutcome } from '@/lib/server/careers-application';
import { createMemoryFormRateLimiter } from '@/lib/server/form-rate-limit';

const NOW = new Date('2026-06-01T10:00:00Z');
const KEY = '0123456789abcdef0123456789abcdef';

const answers = {
  sector: 'worker',
  site: 'cesena',
  name: 'Luca',
  surname: 'Bianchi',
  email: 'luca@example.com',
  phone: '+39 333 123 4567',
  gender: 'male',
  birth_date: '1995-04-12',
  residence_region: 'Emilia-Romagna',
  residence_district: 'Forlì-Cesena',
  residence_municipality: 'Cesena',
  vehicle: 'car',
  protected_categories: 'no',
  current_employment: 'employed',
  education: [{ level: 'diploma', year: '2014', vote: '90/100', specification: 'Agraria' }],
  work_experiences: [],
  languages: { italian_spoken: 'native', other: [] },
  preferred_working_area: 'production',
  privacy: true,
};

const pdf = () => new File(['%PDF-1.4\n%%EOF\n'], 'cv.pdf', { type: 'application/pdf' });

const STORED: StoreOutcome = { kind: 'stored', documentId: 'abcdefghij1234567890abcd', duplicate: false, mailSent: false, record: { name: 'Luca' } };

function deps(overrides: { verifyBot?: ApplicationDeps['verifyBot']; store?: ApplicationDeps['store']; limiter?: ApplicationDeps['limiter'] } = {}) {
  return {
    limiter: overrides.limiter ?? createMemoryFormRateLimiter({ rule: { limit: 5, windowMs: 60_000 } }),
    configuration: vi.fn(async () => ({
      options: {
        gender: ['male', 'female'],
        vehicle: ['car'],
        protected_category: ['no'],
        current_employment: ['employed'],
        education_level: ['diploma'],
        language_level: ['native'],
        working_area: ['production'],
      },
      cvMaxMb: 5,
    })),
    verifyBot: vi.fn(overrides.verifyBot ?? (async () => ({ ok: true as const }))),
    store: vi.fn(overrides.store ?? (async () => STORED)),
    mailsDue: vi.fn<ApplicationDeps['mailsDue']>(),
    now: () => NOW,
  };
}

const input = (data: unknown = answers, curriculum: File | null = pdf()) => ({
  fields: { data: JSON.stringify(data), submission_key: KEY, altcha: 'proof' },
  curriculum,
  address: '10.0.0.1',
});

describe('receiving a job application', () => {
  it('stores a valid application with its CV, then answers 201 and lets the mails go', async () => {
    const d = deps();
    const reply = await receiveApplication(input(), d);
    expect(reply).toEqual({ status: 201, body: { ok: true, duplicate: false } });
    expect(d.store).toHaveBeenCalledTimes(1);
    const [record, file, name] = d.store.mock.calls[0] ?? [];
    if (!file) throw new Error('no CV stored');
    expect(record).toMatchObject({
      submission_key: KEY,
      site: 'cesena',
      residence_municipality: 'Cesena',
      privacy_consent: true,
      privacy_accepted_at: NOW.toISOString(),
    });
    expect(record).not.toHaveProperty('privacy');
    expect(record).not.toHaveProperty('curriculum');
    expect(await file.text()).toContain('%PDF');
    expect(name).toBe('cv.pdf');
    expect(d.mailsDue).toHaveBeenCalledWith(expect.objectContaining({ type: 'job-application', documentId: 'abcdefghij1234567890abcd' }));
  });

  it('refuses an invalid step answer before the bot proof and the CMS', async () => {
    const d = deps();
    const reply = await receiveApplication(input({ ...answers, gender: 'robot', education: [] }), d);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      ok: false,
      error: 'invalid',
      fieldErrors: { gender: 'Seleziona il genere', education: 'Seleziona il titolo di studio' },
    });
    expect(d.verifyBot).not.toHaveBeenCalled();
    expect(d.store).not.toHaveBeenCalled();
  });

  it('refuses a missing, empty or oversized CV with the spec messages', async () => {
    const d = deps();
    expect((await receiveApplication(input(answers, null), d)).body).toMatchObject({ fieldErrors: { curriculum: 'Il curriculum è obbligatorio' } });
    expect((await receiveApplication(input(answers, new File([], 'cv.pdf')), d)).body).toMatchObject({
      fieldErrors: { curriculum: 'Il file del curriculum è vuoto' },
    });
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'cv.pdf');
    expect((await receiveApplication(input(answers, big), d)).body).toMatchObject({ fieldErrors: { curriculum: 'Il curriculum non può superare i 5 MB' } });
    expect(d.store).not.toHaveBeenCalled();
  });

  it('stores nothing without a valid bot proof', async () => {
    const d = deps({ verifyBot: vi.fn(async () => ({ ok: false as const, reason: 'replayed' as const })) });
    const reply = await receiveApplication(input(), d);
    expect(reply).toEqual({ status: 400, body: { ok: false, error: 'bot' } });
    expect(d.store).not.toHaveBeenCalled();
  });

  it('turns the CMS refusing the content of the CV into the visitor’s message', async () => {
    const d = deps({ store: vi.fn(async (): Promise<StoreOutcome> => ({ kind: 'refused', field: 'curriculum', code: 'cv_type', message: 'x' })) });
    const reply = await receiveApplication(input(), d);
    expect(reply).toEqual({
      status: 400,
      body: { ok: false, error: 'invalid', fieldErrors: { curriculum: 'Formato del curriculum non accettato: carica un file PDF o DOCX' } },
    });
    expect(d.mailsDue).not.toHaveBeenCalled();
  });

  it('answers a repeated submission key with the stored application and mails only once', async () => {
    const d = deps({
      store: vi.fn(async (): Promise<StoreOutcome> => ({
        kind: 'stored',
        documentId: 'abcdefghij1234567890abcd',
        duplicate: true,
        mailSent: true,
        record: {},
      })),
    });
    expect(await receiveApplication(input(), d)).toEqual({ status: 200, body: { ok: true, duplicate: true } });
    expect(d.mailsDue).not.toHaveBeenCalled();
  });

  it('lets the error through when the CMS cannot be reached (nothing is acknowledged)', async () => {
    const d = deps({ store: vi.fn(async (): Promise<StoreOutcome> => Promise.reject(new Error('CMS down'))) });
    await expect(receiveApplication(input(), d)).rejects.toThrow('CMS down');
    expect(d.mailsDue).not.toHaveBeenCalled();
  });

  it('limits posts per visitor before reading anything else', async () => {
    const d = deps({ limiter: createMemoryFormRateLimiter({ rule: { limit: 1, windowMs: 60_000 } }) });
    expect((await receiveApplication(input(), d)).status).toBe(201);
    expect(await receiveApplication(input(), d)).toEqual({ status: 429, body: { ok: false, error: 'rate_limited' } });
    expect(d.store).toHaveBeenCalledTimes(1);
  });

  it('refuses a malformed submission key or data', async () => {
    const d = deps();
    expect((await receiveApplication({ ...input(), fields: { data: JSON.stringify(answers), submission_key: 'x' } }, d)).status).toBe(400);
    expect((await receiveApplication({ ...input(), fields: { data: '{oops', submission_key: KEY } }, d)).status).toBe(400);
    expect(d.store).not.toHaveBeenCalled();
  });
});

describe('the application in the mails', () => {
  it('shows the options’ labels and the position’s title, keeping unknown codes as they are', async () => {
    const { readableApplication } = await import('@/lib/server/careers-application');
    const groups = {
      site: [{ code: 'cesena', label: 'Cesena (FC)' }],
      education_level: [{ code: 'diploma', label: 'Diploma di scuola superiore' }],
      language_level: [{ code: 'native', label: 'Madrelingua' }],
      language: [{ code: 'french', label: 'Francese' }],
      working_area: [{ code: 'quality', label: 'Qualità e sicurezza alimentare' }],
    };
    const record = {
      site: 'cesena',
      gender: 'other',
      preferred_working_area: 'quality',
      opened_position: 'abcdefghij1234567890abcd',
      education: [{ level: 'diploma', year: 2014 }],
      languages: { italian_spoken: 'native', other: [{ language: 'french', spoken: 'native' }] },
    };
    expect(readableApplication(record, groups, 'Carrellista')).toEqual({
      site: 'Cesena (FC)',
      gender: 'other',
      preferred_working_area: 'Qualità e sicurezza alimentare',
      opened_position: 'Carrellista',
      education: [{ level: 'Diploma di scuola superiore', year: 2014 }],
      languages: { italian_spoken: 'Madrelingua', other: [{ language: 'Francese', spoken: 'Madrelingua', written: undefined }] },
    });
    expect(record.site).toBe('cesena');
  });
});
