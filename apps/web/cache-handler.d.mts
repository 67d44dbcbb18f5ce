// Types of cache-handler.mjs (plain JavaScript: Next loads it at run time without compiling it).
import type Redis from 'ioredis';

export declare const EXPIRED_TAGS_KEY: string;
export declare const STALE_TAGS_KEY: string;
export declare function serialize(entry: unknown): string;
export declare function deserialize(text: string): unknown;
export declare function entryTags(data: unknown, ctx?: { tags?: string[]; fetchCache?: boolean }): string[];
export declare function tagState(
  lastModified: number,
  expiredTimes: (string | null)[],
  staleTimes: (string | null)[],
  now?: number,
): 'fresh' | 'stale' | 'expired';

export type CacheEntry = { lastModified: number; value: unknown; cacheControl?: unknown };
export type CacheContext = { kind?: string; tags?: string[]; softTags?: string[]; fetchCache?: boolean; cacheControl?: unknown };

export default class RedisCacheHandler {
  constructor(ctx?: { serverDistDir?: string });
  redis: () => Redis | null;
  storageKey(key: string, kind?: string): string;
  get(key: string, ctx?: CacheContext): Promise<CacheEntry | null>;
  set(key: string, data: unknown, ctx?: CacheContext): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
