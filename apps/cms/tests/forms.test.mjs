// Form submissions as the website stores them: one record per submission key (also under a race),
// the consent record, the mail jobs (claimed by one sender at a time), newsletter double opt-in, CVs checked by content
// and downloadable from the admin only, open job positions, and the admin list columns.
import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { READ_TOKEN, VALID_VAT, WRITE_TOKEN, api, cmsUrl } from './helpers.mjs';

const ADMIN = { email: process.env.CMS_ADMIN_EMAIL ?? 'admin@brina.local', password: process.env.CMS_ADMIN_PASSWORD ?? 'BrinaDemo2026!' };

const consent = {
  privacy_consent: true,
  privacy_policy_url: 'http://localhost:3000/it/area-legale/privacy-policy',
  privacy_policy_version: '2026-01',
  privacy_accepted_at: '2026-11-20T10:00:00.000Z',
};

const contact = (submission_key, extra = {}) => ({
  data: {
    submission_key,
    name: 'Maria',
    surname: 'Bianchi',
    email: 'maria@example.com',
    message: 'Dove trovo gli spinaci?',
    interest_area: 'other',
    nation: 'IT',
    province: 'FC',
    locale_code: 'it',
    site_mode: 'B2C',
    ...consent,
    ...extra,
  },
});

/** POST with the write token; `token: null` posts anonymously. */
const post = (path, body, token = WRITE_TOKEN) => api(path, { method: 'POST', token, body });

/** The jobs a retry round would claim now; released again at once, so nothing changes. */
async function pending(type) {
  const { status, body } = await post('/api/submissions/mail-claims', { limit: 200, lease_seconds: 60 });
  expect(status).toBe(200);
  for (const job of body.data)
    expect((await post('/api/submissions/mail-release', { type: job.type, documentId: job.documentId, token: job.token })).status).toBe(200);
  return body.data.filter((item) => !type || item.type === type);
}

const claim = (type, documentId, extra = {}) => post('/api/submissions/mail-claims', { type, documentId, ...extra });

let adminToken;
async function admin(path, init = {}) {
  if (!adminToken) {
    const login = await api('/admin/login', { method: 'POST', body: ADMIN });
    expect(login.status).toBe(200);
    adminToken = login.body.data.token;
  }
  return fetch(cmsUrl() + path, { ...init, headers: { Authorization: `Bearer ${adminToken}`, ...(init.headers ?? {}) } });
}

describe('submission key (idempotency)', () => {
  it('a retry with the same key answers the first record and stores nothing new', async () => {
    const key = randomUUID();
    const first = await post('/api/contact-requests', contact(key));
    expect(first.status).toBe(201);
    const again = await post('/api/contact-requests', contact(key, { message: 'Second click' }));
    expect(again.status).toBe(200);
    expect(again.body.data.documentId).toBe(first.body.data.documentId);
    expect(again.body.meta.duplicate).toBe(true);
    expect((await pending('contact-request')).filter((p) => p.record.submission_key === key)).toHaveLength(1);
  });

  it('simultaneous posts with the same key store one record', async () => {
    const key = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() =>
        post('/api/sample-requests', {
          data: {
            submission_key: key,
            name: 'Giulia',
            surname: 'Neri',
            email: 'giulia@example.com',
            business_name: 'Trattoria Neri',
            physical_address: 'Via Roma 1',
            city: 'Cesena',
            cap: '47521',
            province: 'FC',
            samples_products: [{ documentId: 'x', title: 'Spinaci' }],
            ...consent,
          },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.data.documentId)).size).toBe(1);
    expect((await pending('sample-request')).filter((p) => p.record.submission_key === key)).toHaveLength(1);
  });

  it('a missing or malformed key, or no privacy consent, is a 400 and stores nothing', async () => {
    expect((await post('/api/contact-requests', contact(undefined))).status).toBe(400);
    const bad = await post('/api/contact-requests', contact('short'));
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.errors[0].path).toEqual(['submission_key']);
    const key = randomUUID();
    const noConsent = await post('/api/contact-requests', contact(key, { privacy_consent: false }));
    expect(noConsent.status).toBe(400);
    expect((await pending()).some((p) => p.record.submission_key === key)).toBe(false);
  });

  it('a kit request retried after it was stored is answered, not refused as "already made"', async () => {
    const key = randomUUID();
    const body = {
      data: {
        submission_key: key,
        name: 'Paolo',
        surname: 'Verdi',
        email: 'paolo@example.com',
        business_name: 'Pizzeria Verdi',
        vat_code: VALID_VAT.forms,
        vat_code_limit_duration: 365,
        physical_address: 'Via Po 2',
        city: 'Ferrara',
        cap: '44121',
        province: 'FE',
        ...consent,
      },
    };
    const first = await post('/api/contact-form-richiesta-kits', body);
    expect(first.status).toBe(201);
    const retry = await post('/api/contact-form-richiesta-kits', body);
    expect(retry.status).toBe(200);
    expect(retry.body.data.documentId).toBe(first.body.data.documentId);
  });
});

