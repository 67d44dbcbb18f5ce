// The production server's page cache (page-cache.mjs): a page Next caches for everyone (ISR) or a
// page the proxy marked is answered from memory for the same URL until it expires or the site
// clears it; nothing else is kept, and the marker never leaves the server.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { compressResponse, createCompressedCache } from '../../compression.mjs';
import { MAX_URL_BYTES, PAGE_CACHE_HEADER, createPageCache, tooLongUrl, type PageCache } from '../../page-cache.mjs';

const servers: http.Server[] = [];
afterEach(() => Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r)))));

type Page = (req: http.IncomingMessage, res: http.ServerResponse, render: number) => void;

/** A server like server.mjs: compression outermost, then the page cache, then the "renderer". */
async function site(cache: PageCache, page: Page): Promise<{ url: string; renders: () => number }> {
  let renders = 0;
  const compressed = createCompressedCache();
  const server = http.createServer((req, res) => {
    compressResponse(req, res, compressed);
    if (cache.serve(req, res)) return;
    cache.capture(req, res);
    renders += 1;
    page(req, res, renders);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, renders: () => renders };
}

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers });
  return { status: res.status, headers: res.headers, body: await res.text() };
}

/** A streamed page, as Next writes one: marker from the proxy, head, two chunks. */
const streamed =
  (extra: Record<string, string> = {}, status = 200): Page =>
  (req, res, render) => {
    res.setHeader(PAGE_CACHE_HEADER, '1');
    res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
    res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
    res.write(`<html><body><p>render ${render} of ${req.url}</p>`);
    setTimeout(() => res.end(`${'x'.repeat(2000)}</body></html>`), 5);
  };

