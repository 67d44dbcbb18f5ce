// Submissions written with the website's write token: VAT rule, ratings, job applications.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INVALID_VAT, VALID_VAT, WRITE_TOKEN, adminApi, api, cmsDataDir, cmsUrl, read } from './helpers.mjs';

const filesIn = (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);
const walk = (dir) =>
  filesIn(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return fs.statSync(full).isDirectory() ? walk(full) : [full];
  });

const check = (vat_code, vat_code_limit_duration = 365) =>
  api('/api/contact-form-richiesta-kits/check-vat-validity', { method: 'POST', token: WRITE_TOKEN, body: { vat_code, vat_code_limit_duration } });

const kit = (vat_code, submission_key = crypto.randomUUID()) => ({
  data: {
    submission_key,
    name: 'Giulia',
    surname: 'Neri',
    email: 'giulia@example.com',
    privacy_consent: true,
    business_name: 'Trattoria Neri',
    vat_code,
    vat_code_limit_duration: 30,
    physical_address: 'Via Roma 1',
    cap: '47521',
    province: 'FC',
  },
});

describe('VAT check', () => {
  it('refuses codes that are not exactly 11 characters', async () => {
    expect((await check('0234567890')).body).toEqual({ valid: false });
    expect((await check('023456789070')).body).toEqual({ valid: false });
  });

  it('refuses a wrong check digit and accepts a right one', async () => {
    for (const bad of Object.values(INVALID_VAT)) expect((await check(bad)).body, bad).toEqual({ valid: false });
    for (const good of [VALID_VAT.example, VALID_VAT.checked]) expect((await check(good)).body, good).toEqual({ valid: true });
  });

  it('refuses a code already used for a kit request within the limit', async () => {
    const code = VALID_VAT.kit;
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
    const { body } = await read('/api/products?filters[slug][$eq]=spinaci-in-foglia&locale=it');
    return body.data[0].documentId;
  }

  it('refuses a vote outside 1-10 and stores a valid one, visible in the summary', async () => {
    const id = await productId();
    const before = (await read(`/api/product-ratings/summary?product=${id}`)).body.data;
    for (const vote of [0, 11, 5.5]) {
      const { status } = await api('/api/product-ratings', { method: 'POST', token: WRITE_TOKEN, body: { data: { product_document_id: id, vote } } });
      expect(status).toBe(400);
    }
    const ok = await api('/api/product-ratings', {
      method: 'POST',
      token: WRITE_TOKEN,
      body: { data: { product_document_id: id, vote: 8, locale_code: 'it' } },
    });
    expect(ok.status).toBe(201);
    const after = (await read(`/api/product-ratings/summary?product=${id}`)).body.data;
    expect(after.count).toBe(before.count + 1);
  });

  it('counts one vote per visitor: the same client hash voting again replaces its vote', async () => {
    const id = await productId();
    const hash = `test-voter-${Date.now()}`;
    const before = (await read(`/api/product-ratings/summary?product=${id}`)).body.data;
    const vote = (value) =>
      api('/api/product-ratings', {
        method: 'POST',
        token: WRITE_TOKEN,
        body: { data: { product_document_id: id, vote: value, locale_code: 'it', client_hash: hash } },
      });
    expect((await vote(2)).status).toBe(201);
    const once = (await read(`/api/product-ratings/summary?product=${id}`)).body.data;
    expect(once.count).toBe(before.count + 1);
    const again = await vote(10);
    expect(again.status).toBe(200);
    const after = (await read(`/api/product-ratings/summary?product=${id}`)).body.data;
    expect(after.count, 'still one vote for this visitor').toBe(before.count + 1);
    expect(after.average).toBeGreaterThan(once.average);
  });

  it('refuses a rating for a product that does not exist', async () => {
    const { status } = await api('/api/product-ratings', { method: 'POST', token: WRITE_TOKEN, body: { data: { product_document_id: 'nope', vote: 5 } } });
    expect(status).toBe(400);
  });
});

describe("recipe ratings (the product ratings' controller)", () => {
  async function recipeIds() {
    const { body } = await read('/api/recipes?locale=it&fields[0]=slug&sort[0]=slug:asc&pagination[pageSize]=2');
    return body.data.map((r) => r.documentId);
  }

  it('stores a 1-10 vote for a published recipe only, and sums it up for one recipe or a list', async () => {
    const [first, second] = await recipeIds();
    const before = (await read(`/api/recipe-ratings/summary?recipe=${first}`)).body.data;
    for (const vote of [0, 11, 5.5]) {
      const { status } = await api('/api/recipe-ratings', { method: 'POST', token: WRITE_TOKEN, body: { data: { recipe_document_id: first, vote } } });
      expect(status).toBe(400);
    }
    const unknown = await api('/api/recipe-ratings', { method: 'POST', token: WRITE_TOKEN, body: { data: { recipe_document_id: 'nope', vote: 5 } } });
    expect(unknown.status).toBe(400);
    const ok = await api('/api/recipe-ratings', {
      method: 'POST',
      token: WRITE_TOKEN,
      body: { data: { recipe_document_id: first, vote: 9, locale_code: 'it' } },
    });
    expect(ok.status).toBe(201);
    const after = (await read(`/api/recipe-ratings/summary?recipe=${first}`)).body.data;
    expect(after).toMatchObject({ recipe: first, count: before.count + 1 });
    expect(after.average).toBeGreaterThanOrEqual(1);
    const many = (await read(`/api/recipe-ratings/summary?recipe=${first},${second}`)).body.data;
    expect(many).toEqual([after, { recipe: second, ...(await read(`/api/recipe-ratings/summary?recipe=${second}`)).body.data }]);
  });

  it('refuses a summary of nothing, of a malformed id or of too many', async () => {
    for (const query of ['', '?recipe=', '?recipe=a;b', `?recipe=${Array.from({ length: 51 }, (_, i) => `r${i}`).join(',')}`]) {
      expect((await read(`/api/recipe-ratings/summary${query}`)).status).toBe(400);
    }
  });

  it('reads no votes back and lets no one but the website write them', async () => {
    expect([401, 403]).toContain((await api('/api/recipe-ratings', { method: 'POST', body: { data: { recipe_document_id: 'x', vote: 5 } } })).status);
    expect([401, 403]).toContain((await read('/api/recipe-ratings')).status);
    expect([401, 403]).toContain((await api('/api/recipe-ratings', { token: WRITE_TOKEN })).status);
  });
});

describe('job applications', () => {
  const application = {
    sector: 'worker',
    site: 'ficarolo',
    name: 'Luca',
    surname: 'Rossi',
    email: 'luca@example.com',
    phone: '3330000000',
    gender: 'M',
    birth_date: '1995-04-02',
    residence_region: 'Veneto',
    residence_district: 'RO',
    residence_municipality: 'Ficarolo',
    preferred_working_area: 'produzione',
    privacy_consent: true,
  };

  function form(file) {
    const fd = new FormData();
    fd.append('data', JSON.stringify({ ...application, submission_key: crypto.randomUUID() }));
    if (file) fd.append('files.curriculum', file.blob, file.name);
    return fd;
  }

  it('requires the curriculum', async () => {
    const { status } = await api('/api/job-applications', { method: 'POST', token: WRITE_TOKEN, body: form() });
    expect(status).toBe(400);
  });

  it('refuses a curriculum that is not a document', async () => {
    const { status } = await api('/api/job-applications', {
      method: 'POST',
      token: WRITE_TOKEN,
      body: form({ blob: new Blob(['<script>'], { type: 'text/html' }), name: 'cv.html' }),
    });
    expect(status).toBe(400);
  });

  it('stores the CV in private storage, never at a public URL, and serves it only through the granted route', async () => {
    const privateCvDir = path.join(cmsDataDir(), 'private', 'cv');
    const publicDir = path.join(cmsDataDir(), 'public');
    const before = filesIn(privateCvDir);
    const content = `%PDF-1.4\n% test cv ${crypto.randomUUID()}\n`;
    const { status, body } = await api('/api/job-applications', {
      method: 'POST',
      token: WRITE_TOKEN,
      body: form({ blob: new Blob([content], { type: 'application/pdf' }), name: 'cv-luca.pdf' }),
    });
    expect(status).toBe(201);
    expect(body.data.curriculum_file).toBeUndefined();

    // The one new file in private storage is the CV; no copy of it is in the public folder.
    const added = filesIn(privateCvDir).filter((name) => !before.includes(name));
    expect(added).toHaveLength(1);
    const stored = added[0];
    expect(fs.readFileSync(path.join(privateCvDir, stored), 'utf8')).toBe(content);
    expect(walk(publicDir).filter((file) => fs.statSync(file).size === Buffer.byteLength(content) && fs.readFileSync(file, 'utf8') === content)).toEqual([]);

    // Neither its stored name nor its original name answers under the public URLs.
    for (const url of [
      `/uploads/${stored}`,
      `/uploads/cv/${stored}`,
      `/${stored}`,
      `/cv/${stored}`,
      `/private/cv/${stored}`,
      '/uploads/cv-luca.pdf',
      `/uploads/..%2fprivate%2fcv%2f${stored}`,
      `/uploads/..%2f..%2fprivate%2fcv%2f${stored}`,
    ]) {
      const response = await fetch(cmsUrl() + url);
      const text = await response.text();
      expect(response.status, url).toBeGreaterThanOrEqual(400);
      expect(text, url).not.toContain(content);
    }
    expect((await fetch(`${cmsUrl()}/uploads/${stored}`)).status).toBe(404);

    // The media library does not list it.
    const admin = await adminApi();
    const library = await admin('/upload/files?pageSize=100');
    expect(library.status).toBe(200);
    expect(JSON.stringify(library.body)).not.toContain('cv-luca');
    expect(JSON.stringify(library.body)).not.toContain(stored);

    // The curriculum route: refused anonymously and to the website's token, served to a token granted it.
    const id = body.data.documentId;
    expect([401, 403]).toContain((await api(`/api/job-applications/${id}/curriculum`)).status);
    expect((await api(`/api/job-applications/${id}/curriculum`, { token: WRITE_TOKEN })).status).toBe(403);
    const created = await admin('/admin/api-tokens', {
      method: 'POST',
      body: {
        name: `hr-${crypto.randomUUID()}`,
        description: 'CV download (test)',
        type: 'custom',
        lifespan: null,
        permissions: ['api::job-application.job-application.curriculum'],
      },
    });
    expect(created.status).toBe(201);
    try {
      const download = await fetch(`${cmsUrl()}/api/job-applications/${id}/curriculum`, {
        headers: { Authorization: `Bearer ${created.body.data.accessKey}` },
      });
      expect(download.status).toBe(200);
      expect(download.headers.get('cache-control')).toBe('private, no-store');
      expect(await download.text()).toBe(content);
    } finally {
      await admin(`/admin/api-tokens/${created.body.data.id}`, { method: 'DELETE' });
    }
  });
});