describe('mail retry endpoints', () => {
  it('a new submission is pending with its consent record, whatever mail flag the caller sent', async () => {
    const key = randomUUID();
    const created = await post('/api/contact-requests', contact(key, { mail_sent: true, handling_status: 'closed' }));
    expect(created.status).toBe(201);
    const item = (await pending('contact-request')).find((p) => p.record.submission_key === key);
    expect(item.documentId).toBe(created.body.data.documentId);
    expect(item.record).toMatchObject({
      mail_sent: false,
      handling_status: 'new',
      privacy_policy_url: consent.privacy_policy_url,
      privacy_policy_version: '2026-01',
      privacy_accepted_at: consent.privacy_accepted_at,
      email: 'maria@example.com',
    });
  });

  it('waits for the given age before a retry round claims a submission', async () => {
    const key = randomUUID();
    await post('/api/contact-requests', contact(key));
    const { body } = await post('/api/submissions/mail-claims', { older_than_seconds: 3600 });
    expect(body.data.some((p) => p.record.submission_key === key)).toBe(false);
  });

  it('marking the mails sent takes the submission off the pending list', async () => {
    const key = randomUUID();
    const { body } = await post('/api/contact-requests', contact(key));
    const [job] = (await claim('contact-request', body.data.documentId)).body.data;
    const marked = await post('/api/submissions/mail-sent', { type: 'contact-request', documentId: body.data.documentId, token: job.token });
    expect(marked.status).toBe(200);
    expect((await pending('contact-request')).some((p) => p.record.submission_key === key)).toBe(false);
    expect((await claim('contact-request', body.data.documentId)).body.data).toEqual([]);
  });

  it('refuses an unknown type, a missing token, and a token that does not hold the job', async () => {
    const token = 'ab'.repeat(24);
    expect((await post('/api/submissions/mail-sent', { type: 'product', documentId: 'abcdefghijklmnopqrstuvwx', token })).status).toBe(400);
    expect((await post('/api/submissions/mail-sent', { type: 'contact-request', documentId: 'abcdefghijklmnopqrstuvwx' })).status).toBe(400);
    expect((await post('/api/submissions/mail-sent', { type: 'contact-request', documentId: 'abcdefghijklmnopqrstuvwx', token })).status).toBe(409);
    expect((await post('/api/submissions/mail-claims', { lease_seconds: 0 })).status).toBe(400);
  });

  it('anonymous callers and the read token can use none of the mail job endpoints', async () => {
    const holder = { type: 'contact-request', documentId: 'abcdefghijklmnopqrstuvwx', token: 'ab'.repeat(24) };
    for (const token of [null, READ_TOKEN]) {
      expect([401, 403]).toContain((await post('/api/submissions/mail-claims', {}, token)).status);
      expect([401, 403]).toContain((await post('/api/submissions/mail-sent', holder, token)).status);
      expect([401, 403]).toContain((await post('/api/submissions/mail-progress', { ...holder, parts_sent: 1 }, token)).status);
      expect([401, 403]).toContain((await post('/api/submissions/mail-release', holder, token)).status);
      expect([401, 403]).toContain((await post('/api/newsletter-signups/confirm', { token: 'x'.repeat(43) }, token)).status);
    }
  });
});

