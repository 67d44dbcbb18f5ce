// One log line and the metrics of every request, written when its response closes (Node's own
// 'close' event: no wrapper around what Next writes). Each request has an id: nginx's
// ($request_id, sent as X-Request-Id, accepted from a trusted proxy only) or a new one; it is kept
// in an AsyncLocalStorage for the request's work, and the CMS client sends it to the CMS
// (src/lib/cms/client.ts), which logs it on its own line for that call. docs/operations.md, "Logs".
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';

export const REQUEST_CONTEXT_KEY = Symbol.for('brina.request.context');

/** The request context store, one per process (src/lib/request-context.ts reads it). */
export const requestContext = (globalThis[REQUEST_CONTEXT_KEY] ??= new AsyncLocalStorage());

/** W3C trace ids have this form (32 hex), as nginx's $request_id: the id can be a trace id too. */
const ID = /^[0-9a-f]{32}$/;

/**
 * The request's id: the proxy's (32 hex digits, or a UUID, whose dashes are dropped) when the peer
 * is a trusted proxy, else a new random one.
 * @param {string | string[] | undefined} header
 * @param {boolean} fromTrustedProxy
 */
export function requestId(header, fromTrustedProxy) {
  const given = String([header].flat()[0] ?? '')
    .toLowerCase()
    .replace(/^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})$/, '$1$2$3$4$5');
  if (fromTrustedProxy && ID.test(given)) return given;
  // randomUUID draws from a cached pool of random bytes: far cheaper per call than randomBytes (bench/observability.mjs).
  return randomUUID().replaceAll('-', '');
}

// Query parameters whose values name no person (filters, pages, the image optimizer's own
// parameters): logged as they are. Every other value (a search, a token, an email in a link) is
// logged as `~` so that no personal data reaches a log line.
const PLAIN_KEYS = new Set([
  'page',
  'sort',
  'diets',
  'diet',
  'category',
  'categories',
  'kind',
  'mode',
  'locale',
  'audience',
  'type',
  'view',
  'year',
  'tag',
  'url',
  'w',
  '_rsc',
]);

/**
 * The request's path for a log line: the path as sent (cut at 300 characters), the query's keys
 * with their values kept only for PLAIN_KEYS.
 * @param {string | undefined} url
 */
export function loggedPath(url) {
  const raw = url ?? '/';
  const at = raw.indexOf('?');
  const path = (at < 0 ? raw : raw.slice(0, at)).slice(0, 300);
  if (at < 0) return path;
  const parts = raw
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .slice(0, 20)
    .map((part) => {
      const eq = part.indexOf('=');
      const key = (eq < 0 ? part : part.slice(0, eq)).slice(0, 40);
      if (eq < 0) return key;
      let name = key;
      try {
        name = decodeURIComponent(key);
      } catch {
        // a malformed key is logged as sent
      }
      return `${key}=${PLAIN_KEYS.has(name) ? part.slice(eq + 1, eq + 81) : '~'}`;
    });
  return `${path}?${parts.join('&')}`;
}

/**
 * Starts observing one request: returns its context (id, kind, what answered it), kept in
 * `requestContext` by the caller. When the response closes, one log line and the metrics.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ id: string, kind: string, log: import('pino').Logger, metrics: ReturnType<typeof import('./metrics.mjs').createMetrics> | null }} options
 */
export function observeRequest(req, res, { id, kind, log, metrics }) {
  const started = performance.now();
  const method = req.method;
  const path = loggedPath(req.url);
  /** @type {{ id: string, kind: string, answeredBy: 'server' | 'page-cache' | 'next' }} */
  const context = { id, kind, answeredBy: 'server' };
  res.once('close', () => {
    const seconds = (performance.now() - started) / 1000;
    const status = res.writableFinished ? res.statusCode : 0;
    const nextCache = String(res.getHeader('x-nextjs-cache') ?? '').toLowerCase();
    const cache = context.answeredBy === 'page-cache' ? 'page-cache' : nextCache || '-';
    if (metrics) {
      metrics.requests.inc({ kind, status: String(status) });
      if (context.answeredBy === 'next') {
        metrics.render.observe({ kind }, seconds);
        if (nextCache) metrics.nextCache.inc({ outcome: nextCache });
      }
    }
    // Health checks (every few seconds from nginx, systemd and Prometheus) are counted, not logged.
    if (kind === 'health' && status === 200) return;
    log.info({ reqId: id, method, path, status, ms: Math.round(seconds * 10_000) / 10, cache, kind, ...(status === 0 ? { aborted: true } : {}) }, 'request');
  });
  return context;
}
