// The internal path a page was rewritten to (`x-middleware-rewrite`) never reaches the browser
// (issue 33), whether Next sets it before the head, passes it to writeHead or lets Node write the
// head implicitly; other headers stay.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { hideInternalHeaders } from '../../internal-headers.mjs';

const servers: http.Server[] = [];
afterEach(() => Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r)))));

async function answer(write: (res: http.ServerResponse) => void): Promise<Headers> {
  const server = http.createServer((_req, res) => {
    hideInternalHeaders(res);
    write(res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/it/prodotti?diets=VEGAN`);
  await res.text();
  return res.headers;
}

describe('internal headers', () => {
  it('are taken off every answer', async () => {
    const cases: ((res: http.ServerResponse) => void)[] = [
      (res) => {
        res.setHeader('x-middleware-rewrite', '/it/b2c/products/-q/diets%3DVEGAN');
        res.setHeader('x-kept', '1');
        res.end('set before the head');
      },
      (res) => {
        res.writeHead(200, { 'X-Middleware-Rewrite': '/it/b2c/products', 'x-kept': '1' });
        res.end('in writeHead');
      },
      (res) => {
        res.writeHead(200, ['x-middleware-rewrite', '/it/b2c/products', 'x-kept', '1']);
        res.end('raw pairs');
      },
      (res) => {
        res.setHeader('x-middleware-rewrite', '/it/b2c/products');
        res.setHeader('x-kept', '1');
        res.write('implicit head');
        res.end();
      },
    ];
    for (const write of cases) {
      const headers = await answer(write);
      expect(headers.get('x-middleware-rewrite')).toBeNull();
      expect(headers.get('x-kept')).toBe('1');
    }
  });
});
