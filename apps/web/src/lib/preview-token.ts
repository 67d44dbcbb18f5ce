// The editor's preview link: a short-lived token naming one document (content type, id, language)
// or one site path, signed with an HMAC of PREVIEW_SECRET. The CMS mints it when the editor presses
// "Open preview" (apps/cms/config/preview-token.ts, the same format); the website checks it in
// /api/preview. No secret travels in a URL: a link opens that one document, for minutes.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a minted link opens the preview. */
export const PREVIEW_TTL_SECONDS = 10 * 60;
const VERSION = 'brina-preview.v1';

export type PreviewTarget = { uid: string; documentId: string; locale: 'it' | 'en' } | { path: string; locale: 'it' | 'en' };
export type PreviewCheck = { ok: true; target: PreviewTarget } | { ok: false; reason: 'invalid' | 'expired'; locale: 'it' | 'en' };

type Payload = { u?: string; d?: string; p?: string; l?: string; e?: number };

const b64 = (value: Buffer | string) => Buffer.from(value).toString('base64url');
const mac = (payload: string, key: string) => createHmac('sha256', key).update(`${VERSION}.${payload}`).digest();

export function signPreviewToken(target: PreviewTarget, key: string, now = Date.now(), ttlSeconds = PREVIEW_TTL_SECONDS): string {
  const body: Payload = 'path' in target ? { p: target.path } : { u: target.uid, d: target.documentId };
  body.l = target.locale;
  body.e = Math.floor(now / 1000) + ttlSeconds;
  const payload = b64(JSON.stringify(body));
  return `${payload}.${b64(mac(payload, key))}`;
}

export function verifyPreviewToken(token: string | null | undefined, key: string, now = Date.now()): PreviewCheck {
  const invalid = { ok: false, reason: 'invalid', locale: 'it' } as const;
  if (typeof token !== 'string' || token.length > 2048) return invalid;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return invalid;
  const expected = mac(payload, key);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
  let body: Payload;
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Payload;
  } catch {
    return invalid;
  }
  const locale = body.l === 'en' ? 'en' : 'it';
  if (typeof body.e !== 'number' || body.e * 1000 <= now) return { ok: false, reason: 'expired', locale };
  // A token that claims to live longer than any link we mint was not minted by us.
  if (body.e * 1000 > now + (PREVIEW_TTL_SECONDS + 60) * 1000) return { ...invalid, locale };
  if (typeof body.p === 'string') return { ok: true, target: { path: body.p, locale } };
  if (typeof body.u === 'string' && typeof body.d === 'string') return { ok: true, target: { uid: body.u, documentId: body.d, locale } };
  return { ...invalid, locale };
}
