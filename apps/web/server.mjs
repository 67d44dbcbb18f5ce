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

createServer((req, res) => {
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
