// Bot protection for form posts: self-hosted ALTCHA proof-of-work challenges (signed with an HMAC
// key from the environment, expiring, usable once), or reCAPTCHA v3 when its keys are configured.
import 'server-only';
import { type Challenge, createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { altchaHmacKey } from '../secrets';
import type { Env } from './env';
import { createRedisReplayStore } from './replay-store-redis';
import { settingNumber, settingText } from '../../../config.mjs';
import { recordBotProofFailure } from '../metrics';

export const ALTCHA_FIELD = 'altcha';
export const RECAPTCHA_FIELD = 'g-recaptcha-response';
export const CHALLENGE_TTL_SECONDS = 10 * 60;
const ALGORITHM = 'PBKDF2/SHA-256';
const MAX_PAYLOAD_LENGTH = 8_192;
const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const RECAPTCHA_TIMEOUT_MS = 5_000;

export type BotProofFailure = 'missing' | 'malformed' | 'expired' | 'forged' | 'wrong-solution' | 'replayed' | 'rejected' | 'unavailable';
export type BotProofResult = { ok: true } | { ok: false; reason: BotProofFailure };

/**
 * Remembers solved challenges until they expire, so a proof is accepted once. `claim` answers
 * true the first time an id is claimed and false afterwards; it must be atomic (Redis: SET NX PX).
 */
export type ReplayStore = { claim(id: string, expiresAtMs: number): Promise<boolean> };

/** One process's replay store. Behind several instances use a shared one (Redis). */
export function createMemoryReplayStore({ now = () => Date.now(), maxEntries = 100_000 } = {}): ReplayStore {
  const used = new Map<string, number>();
  const prune = (t: number) => {
    for (const [id, expiresAt] of used) if (expiresAt <= t) used.delete(id);
  };
  return {
    async claim(id, expiresAtMs) {
      const t = now();
      if (used.size >= maxEntries) prune(t);
      const previous = used.get(id);
      if (previous !== undefined && previous > t) return false;
      // Full of live entries: refusing is safer than forgetting a proof that could then be replayed.
      if (used.size >= maxEntries) return false;
      used.set(id, expiresAtMs);
      return true;
    },
  };
}

// Kept on globalThis: every server bundle that imports this module (Server Actions, route handlers)
// must see the same used proofs.
const REPLAY_KEY = Symbol.for('brina.bot-protection.replay-store');
const replayHolder = globalThis as typeof globalThis & { [REPLAY_KEY]?: ReplayStore };

/**
 * The store `verifyBotProof` uses by default: Redis when REDIS_URL is set (a proof is accepted once
 * across every instance), else this process's memory. Chosen on first use.
 */
function defaultReplayStore(): ReplayStore {
  replayHolder[REPLAY_KEY] ??= settingText('REDIS_URL') ? createRedisReplayStore() : createMemoryReplayStore();
  return replayHolder[REPLAY_KEY];
}

/** Replaces the default store (tests, or another shared store). */
export function setReplayStore(store: ReplayStore): void {
  replayHolder[REPLAY_KEY] = store;
}

export type BotProtectionMode = 'altcha' | 'recaptcha';

/** reCAPTCHA v3 only when both its keys are set; ALTCHA (no third party) otherwise. */
export function botProtectionMode(env: Env = process.env): BotProtectionMode {
  return env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET ? 'recaptcha' : 'altcha';
}

export type ChallengeOptions = { hmacKey?: string; cost?: number; ttlSeconds?: number; now?: () => number };

function costFromEnv(): number {
  return settingNumber('ALTCHA_COST');
}

/** A fresh signed challenge, as the JSON the `altcha` widget fetches from its challenge URL. */
export async function createAltchaChallenge({
  hmacKey = altchaHmacKey(),
  cost = costFromEnv(),
  ttlSeconds = CHALLENGE_TTL_SECONDS,
  now = Date.now,
}: ChallengeOptions = {}): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost,
    deriveKey,
    expiresAt: Math.floor(now() / 1000) + ttlSeconds,
    hmacSignatureSecret: hmacKey,
  });
}

type AltchaPayload = { challenge: Challenge; solution: Parameters<typeof verifySolution>[0]['solution'] };

