// One vote per visitor per document (issue 37.12): the first vote gives the browser a voter id (a
// technical cookie sent only to /api/ratings); the CMS gets its keyed hash, the same for every vote
// of that browser, so a second vote replaces the first; a forged or malformed id is not trusted.
import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { ratingClientHash } from '@/lib/server/rating-hash';

const mocks = vi.hoisted(() => ({
  cmsGet: vi.fn(async () => ({ data: { average: 8, count: 3 } })),
  cmsPost: vi.fn(async (path: string, body: unknown) => ({ ok: true, status: 201, body: { path, body } })),
}));
vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));
vi.mock('next/server', async (original) => ({ ...(await original<typeof import('next/server')>()), after: vi.fn() }));
vi.mock('@/lib/broadcast', () => ({ announceContentChange: vi.fn(), onContentChange: () => () => {} }));
vi.mock('@/lib/server/known-paths', () => ({ ratedPages: async () => () => false }));
vi.mock('@/lib/cms/client', async (original) => ({
  ...(await original<typeof import('@/lib/cms/client')>()),
  cmsGet: mocks.cmsGet,
  cmsPost: mocks.cmsPost,
  isPreview: async () => false,
}));

// Each vote names another product: without server.mjs every visitor is "local", and the per-product limit counts.
let product = 0;
const vote = (cookie?: string) =>
  new NextRequest('http://localhost:3000/api/ratings', {
    method: 'POST',
    body: JSON.stringify({ product: `productdoc${(product += 1)}`, vote: 7, locale: 'it' }),
    headers: {
      host: 'localhost:3000',
      'content-type': 'application/json',
      'x-brina-client': `voter-${Math.random()}`,
      ...(cookie ? { cookie } : {}),
    },
  });

const sentHash = () => (mocks.cmsPost.mock.lastCall?.[1] as { data: { client_hash: string } }).data.client_hash;

describe('the voter of a rating', () => {
  it('gets a voter id with the first vote, and the CMS gets its hash', async () => {
    const { POST } = await import('@/app/api/ratings/route');
    const answer = await POST(vote());
    expect(answer.status).toBe(201);
    const cookie = answer.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^brina_voter=[A-Za-z0-9_-]{24}; Path=\/api\/ratings; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
    const id = cookie.split(';')[0]?.split('=')[1] ?? '';
    expect(sentHash()).toBe(ratingClientHash(id));
  });

  it('votes again as the same visitor, from any address, without a new cookie', async () => {
    const { POST } = await import('@/app/api/ratings/route');
    const id = 'A'.repeat(24);
    const first = await POST(vote(`brina_voter=${id}`));
    expect(first.headers.get('set-cookie')).toBeNull();
    const hash = sentHash();
    await POST(vote(`brina_voter=${id}`));
    expect(sentHash()).toBe(hash);
    expect(hash).toBe(ratingClientHash(id));
  });

  it('does not trust a malformed voter id', async () => {
    const { POST } = await import('@/app/api/ratings/route');
    const answer = await POST(vote('brina_voter=x;y'));
    expect(answer.headers.get('set-cookie')).toMatch(/^brina_voter=/);
    expect(sentHash()).not.toBe(ratingClientHash('x'));
  });
});
