// Submissions written with the website's write token: VAT rule, ratings, job applications.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WRITE_TOKEN, api, cmsUrl, vatWithCheckDigit } from './helpers.mjs';

const check = (vat_code, vat_code_limit_duration = 365) =>
  api('/api/contact-form-richiesta-kits/check-vat-validity', { method: 'POST', token: WRITE_TOKEN, body: { vat_code, vat_code_limit_duration } });

const kit = (vat_code, submission_key = randomUUID()) => ({
  data: { submission_key, name: 'Giulia', surname: 'Neri', email: 'giulia@example.com', privacy_consent: true, business_name: 'Trattoria Neri', vat_code, vat_code_limit_duration: 30, physical_address: 'Via Roma 1', cap: '47521', province: 'FC' },
});

describe('VAT check', () => {
  it('refuses codes that are not exactly 11 characters', async () => {
    expect((await check('0234567890')).body).toEqual({ valid: false });
    expect((await check('023456789070')).body).toEqual({ valid: false });
  });

  it('refuses a wrong check digit and accepts a right one', async () => {
    const good = vatWithCheckDigit('1357924680');
    const bad = good.slice(0, 10) + String((Number(good[10]) + 1) % 10);
    expect((await check(bad)).body).toEqual({ valid: false });
    expect((await check(good)).body).toEqual({ valid: true });
  });

  it('refuses a code already used for a kit request within the limit', async () => {
    const code = vatWithCheckDigit('2468013579');
    expect((await check(code, 30)).body).toEqual({ valid: true });
    const created = await api('/api/contact-form-richiesta-kits', { method: 'POST', token: WRITE_TOKEN, body: kit(code) });
    expect(created.status).toBe(201);
    expect((await check(code, 30)).body).toEqual({ valid: false });
    const again = await api('/api/contact-form-richiesta-kits', { method: 'POST', token: WRITE_TOKEN, body: kit(code) });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('Partita IVA non valida o richiesta già effettuata');
    expect(again.body.error.details.errors[0]).toMatchObject({ path: ['vat_code'], code: 'vat' });
  });

  it('answers a clear 400 when vat_code is missing', async () => {
    const { status, body } = await api('/api/contact-form-richiesta-kits/check-vat-validity', { method: 'POST', token: WRITE_TOKEN, body: {} });
    expect(status).toBe(400);
    expect(body.error.message).toMatch(/vat_code/);
  });
});

describe('product ratings', () => {
  async function productId() {
    const { body } = await api('/api/products?filters[slug][$eq]=spinaci-in-foglia&locale=it');
    return body.data[0].documentId;
  }

  it('refuses a vote outside 1-10 and stores a valid one, visible in the summary', async () => {
    const id = await productId();
    const before = (await api(`/api/product-ratings/summary?product=${id}`)).body.data;
    for (const vote of [0, 11, 5.5]) {
      const { status } = await api('/api/product-ratings', { method: 'POST', token: WRITE_TOKEN, body: { data: { product_document_id: id, vote } } });
      expect(status).toBe(400);
    }
    const ok = await api('/api/product-ratings', { method: 'POST', token: WRITE_TOKEN, body: { data: { product_document_id: id, vote: 8, locale_code: 'it' } } });
    expect(ok.status).toBe(201);
    const after = (await api(`/api/product-ratings/summary?product=${id}`)).body.data;
    expect(after.count).toBe(before.count + 1);
  });

  it('refuses a rating for a product that does not exist', async () => {
    const { status } = await api('/api/product-ratings', { method: 'POST', token: WRITE_TOKEN, body: { data: { product_document_id: 'nope', vote: 5 } } });
    expect(status).toBe(400);
  });
});

describe('job applications', () => {
  const application = {
    sector: 'worker', site: 'ficarolo', name: 'Luca', surname: 'Rossi', email: 'luca@example.com', phone: '3330000000', gender: 'M',
    birth_date: '1995-04-02', residence_region: 'Veneto', residence_district: 'RO', residence_municipality: 'Ficarolo', preferred_working_area: 'produzione', privacy_consent: true,
  };

  function form(file) {
    const fd = new FormData();
    fd.append('data', JSON.stringify({ ...application, submission_key: randomUUID() }));
    if (file) fd.append('files.curriculum', file.blob, file.name);
    return fd;
  }

  it('requires the curriculum', async () => {
    const { status } = await api('/api/job-applications', { method: 'POST', token: WRITE_TOKEN, body: form() });
    expect(status).toBe(400);
  });

  it('refuses a curriculum that is not a document', async () => {
    const { status } = await api('/api/job-applications', { method: 'POST', token: WRITE_TOKEN, body: form({ blob: new Blob(['<script>'], { type: 'text/html' }), name: 'cv.html' }) });
    expect(status).toBe(400);
  });

  it('stores the application and never exposes the CV at a public URL', async () => {
    const pdf = new Blob(['%PDF-1.4\n% test cv\n'], { type: 'application/pdf' });
    const { status, body } = await api('/api/job-applications', { method: 'POST', token: WRITE_TOKEN, body: form({ blob: pdf, name: 'cv-luca.pdf' }) });
    expect(status).toBe(201);
    expect(body.data.curriculum_file).toBeUndefined();
    const files = await api('/api/upload/files');
    expect(JSON.stringify(files.body)).not.toContain('cv-luca');
    const id = body.data.documentId;
    expect([401, 403]).toContain((await api(`/api/job-applications/${id}/curriculum`)).status);
    expect((await api(`/api/job-applications/${id}/curriculum`, { token: WRITE_TOKEN })).status).toBe(403);
    const guess = await fetch(`${cmsUrl()}/uploads/cv-luca.pdf`);
    expect(guess.status).toBe(404);
  });
});
