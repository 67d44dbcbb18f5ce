// Admission queue of the production server (server.mjs): at most `max` requests are handled at
// once (static files aside); the others wait, first come first served. A crowd then queues for the
// cores instead of interleaving a hundred renders that each hold their memory. 0 turns it off.
//
// A request with a body is admitted only once its body has arrived: a slow upload must not hold a
// place while it trickles in. Until then the body is kept aside (it is handed to Next, unread, when
// the request is admitted): at most `maxBodyBytes` for one request (413 past it, counted as the bytes
// arrive, whatever Content-Length said) and `bufferBytes` for all the bodies waiting (503 past it).
// One client (its address, CLIENT_HEADER) may hold at most `clientBytes` of that (503 for that client
// only): a few unfinished uploads cannot starve every other visitor's posts (issue 33). A body that
// stops arriving for `bodyIdleMs` is ended (408) and its bytes freed, long before the request
// timeout that ends other requests.
//
// A run that waits (in the queue, or for its body) starts in its own request's async context, not in
// that of the request whose end freed the place or of the connection that delivered the body: the
// request's id (request-log.mjs's AsyncLocalStorage) and trace follow it to the CMS.
import { AsyncResource } from 'node:async_hooks';
import { CLIENT_HEADER } from './src/lib/server/client-address.mjs';

const MB = 1024 * 1024;

/** Whether a request announces a body (Content-Length above 0, or chunked). */
function hasBody(req) {
  const headers = req.headers;
  if (!headers) return false;
  if (headers['transfer-encoding'] !== undefined) return true;
  const length = Number(headers['content-length'] ?? 0);
  return Number.isFinite(length) ? length > 0 : true;
}

/** Who sent a request: the address server.mjs decided (CLIENT_HEADER), else the socket's. */
const clientOf = (req) => String([req.headers?.[CLIENT_HEADER]].flat()[0] ?? req.socket?.remoteAddress ?? '');

export function createAdmission(
  max,
  { maxBodyBytes = 8 * MB, bufferBytes = 64 * MB, clientBytes = bufferBytes / 4, bodyIdleMs = 10_000, refuse = defaultRefuse } = {},
) {
  let active = 0;
  let buffered = 0;
  let receiving = 0;
  /** Bytes of bodies arriving or waiting, per client. */
  const byClient = new Map();
  const waiting = [];
  const queue = (req, res, run) => {
    const start = () => {
      active += 1;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        active -= 1;
        waiting.shift()?.();
      };
      res.once('finish', release);
      res.once('close', release);
      // A visitor who left while waiting needs no answer.
      if (req.socket?.destroyed) release();
      else run();
    };
    if (active < max) start();
    else waiting.push(AsyncResource.bind(start));
  };

  // Takes the body's chunks as the connection delivers them (the parser pushes each one into the
  // request stream) and puts them back, in order, once the last one has arrived.
  const receive = (req, res, then) => {
    const push = req.push;
    const chunks = [];
    const client = clientOf(req);
    let size = 0;
    let state = 'receiving';
    let idle = null;
    receiving += 1;
    const settle = (next) => {
      if (state !== 'receiving') return false;
      state = next;
      receiving -= 1;
      clearTimeout(idle);
      return true;
    };
    const free = () => {
      buffered -= size;
      const left = (byClient.get(client) ?? 0) - size;
      if (left > 0) byClient.set(client, left);
      else byClient.delete(client);
      size = 0;
    };
    // A body that stops arriving: ended (408), its bytes freed.
    const stalled = () => {
      if (!settle('refused')) return;
      free();
      chunks.length = 0;
      refuse(res, 408);
    };
    const waitForMore = () => {
      clearTimeout(idle);
      idle = setTimeout(stalled, bodyIdleMs);
      idle.unref?.();
    };
    waitForMore();
    res.once('close', () => {
      // The visitor left before the body arrived: nothing to run.
      if (settle('gone')) free();
    });
    req.push = function brinaPush(chunk, encoding) {
      if (state !== 'receiving') return state === 'refused' ? true : push.call(this, chunk, encoding);
      if (chunk === null) {
        settle('complete');
        req.push = push;
        for (const c of chunks) push.call(this, c);
        const result = push.call(this, null);
        then(free);
        return result;
      }
      const length = typeof chunk === 'string' ? Buffer.byteLength(chunk, encoding) : chunk.length;
      size += length;
      buffered += length;
      byClient.set(client, (byClient.get(client) ?? 0) + length);
      waitForMore();
      if (size > maxBodyBytes || buffered > bufferBytes || byClient.get(client) > clientBytes) {
        const tooLarge = size > maxBodyBytes;
        settle('refused');
        free();
        chunks.length = 0;
        refuse(res, tooLarge ? 413 : 503);
        return true;
      }
      chunks.push(chunk);
      return true;
    };
  };

  const admit = (req, res, run) => {
    if (max <= 0 || (req.url ?? '').startsWith('/_next/static/')) return run();
    if (!hasBody(req) || req.complete) return queue(req, res, run);
    receive(
      req,
      res,
      AsyncResource.bind((free) =>
        queue(req, res, () => {
          free();
          run();
        }),
      ),
    );
  };
  return { admit, stats: () => ({ active, waiting: waiting.length, receiving, bufferedBytes: buffered, clients: byClient.size }) };
}

