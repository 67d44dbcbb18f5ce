// Sends a job applicant's CV from private storage as a download: used by the HR token's content-API
// route and by the admin panel's route (admin login with read access to job applications), behind
// the "Scarica il CV" button of an application (src/admin/cv-download.tsx). Each download is
// recorded (./cv-access.ts); the file name survives any characters (./content-disposition.ts).
import fs from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import { attachmentDisposition } from './content-disposition';
import { recordCvAccess } from './cv-access';
import { privatePath } from './private-files';

// Koa's context as Strapi types it (its helpers such as notFound come through an index signature).
type Ctx = {
  set(name: string, value: string): void;
  type: string;
  body: unknown;
  ip?: string;
  state?: { user?: { id?: number; email?: string }; auth?: { credentials?: { id?: number; name?: string } } };
  [key: string]: unknown;
};
type WithNotFound = { notFound(message: string): unknown };

/** Who is downloading: the signed-in admin user, else the API token. */
function downloader(ctx: Ctx): { by: string; via: 'admin' | 'api-token' } {
  const user = ctx.state?.user;
  if (user?.email) return { by: `${user.email} (admin user ${user.id})`, via: 'admin' };
  const token = ctx.state?.auth?.credentials;
  return { by: `API token ${token?.name ?? '?'} (${token?.id ?? '?'})`, via: 'api-token' };
}

export async function sendCurriculum(strapi: Core.Strapi, ctx: Ctx, documentId: string) {
  const application = await strapi.documents('api::job-application.job-application').findOne({ documentId });
  const full = application?.curriculum_file ? privatePath(String(application.curriculum_file)) : null;
  const missing = () => (ctx as unknown as WithNotFound).notFound('No curriculum for that application');
  if (!application || !full) return missing();
  const body = await fs.readFile(full).catch(() => null);
  if (!body) return missing();
  // A download that cannot be recorded is not given.
  await recordCvAccess(strapi, { documentId, ...downloader(ctx), ip: ctx.ip });
  ctx.set('Content-Disposition', attachmentDisposition(String(application.curriculum_name ?? ''), 'curriculum'));
  ctx.set('Cache-Control', 'private, no-store');
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.type = String(application.curriculum_mime || 'application/octet-stream');
  ctx.body = body;
  return undefined;
}

/** Admin API route: GET /admin/brina/job-applications/:documentId/curriculum (admin JWT). */
export function registerAdminCurriculumRoute(strapi: Core.Strapi) {
  const admin = strapi.admin as unknown as { routes: Record<string, unknown> };
  admin.routes['brina-careers'] = {
    type: 'admin',
    routes: [
      {
        method: 'GET',
        path: '/brina/job-applications/:documentId/curriculum',
        handler: (ctx: Ctx & { params: { documentId: string } }) => sendCurriculum(strapi, ctx, ctx.params.documentId),
        config: {
          policies: [
            'admin::isAuthenticatedAdmin',
            { name: 'admin::hasPermissions', config: { actions: [['plugin::content-manager.explorer.read', 'api::job-application.job-application']] } },
          ],
        },
      },
    ],
  };
}
