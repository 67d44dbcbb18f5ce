// The scheduled retention job deletes job applications older than APPLICATION_RETENTION_DAYS with
// their private CV files, and keeps younger ones. Runs a second, in-process CMS on its own fresh
// database (no HTTP), because an application's creation date cannot be set through the API. The
// same CMS checks what needs one in-process too: CV erasure and the orphan repair (issue 33.4), and
// the production start-up refusal of demo passwords (issue 33.13).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const CMS_DIR = path.resolve(import.meta.dirname, '..');
const UID = 'api::job-application.job-application';
const DAY = 24 * 60 * 60 * 1000;

let app;
let dir;
let suiteDatabaseUrl;

/** On PostgreSQL (`npm run test:pg`) the fresh database is a new one on the suite's server. */
async function freshPostgresDatabase(create) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: suiteDatabaseUrl });
  await client.connect();
  const name = `brina_retention_${process.pid}`;
  try {
    await client.query(create ? `CREATE DATABASE ${name}` : `DROP DATABASE IF EXISTS ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(suiteDatabaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brina-retention-'));
  if (process.env.DATABASE_URL) {
    suiteDatabaseUrl = process.env.DATABASE_URL;
    process.env.DATABASE_URL = await freshPostgresDatabase(true);
  }
  Object.assign(process.env, {
    DATABASE_FILENAME: path.join(dir, 'data.db'),
    PUBLIC_DIR: path.join(dir, 'public'),
    PRIVATE_UPLOADS_DIR: path.join(dir, 'private'),
    SERVE_ADMIN: 'false',
    APPLICATION_RETENTION_DAYS: '30',
  });
  fs.mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
  const { createStrapi } = require('@strapi/strapi');
  // The compiled app (dist/) exists: the suite's test CMS was compiled from the same sources.
  app = createStrapi({ appDir: CMS_DIR, distDir: path.join(CMS_DIR, 'dist') });
  app.log.level = 'warn';
  await app.load();
});

afterAll(async () => {
  await app?.destroy();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  if (suiteDatabaseUrl) {
    process.env.DATABASE_URL = suiteDatabaseUrl;
    await freshPostgresDatabase(false);
  }
});

async function application(name, ageDays) {
  const file = `cv/${name}.pdf`;
  fs.mkdirSync(path.join(dir, 'private', 'cv'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'private', file), '%PDF-1.4\n');
  const created = await app.documents(UID).create({
    data: {
      submission_key: `retention-${name}-0000000000`,
      sector: 'worker',
      site: 'cesena',
      name,
      surname: 'Test',
      email: `${name}@example.com`,
      phone: '3330000000',
      gender: 'other',
      birth_date: '1990-01-01',
      residence_region: 'Emilia-Romagna',
      residence_district: 'FC',
      residence_municipality: 'Cesena',
      preferred_working_area: 'production',
      privacy_consent: true,
      curriculum_file: file,
      curriculum_name: `${name}.pdf`,
      curriculum_mime: 'application/pdf',
      curriculum_size: 9,
      education: [{ level: 'diploma', year: 2010, vote: '80/100', specification: 'Agraria' }],
    },
  });
  await app.db.query(UID).update({ where: { documentId: created.documentId }, data: { createdAt: new Date(Date.now() - ageDays * DAY) } });
  return { documentId: created.documentId, file: path.join(dir, 'private', file) };
}

describe('application retention', () => {
  it('is scheduled nightly', () => {
    const task = app.config.get('server.cron.tasks').applicationRetention;
    expect(task.options.rule).toBe('17 3 * * *');
    expect(app.config.get('server.cron.enabled')).toBe(true);
  });

  it('the scheduled task deletes applications older than the retention with their CV, and keeps the others', async () => {
    const old = await application('old', 31);
    const recent = await application('recent', 29);
    await app.config.get('server.cron.tasks').applicationRetention.task({ strapi: app });

    expect(await app.documents(UID).findOne({ documentId: old.documentId })).toBeNull();
    expect(fs.existsSync(old.file)).toBe(false);
    expect(await app.documents(UID).findOne({ documentId: recent.documentId })).not.toBeNull();
    expect(fs.existsSync(recent.file)).toBe(true);
    // Components (education) went with the deleted application.
    const education = await app.db.connection('components_careers_education').count({ n: '*' });
    expect(Number(education[0].n)).toBe(1);
  });
});

describe('CV erasure (issue 33.4)', () => {
  const cvDir = () => path.join(dir, 'private', 'cv');

  it('deleting an application through the document service removes its CV file', async () => {
    const kept = await application('erased', 1);
    expect(fs.existsSync(kept.file)).toBe(true);
    await app.documents(UID).delete({ documentId: kept.documentId });
    expect(fs.existsSync(kept.file)).toBe(false);
  });

  it('the repair command removes CV files no application refers to, and keeps recent and referenced ones', async () => {
    const { removeOrphanedCvs, findOrphanedCvs } = require(path.join(CMS_DIR, 'dist/src/utils/cv-erasure.js'));
    const referenced = await application('referenced', 1);
    fs.mkdirSync(cvDir(), { recursive: true });
    const old = path.join(cvDir(), 'orphan-old.pdf');
    const young = path.join(cvDir(), 'orphan-young.pdf');
    fs.writeFileSync(old, '%PDF-1.4\n');
    fs.writeFileSync(young, '%PDF-1.4\n');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    fs.utimesSync(old, twoHoursAgo, twoHoursAgo);
    fs.utimesSync(referenced.file, twoHoursAgo, twoHoursAgo);

    expect(await findOrphanedCvs(app)).toEqual(['cv/orphan-old.pdf']);
    expect(await removeOrphanedCvs(app, { dryRun: true })).toEqual(['cv/orphan-old.pdf']);
    expect(fs.existsSync(old)).toBe(true);
    expect(await removeOrphanedCvs(app)).toEqual(['cv/orphan-old.pdf']);
    expect(fs.existsSync(old)).toBe(false);
    expect(fs.existsSync(young)).toBe(true);
    expect(fs.existsSync(referenced.file)).toBe(true);
    expect(await findOrphanedCvs(app)).toEqual([]);
  });
});

describe('the demo password in production and beyond loopback (issue 33.13)', () => {
  it('refuses to start while an admin account has it, in production or on a HOST beyond loopback only', async () => {
    const { refuseDemoPasswords, demoPasswordAccounts } = require(path.join(CMS_DIR, 'dist/src/bootstrap/demo-passwords.js'));
    const role = await app.db.query('admin::role').findOne({ where: { code: 'strapi-super-admin' } });
    const users = app.service('admin::user');
    const user = await users.create({ email: 'ops@example.org', firstname: 'Ops', password: 'BrinaDemo2026!', isActive: true, roles: [role.id] });

    expect(await demoPasswordAccounts(app)).toEqual(['ops@example.org']);
    await expect(refuseDemoPasswords(app, { NODE_ENV: 'production' })).rejects.toThrow(/ops@example\.org .*demo password/);
    await expect(refuseDemoPasswords(app, { NODE_ENV: 'production', BRINA_DEMO: '1' })).resolves.toBeUndefined();
    await expect(refuseDemoPasswords(app, { NODE_ENV: 'development' })).resolves.toBeUndefined();
    await expect(refuseDemoPasswords(app, { NODE_ENV: 'production', BRINA_DEMO: '1', HOST: '::1' })).resolves.toBeUndefined();
    for (const HOST of ['0.0.0.0', '192.168.1.20']) {
      await expect(refuseDemoPasswords(app, { NODE_ENV: 'production', BRINA_DEMO: '1', HOST })).rejects.toThrow(
        /ops@example\.org .*demo password.*beyond loopback/,
      );
      await expect(refuseDemoPasswords(app, { NODE_ENV: 'development', HOST })).rejects.toThrow(/ops@example\.org/);
    }

    await users.updateById(user.id, { password: 'a-long-chosen-passphrase-1' });
    expect(await demoPasswordAccounts(app)).toEqual([]);
    await expect(refuseDemoPasswords(app, { NODE_ENV: 'production' })).resolves.toBeUndefined();
  });
});
