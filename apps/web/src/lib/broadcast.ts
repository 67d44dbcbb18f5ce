// Content-change notifications across website instances. Work that must follow a CMS change in
// every instance (the search index, in-process caches) registers with `onContentChange`; the
// revalidation webhook reaches one instance, which calls `announceContentChange`: the handlers run
// there and, with REDIS_URL, in every other instance through a Redis channel. Next's cache needs no
// message: with REDIS_URL it lives in Redis (cache-handler.mjs), so one revalidateTag reaches all.
import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import { log } from './log';
import { redisOptions, sharedRedis } from './redis';
import { settingText } from '../../config.mjs';

export type ContentChange = { event: string; model: string; entry?: unknown; tags: string[] };
export type ContentChangeHandler = (change: ContentChange) => void | Promise<void>;

export const BROADCAST_CHANNEL = 'brina:content-change';

type Message = { from: string; change: ContentChange };
type State = { id: string; handlers: Set<ContentChangeHandler>; subscriber: Redis | null };

// On globalThis: route bundles and instrumentation must share one registry per process.
const KEY = Symbol.for('brina.broadcast');
const store = globalThis as typeof globalThis & { [KEY]?: State };
const state: State = (store[KEY] ??= { id: randomUUID(), handlers: new Set(), subscriber: null });

/** Registers work to run in this instance after every content change; returns its removal. */
export function onContentChange(handler: ContentChangeHandler): () => void {
  state.handlers.add(handler);
  return () => state.handlers.delete(handler);
}

/** Runs every registered handler; a failing handler is logged and does not stop the others. */
export async function runHandlers(change: ContentChange): Promise<void> {
  await Promise.all(
    [...state.handlers].map(async (handler) => {
      try {
        await handler(change);
      } catch (error) {
        log.error({ err: error instanceof Error ? error.message : String(error), model: change.model }, 'content-change handler failed');
      }
    }),
  );
}

/** Runs the handlers here and tells the other instances (when REDIS_URL is set). */
export async function announceContentChange(change: ContentChange, redis: () => Redis | null = sharedRedis): Promise<{ published: boolean }> {
  const client = redis();
  let published = false;
  if (client) {
    try {
      await client.publish(BROADCAST_CHANNEL, JSON.stringify({ from: state.id, change } satisfies Message));
      published = true;
    } catch (error) {
      log.error({ err: error instanceof Error ? error.message : String(error) }, 'content change not broadcast: other instances refresh on their own schedule');
    }
  }
  await runHandlers(change);
  return { published };
}

function parseMessage(raw: string): Message | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || !('from' in value) || !('change' in value)) return null;
    const { from, change } = value;
    if (typeof from !== 'string' || typeof change !== 'object' || change === null) return null;
    const { event, model, entry, tags } = change as Record<string, unknown>;
    if (typeof event !== 'string' || typeof model !== 'string' || !Array.isArray(tags)) return null;
    return { from, change: { event, model, entry, tags: tags.filter((t): t is string => typeof t === 'string') } };
  } catch {
    return null;
  }
}

/**
 * Subscribes this instance to the other instances' announcements (called once at start-up, from
 * instrumentation.ts). A subscribed connection cannot send commands, hence its own client.
 */
export async function startBroadcast(url = settingText('REDIS_URL') ?? undefined): Promise<boolean> {
  if (!url || state.subscriber) return Boolean(state.subscriber);
  const { default: RedisClient } = await import('ioredis');
  // The offline queue stays on here: the subscription is re-sent after every reconnection.
  const subscriber = new RedisClient(url, { ...redisOptions(), enableOfflineQueue: true, maxRetriesPerRequest: null, connectionName: 'brina-web-broadcast' });
  state.subscriber = subscriber;
  subscriber.on('error', () => {
    /* the shared client reports Redis outages; reconnection is automatic */
  });
  subscriber.on('message', (channel: string, raw: string) => {
    if (channel !== BROADCAST_CHANNEL) return;
    const message = parseMessage(raw);
    if (!message) return log.warn('unreadable content-change message ignored');
    if (message.from === state.id) return;
    void runHandlers(message.change);
  });
  // Not awaited: with Redis down at start-up the server still starts, and subscribes once it can.
  subscriber.subscribe(BROADCAST_CHANNEL).then(
    () => log.info({ instance: state.id }, 'listening for content changes from other instances'),
    (error: unknown) => log.error({ err: error instanceof Error ? error.message : String(error) }, 'content-change subscription failed'),
  );
  return true;
}

/** Closes the subscription (tests). */
export async function stopBroadcast(): Promise<void> {
  const subscriber = state.subscriber;
  state.subscriber = null;
  if (subscriber) await subscriber.quit().catch(() => subscriber.disconnect());
}
