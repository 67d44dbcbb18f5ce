// Shared secrets with local-only defaults (public values: production must set its own).
const LOCAL = {
  PREVIEW_SECRET: 'local-only-preview-secret',
  REVALIDATE_SECRET: 'local-only-revalidate-secret',
  ALTCHA_HMAC_KEY: 'local-only-altcha-hmac-key',
  NEWSLETTER_TOKEN_SECRET: 'local-only-newsletter-token-secret',
};

function secret(name: keyof typeof LOCAL): string {
  const value = process.env[name];
  if (value) return value;
  if (process.env.NODE_ENV === 'production' && process.env.SITE_URL && !/localhost|127\.0\.0\.1/.test(process.env.SITE_URL)) {
    throw new Error(`${name} must be set in production`);
  }
  return LOCAL[name];
}

export const previewSecret = () => secret('PREVIEW_SECRET');
export const revalidateSecret = () => secret('REVALIDATE_SECRET');
export const altchaHmacKey = () => secret('ALTCHA_HMAC_KEY');
export const newsletterTokenSecret = () => secret('NEWSLETTER_TOKEN_SECRET');
