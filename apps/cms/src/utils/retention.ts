// Deletes job applications older than the retention the privacy notice promises
// (APPLICATION_RETENTION_DAYS, default 365), each with its CV file in private storage.
import fs from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import { privatePath } from './private-files';
import { whole } from '../../config/settings';

const UID = 'api::job-application.job-application';
const BATCH = 100;

export function retentionDays(env: NodeJS.ProcessEnv = process.env): number {
  return whole('APPLICATION_RETENTION_DAYS', env);
}

export async function purgeExpiredApplications(
  strapi: Core.Strapi,
  { days = retentionDays(), now = new Date() } = {},
): Promise<{ applications: number; files: number }> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  let applications = 0;
  let files = 0;
  for (;;) {
    const expired: { documentId: string; curriculum_file?: string | null }[] = await strapi.db
      .query(UID)
      .findMany({ where: { createdAt: { $lt: cutoff } }, select: ['documentId', 'curriculum_file'], limit: BATCH });
    if (!expired.length) break;
    for (const application of expired) {
      // The file goes first: a failure leaves the record, which the next run deletes again.
      const full = application.curriculum_file ? privatePath(application.curriculum_file) : null;
      if (full) {
        const existed = await fs.rm(full).then(
          () => true,
          (error: NodeJS.ErrnoException) => {
            if (error.code === 'ENOENT') return false;
            throw error;
          },
        );
        if (existed) files += 1;
      }
      await strapi.documents(UID).delete({ documentId: application.documentId });
      applications += 1;
    }
  }
  if (applications) strapi.log.info(`Retention: deleted ${applications} job applications older than ${days} days (${files} CV files)`);
  return { applications, files };
}
