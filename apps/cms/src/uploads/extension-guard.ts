// A stored file's extension decides how it is served (its Content-Type), so it must belong to the
// type found in its bytes: the upload plugin checks the sniffed type against the allow list but
// keeps the client's extension, and `x.html` holding a PDF would be served as a web page on the
// CMS origin (issue 33.1). Two checks:
// - the upload service (admin and content-API uploads, uploads from a URL, replacements, which
//   keep the old extension): the bytes must be one of the allowed types (./sniff.ts) and the name's
//   extension must belong to it;
// - the upload provider, where every write ends (generated formats too): the extension must belong
//   to the type the file is stored as.
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { MEDIA_TYPES, extensionFits } from './media-types';
import { sniffMediaFile } from './sniff';

type StoredFile = { ext?: string | null; mime?: string | null; name?: string | null };
type Provider = Record<string, unknown> & { extend(methods: Record<string, unknown>): void };

export const EXTENSION_MESSAGE = (ext: string, mime: string) => {
  const right = (MEDIA_TYPES as Record<string, readonly string[]>)[mime]?.[0];
  return right
    ? `L'estensione «${ext || '(nessuna)'}» non corrisponde al contenuto del file (${mime}): rinominalo con l'estensione ${right} e caricalo di nuovo`
    : `Tipo di file non accettato (${mime})`;
};

export function assertExtensionFits(file: StoredFile) {
  const ext = String(file.ext ?? '');
  const mime = String(file.mime ?? '').toLowerCase();
  if (!extensionFits(mime, ext)) {
    throw new errors.ValidationError(EXTENSION_MESSAGE(ext, mime), { name: file.name ?? null, ext, mime });
  }
}

export const UNKNOWN_MESSAGE = (name: string) =>
  `Il contenuto di «${name}» non è un'immagine (JPEG, PNG, WebP, AVIF, GIF), un PDF, un video (MP4, WebM) o dei sottotitoli (WebVTT)`;

type Incoming = { filepath?: string; originalFilename?: string | null; name?: string | null };
type UploadService = {
  upload(input: { data: unknown; files: Incoming | Incoming[] }, opts?: unknown): Promise<unknown>;
  replace(id: unknown, input: { data: unknown; file: Incoming }, opts?: unknown): Promise<unknown>;
};

/** The bytes are an allowed type and the extension (the name's, or the kept one on a replacement) belongs to it. */
async function assertContentFits(file: Incoming, keptExt?: string) {
  const name = String(file.originalFilename ?? file.name ?? '');
  const type = file.filepath ? await sniffMediaFile(file.filepath) : null;
  if (!type) throw new errors.ValidationError(UNKNOWN_MESSAGE(name), { name });
  const ext = keptExt ?? path.extname(name);
  if (ext && !extensionFits(type, ext)) throw new errors.ValidationError(EXTENSION_MESSAGE(ext, type), { name, ext, mime: type });
}

export function registerExtensionGuard(strapi: Core.Strapi) {
  const service = strapi.plugin('upload').service('upload') as unknown as UploadService;
  const { upload, replace } = service;
  service.upload = async (input, ...rest) => {
    for (const file of [input.files].flat()) if (file) await assertContentFits(file);
    return upload.call(service, input, ...rest);
  };
  service.replace = async (id, input, ...rest) => {
    const old = (await strapi.db.query('plugin::upload.file').findOne({ where: { id }, select: ['ext'] })) as { ext?: string } | null;
    // A missing file is the plugin's 404 to give.
    if (old && input.file) await assertContentFits(input.file, String(old.ext ?? ''));
    return replace.call(service, id, input, ...rest);
  };

  const provider = strapi.plugin('upload').provider as unknown as Provider;
  const guarded: Record<string, unknown> = {};
  for (const method of ['upload', 'uploadStream', 'replace', 'replaceStream']) {
    const original = provider[method];
    if (typeof original !== 'function') continue;
    guarded[method] = async (file: StoredFile, ...rest: unknown[]) => {
      assertExtensionFits(file);
      return (original as (...args: unknown[]) => unknown).call(provider, file, ...rest);
    };
  }
  provider.extend(guarded);
}
