// Job applications arrive as multipart: `data` (JSON) and `files.curriculum`. The CV is required,
// recognised by its content (PDF or DOCX; never by name or declared type), at most `cv_max_mb`
// (5 MB) and kept in private storage; the same submission key stores once.
import fs from 'node:fs/promises';
import { sendCurriculum } from '../../../utils/curriculum';
import { detectCv } from '../../../utils/cv-file';
import { privatePath, storePrivateFile } from '../../../utils/private-files';
import { helpers, respond } from '../../../utils/respond';
import { submissionController } from '../../../utils/submission-controller';
import { badSubmission, createOnce } from '../../../utils/submissions';

const UID = 'api::job-application.job-application';
const DEFAULT_CV_MAX_MB = 5;

export const CV_MESSAGES = {
  required: 'Il curriculum è obbligatorio',
  empty: 'Il file del curriculum è vuoto',
  tooLarge: (mb: number) => `Il curriculum non può superare i ${mb} MB`,
  type: 'Formato del curriculum non accettato: carica un file PDF o DOCX',
};

type UploadedFile = { filepath: string; originalFilename?: string | null; size: number };

function firstFile(files: unknown): UploadedFile | null {
  const all = (files ?? {}) as Record<string, unknown>;
  const cv = all['files.curriculum'] ?? all.curriculum;
  const file = Array.isArray(cv) ? cv[0] : cv;
  return file && typeof file === 'object' && 'filepath' in file ? (file as UploadedFile) : null;
}

function safeName(name: string | null | undefined, extension: string): string {
  const base = (name ?? '')
    .replace(/[^\p{L}\p{N} ._-]/gu, '')
    .trim()
    .slice(0, 120);
  return base.toLowerCase().endsWith(extension) ? base : `${base || 'curriculum'}${extension}`;
}

export default submissionController(UID, {
  // The CV is checked and kept privately before the record is created; a record that cannot be
  // created takes its CV file with it.
  async store(strapi, controller, ctx, prepared) {
    const core = helpers(controller);
    await core.validateInput(prepared.data, ctx);
    const input = (await core.sanitizeInput(prepared.data, ctx)) as Record<string, unknown>;

    const file = firstFile(ctx.request.files);
    if (!file) return badSubmission(ctx, 'curriculum', CV_MESSAGES.required, 'cv_required');
    if (file.size === 0) return badSubmission(ctx, 'curriculum', CV_MESSAGES.empty, 'cv_empty');
    const config = await strapi.documents('api::application-configuration.application-configuration').findFirst({ fields: ['cv_max_mb'] });
    const maxMb = Number(config?.cv_max_mb ?? DEFAULT_CV_MAX_MB);
    if (file.size > maxMb * 1024 * 1024) return badSubmission(ctx, 'curriculum', CV_MESSAGES.tooLarge(maxMb), 'cv_too_large');
    const kind = detectCv(await fs.readFile(file.filepath));
    if (!kind) return badSubmission(ctx, 'curriculum', CV_MESSAGES.type, 'cv_type');

    const stored = await storePrivateFile(file.filepath, kind.extension);
    const removeStored = async () => {
      const full = privatePath(stored);
      if (full) await fs.rm(full, { force: true });
    };
    const data = {
      ...input,
      curriculum_file: stored,
      curriculum_name: safeName(file.originalFilename, kind.extension),
      curriculum_mime: kind.mime,
      curriculum_size: file.size,
    };
    return createOnce(strapi, UID, prepared.key, controller, ctx, async () => {
      try {
        const created = await strapi.documents(UID).create({ data: data as never });
        ctx.status = 201;
        return respond(controller, ctx, created);
      } catch (error) {
        await removeStored();
        throw error;
      }
    });
  },
  actions: (strapi) => ({
    async curriculum(ctx) {
      return sendCurriculum(strapi, ctx as never, ctx.params.id ?? '');
    },
  }),
});
