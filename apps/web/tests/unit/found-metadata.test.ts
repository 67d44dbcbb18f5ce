// A screen's metadata is built from what its loader found; nothing found gives no metadata (the page
// itself is the 404), and the builder is not called.
import { describe, expect, it, vi } from 'vitest';
import { foundMetadata } from '@/lib/seo/metadata';

describe('foundMetadata', () => {
  it('builds the metadata of what was found', async () => {
    const build = vi.fn((page: { title: string }) => ({ title: page.title }));
    expect(await foundMetadata(Promise.resolve({ title: 'Spinaci' }), build)).toEqual({ title: 'Spinaci' });
    expect(await foundMetadata(Promise.resolve({ title: 'Piselli' }), async (page) => ({ title: page.title }))).toEqual({ title: 'Piselli' });
  });

  it('gives no metadata for nothing, without calling the builder', async () => {
    const build = vi.fn(() => ({ title: 'never' }));
    expect(await foundMetadata(Promise.resolve(null), build)).toEqual({});
    expect(build).not.toHaveBeenCalled();
  });
});
