// Next's incremental cache (ISR pages, route handlers, the CMS data cache) in Redis, so every
// website instance serves and invalidates the same entries. Used only when REDIS_URL is set
// (next.config.ts); without it Next keeps its default cache on disk and in memory.
//
// Layout: one string per entry (JSON with Buffers and Maps tagged), kept `CACHE_TTL_SECONDS`;
// pages under the build id (their HTML names this build's assets), data entries shared by builds;
// two hashes hold when each tag was last expired / marked stale. An entry is a miss once one of
// its tags was expired after the entry was written. Redis errors are misses (Next renders).
import fs from 'node:fs';
import path from 'node:path';
import Redis from 'ioredis';
import { settingNumber, settingText } from './config.mjs';

const PREFIX = settingText('REDIS_CACHE_PREFIX') ?? 'brina:next:';
export const EXPIRED_TAGS_KEY = `${PREFIX}tags:expired`;
export const STALE_TAGS_KEY = `${PREFIX}tags:stale`;
const CACHE_TTL_SECONDS = settingNumber('REDIS_CACHE_TTL_SECONDS');
const TAGS_HEADER = 'x-next-cache-tags';

/** @typedef {{ lastModified: number, tags: string[], value: unknown, cacheControl?: unknown }} StoredEntry */

const CLIENT = Symbol.for('brina.next-cache.redis');
const REPORTED = Symbol.for('brina.next-cache.reported');

/** @returns {Redis | null} one client per process (Next creates a handler per request). */
function sharedClient() {
  const holder = /** @type {Record<symbol, Redis | null | undefined>} */ (/** @type {unknown} */ (globalThis));
  if (holder[CLIENT] !== undefined) return holder[CLIENT];
  const url = settingText('REDIS_URL');
  if (!url) return (holder[CLIENT] = null);
  const client = new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: settingNumber('REDIS_TIMEOUT_MS'),
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    connectionName: 'brina-next-cache',
  });
  client.on('error', (error) => report(`Redis cache unreachable (${error.message}): rendering without the shared cache`));
  client.on('ready', () => {
    holder[REPORTED] = undefined;
  });
  return (holder[CLIENT] = client);
}

/**
 * The client, once connected: right after start-up (the first requests) this waits for the
 * connection, up to one second; during an outage it does not wait (commands fail at once).
 */
async function connected(client) {
  if (client.status !== 'connecting' && client.status !== 'connect') return client;
  await new Promise((resolve) => {
    const timer = setTimeout(resolve, 1000);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return client;
}

/** Logs a cache problem once per outage, not once per request. */
function report(message) {
  const holder = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis));
  if (holder[REPORTED]) return;
  holder[REPORTED] = true;
  console.error(JSON.stringify({ level: 50, time: Date.now(), name: 'brina-web', msg: message }));
}

/** JSON that keeps Buffers (rscData, route bodies) and Maps (segmentData) as they were. */
export function serialize(entry) {
  return JSON.stringify(entry, function replacer(key, value) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { $b: raw.toString('base64') };
    if (raw instanceof Map) return { $m: [...raw.entries()] };
    return value;
  });
}

export function deserialize(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (typeof value.$b === 'string' && Object.keys(value).length === 1) return Buffer.from(value.$b, 'base64');
      if (Array.isArray(value.$m) && Object.keys(value).length === 1) return new Map(value.$m);
    }
    return value;
  });
}

/** The tags an entry answers to: a data entry's own, or a page's (from its cache-tags header). */
export function entryTags(data, ctx) {
  if (ctx && Array.isArray(ctx.tags) && (ctx.fetchCache || data?.kind === 'FETCH')) return ctx.tags;
  const header = data?.headers?.[TAGS_HEADER];
  return typeof header === 'string' && header ? header.split(',') : [];
}

/**
 * Whether an entry written at `lastModified` is expired (a miss) or stale (served while Next
 * renders it again) given the tags' recorded times.
 */
