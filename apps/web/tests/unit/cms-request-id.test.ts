// Issue 36: the CMS client sends the request's id (server.mjs keeps it in an AsyncLocalStorage):
// a cached read only as traceparent's trace id (Next leaves traceparent out of its data cache's
// key), an uncached read and a write as x-request-id too; each call lands in the metrics.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { METRICS_KEY, createMetrics } from '../../metrics.mjs';
import { requestContext } from '../../request-log.mjs';

vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: false }), cookies: async () => ({ get: () => undefined }) }));

const ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const context = { id: ID, kind: 'page', answeredBy: 'next' as const };

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(globalThis, METRICS_KEY);
});

function recordFetch() {
  const calls: Headers[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      calls.push(new Headers(init.headers));
      return new Response(JSON.stringify({ data: [], meta: {} }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

describe('request id to the CMS', () => {
  it('a cached read carries it in traceparent only, an uncached read and a write as x-request-id too', async () => {
    const metrics = createMetrics({ defaults: false });
    (globalThis as Record<symbol, unknown>)[METRICS_KEY] = metrics;
    const calls = recordFetch();
    const { cmsGet, cmsPost } = await import('@/lib/cms/client');
    await requestContext.run(context, () => cmsGet('/api/products', { tags: ['products'], preview: false }));
    await requestContext.run(context, () => cmsGet('/api/products', { tags: ['products'], preview: false, fresh: true }));
    await requestContext.run(context, () => cmsPost('/api/contact-requests', { data: {} }));
    expect(calls.map((h) => [h.get('traceparent')?.split('-')[1], h.get('x-request-id')])).toEqual([
      [ID, null],
      [ID, ID],
      [ID, ID],
    ]);
    expect(calls[0]?.get('traceparent')).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    const text = await metrics.registry.metrics();
    expect(text).toContain('brina_web_cms_request_duration_seconds_count{method="GET",outcome="ok"} 2');
    expect(text).toContain('brina_web_cms_request_duration_seconds_count{method="POST",outcome="ok"} 1');
  });

  it('outside a request no id header is sent, and a refused connection is counted as a failure', async () => {
    const metrics = createMetrics({ defaults: false });
    (globalThis as Record<symbol, unknown>)[METRICS_KEY] = metrics;
    const calls = recordFetch();
    const { cmsGet } = await import('@/lib/cms/client');
    await cmsGet('/api/pages', { tags: ['pages'], preview: false, fresh: true });
    expect(calls[0]?.get('traceparent')).toBeNull();
    expect(calls[0]?.get('x-request-id')).toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    await expect(cmsGet('/api/never-cached', { tags: ['x'], preview: false, fresh: true })).rejects.toThrow();
    expect(await metrics.registry.metrics()).toContain('brina_web_cms_failures_total{reason="unreachable"} 1');
  });
});
