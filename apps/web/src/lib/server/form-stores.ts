// The forms' rate limiter, chosen once per process: in Redis when REDIS_URL is set (every instance
// counts a visitor's posts together), else in memory. (The bot-proof replay store is chosen the
// same way in ./bot-protection.)
import 'server-only';
import type { Env } from './env';
import { type FormRateLimiter, createMemoryFormRateLimiter, formRateRuleFromEnv } from './form-rate-limit';
import { createRedisFormRateLimiter } from './form-rate-limit-redis';

export type FormStores = { limiter: FormRateLimiter; shared: boolean };

/** Builds the stores for an environment (exported for tests; the site uses `formStores`). */
export function createFormStores(env: Env = process.env): FormStores {
  const shared = Boolean(env.REDIS_URL);
  const rule = formRateRuleFromEnv(env);
  return shared ? { limiter: createRedisFormRateLimiter({ rule }), shared } : { limiter: createMemoryFormRateLimiter({ rule }), shared };
}

// Kept on globalThis: every server bundle (actions, route handlers) must count the same posts.
const KEY = Symbol.for('brina.forms.stores');
const holder = globalThis as typeof globalThis & { [KEY]?: FormStores };

export function formStores(): FormStores {
  return (holder[KEY] ??= createFormStores());
}

/** The forms' rate limiter (per form and visitor address). */
export function formRateLimiter(): FormRateLimiter {
  return formStores().limiter;
}
