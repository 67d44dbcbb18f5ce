// Job applications arrive as multipart: `data` (JSON) and `files.curriculum`. The CV is checked
// (type, size) and kept in private storage; it is required.
import fs from 'node:fs/promises';
import path from 'node:path';
import { factories } from '@strapi/strapi';
import { helpers, respond } from '../../../utils/respond';
import { CV_TYPES, privatePath, storePrivateFile } from '../../../utils/private-files';

const UID = 'api::job-application.job-application';
const DEFAULT_CV_MAX_MB = 5;

type UploadedFile = { filepath: string; originalFilename?: string | null; mimetype?: string | null; size: number };

function firstFile(files: unknown): UploadedFile | null {
  const all = (files ?? {}) as Record<string, unknown>;
  const cv = all['files.curriculum'] ?? all.curriculum;
  const file = Array.isArray(cv) ? cv[0] : cv;
  return file && typeof file === 'object' && 'filepath' in file ? (file as UploadedFile) : null;
}

function parseData(body: unknown): Record<string, unknown> | null {
  const raw = (body as { data?: unknown } | undefined)?.data;
  if (typeof raw === 'string') {
    try {
      const parsed: unknown = JSON.parse(raw);
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
  return raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : null;
}

export default factories.createCoreController(UID, ({ strapi }) => ({
  async create(ctx) {
    const data = parseData(ctx.request.body);
    if (!data) return ctx.badRequest('data must be a JSON object');
    const core = helpers(this);
    await core.validateInput(data, ctx);
    const input = (await core.sanitizeInput(data, ctx)) as Record<string, unknown>;
    const file = firstFile(ctx.request.files);
    if (!file) return ctx.badRequest('Il curriculum è obbligatorio', { errors: [{ path: ['curriculum'], message: 'Il curriculum è obbligatorio' }] });
    const name = file.originalFilename ?? 'curriculum';
    const extension = path.extname(name).toLowerCase();
    const allowed = CV_TYPES[extension];
    if (!allowed || (file.mimetype && !allowed.includes(file.mimetype))) {
      return ctx.badRequest('The curriculum must be a PDF, DOC, DOCX or ODT file');
    }
    const config = await strapi.documents('api::application-configuration.application-configuration').findFirst({ fields: ['cv_max_mb'] });
    const maxMb = Number(config?.cv_max_mb ?? DEFAULT_CV_MAX_MB);
    if (file.size > maxMb * 1024 * 1024) return ctx.badRequest(`The curriculum must be at most ${maxMb} MB`);

    const stored = await storePrivateFile(file.filepath, extension);
    try {
      const created = await strapi.documents(UID).create({
        data: { ...input, curriculum_file: stored, curriculum_name: name.slice(0, 200), curriculum_mime: file.mimetype ?? '', curriculum_size: file.size } as never,
      });
      ctx.status = 201;
      return respond(this, ctx, created);
    } catch (error) {
      const full = privatePath(stored);
      if (full) await fs.rm(full, { force: true });
      throw error;
    }
  },

  async curriculum(ctx) {
    const application = await strapi.documents(UID).findOne({ documentId: ctx.params.id });
    const full = application?.curriculum_file ? privatePath(String(application.curriculum_file)) : null;
    if (!application || !full) return ctx.notFound('No curriculum for that application');
    ctx.set('Content-Disposition', `attachment; filename="${String(application.curriculum_name ?? 'curriculum').replace(/["\\\r\n]/g, '')}"`);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.type = String(application.curriculum_mime || 'application/octet-stream');
    ctx.body = await fs.readFile(full);
  },
}));
