// Issue 36: the CMS's readiness check beside /_health, and the request id it logs: the website's
// x-request-id, or the trace id of its traceparent (sent on reads Next caches), echoed as X-Request-Id.
import { describe, expect, it } from 'vitest';
import { area, metricsAllowed, requestIdOf } from '../src/middlewares/observability';
import { READ_TOKEN, cmsUrl } from './helpers.mjs';

describe('readiness and request ids', () => {
  it('GET /_ready answers 204 while the database answers, beside /_health', async () => {
    const ready = await fetch(`${cmsUrl()}/_ready`);
    expect(ready.status).toBe(204);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${cmsUrl()}/_health`)).status).toBe(204);
  });

  it("keeps the website's request id, from x-request-id or from traceparent", async () => {
    const id = '4bf92f3577b34da6a3ce929d0e0e4736';
    const headers = { Authorization: `Bearer ${READ_TOKEN}` };
    const direct = await fetch(`${cmsUrl()}/api/products?pagination[pageSize]=1`, { headers: { ...headers, 'x-request-id': id } });
    expect(direct.headers.get('x-request-id')).toBe(id);
    const traced = await fetch(`${cmsUrl()}/api/products?pagination[pageSize]=1`, { headers: { ...headers, traceparent: `00-${id}-00f067aa0ba902b7-01` } });
    expect(traced.headers.get('x-request-id')).toBe(id);
    const fresh = await fetch(`${cmsUrl()}/_health`, { headers: { 'x-request-id': 'not an id <script>' } });
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    expect(fresh.headers.get('x-request-id')).not.toBe(id);
  });

  it('names areas, not paths, and refuses metrics to a non-loopback scraper without the token', () => {
    expect(['/api/products/abc', '/admin/login', '/content-manager/x', '/_ready', '/wp-login.php'].map(area)).toEqual([
      'api',
      'admin',
      'content-manager',
      'health',
      'other',
    ]);
    expect(requestIdOf('', '')).toMatch(/^[0-9a-f]{32}$/);
    expect(metricsAllowed('192.0.2.9', undefined, null)).toBe(false);
    expect(metricsAllowed('192.0.2.9', 'Bearer nope', 'the-token')).toBe(false);
    expect(metricsAllowed('192.0.2.9', 'Bearer the-token', 'the-token')).toBe(true);
    expect(metricsAllowed('127.0.0.1', undefined, null)).toBe(true);
  });
});
