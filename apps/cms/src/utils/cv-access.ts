// Every CV download is recorded (issue 38.2): who (the admin user, or the API token), which
// application, when, from where. One JSON line per download in the private storage's
// `access/cv-downloads.log` (kept and backed up with the CVs, never public) and in the CMS log.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { privateDir } from './private-files';

export type CvAccess = { documentId: string; by: string; via: 'admin' | 'api-token'; ip?: string };

export function cvAccessLogPath(): string {
  return path.join(privateDir(), 'access', 'cv-downloads.log');
}

export async function recordCvAccess(strapi: Core.Strapi, access: CvAccess, now = new Date()) {
  const entry = { at: now.toISOString(), ...access };
  strapi.log.info(`CV access: application ${access.documentId} by ${access.by} (${access.via})`);
  const file = cvAccessLogPath();
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await fs.appendFile(file, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
}
