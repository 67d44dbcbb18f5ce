// The website's one Redis connection (REDIS_URL), shared by the rate limits, the replay store and
// the broadcast. Without REDIS_URL there is none and every caller keeps its state in this process.
import { settingNumber, settingText } from '../../config.mjs';
import Redis from 'ioredis';
import { log } from './log';

const KEY = Symbol.for('brina.redis');
const store = globalThis as typeof globalThis & { [KEY]?: Redis | null };

/** Commands fail fast while Redis is unreachable (no offline queue): callers fall back, not hang. */
export function redisOptions(): { enableOfflineQueue: boolean; commandTimeout: number; maxRetriesPerRequest: number; connectTimeout: number } {
  return { enableOfflineQueue: false, commandTimeout: settingNumber('REDIS_TIMEOUT_MS'), maxRetriesPerRequest: 1, connectTimeout: 2000 };
}

/** A shared-state feature was asked for Redis while REDIS_URL is not set (a wiring mistake). */
export class RedisNotConfiguredError extends Error {
  constructor(what: string) {
    super(`${what} needs REDIS_URL`);
    this.name = 'RedisNotConfiguredError';
  }
}

export function redisConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.REDIS_URL);
}

/** The shared client, created on first use; null without REDIS_URL. */
export function sharedRedis(): Redis | null {
  if (store[KEY] !== undefined) return store[KEY];
  const url = settingText('REDIS_URL');
  if (!url) return (store[KEY] = null);
  const client = new Redis(url, { ...redisOptions(), connectionName: 'brina-web' });
  let down = false;
  client.on('error', (error: Error) => {
    if (!down) log.error({ err: error.message }, 'Redis unreachable: shared limits fall back to this process');
    down = true;
  });
  client.on('ready', () => {
    if (down) log.info('Redis reachable again');
    down = false;
  });
  return (store[KEY] = client);
}

/** Resolves once the shared client is connected (or after `timeoutMs`): used at start-up. */
export async function redisReady(timeoutMs = 3000): Promise<boolean> {
  const client = sharedRedis();
  if (!client) return false;
  if (client.status === 'ready') return true;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}
