// A pass-through HTTP proxy in front of the CMS that counts the API requests it forwards, so tests
// and benchmarks can show that cached pages make no CMS call. GET /__count answers {count}.
import http from 'node:http';

export function startCounter({ port, target }) {
  let count = 0;
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    if (req.url === '/__count') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ count }));
      return;
    }
    if (req.url?.startsWith('/api/')) count += 1;
    const forward = http.request({ hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: { ...req.headers, host: upstream.host } }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    forward.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() })));
}

// As a process: `node scripts/cms-counter.mjs <port> <target>` (the test command's steps block its
// own event loop, so the proxy runs beside it).
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const [port, target] = process.argv.slice(2);
  startCounter({ port: Number(port), target }).then(({ url }) => console.log(`CMS counter on ${url} → ${target}`));
}
