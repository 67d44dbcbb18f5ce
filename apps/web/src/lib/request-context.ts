// The current request's id, from the context server.mjs runs each request in (request-log.mjs).
// Undefined outside a request (the build, timers, next dev).
import type { AsyncLocalStorage } from 'node:async_hooks';

const KEY = Symbol.for('brina.request.context');

export function currentRequestId(): string | undefined {
  const store = (globalThis as typeof globalThis & { [KEY]?: AsyncLocalStorage<{ id: string }> })[KEY];
  return store?.getStore()?.id;
}

/**
 * Headers that carry the request id to the CMS. `traceparent` (W3C trace context; the id is its
 * trace id) on every call: Next leaves it out of its data cache's key, so cached reads stay shared.
 * `x-request-id` only on calls that bypass that cache (it would make every read a miss).
 */
export function requestIdHeaders(cached: boolean): Record<string, string> {
  const id = currentRequestId();
  if (!id) return {};
  const parent = `00-${id}-${id.slice(0, 16)}-01`;
  return cached ? { traceparent: parent } : { traceparent: parent, 'x-request-id': id };
}
