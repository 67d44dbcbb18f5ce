// Answers kept in front of Next, by URL, so that a repeated request is answered from memory without
// the proxy, the router or a render, and compressed once (the kept copy has an ETag, which
// compression.mjs keys on). Two kinds of answer are kept: pages Next itself caches for everyone
// (ISR: `s-maxage` in their Cache-Control, not a stale copy being refreshed), and pages Next
// renders per request because they read the query but whose HTML depends on the URL alone (the
// search page, the store locator, the blog and press lists: the proxy marks them with
// PAGE_CACHE_HEADER, which never leaves the server). Only status 200 without Set-Cookie; never for
// a preview; at most PAGE_CACHE_SECONDS; bounded by bytes (PAGE_CACHE_MB, least recently used
// first; an entry's key and headers count with its body). Emptied when the content or the search
// index change (clearPageCache in src/lib/page-cache.ts, through globalThis); a vote drops only the
// rated document's pages (drop). An answer whose render overlapped either is not kept. The proxy's
// mark `0` says "never keep" (a URL with query keys its page does not read: issue 33). A URL longer
// than MAX_URL_BYTES is refused (414) by server.mjs before anything is kept (tooLongUrl).
// It also knows which renders are under way (rendersInFlight), for the same care with Next's cache.
import { createHash } from 'node:crypto';

export const PAGE_CACHE_HEADER = 'x-brina-page-cache';
export const PAGE_CACHE_KEY = Symbol.for('brina.page-cache');

// The longest address the site answers: its longest links (a list with every filter ticked) are
// about 1.3 KB. Longer ones are crafted: 414 before any cache or render sees them.
export const MAX_URL_BYTES = 2048;

/** Whether a request's URL (path and query) is over MAX_URL_BYTES. */
export function tooLongUrl(url) {
  return Buffer.byteLength(url ?? '', 'utf8') > MAX_URL_BYTES;
}

// What an entry costs beyond its bytes of key, headers and body (the Map's slot, the objects).
const ENTRY_OVERHEAD = 256;

/** The bytes an entry holds: its key, its headers and its body. */
function entryBytes(key, headers, body) {
  let bytes = ENTRY_OVERHEAD + Buffer.byteLength(key) + body.length;
  for (const [name, value] of Object.entries(headers)) bytes += name.length + [value].flat().reduce((sum, v) => sum + Buffer.byteLength(String(v)), 0);
  return bytes;
}

/** The path of a cache key (the URL before its query). */
const pathOfKey = (key) => key.slice(0, key.indexOf('\u0000')).split('?')[0];

// Client navigations and prefetches ask for RSC payloads that differ by these headers (as nginx's
// cache key does).
const VARYING = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch'];
// Per connection or recomputed on the way out.
const DROPPED = new Set([
  'set-cookie',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'etag',
  'x-middleware-rewrite',
  PAGE_CACHE_HEADER,
]);

/** A page answer Next caches for every visitor (ISR), not a stale copy it is refreshing. */
function shareable(req, res) {
  if (/^\/(api|_next)\//.test(req.url ?? '')) return false;
  const cacheControl = String(res.getHeader('cache-control') ?? '');
  return /\bs-maxage=\d+/.test(cacheControl) && !/private|no-store|no-cache/.test(cacheControl) && res.getHeader('x-nextjs-cache') !== 'STALE';
}

function toBuffer(chunk, encoding) {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return null;
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === 'string' ? encoding : 'utf8');
}

