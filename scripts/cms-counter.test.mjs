// The counting proxy of the browser tests (cms-counter.mjs): a content read made while the site
// serves a request (it carries a `traceparent`) is counted; the site's timers' reads are counted
// apart; writes are not counted; every request reaches the CMS. Run by `npm test` (node --test).
import assert from 'node:assert/strict';
import http from 'node:http';
import { test } from 'node:test';
import { startCounter } from './cms-counter.mjs';

test('reads while serving are counted, background reads apart, writes not at all', async () => {
  const seen = [];
  const upstream = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{}');
  });
  await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const counter = await startCounter({ port: 0, target: `http://127.0.0.1:${upstream.address().port}` });
  try {
    const traceparent = '00-0123456789abcdef0123456789abcdef-0123456789abcdef-01';
    assert.equal((await fetch(`${counter.url}/api/products`, { headers: { traceparent } })).status, 200);
    assert.equal((await fetch(`${counter.url}/api/job-positions`)).status, 200);
    assert.equal((await fetch(`${counter.url}/api/submissions/mail-claims`, { method: 'POST', headers: { traceparent }, body: '{}' })).status, 200);
    const counts = await (await fetch(`${counter.url}/__count`)).json();
    assert.deepEqual(counts, { count: 1, background: 1, mode: 'up' });
    assert.deepEqual(seen, ['GET /api/products', 'GET /api/job-positions', 'POST /api/submissions/mail-claims']);
  } finally {
    counter.close();
    upstream.close();
  }
});
