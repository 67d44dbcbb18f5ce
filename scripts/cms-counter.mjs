// A pass-through HTTP proxy in front of the CMS that counts the content reads (GET /api/…) it
// forwards while the site serves a request, so tests and benchmarks can show that cached pages make
// no CMS call. A read made while serving carries the request's `traceparent` (src/lib/request-context.ts);
// the site's timers (the mail retry round sending earlier submissions' mails, the search index's
// safety rebuild) carry none: they are counted apart, as `background`, and would otherwise land in
// any window a test measures. GET /__count answers {count, background}.
// It also plays CMS outages for the resilience tests: GET /__mode?set=hang holds every request
// without answering (a stopped CMS), set=down resets every connection (a dead CMS), set=up forwards
// again. /__ paths always answer.
import http from 'node:http';

export function startCounter({ port, target }) {
  let count = 0;
  let background = 0;
  let mode = 'up';
  const held = new Set();
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    if (req.url === '/__count') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ count, background, mode }));
      return;
    }
    if (req.url?.startsWith('/__mode')) {
      const next = new URL(req.url, 'http://x').searchParams.get('set');
      if (next === 'up' || next === 'hang' || next === 'down') {
        mode = next;
        if (mode !== 'hang') for (const socket of held) socket.destroy();
        held.clear();
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ mode }));
      return;
    }
    // Content reads: what serving pages may cost. Writes (submissions, votes, the mail jobs' claims)
    // are the visitors' and the mail timer's own requests, not page serving.
    if (req.method === 'GET' && req.url?.startsWith('/api/')) {
      if (req.headers.traceparent) count += 1;
      else background += 1;
    }
    if (mode === 'down') {
      req.socket.destroy();
      return;
    }
    if (mode === 'hang') {
      held.add(req.socket);
      return;
    }
    const forward = http.request(
      { hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: { ...req.headers, host: upstream.host } },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    forward.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() })),
  );
}

// As a process: `node scripts/cms-counter.mjs <port> <target>` (the test command's steps block its
// own event loop, so the proxy runs beside it).
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const [port, target] = process.argv.slice(2);
  startCounter({ port: Number(port), target }).then(({ url }) => console.log(`CMS counter on ${url} → ${target}`));
}
