// `npm start` beyond loopback (issue 33.13): LISTEN_HOST other than loopback is refused while a
// secret of either app has its public local-only value or the first admin's login is not given,
// with one message naming every variable; loopback keeps the demo as it is.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { cmsPublicSecrets, listenRefusal } from './listen-check.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB_ONLY = ['ALTCHA_HMAC_KEY', 'NEWSLETTER_TOKEN_SECRET', 'RATING_HMAC_KEY'];
const SHARED = ['CMS_READ_TOKEN', 'CMS_WRITE_TOKEN', 'PREVIEW_SECRET', 'REVALIDATE_SECRET'];
const CMS_ONLY = ['APP_KEYS', 'API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY'];
const demo = { PATH: process.env.PATH, NODE_ENV: 'production', BRINA_DEMO: '1' };
const own = Object.fromEntries([...WEB_ONLY, ...SHARED, ...CMS_ONLY].map((name) => [name, `chosen-${name.toLowerCase()}`]));
const admin = { CMS_ADMIN_EMAIL: 'ops@example.org', CMS_ADMIN_PASSWORD: 'a-long-chosen-passphrase' };

test("the CMS's own rule is read without a build: every Strapi secret and shared one is public in the demo", () => {
  assert.deepEqual(cmsPublicSecrets(demo).sort(), [...SHARED, ...CMS_ONLY].sort());
  assert.deepEqual(cmsPublicSecrets({ ...demo, ...own }), []);
  assert.deepEqual(cmsPublicSecrets({ ...demo, ...own, JWT_SECRET: 'local-only-jwt-secret' }), ['JWT_SECRET']);
  assert.deepEqual(cmsPublicSecrets({ PATH: process.env.PATH, NODE_ENV: 'production' }), []);
});

test('loopback is allowed with the demo values', () => {
  for (const host of ['127.0.0.1', '::1', 'localhost']) assert.equal(listenRefusal(host, demo), null, host);
});

test('any other address is refused with them, naming every variable of both apps once', () => {
  for (const host of ['0.0.0.0', '::', '192.168.1.20']) {
    const refusal = listenRefusal(host, demo);
    assert.match(refusal, new RegExp(`^LISTEN_HOST=${host.replace(/\./g, '\\.')} is not a loopback address`));
    for (const name of [...WEB_ONLY, ...SHARED, ...CMS_ONLY, 'CMS_ADMIN_EMAIL', 'CMS_ADMIN_PASSWORD']) {
      assert.equal(refusal.split(name).length - 1 >= 1, true, `${host}: ${name} named`);
    }
    assert.equal(refusal.split('PREVIEW_SECRET').length - 1, 1, 'a shared secret is named once');
  }
  assert.match(listenRefusal('0.0.0.0', { ...demo, ...own }), /set CMS_ADMIN_EMAIL, CMS_ADMIN_PASSWORD to values of your own/);
  assert.match(listenRefusal('0.0.0.0', { ...demo, ...admin, ...own, APP_KEYS: '' }), /set APP_KEYS to values of your own/);
});

test('any address is allowed once every secret and the first admin are given', () => {
  for (const host of ['0.0.0.0', '::', '192.168.1.20']) assert.equal(listenRefusal(host, { ...demo, ...own, ...admin }), null, host);
});

test('npm start stops with the message before installing or building anything', () => {
  const result = spawnSync(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LISTEN_HOST: '0.0.0.0', CMS_PORT: '1', WEB_PORT: '2' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  assert.equal(result.status, 1, result.stderr);
  assert.match(result.stderr, /\[brina\] LISTEN_HOST=0\.0\.0\.0 is not a loopback address/);
  assert.match(result.stderr, /APP_KEYS/);
  assert.match(result.stderr, /ALTCHA_HMAC_KEY/);
  assert.doesNotMatch(result.stdout, /\$ npm/, 'no install or build was started');
});
