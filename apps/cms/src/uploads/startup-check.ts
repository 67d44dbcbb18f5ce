// Files in the uploads folder that a browser would run or render as a document (.html, .js, .svg,
// ...), stored before the extension check existed (./extension-guard.ts) or put there by hand.
// They are never served (src/middlewares/uploads.ts answers 404 for any extension outside the
// allowed types); the start-up lists them so the operator deletes them and the media-library
// entries that point at them (docs/operations.md, "Media library files").
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { ACTIVE_EXTENSIONS } from './media-types';

const ACTIVE = new Set<string>(ACTIVE_EXTENSIONS);

/** Names (relative to the folder) of the active files under `dir`, sorted. */
export async function activeUploads(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && ACTIVE.has(path.extname(entry.name).toLowerCase()))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

export async function reportActiveUploads(strapi: Core.Strapi): Promise<string[]> {
  const found = await activeUploads(path.join(strapi.dirs.static.public, 'uploads'));
  if (found.length) {
    const production = process.env.NODE_ENV === 'production';
    const log = production ? strapi.log.error.bind(strapi.log) : strapi.log.warn.bind(strapi.log);
    log(
      `Uploads: ${found.length} file(s) a browser would run or render are in public/uploads and are not served (404): ${found.join(', ')}. ` +
        'Delete them and their media-library entries (docs/operations.md, "Media library files").',
    );
  }
  return found;
}
