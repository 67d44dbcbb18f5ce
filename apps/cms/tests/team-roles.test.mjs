// Issue 27, roles that match the team (src/bootstrap/team-roles.ts): the demo accounts of the
// editors, HR and sales (seeded where the local-only defaults are allowed) sign in to the admin and
// get exactly their part: only HR reads job applications and CVs, sales read requests and
// sign-ups but edit no content, editors edit content and see no submission.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, WRITE_TOKEN, adminApi, api, cmsUrl } from './helpers.mjs';

const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n';
const CM = '/content-manager/collection-types';
const list = (type) => `${CM}/api::${type}.${type}?page=1&pageSize=10`;

async function signIn(email) {
  const login = await api('/admin/login', { method: 'POST', body: { email, password: ADMIN.password } });
  expect(login.status, `${email} signs in`).toBe(200);
  const jwt = login.body.data.token;
  const call = (path, options = {}) => api(path, { ...options, token: jwt });
  call.raw = (path) => fetch(cmsUrl() + path, { headers: { Authorization: `Bearer ${jwt}` } });
  return call;
}

let as = {};
let applicationId;

beforeAll(async () => {
  as = {
    editor: await signIn('redazione@brina.local'),
    hr: await signIn('hr@brina.local'),
    sales: await signIn('commerciale@brina.local'),
    admin: await adminApi(),
  };
  // A job application with its CV, as the website stores one.
  const fd = new FormData();
  fd.append(
    'data',
    JSON.stringify({
      sector: 'worker',
      site: 'cesena',
      name: 'Luca',
      surname: 'Rossi',
      email: 'luca.rossi@example.com',
      phone: '3330000002',
      gender: 'male',
      birth_date: '1992-03-04',
      residence_region: 'Emilia-Romagna',
      residence_district: 'FC',
      residence_municipality: 'Cesena',
      vehicle: 'car',
      protected_categories: 'no',
      current_employment: 'employed',
      preferred_working_area: 'quality',
      education: [{ level: 'degree_5_years', year: 2014, vote: '110/110', specification: 'Scienze alimentari' }],
      languages: { italian_spoken: 'native', english_spoken: 'intermediate' },
      privacy_consent: true,
      privacy_policy_url: 'http://localhost:3000/it/area-legale/privacy-policy',
      privacy_policy_version: '2026-01',
      privacy_accepted_at: '2026-11-20T10:00:00.000Z',
      submission_key: randomUUID(),
    }),
  );
  fd.append('files.curriculum', new Blob([PDF], { type: 'application/pdf' }), 'cv.pdf');
  const created = await api('/api/job-applications', { method: 'POST', token: WRITE_TOKEN, body: fd });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  applicationId = created.body.data.documentId;
});

describe('the team roles', () => {
  it('are seeded with their Italian names and descriptions', async () => {
    const { status, body } = await as.admin('/admin/roles');
    expect(status).toBe(200);
    const byCode = Object.fromEntries(body.data.map((r) => [r.code, r]));
    expect(byCode['brina-redazione'].name).toBe('Redazione');
    expect(byCode['brina-risorse-umane'].name).toBe('Risorse umane');
    expect(byCode['brina-commerciale'].name).toBe('Commerciale');
    for (const code of ['brina-redazione', 'brina-risorse-umane', 'brina-commerciale']) expect(byCode[code].description.length).toBeGreaterThan(20);
  });

  it('only HR (and the super admin) read job applications and CVs: an editor and sales get 403', async () => {
    const cv = `/admin/brina/job-applications/${applicationId}/curriculum`;
    expect((await as.editor(list('job-application'))).status).toBe(403);
    expect((await as.editor(cv)).status).toBe(403);
    expect((await as.sales(list('job-application'))).status).toBe(403);
    expect((await as.sales(cv)).status).toBe(403);
    // Newest first: other tests store applications too, and this one must be on the first page.
    const hrList = await as.hr(`${list('job-application')}&sort=createdAt:DESC`);
    expect(hrList.status).toBe(200);
    expect(hrList.body.results.some((a) => a.documentId === applicationId)).toBe(true);
    const download = await as.hr.raw(cv);
    expect(download.status).toBe(200);
    expect((await download.text()).startsWith('%PDF-')).toBe(true);
  });

  it('no other role keeps a permission on job applications (Strapi default Editor and Author included)', async () => {
    const { body } = await as.admin('/admin/roles');
    for (const role of body.data.filter((r) => !['strapi-super-admin', 'brina-risorse-umane'].includes(r.code))) {
      const perms = await as.admin(`/admin/roles/${role.id}/permissions`);
      expect(perms.status).toBe(200);
      const subjects = perms.body.data.map((p) => p.subject);
      expect(subjects, role.code).not.toContain('api::job-application.job-application');
    }
  });

  it('sales read contact, sample and kit requests and newsletter sign-ups', async () => {
    for (const type of ['contact-request', 'sample-request', 'contact-form-richiesta-kit', 'newsletter-signup']) {
      expect((await as.sales(list(type))).status, type).toBe(200);
      expect((await as.editor(list(type))).status, type).toBe(403);
    }
  });

  it('sales edit no content: they cannot read, create or change products, recipes or pages', async () => {
    expect((await as.sales(`${list('product')}&locale=it`)).status).toBe(403);
    const create = await as.sales(`${CM}/api::product.product?locale=it`, { method: 'POST', body: { title: 'Prova commerciale', slug: 'prova-commerciale' } });
    expect(create.status).toBe(403);
    expect((await as.sales(`${list('landing-page')}&locale=it`)).status).toBe(403);
  });

  it('editors read and create content in both languages, and may not create job positions only HR manages', async () => {
    expect((await as.editor(`${list('product')}&locale=it`)).status).toBe(200);
    expect((await as.editor(`${list('recipe')}&locale=en`)).status).toBe(200);
    expect((await as.editor(`${list('job-position')}`)).status).toBe(403);
    expect((await as.hr(`${list('job-position')}`)).status).toBe(200);
    expect((await as.hr(`${list('product')}&locale=it`)).status).toBe(403);
  });

  it('every admin user has Italian as their language unless they chose another', async () => {
    for (const who of ['editor', 'hr', 'sales', 'admin']) {
      const me = await as[who]('/admin/users/me');
      expect(me.status).toBe(200);
      expect(me.body.data.preferedLanguage, who).toBe('it');
    }
  });
});
