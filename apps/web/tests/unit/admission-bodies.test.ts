// Bodies and the admission queue (admission.mjs) on a real HTTP server: a request with a body takes
// a place only once its body has arrived, a body past the limit is refused as it arrives (413), and
// the server's timeouts end a client that never finishes its request.
import { AsyncLocalStorage } from 'node:async_hooks';
import { once } from 'node:events';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createAdmission, serverLimits } from '../../admission.mjs';

let server: Server | null = null;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(null));
  server = null;
});

/** A server whose handler reads the whole body (as Next does) and answers its size and hash of it. */
async function start(max: number, options: Parameters<typeof createAdmission>[1] = {}, tune?: (s: Server) => void) {
  const admission = createAdmission(max, options);
  server = createServer({ connectionsCheckingInterval: 100 }, (req, res) => {
    admission.admit(req, res, async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      res.end(JSON.stringify({ url: req.url, bytes: body.length, text: body.length < 100 ? body.toString() : '' }));
    });
  });
  tune?.(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return { port, admission };
}

function send(port: number, method: string, path: string, body?: Buffer | string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res: IncomingMessage) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('admission of requests with a body', () => {
  it('serves pages while slow uploads are still arriving, then runs the uploads with their whole body', async () => {
    const { port, admission } = await start(1);
    // Three uploads that send half their body and stall.
    const slow = [0, 1, 2].map(() => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/careers',
        headers: { 'Content-Type': 'application/octet-stream', 'Transfer-Encoding': 'chunked' },
      });
      req.write(Buffer.alloc(50_000, 1));
      const answer = new Promise<string>((resolve) =>
        req.on('response', (res) => {
          let t = '';
          res.on('data', (c) => (t += c));
          res.on('end', () => resolve(t));
        }),
      );
      return { req, answer };
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(admission.stats()).toMatchObject({ active: 0, receiving: 3 });
    // A page is answered at once: the uploads hold no place.
    const page = await Promise.race([send(port, 'GET', '/it'), new Promise<null>((r) => setTimeout(() => r(null), 2_000))]);
    expect(page?.status).toBe(200);
    for (const { req } of slow) req.end(Buffer.alloc(25_000, 2));
    const answers = await Promise.all(slow.map((s) => s.answer));
    for (const answer of answers) expect(JSON.parse(answer)).toMatchObject({ url: '/api/careers', bytes: 75_000 });
    expect(admission.stats()).toMatchObject({ active: 0, receiving: 0, bufferedBytes: 0 });
  });

  it("runs a request whose body arrived later in that request's own async context (its request id reaches the CMS)", async () => {
    const admission = createAdmission(2);
    const context = new AsyncLocalStorage<string>();
    server = createServer((req, res) =>
      context.run(`id of ${req.url}`, () => admission.admit(req, res, () => res.end(JSON.stringify({ id: context.getStore() ?? null })))),
    );
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as { port: number };
    // The body comes in two pieces, the second after the handler has returned.
    const answer = await new Promise<string>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/it', headers: { 'Transfer-Encoding': 'chunked' } }, (res) => {
        let t = '';
        res.on('data', (c) => (t += c));
        res.on('end', () => resolve(t));
      });
      req.on('error', reject);
      req.write('email=a');
      setTimeout(() => req.end('&privacy=on'), 50);
    });
    expect(JSON.parse(answer)).toEqual({ id: 'id of /it' });
  });

  it('hands the body over intact, in order', async () => {
    const { port } = await start(2);
    const answer = await send(port, 'POST', '/api/ratings', '{"vote":8,"product":"abc"}', { 'Content-Type': 'application/json' });
    expect(JSON.parse(answer.text)).toMatchObject({ bytes: 26, text: '{"vote":8,"product":"abc"}' });
  });

  it('answers 413 as soon as a chunked body passes the limit, without running the handler', async () => {
    const { port, admission } = await start(2, { maxBodyBytes: 100_000 });
    const answer = await new Promise<{ status: number }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/api/careers', headers: { 'Transfer-Encoding': 'chunked' } }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0 });
      });
      req.on('error', (error) => (String(error).includes('EPIPE') || String(error).includes('ECONNRESET') ? null : reject(error)));
      // 12 MB offered in chunks, never announced in Content-Length.
      let sent = 0;
      const more = () => {
        while (sent < 12 * 1024 * 1024) {
          sent += 64 * 1024;
          if (!req.write(Buffer.alloc(64 * 1024))) return req.once('drain', more);
        }
        req.end();
      };
      more();
    });
    expect(answer.status).toBe(413);
    expect(admission.stats()).toMatchObject({ active: 0, bufferedBytes: 0 });
  });

  it('answers 503 when the bodies waiting together pass the buffer budget', async () => {
    const { port } = await start(1, { maxBodyBytes: 100_000, bufferBytes: 120_000 });
    const first = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/a', headers: { 'Transfer-Encoding': 'chunked' } });
    first.on('error', () => {});
    first.write(Buffer.alloc(90_000));
    await new Promise((r) => setTimeout(r, 100));
    const second = await send(port, 'POST', '/b', Buffer.alloc(90_000));
    expect(second.status).toBe(503);
    first.destroy();
  });

  it("bounds one client's bodies: its unfinished uploads do not refuse another visitor's post (issue 33)", async () => {
    const { port, admission } = await start(1, { maxBodyBytes: 100_000, bufferBytes: 1_000_000, clientBytes: 120_000 });
    const client = (address: string) => ({ 'x-brina-client-address': address });
    const stalled = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/a', headers: { 'Transfer-Encoding': 'chunked', ...client('203.0.113.9') } });
    stalled.on('error', () => {});
    stalled.write(Buffer.alloc(90_000));
    await new Promise((r) => setTimeout(r, 100));
    expect((await send(port, 'POST', '/b', Buffer.alloc(90_000), client('203.0.113.9'))).status).toBe(503);
    const other = await send(port, 'POST', '/c', Buffer.alloc(90_000), client('198.51.100.7'));
    expect(other.status).toBe(200);
    expect(JSON.parse(other.text)).toMatchObject({ bytes: 90_000 });
    stalled.destroy();
    await new Promise((r) => setTimeout(r, 100));
    expect(admission.stats()).toMatchObject({ bufferedBytes: 0, clients: 0 });
  });

  it('ends a body that stops arriving (408) long before the request timeout, and frees its bytes', async () => {
    const { port, admission } = await start(1, { bodyIdleMs: 300 });
    const started = Date.now();
    const answer = await new Promise<{ status: number }>((resolve) => {
      const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/api/careers', headers: { 'Content-Length': '100000' } }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0 });
      });
      req.on('error', () => {});
      req.write(Buffer.alloc(40_000));
    });
    expect(answer.status).toBe(408);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(admission.stats()).toMatchObject({ receiving: 0, bufferedBytes: 0 });
  });
});

