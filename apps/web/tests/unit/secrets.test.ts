// The one secrets rule: local-only defaults outside production or in the demo/tests, never in a
// production deployment; presented secrets compared in constant time.
import { describe, expect, it } from 'vitest';
import { MissingSecretError, matchesSecret, secret } from '@/lib/secrets';

describe('secrets', () => {
  it('uses the environment value when set, in every mode', () => {
    expect(secret('PREVIEW_SECRET', { NODE_ENV: 'production', PREVIEW_SECRET: 'real' })).toBe('real');
  });

  it('falls back to the local-only value in development and in the demo', () => {
    expect(secret('PREVIEW_SECRET', { NODE_ENV: 'development' })).toMatch(/^local-only-/);
    expect(secret('CMS_READ_TOKEN', { NODE_ENV: 'production', BRINA_DEMO: '1' })).toMatch(/^local-only-/);
  });

  it('refuses the local-only value in production, whatever SITE_URL says', () => {
    expect(() => secret('PREVIEW_SECRET', { NODE_ENV: 'production' })).toThrow(MissingSecretError);
    expect(() => secret('REVALIDATE_SECRET', { NODE_ENV: 'production', SITE_URL: 'http://localhost:3000' })).toThrow(MissingSecretError);
  });

  it('matches presented secrets exactly', () => {
    expect(matchesSecret('abc', 'abc')).toBe(true);
    expect(matchesSecret('abd', 'abc')).toBe(false);
    expect(matchesSecret('ab', 'abc')).toBe(false);
    expect(matchesSecret(null, 'abc')).toBe(false);
  });
});
