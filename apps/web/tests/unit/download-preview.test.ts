// A download read in an editor's preview may hold drafts (issue 33.15): it is answered
// `private, no-store`, never with the public caching of the published sheet.
import { describe, expect, it, vi } from 'vitest';

const state = vi.hoisted(() => ({ preview: false }));
vi.mock('@/lib/cms/client', async (original) => ({ ...(await original<typeof import('@/lib/cms/client')>()), isPreview: async () => state.preview }));
vi.mock('@/lib/cms/product', () => ({ getProduct: async () => ({ title: 'Spinaci', features: { productCode: 'BR-1' } }) }));
vi.mock('@/lib/server/sheet-texts', () => ({ sheetTexts: async () => ({}) }));
vi.mock('@/lib/server/spec-sheet', () => ({ specSheet: async () => ({ pdf: new Uint8Array([37, 80, 68, 70]), key: 'k', cached: true }) }));

const sheet = async () => {
  const { GET } = await import('@/app/api/foodservice/spec-sheet/route');
  return GET(new Request('http://localhost:3000/api/foodservice/spec-sheet?locale=it&product=spinaci'));
};

describe('the spec sheet download', () => {
  it('is public (revalidated) for visitors', async () => {
    state.preview = false;
    expect((await sheet()).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });

  it('is private and never stored in an editor preview', async () => {
    state.preview = true;
    expect((await sheet()).headers.get('cache-control')).toBe('private, no-store');
  });
});
