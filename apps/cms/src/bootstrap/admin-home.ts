// The admin home's "Ultimi contenuti modificati / pubblicati" (content-manager's homepage service)
// asks every language at once (`locale: '*'`), so a bilingual document is listed twice, once per
// language (issue 38.7). Each document is listed once here: the most recent of its languages (the
// lists come sorted, newest first). Strapi keeps the four newest rows before this, so a document
// whose two languages are both among them leaves one row fewer.
import type { Core } from '@strapi/strapi';

type Recent = { contentTypeUid?: string; documentId?: string };
type RecentList = () => Promise<Recent[]>;

export function onePerDocument<T extends Recent>(rows: T[]): T[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = `${row.contentTypeUid}\u0000${row.documentId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function listDocumentsOnceOnAdminHome(strapi: Core.Strapi): void {
  const service = strapi.plugin('content-manager').service('homepage') as unknown as Record<string, RecentList>;
  for (const name of ['getRecentlyUpdatedDocuments', 'getRecentlyPublishedDocuments']) {
    const original = service[name];
    if (typeof original !== 'function') continue;
    service[name] = async () => onePerDocument(await original.call(service));
  }
}