/** How long a refused upload's connection stays half-closed, its bytes read and dropped, before it closes. */
const LINGER_MS = 2_000;

/**
 * Closes a refused request's connection the way RFC 9112 (9.6) asks: closing a socket on bytes not yet
 * read sends a reset, which can destroy the answer before the client reads it (a client still
 * uploading would see "connection reset" instead of 413). Node's server ends the socket and destroys it
 * as soon as the answer is written (`destroySoon`); here it ends it (the client reads the answer and
 * the end), keeps reading and dropping what still arrives, and destroys it after LINGER_MS, or at
 * once when the client closes too. Bounded: one timer per refused connection, nothing kept.
 */
function lingerOnClose(socket) {
  if (!socket) return;
  socket.destroySoon = function lingeringDestroySoon() {
    if (this.writable) this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref?.();
    this.once('close', () => clearTimeout(timer));
    this.resume();
  };
}

/** 408 (a body stopped arriving), 413 (one body too large) or 503 (too many bodies at once), and the connection closes. */
function defaultRefuse(res, status) {
  if (res.headersSent) return res.destroy();
  lingerOnClose(res.socket);
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    Connection: 'close',
    ...(status === 503 ? { 'Retry-After': '5' } : {}),
  });
  res.end(
    status === 413
      ? 'Richiesta troppo grande. / Request too large.'
      : status === 408
        ? 'I dati hanno smesso di arrivare: riprova. / The request body stopped arriving: try again.'
        : 'Troppe richieste in arrivo: riprova tra qualche secondo. / Too many requests arriving: try again in a few seconds.',
  );
}

/**
 * The server's limits on slow clients: WEB_HEADERS_TIMEOUT_MS (default 15 s) for the headers,
 * WEB_REQUEST_TIMEOUT_MS (default 120 s) for the whole request with its body, WEB_BODY_IDLE_MS
 * (default 10 s) without a byte of a body; the bodies' limits WEB_MAX_BODY_MB (default 8),
 * WEB_BODY_BUFFER_MB (default 64) and WEB_CLIENT_BODY_MB (default a quarter of the buffer) for one client.
 */
export function serverLimits(env = process.env) {
  const number = (name, fallback) => {
    const value = Number(env[name]);
    return Number.isFinite(value) && value > 0 ? value : fallback;
  };
  const requestTimeout = number('WEB_REQUEST_TIMEOUT_MS', 120_000);
  return {
    headersTimeout: Math.min(number('WEB_HEADERS_TIMEOUT_MS', 15_000), requestTimeout),
    requestTimeout,
    maxBodyBytes: Math.round(number('WEB_MAX_BODY_MB', 8) * MB),
    bufferBytes: Math.round(number('WEB_BODY_BUFFER_MB', 64) * MB),
    clientBytes: Math.round(number('WEB_CLIENT_BODY_MB', number('WEB_BODY_BUFFER_MB', 64) / 4) * MB),
    bodyIdleMs: Math.min(number('WEB_BODY_IDLE_MS', 10_000), requestTimeout),
  };
}
