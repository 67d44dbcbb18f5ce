import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRateLimiter, createRateLimiter } from '@/lib/rate-limit';

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

describe('memory rate limiter bound', () => {
  it('keeps at most maxKeys visitors however many addresses hit it within the window', async () => {
    const memory = createMemoryRateLimiter({ limit: 1, windowMs: 3_600_000, maxKeys: 1_000 });
    for (let i = 0; i < 20_000; i += 1) memory.hit(`10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`);
    expect(memory.size()).toBeLessThanOrEqual(1_000);
    // The newest visitor is still counted.
    expect(memory.hit(`10.0.${(19_999 >> 8) & 255}.${19_999 & 255}`)).toBe(false);
  });

  it('bounds the limiter the endpoints use (no Redis)', async () => {
    const limiter = createRateLimiter({ name: 'test-bound', limit: 1, windowMs: 60_000, redis: () => null, maxKeys: 10 });
    expect(await limiter.hit('first')).toBe(true);
    for (let i = 0; i < 50; i += 1) await limiter.hit(`other-${i}`);
    // "first" made room for newer visitors: its window starts again.
    expect(await limiter.hit('first')).toBe(true);
    expect(await limiter.hit('other-49')).toBe(false);
  });
});
