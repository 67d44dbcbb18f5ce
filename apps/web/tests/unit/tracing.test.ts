// Issue 36, traces: with OTEL_EXPORTER_OTLP_ENDPOINT the tracing SDK (lib/tracing-sdk.ts) sends
// spans over OTLP/HTTP to a collector (here a tiny receiver of JSON posts); a span started inside a
// request takes the request's id as its trace id; a CMS call's span carries the request id, and the
// CMS gets that span's traceparent; a visitor's traceparent is not followed; without the SDK no span
// is made. (npm run test:scale checks the same on the built site, with Next's and search spans.)
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { context, propagation, ROOT_CONTEXT, trace } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { requestContext } from '../../request-log.mjs';

vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: false }), cookies: async () => ({ get: () => undefined }) }));

type OtlpSpan = { traceId: string; spanId: string; parentSpanId?: string; name: string; attributes: { key: string; value: { stringValue?: string } }[] };
type OtlpBody = { resourceSpans: { resource: { attributes: { key: string; value: { stringValue?: string } }[] }; scopeSpans: { spans: OtlpSpan[] }[] }[] };

const ID = '0af7651916cd43dd8448eb211c80319c';
let collector: Server;
const posts: { path: string; type: string; body: OtlpBody }[] = [];

beforeAll(async () => {
  collector = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      posts.push({ path: req.url ?? '', type: req.headers['content-type'] ?? '', body: JSON.parse(Buffer.concat(chunks).toString()) as OtlpBody });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  collector.listen(0, '127.0.0.1');
  await once(collector, 'listening');
  const { port } = collector.address() as { port: number };
  vi.stubEnv('OTEL_EXPORTER_OTLP_ENDPOINT', `http://127.0.0.1:${port}`);
  vi.stubEnv('OTEL_EXPORTER_OTLP_PROTOCOL', 'http/json');
  vi.stubEnv('OTEL_SERVICE_NAME', 'brina-web-test');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  collector.close();
});

const spans = () => posts.flatMap((p) => p.body.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)));
const attribute = (span: OtlpSpan | undefined, key: string) => span?.attributes.find((a) => a.key === key)?.value.stringValue;

describe('traces', () => {
  it('without the SDK, withSpan makes no span and the CMS gets only the request id', async () => {
    const { withSpan, traceHeaders } = await import('@/lib/tracing');
    let given: unknown = 'not called';
    await withSpan('nothing', {}, async (span) => {
      given = span;
    });
    expect(given).toBeUndefined();
    expect(traceHeaders()).toEqual({});
  });

  it('exports a request span and its CMS call span with the request id as trace id over OTLP/HTTP', async () => {
    const calls: Headers[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        calls.push(new Headers(init.headers));
        return new Response(JSON.stringify({ data: [], meta: {} }), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const { startTracing } = await import('@/lib/tracing-sdk');
    await startTracing();
    const { cmsGet } = await import('@/lib/cms/client');
    const tracer = trace.getTracer('next.js');
    // A request's root span (as Next's BaseServer.handleRequest) and the CMS call inside it.
    await requestContext.run({ id: ID, kind: 'page', answeredBy: 'next' }, () =>
      tracer.startActiveSpan('GET /it', async (root) => {
        await cmsGet('/api/products', { tags: ['products'], preview: false });
        root.end();
      }),
    );
    // A visitor's traceparent (another trace id) is not followed.
    const forged = propagation.extract(ROOT_CONTEXT, { traceparent: '00-11111111111111111111111111111111-2222222222222222-01' });
    expect(trace.getSpanContext(forged)).toBeUndefined();
    // Outside a request a root span gets a random trace id.
    context.with(ROOT_CONTEXT, () => tracer.startSpan('timer').end());

    const provider = (globalThis as Record<symbol, { provider: { forceFlush(): Promise<void> } } | undefined>)[Symbol.for('brina.tracing.sdk')];
    await provider?.provider.forceFlush();

    expect(posts.every((p) => p.path === '/v1/traces' && p.type.startsWith('application/json'))).toBe(true);
    const resource = posts[0]?.body.resourceSpans[0]?.resource.attributes.find((a) => a.key === 'service.name')?.value.stringValue;
    expect(resource).toBe('brina-web-test');
    const all = spans();
    const root = all.find((s) => s.name === 'GET /it');
    const cms = all.find((s) => s.name === 'CMS GET /api/products');
    expect(root?.traceId).toBe(ID);
    expect(cms?.traceId).toBe(ID);
    expect(cms?.parentSpanId).toBe(root?.spanId);
    expect(attribute(cms, 'brina.request_id')).toBe(ID);
    expect(attribute(cms, 'url.path')).toBe('/api/products');
    // The CMS got the CMS call span's own traceparent: the request id as trace id (the CMS logs it).
    expect(calls[0]?.get('traceparent')).toBe(`00-${ID}-${cms?.spanId}-01`);
    const timer = all.find((s) => s.name === 'timer');
    expect(timer?.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(timer?.traceId).not.toBe(ID);
  });

  it('a span for slow work only: a fast answer makes none, a slow or failed one is kept with its start and notes', async () => {
    const { withSpan } = await import('@/lib/tracing');
    const flush = () =>
      (globalThis as Record<symbol, { provider: { forceFlush(): Promise<void> } } | undefined>)[Symbol.for('brina.tracing.sdk')]?.provider.forceFlush();
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const before = Date.now();
    await requestContext.run({ id: ID, kind: 'search', answeredBy: 'server' }, async () => {
      await withSpan('quick', { slowerThanMs: 50 }, async (span) => {
        span?.setAttributes({ 'brina.search.total': 3 });
      });
      await withSpan('slow', { attributes: { 'brina.search.locale': 'it' }, slowerThanMs: 20 }, async (span) => {
        await sleep(40);
        span?.setAttribute('brina.search.ready', true);
      });
      await expect(
        withSpan('broken', { slowerThanMs: 1000 }, async () => {
          throw new TypeError('no index');
        }),
      ).rejects.toThrow('no index');
    });
    await flush();
    const all = spans();
    expect(all.find((s) => s.name === 'quick')).toBeUndefined();
    const slow = all.find((s) => s.name === 'slow') as (OtlpSpan & { startTimeUnixNano: string; endTimeUnixNano: string }) | undefined;
    expect(slow?.traceId).toBe(ID);
    expect(attribute(slow, 'brina.request_id')).toBe(ID);
    expect(attribute(slow, 'brina.search.locale')).toBe('it');
    expect(slow?.attributes.some((a) => a.key === 'brina.search.ready')).toBe(true);
    // The span starts when the work started, not when it was recorded.
    const start = Number(BigInt(slow?.startTimeUnixNano ?? '0') / 1_000_000n);
    const end = Number(BigInt(slow?.endTimeUnixNano ?? '0') / 1_000_000n);
    expect(start).toBeGreaterThanOrEqual(before - 1);
    expect(end - start).toBeGreaterThanOrEqual(35);
    const broken = all.find((s) => s.name === 'broken');
    expect(attribute(broken, 'error.type')).toBe('TypeError');
  });
});
