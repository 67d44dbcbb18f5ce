// Multipart bodies (files) are parsed here, not by strapi::body (configured with multipart off):
// only on the routes that take a file (a job application, the admin's media library uploads), only
// with a bearer token (checked again by the route), one file per request, into a folder of its own
// inside a private temporary folder that is removed when the request ends, whatever happened.
// Anywhere else a multipart request is refused before a byte of its body is read.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { koaBody } from 'koa-body';
import { privateDir } from '../utils/private-files';
import { hasBearer } from './draft-guard';
import { text } from '../../config/settings';

type UploadedFile = { filepath: string; type?: string; mimetype?: string | null };
type Ctx = {
  method: string;
  path: string;
  status: number;
  body: unknown;
  is(...types: string[]): string | false | null;
  request: { header: Record<string, string | string[] | undefined>; files?: Record<string, UploadedFile | UploadedFile[]> };
};
type Config = { maxFileSize?: number; maxFieldsSize?: number };

/** POST routes that accept one file. */
const FILE_ROUTES = [
  /^\/api\/job-applications\/?$/, // the careers form (website write token)
  /^\/upload\/?$/, // admin media library: upload, or replace with ?id=
  /^\/upload\/files\/?$/,
  /^\/upload\/files\/[^/]+\/replace\/?$/,
];

/** Where request folders live: private; the ones a stopped process left are removed at start. */
export function uploadTempRoot(): string {
  return path.resolve(text('UPLOAD_TMP_DIR') ?? path.join(privateDir(), 'tmp'));
}

const REQUEST_FOLDER = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Only folders named like ours: UPLOAD_TMP_DIR may point at a folder that holds other things. */
function removeLeftovers(root: string) {
  for (const name of fs.readdirSync(root)) {
    if (REQUEST_FOLDER.test(name)) fs.rmSync(path.join(root, name), { recursive: true, force: true });
  }
}

function refuse(ctx: Ctx, status: number, name: string, message: string) {
  ctx.status = status;
  ctx.body = { data: null, error: { status, name, message, details: {} } };
}

// Strapi's body parser guessed a missing type; the upload plugin reads `mimetype` and `type`.
function ensureType(files: Ctx['request']['files']) {
  for (const value of Object.values(files ?? {})) {
    for (const file of Array.isArray(value) ? value : [value]) file.type ||= file.mimetype || 'application/octet-stream';
  }
}

export default (config: Config = {}) => {
  const root = uploadTempRoot();
  fs.mkdirSync(root, { recursive: true, mode: 0o700 });
  removeLeftovers(root);

  return async (ctx: Ctx, next: () => Promise<void>) => {
    if (!ctx.is('multipart')) return next();
    if (ctx.method !== 'POST' || !FILE_ROUTES.some((route) => route.test(ctx.path)) || !hasBearer(ctx.request.header)) {
      return refuse(ctx, 415, 'UnsupportedMediaTypeError', 'Files are accepted only by the routes that take them, with a token');
    }
    const dir = path.join(root, crypto.randomUUID());
    fs.mkdirSync(dir, { mode: 0o700 });
    let files = 0;
    try {
      try {
        await koaBody({
          multipart: true,
          json: false,
          urlencoded: false,
          text: false,
          formidable: {
            uploadDir: dir,
            maxFileSize: config.maxFileSize ?? 10 * 1024 * 1024,
            maxFieldsSize: config.maxFieldsSize ?? 1024 * 1024,
            maxFields: 50,
            // The second file and later ones are never written; the request is refused below.
            filter: () => ++files <= 1,
          },
        })(ctx as never, async () => {});
      } catch (error) {
        const status = (error as { httpCode?: number }).httpCode;
        if (status && status >= 400 && status < 500) return refuse(ctx, status, 'PayloadError', (error as Error).message);
        throw error;
      }
      if (files > 1) return refuse(ctx, 400, 'ValidationError', 'One file per request');
      ensureType(ctx.request.files);
      await next();
    } finally {
      delete ctx.request.files;
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  };
};