describe('page cache', () => {
  it('answers the same URL without rendering it again, compressed, and without the marker', async () => {
    const { url, renders } = await site(createPageCache({ maxBytes: 1 << 20, ttlMs: 60_000 }), streamed());
    const first = await get(`${url}/it/ricerca?q=piselli`);
    const second = await get(`${url}/it/ricerca?q=piselli`, { 'accept-encoding': 'br' });
    expect(first.body).toContain('render 1 of /it/ricerca?q=piselli');
    expect(second.body).toBe(first.body);
    expect(second.headers.get('content-encoding')).toBe('br');
    expect(second.headers.get('x-brina-cache')).toBe('HIT');
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(renders()).toBe(1);
    for (const answer of [first, second]) expect(answer.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    // Another query is another page.
    expect((await get(`${url}/it/ricerca?q=spinaci`)).body).toContain('render 2');
    // A client navigation asks for another representation.
    expect((await get(`${url}/it/ricerca?q=piselli`, { rsc: '1' })).body).toContain('render 3');
  });

  it('keeps only marked 200 answers without cookies, and never for a preview', async () => {
    const cache = createPageCache({ maxBytes: 1 << 20, ttlMs: 60_000 });
    const unmarked: Page = (_req, res, render) => res.end(`plain ${render}`);
    for (const page of [unmarked, streamed({ 'Set-Cookie': 'a=b' }), streamed({}, 404)]) {
      const { url, renders } = await site(cache, page);
      await get(`${url}/x`);
      await get(`${url}/x`);
      expect(renders()).toBe(2);
    }
    const { url, renders } = await site(cache, streamed());
    await get(`${url}/y`, { cookie: '__prerender_bypass=1' });
    await get(`${url}/y`, { cookie: 'consent=1; __prerender_bypass=1' });
    expect(renders()).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('forgets a page when it expires, when the site clears it, and during a render that a clear interrupted', async () => {
    let now = 1_000;
    const cache = createPageCache({ maxBytes: 1 << 20, ttlMs: 60_000, now: () => now });
    const { url, renders } = await site(cache, streamed());
    await get(`${url}/a`);
    now += 59_000;
    await get(`${url}/a`);
    expect(renders()).toBe(1);
    now += 2_000;
    await get(`${url}/a`);
    expect(renders()).toBe(2);
    cache.clear();
    await get(`${url}/a`);
    expect(renders()).toBe(3);

    // A clear while a page renders: that answer is not kept (it may show the previous content).
    const slow = await site(cache, (_req, res, render) => {
      res.setHeader(PAGE_CACHE_HEADER, '1');
      res.write(`render ${render}`);
      // The first render is under way when the site clears the cache.
      if (render === 1) cache.clear();
      setTimeout(() => res.end(), 30);
    });
    await get(`${slow.url}/b`);
    await get(`${slow.url}/b`);
    expect(slow.renders()).toBe(2);
  });

  it('is bounded by bytes, least recently used first; a page over an eighth of it is not kept', async () => {
    const cache = createPageCache({ maxBytes: 8 * 2100, ttlMs: 60_000 });
    const { url, renders } = await site(cache, streamed());
    for (let i = 0; i < 20; i += 1) await get(`${url}/p${i}`);
    expect(cache.bytes).toBeLessThanOrEqual(8 * 2100);
    expect(cache.size).toBeLessThan(20);
    await get(`${url}/p19`);
    expect(renders()).toBe(20);
    await get(`${url}/p0`);
    expect(renders()).toBe(21);

    const small = createPageCache({ maxBytes: 4000, ttlMs: 60_000 });
    const big = await site(small, streamed());
    await get(`${big.url}/big`);
    await get(`${big.url}/big`);
    expect(big.renders()).toBe(2);
    expect(small.size).toBe(0);
  });

  it('keeps the pages Next caches for everyone, not a stale copy being refreshed, a private page or an API answer', async () => {
    const isr =
      (nextCache: string, cacheControl = 's-maxage=3600, stale-while-revalidate=31532400'): Page =>
      (_req, res, render) => {
        res.setHeader('Cache-Control', cacheControl);
        res.setHeader('x-nextjs-cache', nextCache);
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(`<p>render ${render}</p>${'x'.repeat(1000)}`);
      };
    const cache = createPageCache({ maxBytes: 1 << 20, ttlMs: 60_000 });
    const hit = await site(cache, isr('HIT'));
    await get(`${hit.url}/it/prodotti/verdure/spinaci`);
    const again = await get(`${hit.url}/it/prodotti/verdure/spinaci`);
    expect(hit.renders()).toBe(1);
    expect(again.headers.get('cache-control')).toBe('s-maxage=3600, stale-while-revalidate=31532400');
    expect(again.headers.get('x-brina-cache')).toBe('HIT');
    for (const [page, path] of [
      [isr('STALE'), '/stale'],
      [isr('HIT', 'private, no-cache, no-store, max-age=0, must-revalidate'), '/private'],
      [isr('HIT'), '/api/language'],
    ] as const) {
      const other = await site(cache, page);
      await get(`${other.url}${path}`);
      await get(`${other.url}${path}`);
      expect(other.renders(), path).toBe(2);
    }
  });

  it('answers 304 to a browser that holds the kept copy', async () => {
    const { url, renders } = await site(createPageCache({ maxBytes: 1 << 20, ttlMs: 60_000 }), streamed());
    await get(`${url}/e`);
    const kept = await get(`${url}/e`);
    const etag = kept.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"p/);
    const revalidated = await fetch(`${url}/e`, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(renders()).toBe(1);
  });

  it('knows the renders under way: rendersInFlight resolves once those have ended, false when there were none', async () => {
    const cache = createPageCache({ maxBytes: 1 << 20, ttlMs: 60_000 });
    expect(await cache.rendersInFlight()).toBe(false);
    let finish: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      void site(cache, (_req, res) => {
        res.writeHead(200, { 'Content-Type': 'text/html' });
        res.write('<p>rendering');
        finish = () => res.end('</p>');
        resolve();
      }).then(({ url }) => get(`${url}/it/ricette/secondi-piatti`));
    });
    await started;
    let ended = false;
    const inFlight = cache.rendersInFlight().then((any) => {
      ended = true;
      return any;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ended, 'the render is still under way').toBe(false);
    finish();
    expect(await inFlight).toBe(true);
    expect(await cache.rendersInFlight(), 'a render that has ended is not waited for').toBe(false);
  });

  it('answers HEAD from a kept page without a body', async () => {
    const { url, renders } = await site(createPageCache({ maxBytes: 1 << 20, ttlMs: 60_000 }), streamed());
    await get(`${url}/h`);
    const head = await fetch(`${url}/h`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(renders()).toBe(1);
  });

  it('counts keys and headers in its bound: many long crafted URLs of small pages stay within it', async () => {
    const maxBytes = 64 * 1024;
    const cache = createPageCache({ maxBytes, ttlMs: 60_000 });
    const { url } = await site(cache, (_req, res) => {
      res.setHeader(PAGE_CACHE_HEADER, '1');
      res.setHeader('X-Long', 'h'.repeat(500));
      res.end('tiny');
    });
    const pad = 'q'.repeat(1500);
    for (let i = 0; i < 100; i += 1) await get(`${url}/it/ricerca?q=${i}${pad}`);
    // Each entry holds a 1.5 KB key and a 0.5 KB header: about 30 fit, not all 100.
    expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    expect(cache.size * 2000).toBeLessThanOrEqual(maxBytes);
    expect(cache.size).toBeGreaterThan(0);
  });

  it('keeps nothing for a URL over MAX_URL_BYTES (server.mjs answers those 414)', async () => {
    const cache = createPageCache({ maxBytes: 1 << 20, ttlMs: 60_000 });
    const { url, renders } = await site(cache, streamed());
    const long = `/it/ricerca?q=${'x'.repeat(MAX_URL_BYTES)}`;
    expect(tooLongUrl(long)).toBe(true);
    expect(tooLongUrl('/it/prodotti?diets=VEGAN')).toBe(false);
    await get(`${url}${long}`);
    await get(`${url}${long}`);
    expect(renders()).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('never keeps an answer the proxy marked 0 (a query its page does not read), even one Next caches', async () => {
    const cache = createPageCache({ maxBytes: 1 << 20, ttlMs: 60_000 });
    const { url, renders } = await site(cache, (_req, res, render) => {
      res.setHeader(PAGE_CACHE_HEADER, '0');
      res.setHeader('Cache-Control', 's-maxage=3600, stale-while-revalidate=31532400');
      res.end(`render ${render}`);
    });
    await get(`${url}/it?utm_source=x`);
    const again = await get(`${url}/it?utm_source=x`);
    expect(renders()).toBe(2);
    expect(cache.size).toBe(0);
    expect(again.headers.get(PAGE_CACHE_HEADER)).toBeNull();
  });

  it('drops only the pages a change names (a vote: the rated product), the others stay', async () => {
    const cache = createPageCache({ maxBytes: 1 << 20, ttlMs: 60_000 });
    const { url, renders } = await site(cache, streamed());
    for (const path of ['/it/prodotti/verdure/spinaci', '/it/prodotti/verdure/spinaci?x=1', '/it/prodotti/verdure/piselli', '/it/ricerca?q=a'])
      await get(`${url}${path}`);
    expect(cache.size).toBe(4);
    cache.drop((path) => path === '/it/prodotti/verdure/spinaci');
    expect(cache.size).toBe(2);
    await get(`${url}/it/prodotti/verdure/piselli`);
    expect(renders()).toBe(4);
    await get(`${url}/it/prodotti/verdure/spinaci`);
    expect(renders()).toBe(5);
  });
});
