// Rate limits for form posts, per visitor address and per form. The interface is asynchronous so
// a shared store (Redis) can replace the in-memory one behind several instances.
import { requestClientAddress, visitorKey } from './client-address.mjs';
import type { Env } from './env';
import { readConfig } from '../../../config.mjs';

export const RATE_LIMITED_FORMS = ['contact', 'foodservice', 'samples', 'kit', 'newsletter', 'careers', 'newsletter-confirm'] as const;
export type RateLimitedForm = (typeof RATE_LIMITED_FORMS)[number];

export type RateDecision = { allowed: boolean; retryAfterSeconds: number };
export type FormRateLimiter = { consume(form: RateLimitedForm, address: string): Promise<RateDecision> };
export type RateRule = { limit: number; windowMs: number };

const HOUR = 60 * 60 * 1000;

/** `FORM_RATE_LIMIT` posts per hour per form and address (default 10). */
export function formRateRuleFromEnv(env: Env = process.env): RateRule {
  return { limit: Number(readConfig(env).values.FORM_RATE_LIMIT), windowMs: HOUR };
}

/**
 * A sliding window per (form, address) kept in this process's memory. At most `maxKeys` entries:
 * past that, expired ones go first, then the oldest (a flood of new addresses cannot grow the map).
 */
export function createMemoryFormRateLimiter({
  rule = formRateRuleFromEnv(),
  rules = {},
  now = () => Date.now(),
  maxKeys = 50_000,
}: { rule?: RateRule; rules?: Partial<Record<RateLimitedForm, RateRule>>; now?: () => number; maxKeys?: number } = {}): FormRateLimiter & { size(): number } {
  const hits = new Map<string, number[]>();
  return {
    size: () => hits.size,
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
        // Still full of live entries: the oldest keys make room (Map keeps insertion order).
        for (const k of hits.keys()) {
          if (hits.size <= maxKeys) break;
          hits.delete(k);
        }
      }
      return { allowed: true, retryAfterSeconds: 0 };
    },
  };
}

/**
 * The visitor's IP address as the production server decided it (./client-address.mjs: the socket's
 * address, or what a trusted proxy reports); "local" without server.mjs (`next dev`).
 */
export function clientIp(headers: Pick<Headers, 'get'>): string {
  return requestClientAddress((name) => headers.get(name));
}

/** The key a visitor's posts are counted under: their IPv4 address or their IPv6 /64 network. */
export function clientAddress(headers: Pick<Headers, 'get'>): string {
  return visitorKey(clientIp(headers));
}