describe('mail jobs: one holder at a time', () => {
  const stored = async () => (await post('/api/contact-requests', contact(randomUUID()))).body.data.documentId;

  it('a job claimed once cannot be claimed again while its lease runs, by one document or in a round', async () => {
    const documentId = await stored();
    const claims = await Promise.all(Array.from({ length: 8 }, () => claim('contact-request', documentId)));
    const winners = claims.flatMap((c) => c.body.data);
    expect(winners).toHaveLength(1);
    expect(winners[0]).toMatchObject({ type: 'contact-request', documentId, partsSent: 0 });
    expect(winners[0].token).toMatch(/^[0-9a-f]{48}$/);
    expect(winners[0].record.mail_claim_token).toBeUndefined();
    const round = await post('/api/submissions/mail-claims', { limit: 200 });
    expect(round.body.data.some((job) => job.documentId === documentId)).toBe(false);
    for (const job of round.body.data) await post('/api/submissions/mail-release', { type: job.type, documentId: job.documentId, token: job.token });
  });

  it('a lease that runs out (the sender died) lets another sender take the job, from where the first stopped', async () => {
    const documentId = await stored();
    const [first] = (await claim('contact-request', documentId, { lease_seconds: 1 })).body.data;
    expect((await post('/api/submissions/mail-progress', { type: 'contact-request', documentId, token: first.token, parts_sent: 1 })).status).toBe(200);
    expect((await claim('contact-request', documentId)).body.data).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const [second] = (await claim('contact-request', documentId)).body.data;
    expect(second.token).not.toBe(first.token);
    expect(second.partsSent).toBe(1);
    // The first sender, back late, no longer holds the job: it can neither finish nor release it.
    expect((await post('/api/submissions/mail-sent', { type: 'contact-request', documentId, token: first.token })).status).toBe(409);
    expect((await post('/api/submissions/mail-release', { type: 'contact-request', documentId, token: first.token })).status).toBe(409);
    expect((await post('/api/submissions/mail-sent', { type: 'contact-request', documentId, token: second.token })).status).toBe(200);
  });

  it('a released job can be claimed again at once', async () => {
    const documentId = await stored();
    const [first] = (await claim('contact-request', documentId)).body.data;
    expect((await post('/api/submissions/mail-release', { type: 'contact-request', documentId, token: first.token })).status).toBe(200);
    expect((await claim('contact-request', documentId)).body.data).toHaveLength(1);
  });
});

describe('newsletter double opt-in', () => {
  const token = () => randomUUID().replaceAll('-', '') + 'abcdefghijk';
  const hash = (t) => createHash('sha256').update(t).digest('hex');
  const signup = (t, extra = {}) => ({
    data: {
      submission_key: randomUUID(),
      email: 'luca@example.com',
      name: 'Luca',
      locale_code: 'it',
      over_16: true,
      confirm_token_hash: hash(t),
      ...consent,
      ...extra,
    },
  });

  it('is stored unconfirmed (even if the caller says otherwise) and never shows the token hash', async () => {
    const t = token();
    const created = await post('/api/newsletter-signups', signup(t, { confirmed: true }));
    expect(created.status).toBe(201);
    expect(created.body.data.confirmed).toBe(false);
    expect(JSON.stringify(created.body)).not.toContain(hash(t));
    const item = (await pending('newsletter-signup')).find((p) => p.documentId === created.body.data.documentId);
    expect(item.record.confirmed).toBe(false);
    expect(JSON.stringify(item)).not.toContain(hash(t));
  });

  it('the token confirms once; a second use says already confirmed; an unknown token is unknown', async () => {
    const t = token();
    const created = await post('/api/newsletter-signups', signup(t));
    expect((await post('/api/newsletter-signups/confirm', { token: t })).body.data.status).toBe('confirmed');
    expect((await post('/api/newsletter-signups/confirm', { token: t })).body.data.status).toBe('already-confirmed');
    expect((await post('/api/newsletter-signups/confirm', { token: token() })).body.data.status).toBe('unknown');
    expect((await post('/api/newsletter-signups/confirm', { token: 'short' })).status).toBe(400);
    // A confirmed signup needs no confirmation mail any more.
    expect((await pending('newsletter-signup')).some((p) => p.documentId === created.body.data.documentId)).toBe(false);
  });

  it('refuses a signup without the over-16 declaration or without a token hash', async () => {
    expect((await post('/api/newsletter-signups', signup(token(), { over_16: false }))).status).toBe(400);
    expect((await post('/api/newsletter-signups', signup(token(), { confirm_token_hash: 'nope' }))).status).toBe(400);
  });
});

