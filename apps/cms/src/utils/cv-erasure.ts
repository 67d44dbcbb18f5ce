// A job application's CV goes with its record (issue 33.4): whoever deletes the record (HR in the
// admin, the retention purge, a script), a database lifecycle removes the file from private
// storage once the delete has happened. CVs left behind by older versions or by a crash between
// the two are found by `npm run cv:orphans` (scripts/cv-orphans.js): files in private/cv that no
// application refers to.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { privateDir, privatePath } from './private-files';

const UID = 'api::job-application.job-application';
/** A CV is stored a moment before its record is created: younger files are never orphans. */
const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;

type Where = Record<string, unknown>;
type DeleteEvent = { params?: { where?: Where }; state: Record<string, unknown> };

async function filesOf(strapi: Core.Strapi, where: Where | undefined): Promise<string[]> {
  if (!where) return [];
  const rows = (await strapi.db.query(UID).findMany({ where, select: ['curriculum_file'] })) as { curriculum_file?: string | null }[];
  return rows.map((row) => row.curriculum_file).filter((file): file is string => Boolean(file));
}

/** Removes stored CVs (relative names such as `cv/….pdf`); a missing file is fine. Returns how many existed. */
export async function removeCvFiles(stored: string[]): Promise<number> {
  let removed = 0;
  for (const name of stored) {
    const full = privatePath(name);
    if (!full) continue;
    const existed = await fs.rm(full).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return false;
        throw error;
      },
    );
    if (existed) removed += 1;
  }
  return removed;
}

export function registerCvErasure(strapi: Core.Strapi) {
  const before = async (event: DeleteEvent) => {
    event.state.cvFiles = await filesOf(strapi, event.params?.where);
  };
  const after = async (event: DeleteEvent) => {
    const files = (event.state.cvFiles as string[] | undefined) ?? [];
    // Another application pointing at the same file (not made by this CMS) keeps it.
    const stillUsed = new Set(await filesOf(strapi, files.length ? { curriculum_file: { $in: files } } : undefined));
    await removeCvFiles(files.filter((file) => !stillUsed.has(file))).catch((error: unknown) =>
      strapi.log.error(`CV erasure failed (npm run cv:orphans removes what is left): ${String(error)}`),
    );
  };
  strapi.db.lifecycles.subscribe({
    models: [UID],
    beforeDelete: before,
    afterDelete: after,
    beforeDeleteMany: before,
    afterDeleteMany: after,
  } as never);
}

/** CV files in private storage that no application refers to, older than an hour. */
export async function findOrphanedCvs(strapi: Core.Strapi, { now = Date.now(), minAgeMs = ORPHAN_MIN_AGE_MS } = {}): Promise<string[]> {
  const dir = path.join(privateDir(), 'cv');
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const referenced = new Set(
    (
      (await strapi.db.query(UID).findMany({ where: { curriculum_file: { $notNull: true } }, select: ['curriculum_file'] })) as { curriculum_file: string }[]
    ).map((row) => row.curriculum_file),
  );
  const orphans: string[] = [];
  for (const name of names.sort()) {
    const stored = `cv/${name}`;
    if (referenced.has(stored)) continue;
    const stat = await fs.stat(path.join(dir, name)).catch(() => null);
    if (stat?.isFile() && now - stat.mtimeMs >= minAgeMs) orphans.push(stored);
  }
  return orphans;
}

export async function removeOrphanedCvs(strapi: Core.Strapi, { dryRun = false, now = Date.now() } = {}): Promise<string[]> {
  const orphans = await findOrphanedCvs(strapi, { now });
  if (!dryRun) await removeCvFiles(orphans);
  return orphans;
}
