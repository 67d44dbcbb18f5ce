// Deployment settings of the contact forms, read from the environment with the spec's defaults.
import type { BotProtection } from '@/components/forms/bot-proof.client';
import { SAMPLES_LIMITS, type SamplesLimits } from '../forms/foodservice';
import { botProtectionMode } from './bot-protection';
import type { Env } from './env';
import { readConfig } from '../../../config.mjs';

/** A number setting as the one list checks it (apps/web/config.mjs: kind, range, default). */
const whole = (env: Env, name: string): number => Number(readConfig(env).values[name]);

/** How many food-service products a sample request lists (`SAMPLES_MIN`, `SAMPLES_MAX`). */
export function samplesLimits(env: Env = process.env): SamplesLimits {
  const min = whole(env, 'SAMPLES_MIN');
  const max = whole(env, 'SAMPLES_MAX');
  return max >= min ? { min, max } : { ...SAMPLES_LIMITS };
}

/** Days a VAT number may not request another kit (`KIT_VAT_LIMIT_DAYS`, the CMS's default 365). */
export function kitVatLimitDays(env: Env = process.env): number {
  return whole(env, 'KIT_VAT_LIMIT_DAYS');
}

/** Days a newsletter confirmation link stays valid (`NEWSLETTER_CONFIRM_DAYS`, as the mailer says). */
export function newsletterConfirmDays(env: Env = process.env): number {
  return whole(env, 'NEWSLETTER_CONFIRM_DAYS');
}

/** What the forms' browsers need for the bot check: ALTCHA's challenge URL or reCAPTCHA's site key. */
export function botProtection(env: Env = process.env): BotProtection {
  return botProtectionMode(env) === 'recaptcha' && env.RECAPTCHA_SITE_KEY
    ? { mode: 'recaptcha', siteKey: env.RECAPTCHA_SITE_KEY }
    : { mode: 'altcha', challengeUrl: '/api/altcha/challenge' };
}
