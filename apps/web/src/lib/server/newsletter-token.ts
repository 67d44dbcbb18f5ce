// Newsletter double opt-in tokens. The token is derived from the signup's submission key with a
// server secret, so a confirmation mail can be re-sent after an outage without storing the token:
// the CMS keeps only its SHA-256 hash and confirms the signup whose hash matches.
import 'server-only';
import { createHash, createHmac } from 'node:crypto';
import { newsletterTokenSecret } from '../secrets';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function newsletterConfirmToken(submissionKey: string, secret: string = newsletterTokenSecret()): string {
  return createHmac('sha256', secret).update(`newsletter-confirm:${submissionKey}`).digest('base64url');
}

export function hashNewsletterToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function isNewsletterToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN.test(value);
}

/** The link in the confirmation mail. The website route behind it asks the CMS to confirm. */
export function newsletterConfirmUrl(token: string, locale: 'it' | 'en', siteUrl: string): string {
  const url = new URL('/api/newsletter/confirm', siteUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('locale', locale);
  return url.toString();
}
