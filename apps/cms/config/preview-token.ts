// Mints the editor's preview link token (apps/web/src/lib/preview-token.ts checks it; the same
// format, checked by the website's tests/unit/preview-token.test.ts): one document and language,
// valid for minutes, signed with an HMAC of PREVIEW_SECRET, so no secret travels in the URL.
// Also decides who may mint one (previewAllowed): the admin's preview handler (config/admin.ts)
// calls it for every "Apri anteprima".
import { createHmac } from 'node:crypto';
import { SUBMISSION_TYPES } from '../src/bootstrap/team-roles';

export const PREVIEW_TTL_SECONDS = 10 * 60;
const VERSION = 'brina-preview.v1';

const b64 = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/** `published`: the panel's "Pubblicato" tab, the page as visitors see it (no draft). */
export function signPreviewToken(target: { uid: string; documentId: string; locale: 'it' | 'en'; published?: boolean }, key: string, now = Date.now()): string {
  const body = { u: target.uid, d: target.documentId, l: target.locale, e: Math.floor(now / 1000) + PREVIEW_TTL_SECONDS };
  const payload = b64(JSON.stringify(target.published ? { ...body, s: 'p' } : body));
  return `${payload}.${b64(createHmac('sha256', key).update(`${VERSION}.${payload}`).digest())}`;
}

type Ability = { can: (action: string, subject: string) => boolean };
type PreviewStrapi = {
  getModel: (uid: string) => { options?: { draftAndPublish?: boolean } } | undefined;
  requestContext: { get: () => { state?: { userAbility?: Ability } } | undefined };
  documents: (uid: never) => { findOne: (params: { documentId: string; locale?: string; status: 'draft' | 'published' }) => Promise<unknown> };
};

/**
 * Whether the signed-in admin may open a preview of this document: never a submission (what
 * visitors send: requests, sign-ups, applications, votes; SUBMISSION_TYPES), only content that has
 * drafts (draft and publish on), so "Apri anteprima" does not appear on the others; only when the
 * admin's role may read that type in the content manager (Strapi's own permission check, the one
 * the content manager applies), and only for a document that exists in that language. Strapi 5.54 calls the handler without a
 * permission check of its own ("TODO: Permissions to preview content").
 */
export async function previewAllowed(
  strapi: PreviewStrapi,
  uid: string,
  documentId: string,
  locale: string | undefined,
  status: 'draft' | 'published' = 'draft',
): Promise<boolean> {
  if (SUBMISSION_TYPES.includes(uid) || strapi.getModel(uid)?.options?.draftAndPublish !== true) return false;
  const ability = strapi.requestContext.get()?.state?.userAbility;
  if (!ability?.can('plugin::content-manager.explorer.read', uid)) return false;
  if (!/^[a-z0-9]{1,64}$/i.test(documentId)) return false;
  const found = await strapi.documents(uid as never).findOne({ documentId, ...(locale ? { locale } : {}), status });
  return Boolean(found);
}
