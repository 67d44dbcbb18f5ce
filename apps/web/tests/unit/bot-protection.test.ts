// Bot protection: an ALTCHA proof solved as the widget solves it is accepted once; expired,
// replayed, forged or wrong proofs are refused; reCAPTCHA is asked only when configured.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHALLENGE_TTL_SECONDS,
  botProtectionMode,
  createAltchaChallenge,
  createMemoryReplayStore,
  verifyAltchaPayload,
  verifyRecaptchaToken,
} from '@/lib/server/bot-protection';

const KEY = 'test-hmac-key';

/** Solves a challenge like the browser widget and encodes the payload it would post. */
async function solvedPayload(options: { hmacKey?: string } = {}) {
  const challenge = await createAltchaChallenge({ hmacKey: options.hmacKey ?? KEY, cost: 1 });
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the test challenge');
  return { challenge, solution, payload: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') };
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

afterEach(() => {
  vi.useRealTimers();
});

describe('ALTCHA', () => {
  it('a challenge is signed and expires in 10 minutes', async () => {
    const before = Math.floor(Date.now() / 1000);
    const challenge = await createAltchaChallenge({ hmacKey: KEY, cost: 1 });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.expiresAt).toBeGreaterThanOrEqual(before + CHALLENGE_TTL_SECONDS);
    expect(challenge.parameters.expiresAt).toBeLessThanOrEqual(before + CHALLENGE_TTL_SECONDS + 2);
  });

  it('a solved challenge is accepted once, then refused as replayed', async () => {
    const store = createMemoryReplayStore();
    const { payload } = await solvedPayload();
    expect(await verifyAltchaPayload(payload, { hmacKey: KEY, store })).toEqual({ ok: true });
    expect(await verifyAltchaPayload(payload, { hmacKey: KEY, store })).toEqual({ ok: false, reason: 'replayed' });
  });

  it('an expired challenge is refused', async () => {
    const { payload } = await solvedPayload();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (CHALLENGE_TTL_SECONDS + 60) * 1000);
    expect(await verifyAltchaPayload(payload, { hmacKey: KEY, store: createMemoryReplayStore() })).toEqual({ ok: false, reason: 'expired' });
  });

  it('a challenge signed with another key, or with changed parameters, is forged', async () => {
    const store = createMemoryReplayStore();
    const foreign = await solvedPayload({ hmacKey: 'someone-elses-key' });
    expect(await verifyAltchaPayload(foreign.payload, { hmacKey: KEY, store })).toEqual({ ok: false, reason: 'forged' });
    const { challenge, solution } = await solvedPayload();
    const tampered = { challenge: { ...challenge, parameters: { ...challenge.parameters, keyPrefix: '0' } }, solution };
    expect(await verifyAltchaPayload(encode(tampered), { hmacKey: KEY, store })).toEqual({ ok: false, reason: 'forged' });
    const unsigned = { challenge: { parameters: challenge.parameters }, solution };
    expect(await verifyAltchaPayload(encode(unsigned), { hmacKey: KEY, store })).toEqual({ ok: false, reason: 'forged' });
  });

  it('a wrong solution is refused and does not use up the challenge', async () => {
    const store = createMemoryReplayStore();
    const { challenge, solution, payload } = await solvedPayload();
    const wrong = { challenge, solution: { ...solution, counter: solution.counter + 1 } };
    expect(await verifyAltchaPayload(encode(wrong), { hmacKey: KEY, store })).toEqual({ ok: false, reason: 'wrong-solution' });
    expect(await verifyAltchaPayload(payload, { hmacKey: KEY, store })).toEqual({ ok: true });
  });

  it('missing and malformed payloads are refused', async () => {
    const store = createMemoryReplayStore();
    expect(await verifyAltchaPayload(undefined, { hmacKey: KEY, store })).toEqual({ ok: false, reason: 'missing' });
    expect(await verifyAltchaPayload('', { hmacKey: KEY, store })).toEqual({ ok: false, reason: 'missing' });
    expect(await verifyAltchaPayload('not base64 json', { hmacKey: KEY, store })).toEqual({ ok: false, reason: 'malformed' });
    expect(await verifyAltchaPayload(encode({ challenge: 1 }), { hmacKey: KEY, store })).toEqual({ ok: false, reason: 'malformed' });
    expect(await verifyAltchaPayload('A'.repeat(10_000), { hmacKey: KEY, store })).toEqual({ ok: false, reason: 'malformed' });
  });
});

describe('replay store', () => {
  it('forgets an id once it has expired', async () => {
    let now = 1_000;
    const store = createMemoryReplayStore({ now: () => now });
    expect(await store.claim('a', 2_000)).toBe(true);
    expect(await store.claim('a', 2_000)).toBe(false);
    now = 2_001;
    expect(await store.claim('a', 3_000)).toBe(true);
  });

  it('refuses when full of live entries rather than forgetting one', async () => {
    const store = createMemoryReplayStore({ now: () => 0, maxEntries: 2 });
    expect(await store.claim('a', 10)).toBe(true);
    expect(await store.claim('b', 10)).toBe(true);
    expect(await store.claim('c', 10)).toBe(false);
    expect(await store.claim('a', 10)).toBe(false);
  });
});

describe('reCAPTCHA v3', () => {
  const answer = (body: object) => vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));

  it('is used only when both keys are set', () => {
    expect(botProtectionMode({})).toBe('altcha');
    expect(botProtectionMode({ RECAPTCHA_SECRET: 's' })).toBe('altcha');
    expect(botProtectionMode({ RECAPTCHA_SITE_KEY: 'k', RECAPTCHA_SECRET: 's' })).toBe('recaptcha');
  });

  it('without a secret nothing is sent to Google', async () => {
    const fetchImpl = answer({ success: true });
    expect(await verifyRecaptchaToken('token', { secret: '', action: 'contact', fetchImpl })).toEqual({ ok: false, reason: 'unavailable' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('accepts a good score for the expected action and posts the secret and token', async () => {
    const fetchImpl = answer({ success: true, score: 0.9, action: 'contact' });
    expect(await verifyRecaptchaToken('tok', { secret: 'sec', action: 'contact', remoteIp: '203.0.113.9', minScore: 0.5, fetchImpl })).toEqual({ ok: true });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://www.google.com/recaptcha/api/siteverify');
    expect(String(init.body)).toBe('secret=sec&response=tok&remoteip=203.0.113.9');
  });

  it('refuses a low score, another action, a duplicate token and an unreachable service', async () => {
    const opts = { secret: 'sec', action: 'contact', minScore: 0.5 };
    expect(await verifyRecaptchaToken('t', { ...opts, fetchImpl: answer({ success: true, score: 0.2, action: 'contact' }) })).toEqual({
      ok: false,
      reason: 'rejected',
    });
    expect(await verifyRecaptchaToken('t', { ...opts, fetchImpl: answer({ success: true, score: 0.9, action: 'kit' }) })).toEqual({
      ok: false,
      reason: 'rejected',
    });
    expect(await verifyRecaptchaToken('t', { ...opts, fetchImpl: answer({ success: false, 'error-codes': ['timeout-or-duplicate'] }) })).toEqual({
      ok: false,
      reason: 'replayed',
    });
    const down = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await verifyRecaptchaToken('t', { ...opts, fetchImpl: down })).toEqual({ ok: false, reason: 'unavailable' });
    expect(await verifyRecaptchaToken('', { ...opts, fetchImpl: down })).toEqual({ ok: false, reason: 'missing' });
  });
});