export function tagState(lastModified, expiredTimes, staleTimes, now = Date.now()) {
  for (const time of expiredTimes) {
    const at = Number(time);
    if (time !== null && at > lastModified - 1 && at <= now) return 'expired';
  }
  for (const time of staleTimes) if (time !== null && Number(time) > lastModified - 1) return 'stale';
  return 'fresh';
}

let buildId = null;
function currentBuildId(serverDistDir) {
  if (buildId) return buildId;
  try {
    buildId = fs.readFileSync(path.join(serverDistDir ?? '.next/server', '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    buildId = 'unbuilt';
  }
  return buildId;
}

export default class RedisCacheHandler {
  /** @param {{ serverDistDir?: string }} ctx */
  constructor(ctx = {}) {
    this.serverDistDir = ctx.serverDistDir;
    this.redis = sharedClient;
  }

  storageKey(key, kind) {
    // Data entries are the CMS's answers and hold for any build; pages belong to the build that made them.
    return kind === 'FETCH' ? `${PREFIX}data:${key}` : `${PREFIX}page:${currentBuildId(this.serverDistDir)}:${key}`;
  }

  async get(key, ctx = {}) {
    const found = this.redis();
    if (!found) return null;
    try {
      const client = await connected(found);
      const raw = await client.get(this.storageKey(key, ctx.kind));
      if (!raw) return null;
      /** @type {StoredEntry} */
      const entry = deserialize(raw);
      const tags = [...new Set([...entry.tags, ...(ctx.kind === 'FETCH' ? [...(ctx.tags ?? []), ...(ctx.softTags ?? [])] : [])])];
      if (tags.length) {
        const [[, expired], [, stale]] = await client
          .pipeline()
          .hmget(EXPIRED_TAGS_KEY, ...tags)
          .hmget(STALE_TAGS_KEY, ...tags)
          .exec();
        const state = tagState(entry.lastModified, expired, stale);
        if (state === 'expired') return null;
        // A stale entry reports an old age: Next serves it and renders a fresh one behind it.
        if (state === 'stale') return { lastModified: 1, value: entry.value, cacheControl: entry.cacheControl };
      }
      return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl };
    } catch (error) {
      report(`Redis cache read failed (${error.message}): rendering without the shared cache`);
      return null;
    }
  }

  async set(key, data, ctx = {}) {
    const client = this.redis();
    if (!client) return;
    const kind = ctx.fetchCache ? 'FETCH' : data?.kind;
    /** @type {StoredEntry} */
    const entry = { lastModified: Date.now(), tags: entryTags(data, ctx), value: data, cacheControl: ctx.cacheControl };
    try {
      await (await connected(client)).set(this.storageKey(key, kind === 'FETCH' ? 'FETCH' : 'PAGE'), serialize(entry), 'EX', CACHE_TTL_SECONDS);
    } catch (error) {
      report(`Redis cache write failed (${error.message}): the entry is rendered again next time`);
    }
  }

  /** `durations.expire` 0 (the webhook) expires at once; a later expiry marks the entries stale now. */
  async revalidateTag(tags, durations) {
    const client = this.redis();
    const list = (Array.isArray(tags) ? tags : [tags]).filter(Boolean);
    if (!client || !list.length) return;
    const now = Date.now();
    const expireAt = durations?.expire === undefined ? now : now + durations.expire * 1000;
    try {
      const pipeline = (await connected(client)).pipeline().hset(EXPIRED_TAGS_KEY, Object.fromEntries(list.map((tag) => [tag, String(expireAt)])));
      if (expireAt > now) pipeline.hset(STALE_TAGS_KEY, Object.fromEntries(list.map((tag) => [tag, String(now)])));
      await pipeline.exec();
    } catch (error) {
      // Not swallowed silently: the other instances keep serving the old entries until their TTL.
      report(`Redis cache tag expiry failed (${error.message}) for ${list.join(', ')}`);
    }
  }

  resetRequestCache() {}
}
