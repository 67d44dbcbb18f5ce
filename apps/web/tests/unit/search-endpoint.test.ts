// GET /api/search's checks (shared by the Next route and the production server's fast path):
// clear 400s for bad input, a 429 past the limit per visitor, JSON that browsers never sniff.
import { beforeAll, describe, expect, it } from 'vitest';
import { answerSearch } from '@/lib/search/endpoint';
import { CLIENT_HEADER, markClientAddressServer } from '@/lib/server/client-address.mjs';

// The production server decides the visitor's address (client-address.mjs) and passes it on.
beforeAll(() => markClientAddressServer());
const from = (visitor: string) => (name: string) => (name === CLIENT_HEADER ? visitor : null);
const params = (values: Record<string, string>) => new URLSearchParams(values);

describe('search endpoint', () => {
  it('refuses an unknown language or audience and a query over 200 characters, saying why', async () => {
    for (const [values, message] of [
      [{ q: 'spinaci', locale: 'fr' }, /locale/],
      [{ q: 'spinaci' }, /locale/],
      [{ q: 'spinaci', locale: 'it', mode: 'ADMIN' }, /mode/],
      [{ q: 'spinaci '.repeat(30), locale: 'it', mode: 'B2C' }, /too long/],
    ] as const) {
      const answer = await answerSearch(params(values), from('192.0.2.1'));
      expect(answer.status, JSON.stringify(values)).toBe(400);
      expect((JSON.parse(answer.body) as { error: string }).error).toMatch(message);
      expect(answer.headers).toMatchObject({
        'Content-Type': 'application/json; charset=utf-8',
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-store',
      });
    }
  });

  it('limits each visitor (the address server.mjs decided) to 120 requests per 10 s', async () => {
    const bad = params({ q: 'x', locale: 'xx' });
    for (let i = 0; i < 120; i += 1) expect((await answerSearch(bad, from('198.51.100.7'))).status).toBe(400);
    const limited = await answerSearch(bad, from('198.51.100.7'));
    expect(limited.status).toBe(429);
    expect(limited.headers['Retry-After']).toBe('10');
    // Another visitor is not affected.
    expect((await answerSearch(bad, from('198.51.100.8'))).status).toBe(400);
  });

  it('counts an IPv6 visitor by /64 network and ignores a forged X-Forwarded-For', async () => {
    const bad = params({ q: 'x', locale: 'xx' });
    const forged = (visitor: string, n: number) => (name: string) =>
      name === CLIENT_HEADER ? visitor : name === 'x-forwarded-for' ? `192.0.2.${n % 250}` : null;
    for (let i = 0; i < 120; i += 1) expect((await answerSearch(bad, forged(`2001:db8:7:7::${(i + 1).toString(16)}`, i))).status).toBe(400);
    expect((await answerSearch(bad, forged('2001:db8:7:7:ffff::1', 7))).status).toBe(429);
    expect((await answerSearch(bad, forged('2001:db8:7:8::1', 7))).status).toBe(400);
  });
});
