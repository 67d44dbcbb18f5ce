// Issue 33.13: the local-only secrets are public (they are in this repository), so the website
// serves with them on loopback only. Listening on any other address (HOSTNAME) with one of them
// stops the server before it starts, naming the variables to set; loopback keeps the demo working.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETTINGS, isLoopbackHost, openBindRefusal, publicSecretsInUse } from '../../config.mjs';

const SECRETS = SETTINGS.filter((s) => s.kind === 'secret').map((s) => s.name);
/** Every secret with a value of the operator's own. */
const own = Object.fromEntries(SECRETS.map((name) => [name, `chosen-${name.toLowerCase()}-0123456789abcdef`]));
const demo = { NODE_ENV: 'production', BRINA_DEMO: '1' } as const;

const LOOPBACK = ['127.0.0.1', '127.8.9.10', '::1', '[::1]', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', 'localhost', 'LOCALHOST'];
const BEYOND = ['0.0.0.0', '::', '', '192.168.1.20', '10.0.0.5', 'fe80::1', '::ffff:192.168.1.20', '127.0.0.300', 'example.org', 'brina-web'];

describe('loopback addresses', () => {
  it('127.0.0.0/8, ::1 (IPv4-mapped too) and localhost are loopback', () => {
    for (const host of LOOPBACK) expect(isLoopbackHost(host), host).toBe(true);
  });
  it('the unspecified addresses, LAN addresses and host names are not', () => {
    for (const host of BEYOND) expect(isLoopbackHost(host), host).toBe(false);
  });
});

describe('which secrets are public', () => {
  it('in the demo and in development, every secret left unset has its public value', () => {
    expect(publicSecretsInUse(demo).sort()).toEqual([...SECRETS].sort());
    expect(publicSecretsInUse({ NODE_ENV: 'development' }).sort()).toEqual([...SECRETS].sort());
    expect(SECRETS).toEqual(expect.arrayContaining(['CMS_READ_TOKEN', 'CMS_WRITE_TOKEN', 'PREVIEW_SECRET', 'REVALIDATE_SECRET', 'ALTCHA_HMAC_KEY']));
  });
  it('a secret set to its public value counts too; one set to a value of its own does not', () => {
    expect(publicSecretsInUse({ ...demo, ...own })).toEqual([]);
    expect(publicSecretsInUse({ ...demo, ...own, PREVIEW_SECRET: 'local-only-preview-secret' })).toEqual(['PREVIEW_SECRET']);
    expect(publicSecretsInUse({ NODE_ENV: 'production', ...own, RATING_HMAC_KEY: '' })).toEqual([]);
  });
  it('production without the demo uses none (a missing secret is refused where it is needed)', () => {
    expect(publicSecretsInUse({ NODE_ENV: 'production' })).toEqual([]);
  });
});

describe('the listen address with the public secrets', () => {
  it('loopback is allowed with them: the demo of `npm start`', () => {
    for (const host of LOOPBACK) expect(openBindRefusal(host, 'HOSTNAME', demo), host).toBeNull();
  });
  it('any other address is refused with them, naming the address and every variable to set', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', '']) {
      const refusal = openBindRefusal(host, 'HOSTNAME', demo);
      expect(refusal, host).toContain(`HOSTNAME=${host || '(empty: every address)'} is not a loopback address`);
      for (const name of SECRETS) expect(refusal).toContain(name);
    }
    expect(openBindRefusal('0.0.0.0', 'HOSTNAME', { NODE_ENV: 'development' })).toContain('PREVIEW_SECRET');
  });
  it('names only the secrets still public', () => {
    const refusal = openBindRefusal('192.168.1.20', 'LISTEN_HOST', { ...demo, ...own, ALTCHA_HMAC_KEY: '' });
    expect(refusal).toBe(
      'LISTEN_HOST=192.168.1.20 is not a loopback address, and ALTCHA_HMAC_KEY has its public local-only value: set it to a secret of your own, or listen on 127.0.0.1 (README, "Configuration")',
    );
  });
  it('any address is allowed once every secret has a value of its own, or in production without the demo', () => {
    for (const host of [...BEYOND, ...LOOPBACK]) {
      expect(openBindRefusal(host, 'HOSTNAME', { ...demo, ...own }), host).toBeNull();
      expect(openBindRefusal(host, 'HOSTNAME', { NODE_ENV: 'production' }), host).toBeNull();
    }
  });
});

describe('server.mjs', () => {
  const start = (env: Record<string, string> & { NODE_ENV: 'production' }) =>
    spawnSync(process.execPath, ['server.mjs', '-p', '70000'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      // Not the test runner's environment: only what a shell would give, and the case's settings.
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });

  it('stops with the message, before Next starts, when the demo is asked to listen on every address', () => {
    for (const host of ['0.0.0.0', '::']) {
      const result = start({ ...demo, HOSTNAME: host });
      expect(result.status, result.stderr).toBe(1);
      expect(result.stderr).toContain(`[brina] HOSTNAME=${host} is not a loopback address, and CMS_READ_TOKEN, CMS_WRITE_TOKEN, PREVIEW_SECRET`);
      expect(result.stderr).toContain('set each to a secret of your own, or listen on 127.0.0.1');
      expect(result.stdout).not.toContain('Brina website ready');
    }
  }, 120_000);

  it('stops too when only one secret is left public', () => {
    const result = start({ ...demo, ...own, NEWSLETTER_TOKEN_SECRET: '', HOSTNAME: '192.168.1.20' });
    expect(result.status, result.stderr).toBe(1);
    expect(result.stderr).toContain('HOSTNAME=192.168.1.20 is not a loopback address, and NEWSLETTER_TOKEN_SECRET has its public local-only value');
  }, 60_000);
});
