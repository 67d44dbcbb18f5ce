// The one rule for secrets on the website: a secret comes from the environment; its local-only
// default (a public value, in this file) is used only outside production or in the demo and the
// tests (`BRINA_DEMO=1`, set by `npm start` and `npm test`). A production server without the real
// value refuses to serve the feature that needs it. The CMS applies the same rule
// (apps/cms/config/secrets.ts).
import { timingSafeEqual } from 'node:crypto';

const LOCAL = {
  PREVIEW_SECRET: 'local-only-preview-secret',
  REVALIDATE_SECRET: 'local-only-revalidate-secret',
  CMS_READ_TOKEN: 'local-only-brina-read-token-0123456789abcdef0123456789abcdef',
  CMS_WRITE_TOKEN: 'local-only-brina-write-token-0123456789abcdef0123456789abcdef',
  ALTCHA_HMAC_KEY: 'local-only-altcha-hmac-key',
  NEWSLETTER_TOKEN_SECRET: 'local-only-newsletter-token-secret',
  RATING_HMAC_KEY: 'local-only-rating-hmac-key',
} as const;

export type SecretName = keyof typeof LOCAL;

export class MissingSecretError extends Error {
  constructor(name: string) {
    super(`${name} must be set in production (see README, "Configuration")`);
    this.name = 'MissingSecretError';
  }
}

export function localDefaultsAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV !== 'production' || env.BRINA_DEMO === '1';
}

export function secret(name: SecretName, env: NodeJS.ProcessEnv = process.env): string {
  const value = env[name];
  if (value) return value;
  if (!localDefaultsAllowed(env)) throw new MissingSecretError(name);
  return LOCAL[name];
}

export const previewSecret = () => secret('PREVIEW_SECRET');
export const revalidateSecret = () => secret('REVALIDATE_SECRET');
export const altchaHmacKey = () => secret('ALTCHA_HMAC_KEY');
export const newsletterTokenSecret = () => secret('NEWSLETTER_TOKEN_SECRET');
export const ratingHmacKey = () => secret('RATING_HMAC_KEY');

/** Compares a presented secret with the expected one in constant time. */
export function matchesSecret(presented: string | null | undefined, expected: string): boolean {
  if (typeof presented !== 'string') return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
