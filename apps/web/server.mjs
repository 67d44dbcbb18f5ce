// Production server of the website: Next's request handler, plus one rule Next cannot express:
// while the CMS is down, a page that fails to render (it was never cached) answers
// 503 with Retry-After instead of 500. Cached pages are served as usual (200).
import { createServer } from 'node:http';
import next from 'next';

const port = Number(process.env.PORT ?? process.argv[process.argv.indexOf('-p') + 1] ?? 3000);
const hostname = process.env.HOSTNAME ?? '0.0.0.0';
const app = next({ dev: false, dir: import.meta.dirname, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

// The CMS client keeps its health on globalThis (src/lib/cms/health.ts).
const health = () => globalThis[Symbol.for('brina.cms.health')];

// After an outage, pages rendered from answers kept from before it may be cached as fresh: once the
// CMS answers again, refresh every cached CMS answer through the site's own webhook route.
function revalidateSecret() {
  if (process.env.REVALIDATE_SECRET) return process.env.REVALIDATE_SECRET;
  // The secrets rule of src/lib/secrets.ts: the local-only value only outside production or in the demo.
  return process.env.NODE_ENV !== 'production' || process.env.BRINA_DEMO === '1' ? 'local-only-revalidate-secret' : null;
}
setInterval(() => {
  const h = health();
  if (!h || !h.staleServed || h.outageSince !== null) return;
  h.staleServed = false;
  const secret = revalidateSecret();
  if (!secret) return;
  fetch(`http://${hostname === '0.0.0.0' ? '127.0.0.1' : hostname}:${port}/api/revalidate`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'x-revalidate-secret': secret }, body: JSON.stringify({ event: 'media.update', model: '' }) })
    .then((r) => console.log(`> CMS back: cached pages refreshed (${r.status})`))
    .catch((error) => console.error('> CMS back, refresh failed', error));
}, 1000).unref();

// Next answers 500 for some malformed URLs before any of our code runs (static files and API
// paths): those are refused here as the bad requests they are. Pages under /it and /en reach the
// proxy, which answers them with the branded 404.
function isMalformed(url) {
  const path = (url ?? '/').split('?')[0];
  if (/^\/(it|en)(\/|$)/.test(path)) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}
const BASIC_HEADERS = { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'", 'Referrer-Policy': 'strict-origin-when-cross-origin' };

createServer((req, res) => {
  if (isMalformed(req.url)) {
    res.writeHead(400, BASIC_HEADERS);
    res.end('Bad request: the address is not valid.');
    return;
  }
  const writeHead = res.writeHead;
  res.writeHead = function brinaWriteHead(status, ...rest) {
    const h = health();
    if (status >= 500 && h && Date.now() < h.downUntil) {
      res.setHeader('Retry-After', String(Math.max(1, Math.ceil((h.downUntil - Date.now()) / 1000))));
      res.setHeader('Cache-Control', 'no-store');
      return writeHead.call(this, 503, ...rest.filter((r) => typeof r !== 'string'));
    }
    return writeHead.call(this, status, ...rest);
  };
  handle(req, res).catch((error) => {
    console.error('request failed', error);
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
}).listen(port, hostname, () => console.log(`> Brina website ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`));
