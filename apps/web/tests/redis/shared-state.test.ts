// Against a real Redis (REDIS_TEST_URL): what two website instances share through it.
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import RedisCacheHandler from '../../cache-handler.mjs';
import { BROADCAST_CHANNEL, type ContentChange, onContentChange, startBroadcast, stopBroadcast } from '@/lib/broadcast';
import { createRateLimiter } from '@/lib/rate-limit';
import { createRedisFormRateLimiter } from '@/lib/server/form-rate-limit-redis';
import { createRedisReplayStore } from '@/lib/server/replay-store-redis';

const url = process.env.REDIS_TEST_URL;
if (!url) throw new Error('REDIS_TEST_URL must point at a Redis server (npm run test:scale starts one)');
let redis: Redis;
const run = `t${Date.now()}`;

beforeAll(async () => {
  redis = new Redis(url);
  await redis.ping();
});
afterAll(async () => {
  await stopBroadcast();
  await redis.quit();
});

describe('rate limits in Redis', () => {
  it('count the hits of every instance together', async () => {
    // Two limiters with the same name stand for the same limit in two instances.
    const first = createRateLimiter({ name: `${run}-votes`, limit: 3, windowMs: 60_000, redis: () => redis });
    const second = createRateLimiter({ name: `${run}-votes`, limit: 3, windowMs: 60_000, redis: () => redis });
    const outcomes = [await first.hit('ip'), await second.hit('ip'), await first.hit('ip'), await second.hit('ip'), await first.hit('ip')];
    expect(outcomes).toEqual([true, true, true, false, false]);
    expect(await second.hit('other-ip')).toBe(true);
  });
});

describe('form rate limits in Redis', () => {
  it('count one address across instances, per form, and tell when to retry', async () => {
    const rules = { contact: { limit: 2, windowMs: 60_000 } };
    const a = createRedisFormRateLimiter({ rules, redis: () => redis });
    const b = createRedisFormRateLimiter({ rules, redis: () => redis });
    const address = `${run}-198.51.100.7`;
    expect((await a.consume('contact', address)).allowed).toBe(true);
    expect((await b.consume('contact', address)).allowed).toBe(true);
    const refused = await a.consume('contact', address);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(50);
    expect((await b.consume('samples', address)).allowed).toBe(true);
  });
});

describe('replay store in Redis', () => {
  it('accepts a proof once, across instances, until it expires', async () => {
    const a = createRedisReplayStore(() => redis);
    const b = createRedisReplayStore(() => redis);
    const expires = Date.now() + 60_000;
    expect(await a.claim(`${run}:nonce-1`, expires)).toBe(true);
    expect(await b.claim(`${run}:nonce-1`, expires)).toBe(false);
    expect(await b.claim(`${run}:nonce-2`, expires)).toBe(true);
    expect(await a.claim(`${run}:nonce-3`, Date.now() - 1)).toBe(false);
    expect(await redis.pttl(`brina:replay:${run}:nonce-1`)).toBeGreaterThan(50_000);
  });
});

describe('Next cache in Redis', () => {
  it('lets one instance read what another wrote, and expire it for both', async () => {
    const a = new RedisCacheHandler({ serverDistDir: '/nonexistent/server' });
    const b = new RedisCacheHandler({ serverDistDir: '/nonexistent/server' });
    a.redis = b.redis = () => redis;
    const value = {
      kind: 'APP_PAGE',
      html: '<h1>x</h1>',
      rscData: Buffer.from('rsc'),
      segmentData: new Map([['/_tree', Buffer.from('t')]]),
      headers: { 'x-next-cache-tags': `${run}:product` },
      status: 200,
    };
    await a.set(`${run}/page`, value, { cacheControl: { revalidate: false } });
    const hit = await b.get(`${run}/page`, { kind: 'APP_PAGE' });
    expect((hit?.value as typeof value).rscData.toString()).toBe('rsc');
    await new Promise((resolve) => setTimeout(resolve, 2));
    await b.revalidateTag(`${run}:product`, { expire: 0 });
    expect(await a.get(`${run}/page`, { kind: 'APP_PAGE' })).toBeNull();
  });
});

describe('content-change broadcast through Redis', () => {
  it('runs this instance’s handlers for another instance’s announcement, and ignores garbage', async () => {
    const seen: ContentChange[] = [];
    const remove = onContentChange((change) => void seen.push(change));
    await startBroadcast(url);
    const change: ContentChange = { event: 'entry.publish', model: 'product', entry: { documentId: run }, tags: ['cms:product'] };
    // Wait for the subscription, then publish as another instance would.
    await expect.poll(async () => Number((await redis.pubsub('NUMSUB', BROADCAST_CHANNEL))[1]), { timeout: 5000 }).toBeGreaterThan(0);
    await redis.publish(BROADCAST_CHANNEL, 'not json');
    await redis.publish(BROADCAST_CHANNEL, JSON.stringify({ from: 'another-instance', change }));
    await expect.poll(() => seen.length, { timeout: 5000 }).toBe(1);
    expect(seen[0]).toEqual(change);
    remove();
  });
});
