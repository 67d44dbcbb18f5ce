import { describe, expect, it } from 'vitest';
import { normalize, normalizeResponse } from '@/lib/cms/normalize';

describe('CMS response normaliser', () => {
  it('flattens a Strapi 4 entity with nested relations and media', () => {
    const v4 = {
      data: {
        id: 3,
        attributes: {
          title: 'Spinaci',
          category: { data: { id: 7, attributes: { slug: 'verdure' } } },
          images: { data: [{ id: 1, attributes: { url: '/uploads/a.jpg', formats: { small: { url: '/uploads/small_a.jpg', width: 500 } } } }] },
          empty: { data: null },
          features: { id: 9, weight: '750 g' },
        },
      },
      meta: {},
    };
    expect(normalizeResponse(v4).data).toEqual({
      id: 3,
      title: 'Spinaci',
      category: { id: 7, slug: 'verdure' },
      images: [{ id: 1, url: '/uploads/a.jpg', formats: { small: { url: '/uploads/small_a.jpg', width: 500 } } }],
      empty: null,
      features: { id: 9, weight: '750 g' },
    });
  });

  it('leaves a Strapi 5 flat response as it is', () => {
    const v5 = {
      data: [{ id: 1, documentId: 'abc', title: 'x', category: { id: 2, documentId: 'def', slug: 'y' } }],
      meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } },
    };
    const out = normalizeResponse(v5);
    expect(out.data).toEqual(v5.data);
    expect(out.meta?.pagination?.total).toBe(1);
  });

  it('does not unwrap a field that merely has a `data` key among others', () => {
    expect(normalize({ id: 1, payload: { data: 1, other: 2 } })).toEqual({ id: 1, payload: { data: 1, other: 2 } });
  });

  it('handles non-object bodies', () => {
    expect(normalizeResponse(null).data).toBeNull();
    expect(normalizeResponse('x').data).toBeNull();
  });
});