function parsePayload(value: unknown): AltchaPayload | null {
  if (typeof value !== 'string' || value.length > MAX_PAYLOAD_LENGTH) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
    if (!parsed || typeof parsed !== 'object') return null;
    const { challenge, solution } = parsed as Partial<AltchaPayload>;
    if (!challenge || typeof challenge !== 'object' || !challenge.parameters || typeof challenge.parameters !== 'object') return null;
    if (!solution || typeof solution !== 'object') return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

export type VerifyAltchaOptions = { hmacKey?: string; store?: ReplayStore };

/**
 * Checks the widget's payload (base64 JSON of challenge and solution): our signature, not expired,
 * a correct solution, and never used before. Only a fully verified proof is recorded as used.
 */
export async function verifyAltchaPayload(
  value: unknown,
  { hmacKey = altchaHmacKey(), store = defaultReplayStore() }: VerifyAltchaOptions = {},
): Promise<BotProofResult> {
  if (value === undefined || value === null || value === '') return { ok: false, reason: 'missing' };
  const payload = parsePayload(value);
  if (!payload) return { ok: false, reason: 'malformed' };
  let result: Awaited<ReturnType<typeof verifySolution>>;
  try {
    result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: hmacKey });
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (result.invalidSignature) return { ok: false, reason: 'forged' };
  if (result.expired) return { ok: false, reason: 'expired' };
  const { expiresAt, nonce } = payload.challenge.parameters;
  if (!result.verified || typeof expiresAt !== 'number') return { ok: false, reason: 'wrong-solution' };
  const fresh = await store.claim(`altcha:${nonce}`, expiresAt * 1000);
  return fresh ? { ok: true } : { ok: false, reason: 'replayed' };
}

type RecaptchaAnswer = { success?: boolean; score?: number; action?: string; 'error-codes'?: string[] };
export type VerifyRecaptchaOptions = {
  secret?: string;
  action: string;
  remoteIp?: string;
  minScore?: number;
  fetchImpl?: typeof fetch;
};

/** Asks Google to verify a reCAPTCHA v3 token (only ever called when RECAPTCHA_SECRET is set). */
export async function verifyRecaptchaToken(
  token: unknown,
  {
    secret = settingText('RECAPTCHA_SECRET') ?? undefined,
    action,
    remoteIp,
    minScore = Number(process.env.RECAPTCHA_MIN_SCORE ?? 0.5),
    fetchImpl = fetch,
  }: VerifyRecaptchaOptions,
): Promise<BotProofResult> {
  if (!secret) return { ok: false, reason: 'unavailable' };
  if (typeof token !== 'string' || token === '') return { ok: false, reason: 'missing' };
  if (token.length > MAX_PAYLOAD_LENGTH) return { ok: false, reason: 'malformed' };
  const body = new URLSearchParams({ secret, response: token });
  if (remoteIp) body.set('remoteip', remoteIp);
  let answer: RecaptchaAnswer;
  try {
    const response = await fetchImpl(RECAPTCHA_VERIFY_URL, { method: 'POST', body, signal: AbortSignal.timeout(RECAPTCHA_TIMEOUT_MS), cache: 'no-store' });
    if (!response.ok) return { ok: false, reason: 'unavailable' };
    answer = (await response.json()) as RecaptchaAnswer;
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
  // Google refuses a token it has already seen ('timeout-or-duplicate'): replays fail here.
  if (!answer.success) return { ok: false, reason: answer['error-codes']?.includes('timeout-or-duplicate') ? 'replayed' : 'rejected' };
  if (answer.action !== action || typeof answer.score !== 'number' || answer.score < minScore) return { ok: false, reason: 'rejected' };
  return { ok: true };
}

/** The proof a form post carries, verified with the configured method. */
export async function verifyBotProof(fields: Record<string, unknown>, { action, remoteIp }: { action: string; remoteIp?: string }): Promise<BotProofResult> {
  const result =
    botProtectionMode() === 'recaptcha'
      ? await verifyRecaptchaToken(fields[RECAPTCHA_FIELD], { action, remoteIp })
      : await verifyAltchaPayload(fields[ALTCHA_FIELD]);
  if (!result.ok) recordBotProofFailure(result.reason);
  return result;
}
