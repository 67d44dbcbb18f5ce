// Issue 33.3: a copied `__prerender_bypass` cookie (Next's draft mode, the same value for everyone
// until the next build) shows no draft: every CMS read asks isPreview, which also requires our
// signed, unexpired preview cookie.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PREVIEW_COOKIE, PREVIEW_SESSION_SECONDS, signPreviewSession } from '@/lib/preview-token';

const request = { draftMode: false, cookies: new Map<string, string>() };
vi.mock('next/headers', () => ({
  draftMode: async () => ({ isEnabled: request.draftMode }),
  cookies: async () => ({ get: (name: string) => (request.cookies.has(name) ? { name, value: request.cookies.get(name) } : undefined) }),
}));

const KEY = 'local-only-preview-secret';
const PRODUCT = { uid: 'api::product.product', documentId: 'abcdefghijklmnopqrstuvwx', locale: 'it' } as const;

describe('isPreview', () => {
  beforeEach(() => {
    request.draftMode = false;
    request.cookies.clear();
  });

  it('is a preview with draft mode and our signed cookie', async () => {
    const { isPreview } = await import('@/lib/cms/client');
    request.draftMode = true;
    request.cookies.set(PREVIEW_COOKIE, signPreviewSession(PRODUCT, '/it', KEY));
    expect(await isPreview()).toBe(true);
  });

  it("is no preview with Next's draft-mode cookie alone, a forged or an expired cookie of ours", async () => {
    const { isPreview } = await import('@/lib/cms/client');
    request.draftMode = true;
    expect(await isPreview(), 'draft mode alone').toBe(false);
    request.cookies.set(PREVIEW_COOKIE, 'true');
    expect(await isPreview(), 'a hand-made cookie').toBe(false);
    request.cookies.set(PREVIEW_COOKIE, signPreviewSession(PRODUCT, '/it', 'another-key'));
    expect(await isPreview(), 'signed with another key').toBe(false);
    request.cookies.set(PREVIEW_COOKIE, signPreviewSession(PRODUCT, '/it', KEY, Date.now() - (PREVIEW_SESSION_SECONDS + 1) * 1000));
    expect(await isPreview(), 'expired').toBe(false);
  });

  it('is no preview without draft mode, whatever cookie', async () => {
    const { isPreview } = await import('@/lib/cms/client');
    request.cookies.set(PREVIEW_COOKIE, signPreviewSession(PRODUCT, '/it', KEY));
    expect(await isPreview()).toBe(false);
  });
});
