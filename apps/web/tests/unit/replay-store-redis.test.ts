import type Redis from 'ioredis';
import { describe, expect, it } from 'vitest';
import { ReplayStoreUnavailableError, createRedisReplayStore } from '@/lib/server/replay-store-redis';

// SET key value PXAT ms NX, as Redis answers it: 'OK' when the key was free (or expired), else null.
function fakeRedis(now = () => Date.now()) {
  const keys = new Map<string, number>();
  const calls: unknown[][] = [];
  const client = {
    set: async (...args: unknown[]) => {
      calls.push(args);
      const [key, , mode, at, nx] = args as [string, string, string, number, string];
      if (mode !== 'PXAT' || nx !== 'NX') throw new Error('unexpected SET form');
      const until = keys.get(key);
      if (until !== undefined && until > now()) return null;
      keys.set(key, at);
      return 'OK';
    },
  };
  return { client: client as unknown as Redis, calls };
}

describe('Redis replay store', () => {
  it('accepts an id once while it has not expired, with one atomic SET NX PXAT', async () => {
    const { client, calls } = fakeRedis();
    const store = createRedisReplayStore(() => client);
    const expires = Date.now() + 60_000;
    expect(await store.claim('altcha:n1', expires)).toBe(true);
    expect(await store.claim('altcha:n1', expires)).toBe(false);
    expect(await store.claim('altcha:n2', expires)).toBe(true);
    expect(calls[0]).toEqual(['brina:replay:altcha:n1', '1', 'PXAT', expires, 'NX']);
  });

  it('refuses a proof whose expiry has passed without asking Redis', async () => {
    const { client, calls } = fakeRedis();
    expect(await createRedisReplayStore(() => client).claim('altcha:old', Date.now() - 1)).toBe(false);
    expect(calls).toHaveLength(0);
  });

  it('refuses when Redis fails, and throws when no Redis is configured', async () => {
    const broken = { set: () => Promise.reject(new Error('down')) } as unknown as Redis;
    expect(await createRedisReplayStore(() => broken).claim('altcha:n3', Date.now() + 1000)).toBe(false);
    await expect(createRedisReplayStore(() => null).claim('altcha:n4', Date.now() + 1000)).rejects.toBeInstanceOf(ReplayStoreUnavailableError);
  });
});