describe('job applications: the CV', () => {
  const application = {
    sector: 'employee',
    site: 'policoro',
    name: 'Sara',
    surname: 'Gallo',
    email: 'sara@example.com',
    phone: '3330000001',
    gender: 'female',
    birth_date: '1990-06-15',
    residence_region: 'Basilicata',
    residence_district: 'MT',
    residence_municipality: 'Policoro',
    vehicle: 'car',
    protected_categories: 'no',
    current_employment: 'employed',
    preferred_working_area: 'quality',
    education: [{ level: 'degree_5_years', year: 2014, vote: '110/110', specification: 'Scienze alimentari' }],
    languages: { italian_spoken: 'native', english_spoken: 'intermediate' },
    ...consent,
  };
  const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n';
  const DOC = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504), Buffer.from('WordDocument', 'utf16le')]);

  function form(content, name, type = 'application/octet-stream', key = randomUUID()) {
    const fd = new FormData();
    fd.append('data', JSON.stringify({ ...application, submission_key: key }));
    if (content !== undefined) fd.append('files.curriculum', new Blob([content], { type }), name);
    return fd;
  }
  const send = (fd) => api('/api/job-applications', { method: 'POST', token: WRITE_TOKEN, body: fd });
  const code = (answer) => answer.body.error.details.errors[0].code;

  it.each([
    ['a text file renamed to .pdf', 'just some text, not a PDF', 'cv.pdf', 'application/pdf', 'cv_type'],
    [
      'a ZIP that is not a Word document',
      Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.from('[Content_Types].xml xl/workbook.xml')]),
      'cv.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'cv_type',
    ],
    ['an empty file', '', 'cv.pdf', 'application/pdf', 'cv_empty'],
    ['a PDF header that does not start the file (an HTML/PDF polyglot)', `<html><script>alert(1)</script>${PDF}`, 'cv.pdf', 'application/pdf', 'cv_type'],
    ['a legacy Word document (.doc)', DOC, 'cv.doc', 'application/msword', 'cv_type'],
    ['a 6 MB PDF', Buffer.concat([Buffer.from(PDF), Buffer.alloc(6 * 1024 * 1024)]), 'cv.pdf', 'application/pdf', 'cv_too_large'],
  ])('%s is refused with a clear message', async (_label, content, name, type, expected) => {
    const answer = await send(form(content, name, type));
    expect(answer.status).toBe(400);
    expect(code(answer)).toBe(expected);
    expect(answer.body.error.message).toMatch(/curriculum/i);
  });

  it('a missing CV is refused', async () => {
    const answer = await send(form(undefined));
    expect(answer.status).toBe(400);
    expect(code(answer)).toBe('cv_required');
  });

  it('the content decides: a PDF named .txt is accepted as a PDF; DOCX content is accepted', async () => {
    const pdf = await send(form(PDF, 'curriculum.txt', 'text/plain'));
    expect(pdf.status).toBe(201);
    expect(pdf.body.data).toMatchObject({ curriculum_mime: 'application/pdf', curriculum_name: 'curriculum.txt.pdf' });
    const docx = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.from('[Content_Types].xml word/document.xml')]);
    expect((await send(form(docx, 'cv.docx'))).body.data.curriculum_mime).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('the same submission key stores one application', async () => {
    const key = randomUUID();
    const first = await send(form(PDF, 'cv.pdf', 'application/pdf', key));
    const again = await send(form(PDF, 'cv.pdf', 'application/pdf', key));
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.data.documentId).toBe(first.body.data.documentId);
  });

  it('an admin downloads the CV from the admin API; anonymous callers and website tokens cannot', async () => {
    const created = await send(form(PDF, 'cv-sara.pdf', 'application/pdf'));
    const path = `/admin/brina/job-applications/${created.body.data.documentId}/curriculum`;
    const download = await admin(path);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('cv-sara.pdf');
    expect(await download.text()).toBe(PDF);
    expect((await fetch(cmsUrl() + path)).status).toBe(401);
    expect((await fetch(cmsUrl() + path, { headers: { Authorization: `Bearer ${WRITE_TOKEN}` } })).status).toBe(401);
    expect((await admin('/admin/brina/job-applications/abcdefghijklmnopqrstuvwx/curriculum')).status).toBe(404);
  });
});

describe('open job positions', () => {
  it('the website reads them, with title, site, sector and short description', async () => {
    const { status, body } = await api('/api/job-positions?sort=order:asc', { token: READ_TOKEN });
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(3);
    for (const position of body.data) {
      expect(position.title).toEqual(expect.any(String));
      expect(['cesena', 'ficarolo', 'policoro']).toContain(position.site);
      expect(['worker', 'employee']).toContain(position.sector);
      expect(position.short_description.length).toBeGreaterThan(20);
    }
  });

  it('cannot be written anonymously or with the website tokens', async () => {
    for (const token of [null, WRITE_TOKEN, READ_TOKEN]) {
      expect([401, 403]).toContain(
        (await post('/api/job-positions', { data: { title: 'X', site: 'cesena', sector: 'worker', short_description: 'x' } }, token)).status,
      );
    }
  });
});

describe('admin list columns', () => {
  it('submissions list date, type, name, company, e-mail and status, newest first', async () => {
    const answer = await admin('/content-manager/content-types/api::contact-request.contact-request/configuration');
    expect(answer.status).toBe(200);
    const { data } = await answer.json();
    expect(data.contentType.layouts.list).toEqual(['createdAt', 'interest_area', 'name', 'surname', 'company', 'email', 'handling_status', 'mail_sent']);
    expect(data.contentType.settings).toMatchObject({ defaultSortBy: 'createdAt', defaultSortOrder: 'DESC' });
  });
});
