// Settings that HTTP calls to the test CMS cannot show: the PostgreSQL statement timeout (checked on
// a real connection when the suite runs on PostgreSQL), and which peers may speak for the client
// (X-Forwarded-*), read from the compiled CMS the suite's test CMS was built from.
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const DIST = path.resolve(import.meta.dirname, '..', 'dist');
const { env } = require('@strapi/utils');

const saved = { ...process.env };
afterEach(() => {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
});

function config(name) {
  const file = path.join(DIST, 'config', `${name}.js`);
  delete require.cache[file];
  const mod = require(file);
  return (mod.default ?? mod)({ env });
}

describe('PostgreSQL statement timeout', () => {
  it('defaults to 15 s and follows DATABASE_STATEMENT_TIMEOUT_MS', () => {
    process.env.DATABASE_URL = 'postgres://brina@127.0.0.1:5432/brina';
    delete process.env.DATABASE_STATEMENT_TIMEOUT_MS;
    expect(config('database').connection.connection.statement_timeout).toBe(15_000);
    process.env.DATABASE_STATEMENT_TIMEOUT_MS = '2500';
    expect(config('database').connection.connection.statement_timeout).toBe(2500);
  });

  it.runIf(Boolean(saved.DATABASE_URL))('applies to the CMS connections: a longer statement is cancelled', async () => {
    const { Client } = require('pg');
    const query = async (sql) => {
      const client = new Client(config('database').connection.connection);
      await client.connect();
      try {
        return (await client.query(sql)).rows;
      } finally {
        await client.end();
      }
    };
    expect((await query('SHOW statement_timeout'))[0].statement_timeout).toBe('15s');
    process.env.DATABASE_STATEMENT_TIMEOUT_MS = '500';
    await expect(query('SELECT pg_sleep(3)')).rejects.toThrow(/statement timeout/);
  });
});

describe('the client behind the proxy', () => {
  const middleware = () => {
    const mod = require(path.join(DIST, 'src', 'middlewares', 'client-address.js'));
    return (mod.default ?? mod)();
  };
  const forwarded = { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'cms.example', 'x-real-ip': '203.0.113.7' };
  async function headersSeen(peer) {
    const ctx = { req: { socket: { remoteAddress: peer }, headers: { host: 'cms', ...forwarded } } };
    await middleware()(ctx, async () => {});
    return ctx.req.headers;
  }

  it('Koa trusts X-Forwarded-* (the last X-Forwarded-For entry, the one nginx sets)', () => {
    expect(config('server').proxy).toEqual({ koa: true, maxIpsCount: 1 });
  });

  it('keeps the forwarded headers from the local proxy (IPv4, IPv6, IPv4 on a dual-stack socket)', async () => {
    for (const peer of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) expect(await headersSeen(peer)).toMatchObject(forwarded);
  });

  it('drops them from any other peer, who then counts by its socket address', async () => {
    const seen = await headersSeen('198.51.100.20');
    for (const name of Object.keys(forwarded)) expect(seen[name]).toBeUndefined();
    expect(seen.host).toBe('cms');
  });

  it('CMS_TRUSTED_PROXIES names the proxies', async () => {
    process.env.CMS_TRUSTED_PROXIES = '10.0.0.5';
    expect(await headersSeen('10.0.0.5')).toMatchObject(forwarded);
    expect((await headersSeen('127.0.0.1'))['x-forwarded-for']).toBeUndefined();
  });
});
