// Mints the editor's preview link token (apps/web/src/lib/preview-token.ts checks it; the same
// format, checked by the website's tests/unit/preview-token.test.ts): one document and language,
// valid for minutes, signed with an HMAC of PREVIEW_SECRET, so no secret travels in the URL.
import { createHmac } from 'node:crypto';

export const PREVIEW_TTL_SECONDS = 10 * 60;
const VERSION = 'brina-preview.v1';

const b64 = (value: Buffer | string) => Buffer.from(value).toString('base64url');

export function signPreviewToken(target: { uid: string; documentId: string; locale: 'it' | 'en' }, key: string, now = Date.now()): string {
  const payload = b64(JSON.stringify({ u: target.uid, d: target.documentId, l: target.locale, e: Math.floor(now / 1000) + PREVIEW_TTL_SECONDS }));
  return `${payload}.${b64(createHmac('sha256', key).update(`${VERSION}.${payload}`).digest())}`;
}
