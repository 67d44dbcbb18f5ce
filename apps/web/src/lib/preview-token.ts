// The editor's preview link: a short-lived token naming one document (content type, id, language)
// or one site path, signed with an HMAC of PREVIEW_SECRET. The CMS mints it when the editor presses
// "Open preview" (apps/cms/config/preview-token.ts, the same format); the website checks it in
// /api/preview. No secret travels in a URL: a link opens that one document, for minutes.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a minted link opens the preview. */
export const PREVIEW_TTL_SECONDS = 10 * 60;
const VERSION = 'brina-preview.v1';

/** `published`: the admin panel's "Pubblicato" tab, the page as visitors see it (no draft mode). */
export type PreviewTarget = ({ uid: string; documentId: string; locale: 'it' | 'en' } | { path: string; locale: 'it' | 'en' }) & { published?: true };
export type PreviewCheck = { ok: true; target: PreviewTarget } | { ok: false; reason: 'invalid' | 'expired'; locale: 'it' | 'en' };

type Payload = { u?: string; d?: string; p?: string; l?: string; e?: number; s?: string };

const b64 = (value: Buffer | string) => Buffer.from(value).toString('base64url');
const mac = (payload: string, key: string) => createHmac('sha256', key).update(`${VERSION}.${payload}`).digest();

export function signPreviewToken(target: PreviewTarget, key: string, now = Date.now(), ttlSeconds = PREVIEW_TTL_SECONDS): string {
  const body: Payload = 'path' in target ? { p: target.path } : { u: target.uid, d: target.documentId };
  body.l = target.locale;
  body.e = Math.floor(now / 1000) + ttlSeconds;
  if (target.published) body.s = 'p';
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
  const published = body.s === 'p' ? { published: true as const } : {};
  if (typeof body.p === 'string') return { ok: true, target: { path: body.p, locale, ...published } };
  if (typeof body.u === 'string' && typeof body.d === 'string') return { ok: true, target: { uid: body.u, documentId: body.d, locale, ...published } };
  return { ...invalid, locale };
}

// The preview itself, once the link has been opened: a cookie of our own (PREVIEW_COOKIE) naming
// the document, the page it opened and when it ends, signed with the same secret (another HMAC
// label, so a link token is never a cookie nor the reverse). Next's `__prerender_bypass` cookie is
// the build's previewModeId, the same for every editor until the next build: alone it shows no
// draft (isPreview in lib/cms/client.ts requires this cookie too, and the proxy turns draft mode
// off for a request without it or on another page).

/** The cookie that carries an open preview. */
export const PREVIEW_COOKIE = 'brina_preview';
/** How long a preview stays open after its link was opened (then the page shows published content). */
export const PREVIEW_SESSION_SECONDS = 30 * 60;
const SESSION_VERSION = 'brina-preview-session.v1';

export type PreviewSession = { path: string; locale: 'it' | 'en'; uid?: string; documentId?: string; expires: number };
type SessionPayload = { p?: string; l?: string; u?: string; d?: string; e?: number };

const sessionMac = (payload: string, key: string) => createHmac('sha256', key).update(`${SESSION_VERSION}.${payload}`).digest();

/** The cookie's value for a preview of `target` opened on `path` at `now`. */
export function signPreviewSession(target: PreviewTarget, path: string, key: string, now = Date.now()): string {
  const body: SessionPayload = { p: path, l: target.locale, e: Math.floor(now / 1000) + PREVIEW_SESSION_SECONDS };
  if ('uid' in target) Object.assign(body, { u: target.uid, d: target.documentId });
  const payload = b64(JSON.stringify(body));
  return `${payload}.${b64(sessionMac(payload, key))}`;
}

/** The open preview a cookie value carries, or null (missing, forged, expired, made for a longer life). */
export function verifyPreviewSession(value: string | null | undefined, key: string, now = Date.now()): PreviewSession | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  const [payload, signature, extra] = value.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = sessionMac(payload, key);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let body: SessionPayload;
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SessionPayload;
  } catch {
    return null;
  }
  if (typeof body.e !== 'number' || body.e * 1000 <= now || body.e * 1000 > now + (PREVIEW_SESSION_SECONDS + 60) * 1000) return null;
  if (typeof body.p !== 'string' || !body.p.startsWith('/')) return null;
  const session: PreviewSession = { path: body.p, locale: body.l === 'en' ? 'en' : 'it', expires: body.e };
  if (typeof body.u === 'string' && typeof body.d === 'string') Object.assign(session, { uid: body.u, documentId: body.d });
  return session;
}

/** Whether a request for `pathname` is the page a preview was opened on (its drafts show only there). */
export function isPreviewedPath(session: PreviewSession, pathname: string): boolean {
  const plain = (path: string) => {
    let decoded = path;
    try {
      decoded = decodeURI(path);
    } catch {
      // A malformed path is compared as written.
    }
    return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
  };
  return plain(session.path) === plain(pathname);
}
