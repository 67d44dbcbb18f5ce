// Issue 27, safe previews: the CMS's "Open preview" link carries a token for one document and
// language, valid for minutes, signed with PREVIEW_SECRET; the website opens the preview only with
// such a token, and a failed or expired link answers a page that says so.
import { describe, expect, it, vi } from 'vitest';
import { signPreviewToken as cmsSign } from '../../../cms/config/preview-token';
import { PREVIEW_TTL_SECONDS, signPreviewToken, verifyPreviewToken } from '@/lib/preview-token';

const KEY = 'local-only-preview-secret';
const PRODUCT = { uid: 'api::product.product', documentId: 'abcdefghijklmnopqrstuvwx', locale: 'it' } as const;
const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);

vi.mock('next/headers', () => ({ draftMode: async () => ({ enable: () => {}, disable: () => {} }) }));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { to });
  },
}));
vi.mock('@/lib/cms/preview', () => ({
  previewPath: async (uid: string, documentId: string, locale: string) => `/${locale}/preview-of/${uid}/${documentId}`,
}));
vi.mock('next-intl/server', async () => {
  const messages = { it: (await import('../../messages/it.json')).default, en: (await import('../../messages/en.json')).default };
  return {
    getTranslations:
      async ({ locale, namespace }: { locale: 'it' | 'en'; namespace: 'preview' }) =>
      (key: string) =>
        (messages[locale][namespace] as Record<string, string>)[key],
  };
});

describe('preview tokens', () => {
  it('a fresh token opens its document in its language', () => {
    const token = signPreviewToken(PRODUCT, KEY, NOW);
    expect(verifyPreviewToken(token, KEY, NOW + 60_000)).toEqual({ ok: true, target: PRODUCT });
  });

  it('the CMS mints tokens the website accepts (one format in both apps), for minutes only', () => {
    const token = cmsSign({ ...PRODUCT, locale: 'en' }, KEY, NOW);
    expect(verifyPreviewToken(token, KEY, NOW)).toEqual({ ok: true, target: { ...PRODUCT, locale: 'en' } });
    expect(verifyPreviewToken(token, KEY, NOW + PREVIEW_TTL_SECONDS * 1000 + 1000)).toMatchObject({ ok: false, reason: 'expired', locale: 'en' });
    expect(PREVIEW_TTL_SECONDS).toBeLessThanOrEqual(15 * 60);
  });

  it('an expired token is refused as expired', () => {
    const token = signPreviewToken(PRODUCT, KEY, NOW);
    expect(verifyPreviewToken(token, KEY, NOW + (PREVIEW_TTL_SECONDS + 1) * 1000)).toEqual({ ok: false, reason: 'expired', locale: 'it' });
  });

  it('a tampered token is refused: another document, another language, a longer life, another key', () => {
    const token = signPreviewToken(PRODUCT, KEY, NOW);
    const [payload, signature] = token.split('.') as [string, string];
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forge = (change: object) => `${Buffer.from(JSON.stringify({ ...body, ...change })).toString('base64url')}.${signature}`;
    expect(verifyPreviewToken(forge({ d: 'zzzzzzzzzzzzzzzzzzzzzzzz' }), KEY, NOW)).toMatchObject({ ok: false, reason: 'invalid' });
    expect(verifyPreviewToken(forge({ l: 'en' }), KEY, NOW)).toMatchObject({ ok: false, reason: 'invalid' });
    expect(verifyPreviewToken(forge({ e: body.e + 86_400 }), KEY, NOW)).toMatchObject({ ok: false, reason: 'invalid' });
    expect(verifyPreviewToken(`${payload}.${signature.slice(0, -2)}AA`, KEY, NOW)).toMatchObject({ ok: false, reason: 'invalid' });
    expect(verifyPreviewToken(token, 'another-key', NOW)).toMatchObject({ ok: false, reason: 'invalid' });
    for (const junk of [null, '', 'abc', `${token}.x`, KEY]) expect(verifyPreviewToken(junk, KEY, NOW), String(junk)).toMatchObject({ ok: false });
  });

  it('a token signed for a far-away expiry with the right key is still refused (not minted by us)', () => {
    const token = signPreviewToken(PRODUCT, KEY, NOW, 7 * 24 * 3600);
    expect(verifyPreviewToken(token, KEY, NOW)).toMatchObject({ ok: false, reason: 'invalid' });
  });
});

describe('/api/preview', () => {
  const open = async (query: string) => {
    const { GET } = await import('@/app/api/preview/route');
    const { NextRequest } = await import('next/server');
    return GET(new NextRequest(`http://localhost:3000/api/preview?${query}`));
  };

  it("opens the token's document, whatever other parameters say", async () => {
    const token = signPreviewToken(PRODUCT, KEY);
    await expect(open(`token=${token}&documentId=other&uid=api::recipe.recipe&locale=en`)).rejects.toMatchObject({
      to: '/it/preview-of/api::product.product/abcdefghijklmnopqrstuvwx',
    });
  });

  it('refuses the old static secret in the URL', async () => {
    const answer = await open(`secret=${KEY}&path=/it`);
    expect(answer.status).toBe(401);
  });

  it('says so when the link has expired (410) or is not valid (401), in its language, uncached', async () => {
    const expired = await open(`token=${signPreviewToken({ ...PRODUCT, locale: 'en' }, KEY, Date.now() - (PREVIEW_TTL_SECONDS + 5) * 1000)}`);
    expect(expired.status).toBe(410);
    expect(expired.headers.get('cache-control')).toBe('no-store');
    const html = await expired.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('The preview link has expired');
    const invalid = await open('token=nope.nope');
    expect(invalid.status).toBe(401);
    expect(await invalid.text()).toContain('Il link di anteprima non è valido');
  });
});
