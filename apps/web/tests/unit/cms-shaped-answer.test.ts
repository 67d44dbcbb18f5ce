// Issue 34: a CMS answer is parsed and normalised once per content change, not on every render.
// Next's data cache hands the same text back until a webhook expires it; cmsGet then returns the
// shape it made the first time (frozen: every render shares it), and a new text is shaped again.
import { describe, expect, it, vi } from 'vitest';

vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: false }), cookies: async () => ({ get: () => undefined }) }));

const answer = (title: string) =>
  JSON.stringify({ data: [{ id: 1, documentId: 'a', title, images: [{ url: '/uploads/a.jpg' }] }], meta: { pagination: { page: 1, pageCount: 1, total: 1 } } });

describe('shapedAnswer', () => {
  it('gives the same frozen shape for the same text of a URL, without parsing it again', async () => {
    const { shapedAnswer } = await import('@/lib/cms/client');
    const first = shapedAnswer('http://cms/api/products?x=1', answer('Spinaci'), true);
    const parse = vi.spyOn(JSON, 'parse');
    const again = shapedAnswer('http://cms/api/products?x=1', answer('Spinaci'), true);
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
    expect(again).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen((first.data as { images: object[] }[])[0]?.images[0])).toBe(true);
    expect(first).toEqual({
      data: [{ id: 1, documentId: 'a', title: 'Spinaci', images: [{ url: '/uploads/a.jpg' }] }],
      meta: { pagination: { page: 1, pageCount: 1, total: 1 } },
    });
  });

  it('shapes a changed text again, and never shares a fresh or draft read', async () => {
    const { shapedAnswer } = await import('@/lib/cms/client');
    const before = shapedAnswer('http://cms/api/products?x=2', answer('Spinaci'), true);
    const changed = shapedAnswer('http://cms/api/products?x=2', answer('Spinaci in foglia'), true);
    expect(changed).not.toBe(before);
    expect((changed.data as { title: string }[])[0]?.title).toBe('Spinaci in foglia');
    const fresh = shapedAnswer('http://cms/api/products?x=3', answer('Piselli'), false);
    expect(shapedAnswer('http://cms/api/products?x=3', answer('Piselli'), false)).not.toBe(fresh);
    expect(Object.isFrozen(fresh)).toBe(false);
  });
});
