// The production server's cache of pages rendered per request (page-cache.mjs): what the site's
// code may do with it. Everything there depends on the content and on the search index, so it is
// emptied when either changes. Without server.mjs (tests, `next dev`) there is nothing to empty.
import 'server-only';
import { revalidateTag } from 'next/cache';
import { after } from 'next/server';

const KEY = Symbol.for('brina.page-cache');
type Kept = { clear(): void; drop(matches: (path: string) => boolean): void; rendersInFlight(): Promise<boolean> };
const kept = () => (globalThis as typeof globalThis & { [KEY]?: Kept })[KEY];

export function clearPageCache(): void {
  kept()?.clear();
}

/**
 * After a change in the CMS (a webhook, a vote): expires the cache tags that read it at once and
 * empties the pages kept here. Next dates what it caches by when a render ended, not when it began,
 * so a page whose render was under way at that moment would be kept as new with what it read
 * before: once those renders have ended (after the response), the tags expire again.
 * Call from a route handler.
 */
export function expireTags(tags: string[]): void {
  expire(tags, (cache) => cache.clear());
}

/**
 * The same for a change that shows on a few pages only (a vote: the rated document's): the tags
 * expire, and of the pages kept here only those whose path `pages` matches are dropped.
 */
export function expirePages(tags: string[], pages: (path: string) => boolean): void {
  expire(tags, (cache) => cache.drop(pages));
}

function expire(tags: string[], forget: (cache: Kept) => void): void {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  const cache = kept();
  if (!cache) return;
  forget(cache);
  const rendering = cache.rendersInFlight();
  after(async () => {
    if (!(await rendering)) return;
    // Next writes a finished render to its cache as it answers: a moment for that write.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
    forget(cache);
  });
}
