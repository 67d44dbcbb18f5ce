// The bot-protection replay store in Redis: a solved challenge is accepted once across every
// website instance (install it with `setReplayStore` from ./bot-protection when REDIS_URL is set).
import type Redis from 'ioredis';
import { log } from '../log';
import { sharedRedis } from '../redis';
import type { ReplayStore } from './bot-protection';

const PREFIX = 'brina:replay:';

/**
 * `claim` is one atomic SET NX that expires with the proof. When Redis does not answer it refuses
 * (false): accepting could let a proof be replayed on another instance.
 */
export function createRedisReplayStore(redis: () => Redis | null = sharedRedis): ReplayStore {
  return {
    async claim(id, expiresAtMs) {
      const client = redis();
      if (!client) throw new ReplayStoreUnavailableError('REDIS_URL is not set');
      // A proof that has already expired is never fresh; Redis would refuse a past PXAT anyway.
      if (expiresAtMs <= Date.now()) return false;
      try {
        return (await client.set(`${PREFIX}${id}`, '1', 'PXAT', Math.ceil(expiresAtMs), 'NX')) === 'OK';
      } catch (error) {
        log.error({ err: error instanceof Error ? error.message : String(error) }, 'replay store unreachable: proof refused');
        return false;
      }
    },
  };
}

export class ReplayStoreUnavailableError extends Error {
  constructor(reason: string) {
    super(`The Redis replay store cannot be used: ${reason}`);
    this.name = 'ReplayStoreUnavailableError';
  }
}
