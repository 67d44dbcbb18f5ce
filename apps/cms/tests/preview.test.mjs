// Issues 33.3 and 38.7: "Apri anteprima" mints a preview link only for a role that may read the
// type, for a document that exists, and never for a submission (a job application, a request):
// the admin's preview URL endpoint answers 204 without a URL, so the button does not appear.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { WRITE_TOKEN, adminAs, api, read } from './helpers.mjs';

const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n';
const previewUrl = (call, uid, documentId, locale) =>
  call(`/content-manager/preview/url/${uid}?${new URLSearchParams({ documentId, ...(locale ? { locale } : {}), status: 'draft' })}`);
const minted = (answer) => String(answer.body?.data?.url ?? '').includes('/api/preview?token=');

let as = {};
let product;
let position;
let application;

beforeAll(async () => {
  as = { editor: await adminAs('redazione@brina.local'), hr: await adminAs('hr@brina.local'), sales: await adminAs('commerciale@brina.local') };
  product = (await read('/api/products?filters[slug][$eq]=piselli-finissimi&locale=it&fields[0]=slug')).body.data[0].documentId;
  position = (await read('/api/job-positions?locale=it&fields[0]=documentId')).body.data[0]?.documentId;
  const fd = new FormData();
  fd.append(
    'data',
    JSON.stringify({
      sector: 'worker',
      site: 'cesena',
      name: 'Anna',
      surname: 'Bianchi',
      email: 'anna.bianchi@example.com',
      phone: '3330000003',
      gender: 'female',
      birth_date: '1990-05-06',
      residence_region: 'Emilia-Romagna',
      residence_district: 'FC',
      residence_municipality: 'Cesena',
      vehicle: 'car',
      protected_categories: 'no',
      current_employment: 'employed',
      preferred_working_area: 'quality',
      education: [{ level: 'degree_5_years', year: 2014, vote: '110/110', specification: 'Scienze alimentari' }],
      languages: { italian_spoken: 'native' },
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
  application = created.body.data.documentId;
});

describe('who may open a preview', () => {
  it('the editors, for a document of their content', async () => {
    const answer = await previewUrl(as.editor, 'api::product.product', product, 'it');
    expect(answer.status).toBe(200);
    expect(minted(answer), JSON.stringify(answer.body)).toBe(true);
  });

  it('HR, for a job position (their content)', async () => {
    expect(position, 'a seeded job position').toBeTruthy();
    expect(minted(await previewUrl(as.hr, 'api::job-position.job-position', position, 'it'))).toBe(true);
  });

  it('not a role that may not read the type: Commerciale and HR get no product preview', async () => {
    for (const call of [as.sales, as.hr]) {
      const answer = await previewUrl(call, 'api::product.product', product, 'it');
      expect(answer.status).toBe(204);
      expect(minted(answer)).toBe(false);
    }
  });

  it('never for a submission: a job application, not for Commerciale nor for HR who reads it', async () => {
    expect((await as.hr(`/content-manager/collection-types/api::job-application.job-application/${application}`)).status, 'HR reads it').toBe(200);
    for (const call of [as.sales, as.hr]) {
      const answer = await previewUrl(call, 'api::job-application.job-application', application);
      expect(answer.status).toBe(204);
      expect(minted(answer)).toBe(false);
    }
  });

  it('not for a document that does not exist', async () => {
    const answer = await previewUrl(as.editor, 'api::product.product', 'zzzzzzzzzzzzzzzzzzzzzzzz', 'it');
    expect(answer.status).toBe(204);
    expect(minted(answer)).toBe(false);
  });
});
