// scripts/patch-next.mjs (issue 34): Next's IncrementalCache.set no longer weighs a page it writes
// to the ISR cache with JSON.stringify (about 13 ms of CPU per kept list page on its first visit),
// while a data-cache (fetch) entry over 2 MB is still refused. Checked on the installed Next, so an
// upgrade that brings the old statement back fails here instead of silently costing every write.
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { fixText, nextFiles, weighsEveryEntry } from '../../../../scripts/patch-next.mjs';

const require = createRequire(import.meta.url);
const nextDir = path.dirname(require.resolve('next/package.json'));

type Entry = { key: string; data: unknown };
const HANDLERS = Symbol.for('@next/cache-handlers');
function cacheWith(writes: Entry[]) {
  const { IncrementalCache } = require('next/dist/server/lib/incremental-cache') as {
    IncrementalCache: new (options: Record<string, unknown>) => { set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void> };
  };
  class Recording {
    async get() {
      return null;
    }
    async set(key: string, data: unknown) {
      writes.push({ key, data });
    }
    async revalidateTag() {}
    resetRequestCache() {}
  }
  // Given as the global handler (as Next's own file-system cache is), not as a custom one: Next
  // lifts the 2 MB limit for a custom handler.
  const handlers = globalThis as typeof globalThis & { [HANDLERS]?: { FetchCache?: unknown } };
  const before = handlers[HANDLERS];
  handlers[HANDLERS] = { FetchCache: Recording };
  try {
    return new IncrementalCache({
      dev: false,
      requestHeaders: {},
      previewProps: { previewModeId: 'x', previewModeEncryptionKey: 'x', previewModeSigningKey: 'x' },
      prerenderManifest: { version: 4, routes: {}, dynamicRoutes: {}, notFoundRoutes: [], preview: {} },
      maxMemoryCacheSize: 0,
    });
  } finally {
    handlers[HANDLERS] = before;
  }
}

describe("Next's ISR write (scripts/patch-next.mjs)", () => {
  it('the installed Next weighs no page it writes: every copy of the statement is fixed', () => {
    const files = nextFiles(nextDir).map((file) => path.relative(nextDir, file));
    // The server's own copy and the compiled runtimes the production build runs.
    expect(files).toContain(path.join('dist', 'server', 'lib', 'incremental-cache', 'index.js'));
    expect(files).toContain(path.join('dist', 'compiled', 'next-server', 'app-page-turbo.runtime.prod.js'));
    const fs = require('node:fs') as typeof import('node:fs');
    const still = files.filter((file) => weighsEveryEntry(fs.readFileSync(path.join(nextDir, file), 'utf8')));
    expect(still).toEqual([]);
  });

  it('rewrites the readable and the minified form, and leaves a fixed file alone', () => {
    const readable =
      '        // FetchCache has upper limit\n        const itemSize = JSON.stringify(data).length;\n        if (ctx.fetchCache && itemSize > 2 * 1024 * 1024 && x) {';
    const minified = 'a=i}let i=JSON.stringify(t).length;if(r.fetchCache&&i>2097152&&!this.h){';
    expect(fixText(readable)).toEqual({
      count: 1,
      fixed: readable.replace('const itemSize = JSON.stringify(data).length;', 'const itemSize=ctx.fetchCache?JSON.stringify(data).length:0;'),
    });
    expect(fixText(minified).fixed).toBe('a=i}let i=r.fetchCache?JSON.stringify(t).length:0;if(r.fetchCache&&i>2097152&&!this.h){');
    expect(fixText(fixText(minified).fixed).count).toBe(0);
    // Another statement of the same look is not touched.
    expect(fixText('const n = JSON.stringify(body).length; if (n > 10) {}').count).toBe(0);
  });

  it('writes a page without stringifying it, and still refuses a data-cache entry over 2 MB', async () => {
    const writes: Entry[] = [];
    const cache = cacheWith(writes);
    const page = { kind: 'APP_PAGE', html: '<p>list</p>', rscData: Buffer.alloc(70_000, 65), headers: {}, status: 200, segmentData: new Map() };
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      await cache.set('/it/products/-q/diets=VEGAN', page, {
        cacheControl: { revalidate: false, expire: undefined },
        isRoutePPREnabled: false,
        isFallback: false,
        route: { kind: 'APP_PAGE', sourceRoute: '/[locale]/[audience]/products/-q/[query]/page' },
      });
      expect(stringify.mock.calls.some(([value]) => value === page)).toBe(false);
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const big = { kind: 'FETCH', data: { headers: {}, body: 'x'.repeat(2 * 1024 * 1024 + 1), status: 200, url: 'http://cms/api/x' }, revalidate: 60 };
      await cache.set('fetch-key', big, { fetchCache: true, fetchUrl: 'http://cms/api/x', tags: [] });
      expect(warn.mock.calls.some(([message]) => String(message).includes('over 2MB'))).toBe(true);
      warn.mockRestore();
    } finally {
      stringify.mockRestore();
    }
    expect(writes.map((w) => w.data)).toEqual([page]);
  });
});
