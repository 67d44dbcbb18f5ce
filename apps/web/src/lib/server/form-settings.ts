// Deployment settings of the contact forms, read from the environment with the spec's defaults.
import type { BotProtection } from '@/components/forms/bot-proof.client';
import { SAMPLES_LIMITS, type SamplesLimits } from '../forms/foodservice';
import { botProtectionMode } from './bot-protection';
import type { Env } from './env';

function wholeNumber(value: string | undefined, fallback: number, min: number, max: number): number {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

/** How many food-service products a sample request lists (`SAMPLES_MIN`, `SAMPLES_MAX`). */
export function samplesLimits(env: Env = process.env): SamplesLimits {
  const min = wholeNumber(env.SAMPLES_MIN, SAMPLES_LIMITS.min, 1, 50);
  const max = wholeNumber(env.SAMPLES_MAX, SAMPLES_LIMITS.max, 1, 50);
  return max >= min ? { min, max } : { ...SAMPLES_LIMITS };
}

/** Days a VAT number may not request another kit (`KIT_VAT_LIMIT_DAYS`, the CMS's default 365). */
export function kitVatLimitDays(env: Env = process.env): number {
  return wholeNumber(env.KIT_VAT_LIMIT_DAYS, 365, 1, 3650);
}

/** Days a newsletter confirmation link stays valid (`NEWSLETTER_CONFIRM_DAYS`, as the mailer says). */
export function newsletterConfirmDays(env: Env = process.env): number {
  return wholeNumber(env.NEWSLETTER_CONFIRM_DAYS, 7, 1, 365);
}

/** What the forms' browsers need for the bot check: ALTCHA's challenge URL or reCAPTCHA's site key. */
export function botProtection(env: Env = process.env): BotProtection {
  return botProtectionMode(env) === 'recaptcha' && env.RECAPTCHA_SITE_KEY
    ? { mode: 'recaptcha', siteKey: env.RECAPTCHA_SITE_KEY }
    : { mode: 'altcha', challengeUrl: '/api/altcha/challenge' };
}
