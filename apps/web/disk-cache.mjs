// Next's caches on disk, when there is no Redis (issue 33): the pages it renders at run time
// (`server/route-cache`), its copies of the CMS's answers (`cache/fetch-cache`) and the optimized
// pictures (`cache/images`) are bounded together by DISK_CACHE_MB. server.mjs prunes them now and
// then: past the bound, the least recently written entries go first, down to nine tenths of it. A
// pruned entry is a miss: Next renders or fetches it again (a page built with the site falls back
// to its copy from the build, which is never pruned).
import fs from 'node:fs/promises';
import path from 'node:path';

/** The directories pruned, under the dist dir, and how their files group into entries. */
const AREAS = [
  // One page: its .html, .rsc, .meta (or a route's .body) and .segments/ go together.
  { dir: 'server/route-cache', entryOf: (file) => file.replace(/\.(html|rsc|meta|body|segments)(\/.*)?$/, '') },
  { dir: 'cache/fetch-cache', entryOf: (file) => file },
  // One picture: its folder (every width and format of it).
  { dir: 'cache/images', entryOf: (file) => file.split('/')[0] ?? file },
];

async function walk(root, relative = '') {
  let names;
  try {
    names = await fs.readdir(path.join(root, relative), { withFileTypes: true });
  } catch {
    return [];
  }
  const files = [];
  for (const entry of names) {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await walk(root, child)));
    else if (entry.isFile()) {
      try {
        const stat = await fs.stat(path.join(root, child));
        files.push({ file: child, bytes: stat.size, at: stat.mtimeMs });
      } catch {
        // Removed meanwhile.
      }
    }
  }
  return files;
}

/** Every cache entry on disk: its files (absolute), bytes and when it was last written. */
export async function diskCacheEntries(distDir) {
  const entries = new Map();
  for (const area of AREAS) {
    const root = path.join(distDir, area.dir);
    for (const { file, bytes, at } of await walk(root)) {
      const key = `${area.dir}/${area.entryOf(file)}`;
      const entry = entries.get(key) ?? { key, files: [], bytes: 0, at: 0 };
      entry.files.push(path.join(root, file));
      entry.bytes += bytes;
      entry.at = Math.max(entry.at, at);
      entries.set(key, entry);
    }
  }
  return [...entries.values()];
}

/**
 * Removes the least recently written entries while the caches hold more than `maxBytes`, down to
 * nine tenths of it. Resolves to the bytes before and after and the entries removed.
 */
export async function pruneDiskCache(distDir, maxBytes) {
  const entries = await diskCacheEntries(distDir);
  const before = entries.reduce((sum, e) => sum + e.bytes, 0);
  let after = before;
  let removed = 0;
  if (before <= maxBytes) return { before, after, removed };
  const target = Math.floor(maxBytes * 0.9);
  for (const entry of entries.sort((a, b) => a.at - b.at)) {
    if (after <= target) break;
    // The page's primary file first (.html or .body): without it the entry is a miss at once.
    const files = [...entry.files].sort((a, b) => Number(/\.(html|body)$/.test(b)) - Number(/\.(html|body)$/.test(a)));
    for (const file of files) await fs.rm(file, { force: true });
    after -= entry.bytes;
    removed += 1;
  }
  return { before, after, removed };
}