/** @param {{ maxBytes: number, ttlMs: number, now?: () => number }} options */
export function createPageCache({ maxBytes, ttlMs, now = Date.now }) {
  /** @type {Map<string, { status: number, headers: Record<string, string | string[]>, body: Buffer, etag: string, at: number, bytes: number }>} */
  const entries = new Map();
  let total = 0;
  let generation = 0;
  /** The GET requests being answered now (pages, their RSC payloads), each with a promise of its end. */
  const rendering = new Set();

  function remove(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.bytes;
  }

  function keyOf(req) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    if (maxBytes <= 0 || tooLongUrl(req.url) || /(^|;\s*)(__prerender_bypass|brina_preview)=/.test(String(req.headers.cookie ?? ''))) return null;
    return [req.url, ...VARYING.map((name) => String(req.headers[name] ?? ''))].join('\u0000');
  }

  return {
    /** Answers `req` from the cache; false when it has nothing fresh for it. */
    serve(req, res) {
      const key = keyOf(req);
      const entry = key === null ? undefined : entries.get(key);
      if (!entry) return false;
      if (now() - entry.at > ttlMs) {
        remove(key);
        return false;
      }
      entries.delete(key);
      entries.set(key, entry);
      if (String(req.headers['if-none-match'] ?? '') === entry.etag) {
        res.writeHead(304, { ETag: entry.etag, 'Cache-Control': entry.headers['cache-control'] ?? 'no-cache', 'X-Brina-Cache': 'HIT' });
        res.end();
        return true;
      }
      res.writeHead(entry.status, { ...entry.headers, ETag: entry.etag, 'X-Brina-Cache': 'HIT' });
      res.end(req.method === 'HEAD' ? undefined : entry.body);
      return true;
    },

    /** Collects what Next answers to `req` and keeps it if the proxy marked it. Call before Next writes. */
    capture(req, res) {
      if (req.method === 'GET') {
        const render = { ended: null };
        render.ended = new Promise((resolve) => res.once('close', resolve)).then(() => rendering.delete(render));
        rendering.add(render);
      }
      const key = keyOf(req);
      if (key === null || req.method !== 'GET') return;
      const startedIn = generation;
      const { writeHead, write, end } = res;
      const parts = [];
      let bytes = 0;
      let tooBig = false;
      let marked = null;
      // Never kept: the proxy's mark `0` (a query its page does not read).
      let refused = false;
      // The marker is internal: read and removed before the headers leave, kept or not.
      const readMarker = (headers) => {
        if (marked !== null) return;
        const noted = (value) => {
          if (value === undefined) return;
          if (String(value) === '0') refused = true;
          else marked = true;
        };
        marked = false;
        noted(res.getHeader(PAGE_CACHE_HEADER));
        res.removeHeader(PAGE_CACHE_HEADER);
        if (headers && typeof headers === 'object' && !Array.isArray(headers)) {
          for (const name of Object.keys(headers)) {
            if (name.toLowerCase() !== PAGE_CACHE_HEADER) continue;
            noted(headers[name]);
            delete headers[name];
          }
        }
      };
      const keepable = () => !refused && (marked || shareable(req, res));
      const keep = (chunk, encoding) => {
        const buffer = toBuffer(chunk, encoding);
        if (!buffer || tooBig || !keepable()) return;
        bytes += buffer.length;
        if (bytes > maxBytes / 8) tooBig = true;
        else parts.push(Buffer.from(buffer));
      };
      res.writeHead = function pageCacheWriteHead(status, ...rest) {
        readMarker(rest.find((r) => r && typeof r === 'object'));
        return writeHead.call(this, status, ...rest);
      };
      res.write = function pageCacheWrite(chunk, encoding, callback) {
        readMarker();
        keep(chunk, encoding);
        return write.call(this, chunk, encoding, callback);
      };
      res.end = function pageCacheEnd(chunk, encoding, callback) {
        readMarker();
        keep(chunk, encoding);
        // A change during the render may have made this answer stale already.
        if (keepable() && !tooBig && startedIn === generation && res.statusCode === 200 && res.getHeader('set-cookie') === undefined) {
          const headers = {};
          for (const [name, value] of Object.entries(res.getHeaders())) {
            if (!DROPPED.has(name) && value !== undefined) headers[name] = Array.isArray(value) ? value : String(value);
          }
          const body = Buffer.concat(parts);
          const size = entryBytes(key, headers, body);
          remove(key);
          entries.set(key, {
            status: 200,
            headers,
            body,
            etag: `"p${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
            at: now(),
            bytes: size,
          });
          total += size;
          for (const [oldest] of entries) {
            if (total <= maxBytes) break;
            remove(oldest);
          }
        }
        return end.call(this, chunk, encoding, callback);
      };
    },

    /**
     * Resolves once the GET requests being answered now have ended (at most `maxMs`), to whether
     * there were any. Next dates what it caches by when the render ended, not when it began: a page
     * whose render began before a change and ended after it is kept as new, with the old content.
     * Expiring the change's cache tags again once those renders have ended drops such a page.
     */
    rendersInFlight(maxMs = 30_000) {
      const now = [...rendering].map((render) => render.ended);
      if (now.length === 0) return Promise.resolve(false);
      let timer;
      const cap = new Promise((resolve) => {
        timer = setTimeout(resolve, maxMs);
        timer.unref?.();
      });
      return Promise.race([Promise.all(now), cap]).then(() => {
        clearTimeout(timer);
        return true;
      });
    },

    clear() {
      generation += 1;
      entries.clear();
      total = 0;
    },

    /** Drops the kept answers whose path (without the query) `matches`, and any answer being rendered now. */
    drop(matches) {
      generation += 1;
      for (const key of [...entries.keys()]) if (matches(pathOfKey(key))) remove(key);
    },

    get bytes() {
      return total;
    },
    get size() {
      return entries.size;
    },
  };
}
