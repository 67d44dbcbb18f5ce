// The route handlers that read a body count its bytes as they arrive and answer 413 at their limit,
// before parsing anything or asking the CMS (a chunked body announces no length); the ones a form
// can post refuse another site's post; the no-JavaScript rating form only goes back to a path on
// this site.
import { createHmac } from 'node:crypto';
import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Many votes from one test visitor: the limits are not what these tests are about.
vi.hoisted(() => {
  process.env.RATING_LIMIT_PER_PRODUCT = '1000';
  process.env.RATING_LIMIT_PER_VISITOR = '1000';
});
const cms = vi.hoisted(() => ({
  submitRating: vi.fn(async () => 'stored'),
  freshRatingSummary: vi.fn(async () => null),
  confirmNewsletterSignup: vi.fn(async () => 'confirmed'),
  submitApplication: vi.fn(),
}));
vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));
vi.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key }));
vi.mock('@/lib/cms/ratings', () => ({
  submitRating: cms.submitRating,
  freshRatingSummary: cms.freshRatingSummary,
  ratingTag: (kind: string) => `type:${kind}-rating`,
}));
vi.mock('@/lib/server/known-paths', () => ({ ratedPages: async () => () => false }));
vi.mock('@/lib/cms/site', () => ({ getNewsletter: async () => ({ confirmMessage: 'ok' }) }));
vi.mock('@/lib/cms/forms', () => ({
  confirmNewsletterSignup: cms.confirmNewsletterSignup,
  SubmissionUnavailableError: class extends Error {},
}));
vi.mock('@/lib/cms/careers', () => ({
  getCareersConfiguration: async () => null,
  listJobPositions: async () => [],
  markApplicationMailSent: async () => {},
  optionCodes: () => ({}),
  submitApplication: cms.submitApplication,
}));

const MB = 1024 * 1024;

/** A body streamed in 64 KB chunks with no Content-Length (as `Transfer-Encoding: chunked` arrives). */
function chunked(totalBytes: number, head = '', fill = 'a'): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let sent = 0;
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= totalBytes) return controller.close();
      const text = sent === 0 ? head + fill.repeat(64 * 1024 - head.length) : fill.repeat(64 * 1024);
      sent += text.length;
      controller.enqueue(encoder.encode(text));
    },
  });
  return { stream, pulled: () => sent };
}

function post(path: string, body: BodyInit | ReadableStream<Uint8Array>, headers: Record<string, string>): NextRequest {
  return new NextRequest(`http://localhost:3000${path}`, {
    method: 'POST',
    body,
    headers: { host: 'localhost:3000', ...headers },
    duplex: 'half',
  } as ConstructorParameters<typeof NextRequest>[1]);
}

beforeEach(() => {
  for (const fn of Object.values(cms)) fn.mockClear();
});

describe('body limits', () => {
  it('ratings: a 30 MB JSON body is refused (413) after a few KB, never parsed', async () => {
    const { POST } = await import('@/app/api/ratings/route');
    const body = chunked(30 * MB, '{"product":"abcdefghij1234","vote":8,"locale":"it","pad":"');
    const answer = await POST(post('/api/ratings', body.stream, { 'content-type': 'application/json' }));
    expect(answer.status).toBe(413);
    expect(body.pulled()).toBeLessThan(MB);
    expect(cms.submitRating).not.toHaveBeenCalled();
  });

  it('newsletter confirmation: a chunked form body past its limit is refused (413)', async () => {
    const { POST } = await import('@/app/api/newsletter/confirm/route');
    const body = chunked(5 * MB, 'token=abc&locale=it&pad=');
    const answer = await POST(post('/api/newsletter/confirm', body.stream, { 'content-type': 'application/x-www-form-urlencoded' }));
    expect(answer.status).toBe(413);
    expect(body.pulled()).toBeLessThan(MB);
    expect(cms.confirmNewsletterSignup).not.toHaveBeenCalled();
  });

  it('careers: a chunked 12 MB multipart body is refused (413) once past the CV limit, not read whole', async () => {
    const { POST } = await import('@/app/api/careers/route');
    const boundary = 'brina-test-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="curriculum"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-`;
    const body = chunked(12 * MB, head);
    const answer = await POST(post('/api/careers', body.stream, { 'content-type': `multipart/form-data; boundary=${boundary}` }));
    expect(answer.status).toBe(413);
    expect(body.pulled()).toBeLessThan(7 * MB);
    expect(cms.submitApplication).not.toHaveBeenCalled();
  });

  it('revalidate: the webhook body has a limit too', async () => {
    const { POST } = await import('@/app/api/revalidate/route');
    const body = chunked(12 * MB, '{"event":"entry.update","model":"product","entry":"');
    const answer = await POST(
      post('/api/revalidate', body.stream, { 'content-type': 'application/json', 'x-revalidate-secret': 'local-only-revalidate-secret' }),
    );
    expect(answer.status).toBe(413);
    expect(body.pulled()).toBeLessThan(3 * MB);
  });
});

