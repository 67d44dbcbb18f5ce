// Form rate limits: per form and per visitor address, with a sliding window.
import { describe, expect, it } from 'vitest';
import { CLIENT_HEADER, markClientAddressServer } from '@/lib/server/client-address.mjs';
import { clientAddress, clientIp, createMemoryFormRateLimiter, formRateRuleFromEnv } from '@/lib/server/form-rate-limit';

describe('form rate limiter', () => {
  it('counts each form and each address separately and frees the window as it slides', async () => {
    let now = 0;
    const limiter = createMemoryFormRateLimiter({ rule: { limit: 2, windowMs: 1000 }, now: () => now });
    expect((await limiter.consume('contact', '203.0.113.1')).allowed).toBe(true);
    now = 400;
    expect((await limiter.consume('contact', '203.0.113.1')).allowed).toBe(true);
    expect(await limiter.consume('contact', '203.0.113.1')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect((await limiter.consume('kit', '203.0.113.1')).allowed).toBe(true);
    expect((await limiter.consume('contact', '203.0.113.2')).allowed).toBe(true);
    now = 1001;
    expect((await limiter.consume('contact', '203.0.113.1')).allowed).toBe(true);
    expect((await limiter.consume('contact', '203.0.113.1')).allowed).toBe(false);
  });

  it('a form can have its own rule', async () => {
    const limiter = createMemoryFormRateLimiter({ rule: { limit: 5, windowMs: 1000 }, rules: { careers: { limit: 1, windowMs: 1000 } }, now: () => 0 });
    expect((await limiter.consume('careers', 'a')).allowed).toBe(true);
    expect((await limiter.consume('careers', 'a')).allowed).toBe(false);
    expect((await limiter.consume('newsletter', 'a')).allowed).toBe(true);
  });

  it('reads FORM_RATE_LIMIT (default 10 per hour)', () => {
    expect(formRateRuleFromEnv({})).toEqual({ limit: 10, windowMs: 3_600_000 });
    expect(formRateRuleFromEnv({ FORM_RATE_LIMIT: '3' }).limit).toBe(3);
    expect(formRateRuleFromEnv({ FORM_RATE_LIMIT: 'many' }).limit).toBe(10);
  });

  it('takes the visitor address from server.mjs, never from X-Forwarded-For', () => {
    // Without server.mjs (`next dev`), nobody is trusted: every visitor is one.
    expect(clientAddress(new Headers({ 'x-forwarded-for': '198.51.100.7, 10.0.0.1' }))).toBe('local');
    markClientAddressServer();
    expect(clientAddress(new Headers({ [CLIENT_HEADER]: '198.51.100.7', 'x-forwarded-for': '203.0.113.9' }))).toBe('198.51.100.7');
    expect(clientAddress(new Headers({ 'x-real-ip': '198.51.100.8' }))).toBe('unknown');
    // IPv6 visitors count by /64.
    expect(clientAddress(new Headers({ [CLIENT_HEADER]: '2001:db8:1:2:3:4:5:6' }))).toBe('2001:db8:1:2::/64');
    expect(clientIp(new Headers({ [CLIENT_HEADER]: '2001:db8:1:2:3:4:5:6' }))).toBe('2001:db8:1:2:3:4:5:6');
  });

  it('keeps at most maxKeys addresses, even when all of them are live', async () => {
    const limiter = createMemoryFormRateLimiter({ rule: { limit: 1, windowMs: 3_600_000 }, maxKeys: 100 });
    for (let i = 0; i < 5_000; i += 1) await limiter.consume('contact', `10.0.${Math.floor(i / 250)}.${i % 250}`);
    // The newest addresses are still counted; the oldest made room.
    expect((await limiter.consume('contact', '10.0.19.249')).allowed).toBe(false);
    expect((await limiter.consume('contact', '10.0.0.0')).allowed).toBe(true);
    expect(limiter.size()).toBeLessThanOrEqual(100);
  });
});
