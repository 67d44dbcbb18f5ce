// Issue 33.15: `GET /admin/information` (Strapi and Node.js versions, every dependency with its
// version, the environment, the project id) answers super admins only; editors, HR and sales get
// a 403 that carries none of it, while the rest of what the admin asks for as it opens still
// answers them (src/bootstrap/admin-information.ts).
import { createRequire } from 'node:module';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminAs, api } from './helpers.mjs';

const require = createRequire(import.meta.url);
const { isSuperAdmin } = require(path.resolve(import.meta.dirname, '../dist/src/bootstrap/admin-information.js'));

const TEAM = ['redazione@brina.local', 'commerciale@brina.local', 'hr@brina.local'];
let as = {};

beforeAll(async () => {
  as = { admin: await adminApi() };
  for (const email of TEAM) as[email] = await adminAs(email);
});

describe('/admin/information', () => {
  it('answers the super admin in full', async () => {
    const { status, body } = await as.admin('/admin/information');
    expect(status).toBe(200);
    expect(body.data.strapiVersion).toMatch(/^5\./);
    expect(body.data.nodeVersion).toMatch(/^v\d+\./);
    expect(Object.keys(body.data.dependencies)).toContain('@strapi/strapi');
  });

  it('refuses every other role with a 403 that tells nothing of the versions', async () => {
    for (const email of TEAM) {
      const { status, body } = await as[email]('/admin/information');
      expect(status, email).toBe(403);
      const text = JSON.stringify(body);
      for (const leak of ['strapiVersion', 'nodeVersion', 'dependencies', 'projectId', 'currentEnvironment', '@strapi/'])
        expect(text, `${email}: ${leak}`).not.toContain(leak);
    }
  });

  it('refuses an anonymous caller (401)', async () => {
    expect((await api('/admin/information')).status).toBe(401);
  });

  it('leaves the rest of what the admin asks for as it opens answering the other roles', async () => {
    for (const email of TEAM) {
      for (const route of ['/admin/init', '/admin/users/me', '/admin/users/me/permissions'])
        expect((await as[email](route)).status, `${email} ${route}`).toBe(200);
    }
  });
});

describe('isSuperAdmin', () => {
  it('holds for the super admin role only', () => {
    expect(isSuperAdmin({ roles: [{ code: 'strapi-editor' }, { code: 'strapi-super-admin' }] })).toBe(true);
    expect(isSuperAdmin({ roles: [{ code: 'strapi-editor' }] })).toBe(false);
    expect(isSuperAdmin({ roles: [] })).toBe(false);
    expect(isSuperAdmin({})).toBe(false);
    expect(isSuperAdmin(undefined)).toBe(false);
  });
});
