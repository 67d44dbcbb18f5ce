// Next's caches on disk without Redis (issue 33): the run-time pages, the CMS answers and the
// pictures are bounded together; past the bound the least recently written entries go, whole (a
// page's .html, .rsc, .meta and segments together), down to nine tenths; the build's pages stay.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { diskCacheEntries, pruneDiskCache } from '../../disk-cache.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function write(root: string, file: string, bytes: number, ageSeconds: number) {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, 'x'.repeat(bytes));
  const at = new Date(Date.now() - ageSeconds * 1000);
  fs.utimesSync(full, at, at);
}

/** A dist dir with 30 run-time pages (older first), 30 CMS answers, 5 pictures and a built page. */
function distDir(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'brina-disk-cache-'));
  dirs.push(root);
  for (let i = 0; i < 30; i += 1) {
    const base = `server/route-cache/APP_PAGE/h${i % 3}/$/it/b2c/products/-q/page=${i}`;
    for (const suffix of ['.html', '.rsc', '.meta', '.segments/_tree.segment.rsc']) write(root, `${base}${suffix}`, 1000, 1000 - i);
    write(root, `cache/fetch-cache/answer${i}`, 2000, 500 - i);
  }
  for (let i = 0; i < 5; i += 1) write(root, `cache/images/pic${i}/640.webp`, 3000, 2000);
  write(root, 'server/app/it/b2c.html', 50_000, 5000);
  return root;
}

describe('disk cache bound', () => {
  it('groups a page’s files into one entry and counts every area', async () => {
    const entries = await diskCacheEntries(distDir());
    expect(entries).toHaveLength(30 + 30 + 5);
    expect(entries.reduce((sum, e) => sum + e.bytes, 0)).toBe(30 * 4000 + 30 * 2000 + 5 * 3000);
    expect(entries.find((e) => e.key.endsWith('page=3'))?.files).toHaveLength(4);
  });

  it('removes the least recently written entries, whole, down to nine tenths of the bound; the build stays', async () => {
    const root = distDir();
    const { before, after, removed } = await pruneDiskCache(root, 100_000);
    expect(before).toBe(195_000);
    expect(after).toBeLessThanOrEqual(90_000);
    expect(removed).toBeGreaterThan(0);
    const left = await diskCacheEntries(root);
    expect(left.reduce((sum, e) => sum + e.bytes, 0)).toBe(after);
    // The pictures were the oldest, then the pages (older than the CMS answers).
    expect(left.filter((e) => e.key.startsWith('cache/images'))).toHaveLength(0);
    expect(left.find((e) => e.key.endsWith('page=0'))).toBeUndefined();
    // No page is left in pieces.
    for (const entry of left.filter((e) => e.key.startsWith('server/route-cache'))) expect(entry.files).toHaveLength(4);
    expect(fs.existsSync(path.join(root, 'server/app/it/b2c.html'))).toBe(true);
    // Within the bound: nothing to do.
    expect((await pruneDiskCache(root, 100_000)).removed).toBe(0);
  });
});
