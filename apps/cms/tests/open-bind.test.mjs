// Issue 33.13: the local-only secrets and the demo logins are public (they are in this repository
// and the README), so the CMS serves with them on loopback only. Any other HOST with one of them
// stops the CMS before it starts, naming the variables to set; loopback keeps the demo working.
// Reads the compiled CMS, as the other configuration tests do.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const CMS_DIR = path.resolve(import.meta.dirname, '..');
const DIST = path.join(CMS_DIR, 'dist');
const { isLoopbackHost, publicSecretsInUse, openBindRefusal, demoLoginsAllowed } = require(path.join(DIST, 'config/secrets.js'));
const { adminCredentials, DEMO_ADMIN } = require(path.join(DIST, 'src/seed/site-seed.js'));
const { env: strapiEnv } = require('@strapi/utils');

const SECRETS = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
  'CMS_READ_TOKEN',
  'CMS_WRITE_TOKEN',
  'PREVIEW_SECRET',
  'REVALIDATE_SECRET',
];
const own = Object.fromEntries(SECRETS.map((name) => [name, `chosen-${name.toLowerCase()}`]));
const demo = { NODE_ENV: 'production', BRINA_DEMO: '1' };
const LOOPBACK = ['127.0.0.1', '127.0.1.1', '::1', '[::1]', '::ffff:127.0.0.1', 'localhost'];
const BEYOND = ['0.0.0.0', '::', '', '192.168.1.20', '10.0.0.5', 'fe80::1', 'cms.example.org'];

describe('loopback addresses', () => {
  it('127.0.0.0/8, ::1 (IPv4-mapped too) and localhost are loopback; the rest is not', () => {
    for (const host of LOOPBACK) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of BEYOND) expect(isLoopbackHost(host), host).toBe(false);
  });
});

describe('the listen address with the public secrets', () => {
  it('every secret left unset is public in the demo and in development, none in production', () => {
    expect(publicSecretsInUse(demo)).toEqual(SECRETS);
    expect(publicSecretsInUse({ NODE_ENV: 'development' })).toEqual(SECRETS);
    expect(publicSecretsInUse({ NODE_ENV: 'production' })).toEqual([]);
    expect(publicSecretsInUse({ ...demo, ...own })).toEqual([]);
    expect(publicSecretsInUse({ ...demo, ...own, ADMIN_JWT_SECRET: 'local-only-admin-jwt-secret' })).toEqual(['ADMIN_JWT_SECRET']);
  });

  it('loopback is allowed with them (the demo of `npm start`, the tests)', () => {
    for (const host of LOOPBACK) expect(openBindRefusal(host, 'HOST', demo), host).toBeNull();
  });

  it('any other address is refused with them, naming the address and every variable to set', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20']) {
      const refusal = openBindRefusal(host, 'HOST', demo);
      expect(refusal, host).toContain(`HOST=${host} is not a loopback address, and ${SECRETS.join(', ')} have their public local-only value`);
    }
    expect(openBindRefusal('0.0.0.0', 'HOST', { ...demo, ...own, REVALIDATE_SECRET: '' })).toBe(
      'HOST=0.0.0.0 is not a loopback address, and REVALIDATE_SECRET has its public local-only value: set it to a secret of your own, or listen on 127.0.0.1 (README, "Configuration")',
    );
  });

  it('any address is allowed once every secret has a value of its own, or in production without the demo', () => {
    for (const host of [...BEYOND, ...LOOPBACK]) {
      expect(openBindRefusal(host, 'HOST', { ...demo, ...own }), host).toBeNull();
      expect(openBindRefusal(host, 'HOST', { NODE_ENV: 'production' }), host).toBeNull();
    }
  });
});

describe('config/server.ts', () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  });
  const serverConfig = () => {
    const file = path.join(DIST, 'config/server.js');
    delete require.cache[file];
    const mod = require(file);
    return (mod.default ?? mod)({ env: strapiEnv });
  };
  const use = (env) => {
    for (const name of [...SECRETS, 'HOST', 'NODE_ENV', 'BRINA_DEMO']) delete process.env[name];
    Object.assign(process.env, env);
  };

  it('listens on loopback by default, and wherever HOST says once the secrets are set', () => {
    use(demo);
    expect(serverConfig().host).toBe('127.0.0.1');
    use({ ...demo, HOST: '::1' });
    expect(serverConfig().host).toBe('::1');
    use({ ...demo, ...own, HOST: '0.0.0.0' });
    expect(serverConfig().host).toBe('0.0.0.0');
  });

  it('throws the refusal for HOST=0.0.0.0 in the demo', () => {
    use({ ...demo, HOST: '0.0.0.0' });
    expect(() => serverConfig()).toThrow('HOST=0.0.0.0 is not a loopback address, and APP_KEYS,');
  });
});

describe('the demo logins beyond loopback', () => {
  it('are seeded on loopback only: beyond it, only the first admin given, never the demo password', () => {
    expect(demoLoginsAllowed(demo)).toBe(true);
    expect(demoLoginsAllowed({ ...demo, HOST: '::1' })).toBe(true);
    expect(demoLoginsAllowed({ ...demo, HOST: '0.0.0.0' })).toBe(false);
    expect(demoLoginsAllowed({ NODE_ENV: 'development', HOST: '192.168.1.20' })).toBe(false);
    expect(adminCredentials({ ...demo, HOST: '127.0.0.1' })).toEqual(DEMO_ADMIN);
    expect(adminCredentials({ ...demo, ...own, HOST: '0.0.0.0' })).toBeNull();
    expect(() => adminCredentials({ ...demo, HOST: '0.0.0.0', CMS_ADMIN_EMAIL: 'ops@example.org', CMS_ADMIN_PASSWORD: DEMO_ADMIN.password })).toThrow(
      'public demo password',
    );
    expect(adminCredentials({ ...demo, HOST: '0.0.0.0', CMS_ADMIN_EMAIL: 'ops@example.org', CMS_ADMIN_PASSWORD: 'a-long-chosen-passphrase' })).toEqual({
      email: 'ops@example.org',
      password: 'a-long-chosen-passphrase',
    });
  });
});

describe('`strapi start`', () => {
  it('exits non-zero with the refusal when the demo is asked to listen on every address', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brina-open-bind-'));
    try {
      const result = spawnSync(process.execPath, [path.join(path.dirname(require.resolve('@strapi/strapi')), '..', 'bin', 'strapi.js'), 'start'], {
        cwd: CMS_DIR,
        // Only what a shell would give, the demo and the address: not the test run's settings.
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...demo, HOST: '0.0.0.0', PORT: '1', DATABASE_FILENAME: path.join(dir, 'data.db') },
        encoding: 'utf8',
        timeout: 120_000,
      });
      const output = `${result.stdout}\n${result.stderr}`;
      expect(result.status, output).toBe(1);
      expect(output).toContain('HOST=0.0.0.0 is not a loopback address, and APP_KEYS, API_TOKEN_SALT, ADMIN_JWT_SECRET');
      expect(output).toContain('set each to a secret of your own, or listen on 127.0.0.1');
      expect(fs.existsSync(path.join(dir, 'data.db')), 'stopped before opening the database').toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 150_000);
});
