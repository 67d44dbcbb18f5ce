import { previewAllowed, signPreviewToken } from './preview-token';
import { secret } from './secrets';
import { flag, text } from './settings';

const webOrigin = () => text('WEB_ORIGIN') ?? 'http://localhost:3000';

export default () => ({
  auth: { secret: secret('ADMIN_JWT_SECRET') },
  apiToken: { salt: secret('API_TOKEN_SALT') },
  transfer: { token: { salt: secret('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: secret('ENCRYPTION_KEY') },
  // Tests and API-only deployments skip the admin bundle (saves a minute of build).
  serveAdminPanel: flag('SERVE_ADMIN'),
  flags: { nps: false, promoteEE: false },
  // Strapi limits admin logins per address and e-mail; the test CMS (scripts/test-server.js) turns
  // the limit off.
  rateLimit: { enabled: flag('ADMIN_RATE_LIMIT') },
  // The editor's "Apri anteprima" opens the website in draft mode on the document's page, in the
  // admin's preview panel (a frame: the website lets this CMS's origin frame its preview answers).
  // Each press mints a link for that one document and language, valid for minutes and signed with
  // PREVIEW_SECRET (config/preview-token.ts); the secret itself is never in the URL. No link (so no
  // button) for a role that may not read the type, a type without drafts (submissions) or a
  // document that does not exist (previewAllowed).
  preview: {
    enabled: true,
    config: {
      allowedOrigins: [webOrigin()],
      async handler(uid: string, { documentId, locale, status }: { documentId: string; locale?: string | null; status?: string }) {
        // The panel's "Pubblicato" tab shows the page as visitors see it; "Bozza" (the default) the draft.
        const published = status === 'published';
        if (!(await previewAllowed(strapi as never, uid, documentId, locale ?? undefined, published ? 'published' : 'draft'))) return undefined;
        const url = new URL('/api/preview', webOrigin());
        url.searchParams.set('token', signPreviewToken({ uid, documentId, locale: locale === 'en' ? 'en' : 'it', published }, secret('PREVIEW_SECRET')));
        return url.toString();
      },
    },
  },
});
