// The production server (server.mjs) against hostile clients (issue 22): slow uploads hold no place
// in the admission queue, a chunked body past a route's limit is refused as it arrives, a client
// that reaches the site directly cannot pose as new visitors with X-Forwarded-For (only the
// loopback proxy is trusted by default), another site's form post is refused, and the pages keep
// their Content-Security-Policy without a single violation.
import { request as httpRequest, type ClientRequest } from 'node:http';
import os from 'node:os';
import { WEB_URL, expect, test, visitorHeaders } from './fixtures';

const web = new URL(WEB_URL);

/** A POST whose body is sent in chunks, without Content-Length; resolves with the status. */
function chunkedPost(host: string, path: string, headers: Record<string, string>) {
  const req = httpRequest({ host, port: web.port, method: 'POST', path, headers: { 'Transfer-Encoding': 'chunked', ...headers } });
  const answer = new Promise<number>((resolve, reject) => {
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', (error) => (/EPIPE|ECONNRESET/.test(String(error)) ? null : reject(error)));
  });
  return { req, answer };
}

/** This machine's first address that is not the loopback (how a client on the network reaches the site). */
function networkAddress(): string {
  const address = Object.values(os.networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
  if (!address) throw new Error('This test needs a network interface besides the loopback');
  return address;
}

test.describe('request limits of the production server', () => {
  test('slow uploads hold no place: pages answer while twelve bodies trickle in', async ({ request }) => {
    const slow: ClientRequest[] = [];
    try {
      for (let i = 0; i < 12; i += 1) {
        const { req, answer } = chunkedPost(web.hostname, '/api/ratings', { 'Content-Type': 'application/json', ...visitorHeaders() });
        // Destroyed unanswered at the end: that error is the point.
        answer.catch(() => {});
        req.write('{"product":"');
        slow.push(req);
      }
      // Eight of them would fill WEB_MAX_ACTIVE if a body took its place before it arrived.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const started = Date.now();
      const page = await request.get('/it', { timeout: 20_000 });
      expect(page.status()).toBe(200);
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      for (const req of slow) req.destroy();
    }
  });

  test('a chunked 48 MB upload to the careers form is refused (413) before it is read whole', async () => {
    const { req, answer } = chunkedPost(web.hostname, '/api/careers', { 'Content-Type': 'multipart/form-data; boundary=brina', ...visitorHeaders() });
    // Far above the limit (6 MB): the loopback's socket buffers can take several MB the server never
    // reads, so a smaller body could all be written before the refusal arrives.
    const total = 48 * 1024 * 1024;
    let sent = 0;
    let answered = false;
    void answer.then(() => (answered = true));
    const chunk = Buffer.alloc(64 * 1024, 'a');
    // Sends until the server answers (or closes): the answer must come before the whole body.
    const pump = () => {
      while (sent < total && !req.destroyed && !answered) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end();
    };
    req.write('--brina\r\nContent-Disposition: form-data; name="curriculum"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-');
    pump();
    expect(await answer).toBe(413);
    expect(sent).toBeLessThan(total);
  });

  test('a client reaching the site directly cannot reset the search limit with X-Forwarded-For', async () => {
    const host = networkAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 125; i += 1) {
      const status = await new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          { host, port: web.port, path: '/api/search?q=x&locale=xx', headers: { 'X-Forwarded-For': `198.51.${i % 250}.${(i * 7) % 250}` } },
          (res) => {
            res.resume();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on('error', reject);
        req.end();
      });
      statuses.push(status);
    }
    // 120 per visitor and 10 s (SEARCH_LIMIT_PER_10S): the forged header named a new "visitor" each time.
    expect(statuses.slice(0, 100).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(-3)).toEqual([429, 429, 429]);
  });

  test("another site's form post is refused, and the rating form goes back only to this site", async ({ request }) => {
    const cross = await request.post('/api/ratings', {
      headers: { Origin: 'https://evil.example', ...visitorHeaders() },
      form: { product: 'abcdefghij1234', vote: '8', locale: 'it', back: '/it' },
      maxRedirects: 0,
    });
    expect(cross.status()).toBe(403);
    const sneaky = await request.post('/api/ratings', {
      headers: { Origin: WEB_URL, ...visitorHeaders() },
      form: { product: 'x', vote: '8', locale: 'it', back: '/\\evil.example' },
      maxRedirects: 0,
    });
    expect(sneaky.status()).toBe(303);
    expect(sneaky.headers().location).toBe('/#rating-invalid');
  });

  test('pages carry the hardened policy and break none of its rules', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const home = await page.goto('/it');
    const policy = home?.headers()['content-security-policy'] ?? '';
    for (const rule of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "script-src-attr 'none'"]) expect(policy).toContain(rule);
    for (const path of ['/it/prodotti', '/it/ricette', '/it/contatti', '/en']) await page.goto(path);
    expect(violations).toEqual([]);
  });
});
