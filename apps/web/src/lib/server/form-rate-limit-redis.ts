// The forms' rate limits counted in Redis (rate-limiter-flexible), so that every website instance
// counts a visitor's posts together; same interface as the in-process limiter in ./form-rate-limit.
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { RedisNotConfiguredError, sharedRedis } from '../redis';
import { type FormRateLimiter, type RateLimitedForm, type RateRule, formRateRuleFromEnv } from './form-rate-limit';

/** Fixed windows per (form, address); while Redis does not answer, each instance counts in memory. */
export function createRedisFormRateLimiter({
  rule = formRateRuleFromEnv(),
  rules = {},
  redis = sharedRedis,
}: { rule?: RateRule; rules?: Partial<Record<RateLimitedForm, RateRule>>; redis?: () => Redis | null } = {}): FormRateLimiter {
  const limiters = new Map<RateLimitedForm, RateLimiterRedis>();
  const limiterOf = (form: RateLimitedForm, client: Redis) => {
    const found = limiters.get(form);
    if (found) return found;
    const { limit, windowMs } = rules[form] ?? rule;
    const duration = Math.max(1, Math.ceil(windowMs / 1000));
    const insuranceLimiter = new RateLimiterMemory({ keyPrefix: `form-${form}`, points: limit, duration });
    const limiter = new RateLimiterRedis({
      storeClient: client,
      keyPrefix: `brina:rl:form-${form}`,
      points: limit,
      duration,
      insuranceLimiter,
      rejectIfRedisNotReady: true,
    });
    limiters.set(form, limiter);
    return limiter;
  };
  return {
    async consume(form, address) {
      const client = redis();
      if (!client) throw new RedisNotConfiguredError('The Redis form rate limiter');
      try {
        await limiterOf(form, client).consume(address);
        return { allowed: true, retryAfterSeconds: 0 };
      } catch (outcome) {
        if (outcome instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)) };
        throw outcome;
      }
    },
  };
}
