// Issues 38.2, 33.9 and 33.4: HR downloads an application's CV from the admin under its own name,
// whatever its characters (RFC 6266 `filename*`, with a plain ASCII `filename`), each download is
// recorded, other roles get nothing; deleting the application (as HR in the admin) erases the CV
// from private storage.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { WRITE_TOKEN, adminAs, api, cmsDataDir } from './helpers.mjs';

const CV_NAME = 'Curriculum Ștefan Łukasz 2026.pdf';
const CM = '/content-manager/collection-types/api::job-application.job-application';

/** Stores an application whose CV holds a unique marker; returns its id and the marker. */
async function apply(fileName) {
  const marker = `cv-${randomUUID()}`;
  const fd = new FormData();
  fd.append(
    'data',
    JSON.stringify({
      sector: 'employee',
      site: 'cesena',
      name: 'Ștefan',
      surname: 'Łukasz',
      email: 'stefan.lukasz@example.com',
      phone: '3330000003',
      gender: 'male',
      birth_date: '1991-05-06',
      residence_region: 'Emilia-Romagna',
      residence_district: 'FC',
      residence_municipality: 'Cesena',
      preferred_working_area: 'quality',
      privacy_consent: true,
      submission_key: randomUUID(),
    }),
  );
  fd.append('files.curriculum', new Blob([`%PDF-1.4\n% ${marker}\n%%EOF\n`], { type: 'application/pdf' }), fileName);
  const created = await api('/api/job-applications', { method: 'POST', token: WRITE_TOKEN, body: fd });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { documentId: created.body.data.documentId, marker };
}

const cvDir = () => path.join(cmsDataDir(), 'private', 'cv');
const cvFilesHolding = (marker) =>
  fs.existsSync(cvDir()) ? fs.readdirSync(cvDir()).filter((name) => fs.readFileSync(path.join(cvDir(), name)).includes(marker)) : [];
const accessLog = () => {
  const file = path.join(cmsDataDir(), 'private', 'access', 'cv-downloads.log');
  return fs.existsSync(file)
    ? fs
        .readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];
};

let as;
beforeAll(async () => {
  as = { hr: await adminAs('hr@brina.local'), editor: await adminAs('redazione@brina.local'), sales: await adminAs('commerciale@brina.local') };
});

describe('the CV download', () => {
  it('keeps a name with Ș and Ł: filename* in UTF-8 and a plain ASCII filename, no server error', async () => {
    const { documentId } = await apply(CV_NAME);
    const response = await as.hr.raw(`/admin/brina/job-applications/${documentId}/curriculum`);
    expect(response.status).toBe(200);
    const disposition = response.headers.get('content-disposition');
    expect(disposition).toBe(`attachment; filename="Curriculum Stefan Lukasz 2026.pdf"; filename*=UTF-8''Curriculum%20%C8%98tefan%20%C5%81ukasz%202026.pdf`);
    expect(/^[\x20-\x7e]*$/.test(disposition)).toBe(true);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect((await response.text()).startsWith('%PDF-')).toBe(true);
  });

  it('records each download: who, which application, when; a refused one records nothing', async () => {
    const { documentId } = await apply('cv.pdf');
    const before = accessLog().filter((entry) => entry.documentId === documentId);
    expect(before).toEqual([]);
    expect((await as.editor.raw(`/admin/brina/job-applications/${documentId}/curriculum`)).status).toBe(403);
    expect((await as.sales.raw(`/admin/brina/job-applications/${documentId}/curriculum`)).status).toBe(403);
    expect(accessLog().filter((entry) => entry.documentId === documentId)).toEqual([]);

    const started = Date.now();
    for (let i = 0; i < 2; i += 1) expect((await as.hr.raw(`/admin/brina/job-applications/${documentId}/curriculum`)).status).toBe(200);
    const entries = accessLog().filter((entry) => entry.documentId === documentId);
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry.by).toContain('hr@brina.local');
      expect(entry.via).toBe('admin');
      expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(started - 1000);
    }
  });
});

describe('deleting an application', () => {
  it('as HR in the admin erases its CV from private storage', async () => {
    const { documentId, marker } = await apply('da-cancellare.pdf');
    expect(cvFilesHolding(marker)).toHaveLength(1);
    const deleted = await as.hr(`${CM}/${documentId}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect((await as.hr(`${CM}/${documentId}`)).status).toBe(404);
    expect(cvFilesHolding(marker)).toEqual([]);
  });

  it('in bulk as HR erases every CV', async () => {
    const applications = [await apply('uno.pdf'), await apply('due.pdf')];
    for (const { marker } of applications) expect(cvFilesHolding(marker)).toHaveLength(1);
    const deleted = await as.hr(`${CM}/actions/bulkDelete`, { method: 'POST', body: { documentIds: applications.map((a) => a.documentId) } });
    expect(deleted.status).toBe(200);
    for (const { marker } of applications) expect(cvFilesHolding(marker)).toEqual([]);
  });

  it('an editor cannot delete an application, and its CV stays', async () => {
    const { documentId, marker } = await apply('resta.pdf');
    expect([403, 404]).toContain((await as.editor(`${CM}/${documentId}`, { method: 'DELETE' })).status);
    expect(cvFilesHolding(marker)).toHaveLength(1);
  });
});