describe('server limits', () => {
  it('defaults to 15 s for the headers and 120 s for a whole request (Node waits 300 s)', () => {
    expect(serverLimits({})).toMatchObject({ headersTimeout: 15_000, requestTimeout: 120_000, maxBodyBytes: 8 * 1024 * 1024 });
    expect(serverLimits({})).toMatchObject({ clientBytes: 16 * 1024 * 1024, bodyIdleMs: 10_000 });
    expect(serverLimits({ WEB_REQUEST_TIMEOUT_MS: '5000', WEB_HEADERS_TIMEOUT_MS: '9000' })).toMatchObject({ requestTimeout: 5_000, headersTimeout: 5_000 });
  });

  it('ends a client that never finishes its body (408)', async () => {
    const limits = serverLimits({ WEB_REQUEST_TIMEOUT_MS: '1000', WEB_HEADERS_TIMEOUT_MS: '500' });
    const { port } = await start(1, {}, (s) => {
      s.requestTimeout = limits.requestTimeout;
      s.headersTimeout = limits.headersTimeout;
    });
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write('POST /api/careers HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\nabc');
    let text = '';
    socket.on('data', (c) => (text += c));
    const started = Date.now();
    await once(socket, 'close');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(text).toMatch(/^HTTP\/1\.1 408/);
  });
});
