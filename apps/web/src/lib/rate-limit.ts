// Rate limits: fixed windows counted in this process, or in Redis (rate-limiter-flexible) when
// REDIS_URL is set so that every website instance counts the same hits. If Redis stops answering,
// each instance counts in its own memory until it is back. The memory count keeps at most
// `maxKeys` visitors: past that the oldest windows make room, so a flood of addresses cannot grow it.
import type Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { recordRateLimitRefusal } from './metrics';
import { sharedRedis } from './redis';

export type RateLimiter = { hit(key: string): Promise<boolean> };

export type RateLimiterOptions = {
  /** Unique per limiter: it prefixes the keys in the shared store. */
  name: string;
  limit: number;
  windowMs: number;
  /** The Redis client to count in; by default the shared one (none without REDIS_URL). */
  redis?: () => Redis | null;
  /** Most keys the memory count keeps (default 50,000). */
  maxKeys?: number;
};

type Window = { count: number; resetAt: number };

/** Fixed windows in a Map bounded to `maxKeys`: a renewed window moves to the end, so the Map stays in `resetAt` order. */
export function createMemoryRateLimiter({
  limit,
  windowMs,
  maxKeys = 50_000,
  now = () => Date.now(),
}: {
  limit: number;
  windowMs: number;
  maxKeys?: number;
  now?: () => number;
}) {
  const windows = new Map<string, Window>();
  return {
    size: () => windows.size,
    hit(key: string): boolean {
      const t = now();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= t) {
        windows.delete(key);
        entry = { count: 0, resetAt: t + windowMs };
        windows.set(key, entry);
        // The oldest windows first: expired ones, then (still over the bound) live ones.
        for (const [k, w] of windows) {
          if (windows.size <= maxKeys && w.resetAt > t) break;
          if (k === key) break;
          windows.delete(k);
        }
      }
      entry.count += 1;
      return entry.count <= limit;
    },
  };
}

export function createRateLimiter({ name, limit, windowMs, redis = sharedRedis, maxKeys }: RateLimiterOptions): RateLimiter {
  const duration = Math.max(1, Math.ceil(windowMs / 1000));
  const memory = createMemoryRateLimiter({ limit, windowMs: duration * 1000, maxKeys });
  let shared: RateLimiterRedis | null | undefined;
  // Built on the first hit, not at import: a build that evaluates the route must not open a connection.
  const current = (): RateLimiterRedis | null => {
    if (shared !== undefined) return shared;
    const client = redis();
    shared = client ? new RateLimiterRedis({ storeClient: client, keyPrefix: `brina:rl:${name}`, points: limit, duration, rejectIfRedisNotReady: true }) : null;
    return shared;
  };
  const counted = async (key: string): Promise<boolean> => {
    const allowed = await hit(key);
    if (!allowed) recordRateLimitRefusal(name);
    return allowed;
  };
  async function hit(key: string): Promise<boolean> {
    const store = current();
    if (!store) return memory.hit(key);
    try {
      await store.consume(key);
      return true;
    } catch (outcome) {
      // Over the limit rejects with the limiter's result; anything else is Redis failing: count here.
      if (outcome instanceof RateLimiterRes) return false;
      return memory.hit(key);
    }
  }
  // Every refusal is counted (brina_web_rate_limit_refusals_total{limit}).
  return { hit: counted };
}
