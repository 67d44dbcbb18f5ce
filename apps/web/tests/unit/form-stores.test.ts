// Where the forms count posts: Redis when REDIS_URL is set (so that every website instance counts a
// visitor's posts together), this process's memory otherwise.
import { describe, expect, it } from 'vitest';
import { createFormStores } from '@/lib/server/form-stores';

describe('form stores', () => {
  it('without REDIS_URL: counted in memory, FORM_RATE_LIMIT posts per form and address', async () => {
    const stores = createFormStores({ FORM_RATE_LIMIT: '2' });
    expect(stores.shared).toBe(false);
    const decisions = [];
    for (let i = 0; i < 3; i += 1) decisions.push((await stores.limiter.consume('contact', '203.0.113.9')).allowed);
    expect(decisions).toEqual([true, true, false]);
    expect((await stores.limiter.consume('newsletter', '203.0.113.9')).allowed, 'another form counts apart').toBe(true);
    expect((await stores.limiter.consume('contact', '203.0.113.10')).allowed, 'another address counts apart').toBe(true);
  });

  it('with REDIS_URL: the Redis limiter (which refuses to run without a Redis client)', async () => {
    const stores = createFormStores({ REDIS_URL: 'redis://127.0.0.1:1' });
    expect(stores.shared).toBe(true);
    // This process has no REDIS_URL, so there is no shared client: the Redis limiter says so
    // instead of silently counting in one instance.
    const previous = process.env.REDIS_URL;
    delete process.env.REDIS_URL;
    try {
      await expect(stores.limiter.consume('contact', '203.0.113.9')).rejects.toThrow(/REDIS_URL/);
    } finally {
      if (previous !== undefined) process.env.REDIS_URL = previous;
    }
  });
});
