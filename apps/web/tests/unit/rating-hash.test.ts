// What the CMS keeps of a voter: a keyed HMAC of their address, under the secrets rule (the public
// local-only key only outside production or in the demo).
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MissingSecretError, secret } from '@/lib/secrets';
import { ratingClientHash } from '@/lib/server/rating-hash';

describe('rating client hash', () => {
  it('is an HMAC-SHA256 of the address under RATING_HMAC_KEY', () => {
    const expected = createHmac('sha256', 'a-long-random-key').update('198.51.100.7').digest('hex');
    expect(ratingClientHash('198.51.100.7', 'a-long-random-key')).toBe(expected);
    expect(ratingClientHash('198.51.100.7', 'another-key')).not.toBe(expected);
  });

  it('takes its key under the secrets rule: production without RATING_HMAC_KEY has none', () => {
    expect(() => secret('RATING_HMAC_KEY', { NODE_ENV: 'production' })).toThrow(MissingSecretError);
    expect(secret('RATING_HMAC_KEY', { NODE_ENV: 'production', RATING_HMAC_KEY: 'k' })).toBe('k');
    expect(secret('RATING_HMAC_KEY', { NODE_ENV: 'production', BRINA_DEMO: '1' })).toMatch(/^local-only-/);
  });
});
