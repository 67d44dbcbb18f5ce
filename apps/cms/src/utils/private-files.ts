// Files that must never get a public URL (job applicants' CVs) live outside `public/`.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { text } from '../../config/settings';

export function privateDir(): string {
  return path.resolve(process.cwd(), text('PRIVATE_UPLOADS_DIR') ?? 'private/uploads');
}

export async function storePrivateFile(sourcePath: string, extension: string): Promise<string> {
  const dir = path.join(privateDir(), 'cv');
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const name = `${crypto.randomUUID()}${extension}`;
  await fs.copyFile(sourcePath, path.join(dir, name));
  return `cv/${name}`;
}

export function privatePath(stored: string): string | null {
  const full = path.resolve(privateDir(), stored);
  return full.startsWith(privateDir() + path.sep) ? full : null;
}