describe('the no-JavaScript rating form', () => {
  const form = (back: string, headers: Record<string, string> = {}) =>
    post('/api/ratings', new URLSearchParams({ product: 'abcdefghij1234', vote: '8', locale: 'it', back }).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    });

  it('goes back only to a path on this site', async () => {
    const { POST } = await import('@/app/api/ratings/route');
    for (const back of ['/\\evil.example', '/\\/evil.example', '/\tevil.example', '//evil.example', 'https://evil.example', '/%0a/evil.example\n']) {
      const answer = await POST(form(back));
      expect(answer.status, back).toBe(303);
      expect(answer.headers.get('location'), back).toMatch(/^\/#rating-/);
    }
    const answer = await POST(form('/it/prodotti/verdure/spinaci?x=1'));
    expect(answer.headers.get('location')).toBe('/it/prodotti/verdure/spinaci?x=1#rating-stored');
  });

  it('refuses a `back` with a character outside ASCII, unstored, with a 303 to that page (encoded), not a 500', async () => {
    const { POST } = await import('@/app/api/ratings/route');
    const answer = await POST(form('/it/prodotti/verdure/spinaci-è?x=ü'));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/it/prodotti/verdure/spinaci-%C3%A8?x=%C3%BC#rating-invalid');
    expect(cms.submitRating).not.toHaveBeenCalled();
  });

  it("refuses another site's post (Origin or Sec-Fetch-Site), accepts its own", async () => {
    const { POST } = await import('@/app/api/ratings/route');
    expect((await POST(form('/it', { origin: 'https://evil.example' }))).status).toBe(403);
    expect((await POST(form('/it', { origin: 'null' }))).status).toBe(403);
    expect((await POST(form('/it', { 'sec-fetch-site': 'cross-site' }))).status).toBe(403);
    expect(cms.submitRating).not.toHaveBeenCalled();
    expect((await POST(form('/it', { origin: 'http://localhost:3000' }))).status).toBe(303);
    expect(cms.submitRating).toHaveBeenCalledTimes(1);
  });

  it('stores a keyed HMAC of the voter, not a salted hash with a public salt', async () => {
    const { POST } = await import('@/app/api/ratings/route');
    const answer = await POST(form('/it'));
    const stored = (cms.submitRating.mock.calls as unknown as [{ clientHash: string }][])[0]?.[0];
    // The voter is the id the browser was given with this vote (rating-voter.test.ts); the test key is the local-only one.
    const voter = answer.headers.get('set-cookie')?.split(';')[0]?.split('=')[1] ?? 'none';
    expect(stored?.clientHash).toBe(createHmac('sha256', 'local-only-rating-hmac-key').update(voter).digest('hex'));
  });

  it("the newsletter confirmation and the careers form refuse another site's post too", async () => {
    const confirm = (await import('@/app/api/newsletter/confirm/route')).POST;
    const careers = (await import('@/app/api/careers/route')).POST;
    const evil = { origin: 'https://evil.example' };
    expect((await confirm(post('/api/newsletter/confirm', 'token=x', { 'content-type': 'application/x-www-form-urlencoded', ...evil }))).status).toBe(403);
    expect((await careers(post('/api/careers', 'x', { 'content-type': 'multipart/form-data; boundary=x', ...evil }))).status).toBe(403);
    expect(cms.confirmNewsletterSignup).not.toHaveBeenCalled();
  });
});

describe('a recipe vote', () => {
  const json = (body: object) => post('/api/ratings', JSON.stringify(body), { 'content-type': 'application/json' });

  it('is stored as a recipe rating through the same route and limits', async () => {
    const { POST } = await import('@/app/api/ratings/route');
    const answer = await POST(json({ recipe: 'abcdefghij5678', vote: 9, locale: 'en' }));
    expect(answer.status).toBe(201);
    expect(cms.submitRating).toHaveBeenCalledWith(expect.objectContaining({ kind: 'recipe', documentId: 'abcdefghij5678', vote: 9, locale: 'en' }));
  });

  it('names exactly one product or one recipe', async () => {
    const { POST } = await import('@/app/api/ratings/route');
    expect((await POST(json({ recipe: 'abcdefghij5678', product: 'abcdefghij1234', vote: 9 }))).status).toBe(400);
    expect((await POST(json({ vote: 9 }))).status).toBe(400);
    expect((await POST(json({ recipe: 'Not An Id!', vote: 9 }))).status).toBe(400);
    expect(cms.submitRating).not.toHaveBeenCalled();
  });
});
