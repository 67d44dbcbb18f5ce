// Response compression of the production server (server.mjs), in place of Next's own, which
// gzips every response again on every request. A response with an ETag (prerendered pages, RSC
// payloads, static files) is compressed once, Brotli when the browser takes it, and then served
// from memory, keyed by URL, ETag and encoding. Other compressible responses (pages rendered per
// request) are gzip-streamed and flushed whenever Next flushes, so streamed rendering still streams.
import zlib from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/i;
/** Smaller bodies are not worth a header and a dictionary. */
const MIN_BYTES = 512;

/** Least recently used compressed bodies, up to `maxBytes` in all. */
export function createCompressedCache(maxBytes = 16 * 1024 * 1024) {
  const entries = new Map();
  let total = 0;
  return {
    get(key) {
      const body = entries.get(key);
      if (body) {
        entries.delete(key);
        entries.set(key, body);
      }
      return body;
    },
    set(key, body) {
      if (body.length > maxBytes / 8) return;
      const old = entries.get(key);
      if (old) total -= old.length;
      entries.delete(key);
      entries.set(key, body);
      total += body.length;
      for (const [oldest, value] of entries) {
        if (total <= maxBytes) break;
        entries.delete(oldest);
        total -= value.length;
      }
    },
    get bytes() {
      return total;
    },
    get size() {
      return entries.size;
    },
  };
}

/** The encodings the client takes (`q=0` refuses one). */
function accepted(req) {
  const taken = new Set();
  for (const part of String(req.headers['accept-encoding'] ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name && (q === undefined || Number(q) > 0)) taken.add(name);
  }
  return { br: taken.has('br'), gzip: taken.has('gzip') || taken.has('*') };
}

const compressors = {
  br: (body, done) =>
    zlib.brotliCompress(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }, done),
  gzip: (body, done) => zlib.gzip(body, { level: 9 }, done),
};

function toBuffer(chunk, encoding) {
  if (chunk === undefined || chunk === null) return null;
  return Buffer.isBuffer(chunk)
    ? chunk
    : chunk instanceof Uint8Array
      ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
      : Buffer.from(String(chunk), typeof encoding === 'string' ? encoding : 'utf8');
}

function addVary(res) {
  const vary = String(res.getHeader('vary') ?? '');
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Compresses what `res` answers to `req`, if the client accepts it. Call before the handler
 * writes anything; it wraps writeHead, write, end and adds flush.
 */
export function compressResponse(req, res, cache) {
  const { br, gzip } = accepted(req);
  if (req.method !== 'GET' || (!br && !gzip)) return;
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  /** pass: untouched; cached: a stored body; fill: collect, compress once, store; stream: gzip as it comes. */
  let mode = null;
  let encoding = null;
  let key = null;
  let stored = null;
  let stream = null;
  let heldHead = null;
  const parts = [];

  function decide() {
    if (mode) return;
    const type = String(res.getHeader('content-type') ?? '');
    const length = Number(res.getHeader('content-length') ?? Infinity);
    if (
      res.statusCode !== 200 ||
      res.getHeader('content-encoding') ||
      !COMPRESSIBLE.test(type) ||
      length < MIN_BYTES ||
      /no-transform/i.test(String(res.getHeader('cache-control') ?? ''))
    ) {
      mode = 'pass';
      return;
    }
    addVary(res);
    res.removeHeader('Content-Length');
    const etag = res.getHeader('etag');
    if (etag) {
      encoding = br ? 'br' : 'gzip';
      key = `${encoding}\u0000${req.url}\u0000${etag}`;
      stored = cache.get(key) ?? null;
      mode = stored ? 'cached' : 'fill';
      res.setHeader('Content-Encoding', encoding);
      if (stored) res.setHeader('Content-Length', stored.length);
      return;
    }
    if (!gzip) {
      mode = 'pass';
      return;
    }
    mode = 'stream';
    encoding = 'gzip';
    res.setHeader('Content-Encoding', 'gzip');
    stream = zlib.createGzip({ level: 6 });
    stream.on('data', (chunk) => original.write.call(res, chunk));
    stream.on('end', () => original.end.call(res));
  }

  res.writeHead = function compressedWriteHead(status, ...rest) {
    res.statusCode = status;
    const message = rest.find((r) => typeof r === 'string');
    const headers = rest.find((r) => r && typeof r === 'object');
    if (Array.isArray(headers)) for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
    else if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    decide();
    // A body compressed at the end gets its Content-Length then.
    if (mode === 'fill') {
      heldHead = message ?? null;
      return res;
    }
    return message ? original.writeHead.call(res, res.statusCode, message) : original.writeHead.call(res, res.statusCode);
  };

  res.write = function compressedWrite(chunk, enc, callback) {
    decide();
    if (mode === 'pass') return original.write.call(res, chunk, enc, callback);
    const buffer = toBuffer(chunk, enc);
    if (buffer) {
      if (mode === 'fill') parts.push(buffer);
      else if (mode === 'stream') stream.write(buffer);
    }
    const done = typeof enc === 'function' ? enc : callback;
    if (typeof done === 'function') process.nextTick(done);
    return true;
  };

  res.end = function compressedEnd(chunk, enc, callback) {
    if (typeof chunk === 'function') [chunk, callback] = [undefined, chunk];
    else if (typeof enc === 'function') [enc, callback] = [undefined, enc];
    decide();
    if (mode === 'pass') return original.end.call(res, chunk, enc, callback);
    if (typeof callback === 'function') res.once('finish', callback);
    const buffer = toBuffer(chunk, enc);
    if (mode === 'cached') {
      original.end.call(res, stored);
    } else if (mode === 'stream') {
      if (buffer) stream.write(buffer);
      stream.end();
    } else {
      if (buffer) parts.push(buffer);
      const body = Buffer.concat(parts);
      compressors[encoding](body, (error, compressed) => {
        if (error) {
          res.removeHeader('Content-Encoding');
          compressed = body;
        } else cache.set(key, compressed);
        res.setHeader('Content-Length', compressed.length);
        if (!res.headersSent) heldHead ? original.writeHead.call(res, res.statusCode, heldHead) : original.writeHead.call(res, res.statusCode);
        original.end.call(res, compressed);
      });
    }
    return res;
  };

  // Next flushes after each streamed chunk when the response can (as with the compression package).
  res.flush = function compressedFlush() {
    if (mode === 'stream') stream.flush();
  };
}
