// The media library's files are served inert (issue 33.1): only the extensions of the allowed
// types (src/uploads/media-types.ts) are served at all, each with the Content-Type of its
// extension, never sniffed, inside a sandbox with no permission to run or load anything, and as a
// download unless it is an image, a video or a PDF. A stored `.html`, `.js` or `.svg` answers 404,
// whatever the database says. deploy/nginx/brina.conf applies the same rule on the media host.
import path from 'node:path';
import { opensInline, typeOfExtension } from '../uploads/media-types';

type Ctx = { path: string; method: string; status: number; body: unknown; set(name: string, value: string): void };

export const UPLOADS_CSP = "default-src 'none'; sandbox";

function extensionOf(requestPath: string): string | null {
  try {
    return path.posix.extname(decodeURIComponent(requestPath));
  } catch {
    return null;
  }
}

export default () => async (ctx: Ctx, next: () => Promise<void>) => {
  if (!ctx.path.startsWith('/uploads/')) return next();
  const ext = extensionOf(ctx.path);
  const type = ext ? typeOfExtension(ext) : null;
  if (!type || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) {
    ctx.status = 404;
    ctx.body = 'Not Found';
    return undefined;
  }
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Content-Security-Policy', UPLOADS_CSP);
  if (!opensInline(type)) ctx.set('Content-Disposition', 'attachment');
  await next();
  // koa-static names the type from the extension too; set it here so no other mapping can differ.
  if (ctx.status === 200) ctx.set('Content-Type', type);
  return undefined;
};
