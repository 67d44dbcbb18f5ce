// Rate limits for form posts, per visitor address and per form. The interface is asynchronous so
// a shared store (Redis) can replace the in-memory one behind several instances.
import type { Env } from './env';

export const RATE_LIMITED_FORMS = ['contact', 'foodservice', 'samples', 'kit', 'newsletter', 'careers', 'newsletter-confirm'] as const;
export type RateLimitedForm = (typeof RATE_LIMITED_FORMS)[number];

export type RateDecision = { allowed: boolean; retryAfterSeconds: number };
export type FormRateLimiter = { consume(form: RateLimitedForm, address: string): Promise<RateDecision> };
export type RateRule = { limit: number; windowMs: number };

const HOUR = 60 * 60 * 1000;

/** `FORM_RATE_LIMIT` posts per hour per form and address (default 10). */
export function formRateRuleFromEnv(env: Env = process.env): RateRule {
  const limit = Number(env.FORM_RATE_LIMIT);
  return { limit: Number.isInteger(limit) && limit > 0 ? limit : 10, windowMs: HOUR };
}

/** A sliding window per (form, address) kept in this process's memory. */
export function createMemoryFormRateLimiter({
  rule = formRateRuleFromEnv(),
  rules = {},
  now = () => Date.now(),
  maxKeys = 50_000,
}: { rule?: RateRule; rules?: Partial<Record<RateLimitedForm, RateRule>>; now?: () => number; maxKeys?: number } = {}): FormRateLimiter {
  const hits = new Map<string, number[]>();
  return {
    async consume(form, address) {
      const { limit, windowMs } = rules[form] ?? rule;
      const t = now();
      const key = `${form}|${address}`;
      const recent = (hits.get(key) ?? []).filter((at) => t - at < windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        const oldest = recent[0] ?? t;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - t) / 1000)) };
      }
      recent.push(t);
      hits.set(key, recent);
      if (hits.size > maxKeys) {
        for (const [k, v] of hits) if (!v.some((at) => t - at < (rules[k.split('|')[0] as RateLimitedForm] ?? rule).windowMs)) hits.delete(k);
      }
      return { allowed: true, retryAfterSeconds: 0 };
    },
  };
}

/**
 * The visitor's address as the reverse proxy reports it: the first `X-Forwarded-For` entry (the
 * proxy must overwrite that header), then `X-Real-IP`, else "local".
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  const address = forwarded || headers.get('x-real-ip')?.trim() || 'local';
  return address.slice(0, 64);
}
