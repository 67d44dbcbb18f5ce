// A production start never falls back to the public demo values: not for the Strapi secrets, not for
// the webhook's secret, not for the first admin's password (issue 22, item 4). Reads the compiled CMS.
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const dist = path.resolve(import.meta.dirname, '../dist');
const { secret } = require(path.join(dist, 'config/secrets.js'));
const { adminCredentials, DEMO_ADMIN } = require(path.join(dist, 'src/seed/site-seed.js'));

const production = { NODE_ENV: 'production' };

describe('production refuses the public demo values', () => {
  it('refuses every local-only secret, the webhook secret included', () => {
    for (const name of ['APP_KEYS', 'ADMIN_JWT_SECRET', 'CMS_READ_TOKEN', 'REVALIDATE_SECRET', 'PREVIEW_SECRET']) {
      expect(() => secret(name, production)).toThrow(`${name} must be set in production`);
      expect(secret(name, { ...production, [name]: 'chosen-by-the-operator' })).toBe('chosen-by-the-operator');
    }
  });

  it('seeds no admin without chosen credentials, and never the demo password', () => {
    expect(adminCredentials(production)).toBeNull();
    expect(adminCredentials({ ...production, CMS_ADMIN_EMAIL: 'ops@example.org' })).toBeNull();
    expect(() => adminCredentials({ ...production, CMS_ADMIN_EMAIL: 'ops@example.org', CMS_ADMIN_PASSWORD: DEMO_ADMIN.password })).toThrow(
      'public demo password',
    );
    expect(adminCredentials({ ...production, CMS_ADMIN_EMAIL: 'ops@example.org', CMS_ADMIN_PASSWORD: 'a-long-chosen-passphrase' })).toEqual({
      email: 'ops@example.org',
      password: 'a-long-chosen-passphrase',
    });
  });

  it('keeps the demo login in the demo and in development', () => {
    expect(adminCredentials({ NODE_ENV: 'production', BRINA_DEMO: '1' })).toEqual(DEMO_ADMIN);
    expect(adminCredentials({ NODE_ENV: 'development' })).toEqual(DEMO_ADMIN);
  });
});
