// Admission queue of the production server (server.mjs): at most `max` requests are handled at
// once (static files aside); the others wait, first come first served. A crowd then queues for the
// cores instead of interleaving a hundred renders that each hold their memory. 0 turns it off.
//
// A request with a body is admitted only once its body has arrived: a slow upload must not hold a
// place while it trickles in. Until then the body is kept aside (it is handed to Next, unread, when
// the request is admitted): at most `maxBodyBytes` for one request (413 past it, counted as the bytes
// arrive, whatever Content-Length said) and `bufferBytes` for all the bodies waiting (503 past it).
const MB = 1024 * 1024;

/** Whether a request announces a body (Content-Length above 0, or chunked). */
function hasBody(req) {
  const headers = req.headers;
  if (!headers) return false;
  if (headers['transfer-encoding'] !== undefined) return true;
  const length = Number(headers['content-length'] ?? 0);
  return Number.isFinite(length) ? length > 0 : true;
}

export function createAdmission(max, { maxBodyBytes = 8 * MB, bufferBytes = 64 * MB, refuse = defaultRefuse } = {}) {
  let active = 0;
  let buffered = 0;
  let receiving = 0;
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
    else waiting.push(start);
  };

  // Takes the body's chunks as the connection delivers them (the parser pushes each one into the
  // request stream) and puts them back, in order, once the last one has arrived.
  const receive = (req, res, then) => {
    const push = req.push;
    const chunks = [];
    let size = 0;
    let state = 'receiving';
    receiving += 1;
    const settle = (next) => {
      if (state !== 'receiving') return false;
      state = next;
      receiving -= 1;
      return true;
    };
    const free = () => {
      buffered -= size;
      size = 0;
    };
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
      if (size > maxBodyBytes || buffered > bufferBytes) {
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
    receive(req, res, (free) =>
      queue(req, res, () => {
        free();
        run();
      }),
    );
  };
  return { admit, stats: () => ({ active, waiting: waiting.length, receiving, bufferedBytes: buffered }) };
}

/** 413 (one body too large) or 503 (too many bodies at once), and the connection closes. */
function defaultRefuse(res, status) {
  if (res.headersSent) return res.destroy();
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
      : 'Troppe richieste in arrivo: riprova tra qualche secondo. / Too many requests arriving: try again in a few seconds.',
  );
}

/**
 * The server's limits on slow clients: WEB_HEADERS_TIMEOUT_MS (default 15 s) for the headers,
 * WEB_REQUEST_TIMEOUT_MS (default 120 s) for the whole request with its body; the bodies' limits
 * WEB_MAX_BODY_MB (default 8) and WEB_BODY_BUFFER_MB (default 64).
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
  };
}
