// Health, metrics access, request ids and the request log line (issue 36): health.mjs,
// metrics.mjs and request-log.mjs as server.mjs uses them, on real sockets with a fake CMS.
import { type AddressInfo } from 'node:net';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { answerHealth, createReadiness } from '../../health.mjs';
import { createMetrics, metricsAllowed, metricsHandler, routeKind } from '../../metrics.mjs';
import { loggedPath, observeRequest, requestId } from '../../request-log.mjs';
import { emailsIn } from '../../../../scripts/log-privacy.mjs';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

function listen(handler: (req: IncomingMessage, res: ServerResponse) => void, port = 0): Promise<Server> {
  const server = createServer(handler);
  servers.push(server);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
const portOf = (s: Server) => (s.address() as AddressInfo).port;

/** A fake CMS: 204 on /_health, or nothing at all (hung) when `hang`. */
const fakeCms = (hang = false, port = 0) =>
  listen((req, res) => {
    if (hang) return;
    res.writeHead(req.url === '/_health' ? 204 : 404);
    res.end();
  }, port);

async function websiteWith(cmsPort: number, searchBuilt = true) {
  const readiness = createReadiness({ cmsUrl: `http://127.0.0.1:${cmsPort}`, timeoutMs: 3000, searchReady: () => searchBuilt, redis: null });
  const site = await listen((req, res) => {
    if (!answerHealth(req, res, readiness)) {
      res.writeHead(418);
      res.end();
    }
  });
  return `http://127.0.0.1:${portOf(site)}`;
}

async function timed(url: string) {
  const started = Date.now();
  const response = await fetch(url);
  return { status: response.status, body: (await response.json()) as { checks: Record<string, string> }, ms: Date.now() - started };
}

describe('/healthz and /readyz', () => {
  it('/readyz answers 503 within 1 s while the CMS is stopped and 200 once it is back', async () => {
    const cms = await fakeCms();
    const port = portOf(cms);
    const site = await websiteWith(port);
    expect((await timed(`${site}/readyz`)).status).toBe(200);

    await new Promise((resolve) => cms.close(resolve));
    const down = await timed(`${site}/readyz`);
    expect(down.status).toBe(503);
    expect(down.ms).toBeLessThan(1000);
    expect(down.body.checks.cms).toBe('unreachable');
    // The process itself is alive.
    expect((await fetch(`${site}/healthz`)).status).toBe(200);

    await fakeCms(false, port);
    const back = await timed(`${site}/readyz`);
    expect(back.status).toBe(200);
    expect(back.body.checks).toMatchObject({ cms: 'ok', search: 'ok', redis: 'off' });
  });

  it('/readyz answers 503 within 1 s when the CMS accepts the connection but never answers', async () => {
    const cms = await fakeCms(true);
    const down = await timed(`${await websiteWith(portOf(cms))}/readyz`);
    expect(down.status).toBe(503);
    expect(down.ms).toBeLessThan(1000);
    expect(down.body.checks.cms).toBe('timeout');
  });

  it('/readyz is 503 until the search index is built', async () => {
    const cms = await fakeCms();
    const answer = await timed(`${await websiteWith(portOf(cms), false)}/readyz`);
    expect(answer.status).toBe(503);
    expect(answer.body.checks.search).toBe('building');
  });
});

describe('metrics access', () => {
  it('refuses a non-loopback scraper without the token, and with a wrong one', () => {
    expect(metricsAllowed({ peer: '192.0.2.7', authorization: undefined, token: null })).toBe(false);
    expect(metricsAllowed({ peer: '192.0.2.7', authorization: undefined, token: 'secret-token' })).toBe(false);
    expect(metricsAllowed({ peer: '192.0.2.7', authorization: 'Bearer wrong-token!', token: 'secret-token' })).toBe(false);
    expect(metricsAllowed({ peer: '192.0.2.7', authorization: 'Bearer secret-token', token: 'secret-token' })).toBe(true);
    expect(metricsAllowed({ peer: '::ffff:127.0.0.1', authorization: undefined, token: null })).toBe(true);
    expect(metricsAllowed({ peer: '::1', authorization: undefined, token: null })).toBe(true);
  });

  it('the handler answers 403 to a non-loopback peer and the metrics to an allowed one', async () => {
    const metrics = createMetrics({ defaults: false });
    metrics.requests.inc({ kind: 'page', status: '200' });
    const handler = metricsHandler(metrics.registry, 'secret-token');
    const call = (peer: string, authorization?: string) =>
      new Promise<{ status: number; body: string }>((resolve) => {
        const res = {
          status: 0,
          writeHead(status: number) {
            this.status = status;
          },
          end(body: string) {
            resolve({ status: this.status, body });
          },
        };
        handler({ socket: { remoteAddress: peer }, headers: { authorization }, method: 'GET', url: '/metrics' } as never, res as never);
      });
    expect((await call('10.1.2.3')).status).toBe(403);
    const allowed = await call('10.1.2.3', 'Bearer secret-token');
    expect(allowed.status).toBe(200);
    expect(allowed.body).toContain('brina_web_requests_total{kind="page",status="200"} 1');
  });

  it('names route kinds without the path', () => {
    expect(['/it/prodotti?x=1', '/api/search?q=a', '/api/forms/contact', '/_next/static/a.js', '/img/x.jpg', '/readyz'].map(routeKind)).toEqual([
      'page',
      'search',
      'api',
      'static',
      'image',
      'health',
    ]);
  });
});

describe('request ids and log lines', () => {
  it("takes the proxy's id only from a trusted proxy", () => {
    const nginx = '0123456789abcdef0123456789abcdef';
    expect(requestId(nginx, true)).toBe(nginx);
    expect(requestId('01234567-89ab-cdef-0123-456789abcdef', true)).toBe(nginx);
    expect(requestId(nginx, false)).not.toBe(nginx);
    expect(requestId('"><script>', true)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('logs query values only for keys that name no person', () => {
    expect(loggedPath('/it/ricerca?q=mario.rossi%40example.com&page=2')).toBe('/it/ricerca?q=~&page=2');
    expect(loggedPath('/api/newsletter/confirm?token=abc&email=a@b.it')).toBe('/api/newsletter/confirm?token=~&email=~');
    expect(loggedPath('/it/prodotti?diets=VEGAN')).toBe('/it/prodotti?diets=VEGAN');
  });

  it('writes one JSON line per request with its id, status, duration and cache outcome, and counts it', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = pino({ base: null }, sink);
    const metrics = createMetrics({ defaults: false });
    const site = await listen((req, res) => {
      const context = observeRequest(req, res, { id: 'f'.repeat(32), kind: 'page', log, metrics });
      context.answeredBy = 'next';
      res.setHeader('x-nextjs-cache', 'HIT');
      res.writeHead(200);
      res.end('ok');
    });
    await (await fetch(`http://127.0.0.1:${portOf(site)}/it/ricerca?q=someone%40example.com`)).text();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? '{}');
    expect(entry).toMatchObject({ msg: 'request', reqId: 'f'.repeat(32), method: 'GET', path: '/it/ricerca?q=~', status: 200, cache: 'hit', kind: 'page' });
    expect(typeof entry.ms).toBe('number');
    expect(lines[0] ?? '').not.toContain('example.com');
    const text = await metrics.registry.metrics();
    expect(text).toContain('brina_web_requests_total{kind="page",status="200"} 1');
    expect(text).toContain('brina_web_next_cache_total{outcome="hit"} 1');
    expect(text).toMatch(/brina_web_render_duration_seconds_count\{kind="page"\} 1/);
  });
});

describe('log privacy scan', () => {
  it("finds visitors' addresses, not the cooperative's own", () => {
    expect(emailsIn('{"msg":"x","to":"hr@brina.local"} path=/it?q=~ sara.gallo@example.com and sara.gallo@example.com')).toEqual(['sara.gallo@example.com']);
    expect(emailsIn('{"reqId":"abc","path":"/it/ricerca?q=~"}')).toEqual([]);
  });
});
