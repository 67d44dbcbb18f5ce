// The image optimizer fetches only the CMS's uploads (issue 33): no local path, so
// `/_next/image?url=/api/revalidate` (or any page) is refused instead of fetched for anyone.
import { describe, expect, it } from 'vitest';
import { hasLocalMatch } from 'next/dist/shared/lib/match-local-pattern';

describe('image optimizer sources', () => {
  it('allows no local path and only the uploads folder of the CMS', async () => {
    const { default: config } = await import('../../next.config');
    const images = config.images ?? {};
    expect(images.localPatterns).toEqual([]);
    for (const path of ['/api/revalidate', '/it', '/brina-logo.svg', '/img/640/x.jpg']) expect(hasLocalMatch(images.localPatterns, path), path).toBe(false);
    expect(images.remotePatterns?.map((p) => ('pathname' in p ? p.pathname : undefined))).toEqual(['/uploads/**']);
  });
});
