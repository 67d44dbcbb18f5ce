import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRateLimiter } from '@/lib/rate-limit';

afterEach(() => vi.useRealTimers());

describe('rate limiter without Redis', () => {
  it('allows `limit` hits per key and window, then refuses', async () => {
    const limiter = createRateLimiter({ name: 'test-a', limit: 2, windowMs: 60_000, redis: () => null });
    expect(await limiter.hit('1.2.3.4')).toBe(true);
    expect(await limiter.hit('1.2.3.4')).toBe(true);
    expect(await limiter.hit('1.2.3.4')).toBe(false);
    expect(await limiter.hit('5.6.7.8')).toBe(true);
  });

  it('allows again once the window has passed', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    const limiter = createRateLimiter({ name: 'test-b', limit: 1, windowMs: 2_000, redis: () => null });
    expect(await limiter.hit('k')).toBe(true);
    expect(await limiter.hit('k')).toBe(false);
    vi.advanceTimersByTime(2_100);
    expect(await limiter.hit('k')).toBe(true);
  });

  it('keeps limiters with different names apart', async () => {
    const a = createRateLimiter({ name: 'test-c', limit: 1, windowMs: 60_000, redis: () => null });
    const b = createRateLimiter({ name: 'test-d', limit: 1, windowMs: 60_000, redis: () => null });
    expect(await a.hit('k')).toBe(true);
    expect(await b.hit('k')).toBe(true);
    expect(await a.hit('k')).toBe(false);
  });
});
