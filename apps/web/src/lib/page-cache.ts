// The production server's cache of pages rendered per request (page-cache.mjs): what the site's
// code may do with it. Everything there depends on the content and on the search index, so it is
// emptied when either changes. Without server.mjs (tests, `next dev`) there is nothing to empty.
import 'server-only';

const KEY = Symbol.for('brina.page-cache');

export function clearPageCache(): void {
  (globalThis as typeof globalThis & { [KEY]?: { clear(): void } })[KEY]?.clear();
}
