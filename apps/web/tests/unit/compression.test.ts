// The production server's compression (compression.mjs): responses with an ETag compressed once
// and then served from memory (Brotli when accepted), others gzip-streamed with Next's flushes,
// anything else untouched.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressResponse, createCompressedCache, type CompressedCache } from '../../compression.mjs';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse & { flush?: () => void }) => void;
type Reply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; firstByteAt: number; endAt: number };

const servers: http.Server[] = [];
afterEach(() => Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r)))));

async function serve(handler: Handler, cache: CompressedCache = createCompressedCache()): Promise<string> {
  const server = http.createServer((req, res) => {
    compressResponse(req, res, cache);
    handler(req, res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function get(url: string, encoding?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
        const chunks: Buffer[] = [];
        let firstByteAt = 0;
        res.on('data', (c: Buffer) => {
          firstByteAt ||= Date.now();
          chunks.push(c);
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), firstByteAt, endAt: Date.now() }));
      })
      .on('error', reject);
  });
}

const PAGE = `<!doctype html><html><body>${'<p class="card">Spinaci in foglia</p>'.repeat(200)}</body></html>`;

function prerendered(body: () => string, etag = '"v1"'): Handler {
  return (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('ETag', etag);
    res.setHeader('Content-Length', Buffer.byteLength(body()));
    res.end(body());
  };
}

describe('compressResponse', () => {
  it('gzips a page with an ETag once, then serves the stored body', async () => {
    const cache = createCompressedCache();
    let text = PAGE;
    const url = await serve(
      prerendered(() => text),
      cache,
    );
    const first = await get(url, 'gzip');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(first.headers['content-length'])).toBe(first.body.length);
    expect(first.body.length).toBeLessThan(PAGE.length / 10);
    expect(zlib.gunzipSync(first.body).toString()).toBe(PAGE);
    // Same ETag, same body by definition: what Next writes now is not compressed again.
    text = PAGE.replace('Spinaci', 'Piselli');
    const second = await get(url, 'gzip');
    expect(zlib.gunzipSync(second.body).toString()).toBe(PAGE);
    expect(cache.size).toBe(1);
  });

  it('a new ETag is compressed anew', async () => {
    let version = 1;
    const url = await serve((req, res) => prerendered(() => PAGE.replace('Spinaci', `Spinaci ${version}`), `"v${version}"`)(req, res));
    await get(url, 'gzip');
    version = 2;
    expect(zlib.gunzipSync((await get(url, 'gzip')).body).toString()).toContain('Spinaci 2');
  });

  it('answers in Brotli when the browser takes it', async () => {
    const url = await serve(prerendered(() => PAGE));
    const reply = await get(url, 'gzip, deflate, br');
    expect(reply.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(reply.body).toString()).toBe(PAGE);
  });

  it('leaves the body alone without Accept-Encoding, for q=0, for pictures and for errors', async () => {
    const url = await serve(prerendered(() => PAGE));
    for (const encoding of [undefined, 'identity', 'gzip;q=0']) {
      const reply = await get(url, encoding);
      expect(reply.headers['content-encoding'], String(encoding)).toBeUndefined();
      expect(reply.body.toString()).toBe(PAGE);
    }
    const picture = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'image/webp', ETag: '"p"' });
      res.end(Buffer.alloc(4096, 7));
    });
    expect((await get(picture, 'gzip')).headers['content-encoding']).toBeUndefined();
    const missing = await serve((_req, res) => {
      res.writeHead(404, { 'Content-Type': 'text/html' });
      res.end(PAGE);
    });
    const notFound = await get(missing, 'gzip');
    expect([notFound.status, notFound.headers['content-encoding'], notFound.body.toString()]).toEqual([404, undefined, PAGE]);
  });

  it('streams a page rendered per request: flushed chunks arrive before the end', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.write('<!doctype html><html><body><header>Brina</header>');
      res.flush?.();
      setTimeout(() => res.end(`${PAGE}</body></html>`), 300);
    });
    const reply = await get(url, 'gzip, br');
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.endAt - reply.firstByteAt).toBeGreaterThanOrEqual(200);
    expect(zlib.gunzipSync(reply.body).toString()).toContain('<header>Brina</header>');
  });
});

describe('createCompressedCache', () => {
  it('drops the least recently used bodies past its size', () => {
    const cache = createCompressedCache(8000);
    cache.set('a', Buffer.alloc(900));
    cache.set('b', Buffer.alloc(900));
    cache.get('a');
    for (const key of ['c', 'd', 'e', 'f', 'g', 'h', 'i']) cache.set(key, Buffer.alloc(900));
    expect(cache.bytes).toBeLessThanOrEqual(8000);
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('b')).toBeUndefined();
  });
});
