// Rate limits (rate-limiter-flexible): fixed windows counted in this process, or in Redis when
// REDIS_URL is set so that every website instance counts the same hits. If Redis stops answering,
// each instance counts in its own memory until it is back.
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { sharedRedis } from './redis';

export type RateLimiter = { hit(key: string): Promise<boolean> };

export type RateLimiterOptions = {
  /** Unique per limiter: it prefixes the keys in the shared store. */
  name: string;
  limit: number;
  windowMs: number;
  /** The Redis client to count in; by default the shared one (none without REDIS_URL). */
  redis?: () => Redis | null;
};

type Consumer = { consume(key: string): Promise<RateLimiterRes> };

export function createRateLimiter({ name, limit, windowMs, redis = sharedRedis }: RateLimiterOptions): RateLimiter {
  const duration = Math.max(1, Math.ceil(windowMs / 1000));
  let limiter: Consumer | null = null;
  // Built on the first hit, not at import: a build that evaluates the route must not open a connection.
  const current = (): Consumer => {
    if (limiter) return limiter;
    const memory = new RateLimiterMemory({ keyPrefix: name, points: limit, duration });
    const client = redis();
    limiter = client ? new RateLimiterRedis({ storeClient: client, keyPrefix: `brina:rl:${name}`, points: limit, duration, insuranceLimiter: memory, rejectIfRedisNotReady: true }) : memory;
    return limiter;
  };
  return {
    async hit(key) {
      try {
        await current().consume(key);
        return true;
      } catch (outcome) {
        // Over the limit rejects with the limiter's result; anything else is a real failure.
        if (outcome instanceof RateLimiterRes) return false;
        throw outcome;
      }
    },
  };
}
