// A product or recipe under another category than its own is a 404 like an invented slug (issue
// 37.14: it lacked the 404 page's teaser because it reached the page, which then called notFound()):
// the proxy's check reads the category of each document per audience from the kept slug lists
// (the registry's, lib/content).
import { describe, expect, it, vi } from 'vitest';
import { matchPath } from '@/lib/routing/routes';

vi.mock('@/lib/cms/client', async (original) => ({ ...(await original<typeof import('@/lib/cms/client')>()), isPreview: async () => false }));
vi.mock('@/lib/content/documents', async (original) => ({
  ...(await original<typeof import('@/lib/content/documents')>()),
  listSlugDocs: async (type: { model: string }) =>
    type.model === 'product'
      ? [
          {
            slug: 'piselli-finissimi',
            documentId: 'p1',
            updatedAt: null,
            audiences: ['B2C', 'B2B'],
            localizations: {},
            categories: { B2C: 'verdure', B2B: 'verdure-iqf' },
          },
        ]
      : type.model === 'recipe'
        ? [{ slug: 'risotto-piselli-e-menta', documentId: 'r1', updatedAt: null, audiences: ['B2C'], localizations: {}, categories: { B2C: 'primi-piatti' } }]
        : [],
}));

const { hasKnownSlugs } = await import('@/lib/server/known-paths');

const known = async (path: string) => {
  const match = matchPath(path);
  if (!match) throw new Error(`no route for ${path}`);
  return hasKnownSlugs(match);
};

describe('known product and recipe paths', () => {
  it('knows a document in its own category, per audience', async () => {
    expect(await known('/it/prodotti/verdure/piselli-finissimi')).toBe(true);
    expect(await known('/it/foodservice/prodotti/verdure-iqf/piselli-finissimi')).toBe(true);
    expect(await known('/it/ricette/primi-piatti/risotto-piselli-e-menta')).toBe(true);
  });

  it('does not know it under another category, nor in an audience it is not for', async () => {
    expect(await known('/it/prodotti/frutta/piselli-finissimi')).toBe(false);
    expect(await known('/it/foodservice/prodotti/verdure/piselli-finissimi')).toBe(false);
    expect(await known('/it/ricette/dolci/risotto-piselli-e-menta')).toBe(false);
    expect(await known('/it/foodservice/ricette/primi-piatti/risotto-piselli-e-menta')).toBe(false);
  });
});
