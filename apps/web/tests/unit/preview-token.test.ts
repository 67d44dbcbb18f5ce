// Issue 27, safe previews: the CMS's "Open preview" link carries a token for one document and
// language, valid for minutes, signed with PREVIEW_SECRET; the website opens the preview only with
// such a token, and a failed or expired link answers a page that says so.
import { describe, expect, it, vi } from 'vitest';
import { signPreviewToken as cmsSign } from '../../../cms/config/preview-token';
import {
  PREVIEW_COOKIE,
  PREVIEW_SESSION_SECONDS,
  PREVIEW_TTL_SECONDS,
  isPreviewedPath,
  signPreviewSession,
  signPreviewToken,
  verifyPreviewSession,
  verifyPreviewToken,
} from '@/lib/preview-token';
import { previewCookieOptions } from '@/lib/server/preview-session';

const KEY = 'local-only-preview-secret';
const PRODUCT = { uid: 'api::product.product', documentId: 'abcdefghijklmnopqrstuvwx', locale: 'it' } as const;
const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);

// The cookies the route sets (draftMode().enable() sets Next's, as Next does).
const jar = new Map<string, { value: string; options: Record<string, unknown> }>();
vi.mock('next/headers', () => ({
  draftMode: async () => ({
    enable: () => jar.set('__prerender_bypass', { value: 'build-preview-mode-id', options: {} }),
    disable: () => jar.delete('__prerender_bypass'),
  }),
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)?.value } : undefined),
    set: (name: string, value: string, options: Record<string, unknown>) => jar.set(name, { value, options }),
  }),
}));
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

  it("the admin panel's Pubblicato tab: a token for the published page, marked so", () => {
    const token = cmsSign({ ...PRODUCT, published: true }, KEY, NOW);
    expect(verifyPreviewToken(token, KEY, NOW)).toEqual({ ok: true, target: { ...PRODUCT, published: true } });
    expect(verifyPreviewToken(cmsSign(PRODUCT, KEY, NOW), KEY, NOW)).toEqual({ ok: true, target: PRODUCT });
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

// Issue 33.3: the open preview is a signed, expiring cookie of our own naming the document and its
// page; Next's build-wide `__prerender_bypass` alone shows no draft (isPreview, the proxy).
describe('preview session cookie', () => {
  const PAGE = '/it/prodotti/verdure/piselli-finissimi';

  it('carries the document, its page and its end, for PREVIEW_SESSION_SECONDS', () => {
    const value = signPreviewSession(PRODUCT, PAGE, KEY, NOW);
    expect(verifyPreviewSession(value, KEY, NOW + 60_000)).toEqual({
      path: PAGE,
      locale: 'it',
      uid: PRODUCT.uid,
      documentId: PRODUCT.documentId,
      expires: NOW / 1000 + PREVIEW_SESSION_SECONDS,
    });
    expect(PREVIEW_SESSION_SECONDS).toBeLessThanOrEqual(60 * 60);
  });

  it('is refused once expired', () => {
    const value = signPreviewSession(PRODUCT, PAGE, KEY, NOW);
    expect(verifyPreviewSession(value, KEY, NOW + PREVIEW_SESSION_SECONDS * 1000 - 1000)).not.toBeNull();
    expect(verifyPreviewSession(value, KEY, NOW + PREVIEW_SESSION_SECONDS * 1000)).toBeNull();
  });

  it('is refused when forged: another page, document or end, another key, a link token, the draft-mode cookie', () => {
    const value = signPreviewSession(PRODUCT, PAGE, KEY, NOW);
    const [payload, signature] = value.split('.') as [string, string];
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forge = (change: object) => `${Buffer.from(JSON.stringify({ ...body, ...change })).toString('base64url')}.${signature}`;
    expect(verifyPreviewSession(forge({ p: '/it' }), KEY, NOW)).toBeNull();
    expect(verifyPreviewSession(forge({ d: 'zzzzzzzzzzzzzzzzzzzzzzzz' }), KEY, NOW)).toBeNull();
    expect(verifyPreviewSession(forge({ e: body.e + 86_400 }), KEY, NOW)).toBeNull();
    expect(verifyPreviewSession(value, 'another-key', NOW)).toBeNull();
    // Signed with the right key for a far-away end: not made by us.
    expect(verifyPreviewSession(signPreviewSession(PRODUCT, PAGE, KEY, NOW + 7 * 24 * 3600 * 1000), KEY, NOW)).toBeNull();
    // A link token is not a cookie (another HMAC label), nor is the build's previewModeId.
    expect(verifyPreviewSession(signPreviewToken(PRODUCT, KEY, NOW), KEY, NOW)).toBeNull();
    for (const junk of [undefined, null, '', 'build-preview-mode-id', `${value}.x`]) expect(verifyPreviewSession(junk, KEY, NOW), String(junk)).toBeNull();
  });

  it('holds on the page it was opened on only', () => {
    const session = verifyPreviewSession(signPreviewSession(PRODUCT, PAGE, KEY, NOW), KEY, NOW);
    if (!session) throw new Error('the cookie should verify');
    expect(isPreviewedPath(session, PAGE)).toBe(true);
    expect(isPreviewedPath(session, `${PAGE}/`)).toBe(true);
    expect(isPreviewedPath(session, '/it')).toBe(false);
    expect(isPreviewedPath(session, '/it/prodotti/verdure/altro')).toBe(false);
    const accented = verifyPreviewSession(signPreviewSession(PRODUCT, '/it/ricette/perché', KEY, NOW), KEY, NOW);
    if (!accented) throw new Error('the cookie should verify');
    expect(isPreviewedPath(accented, '/it/ricette/perch%C3%A9')).toBe(true);
  });

  it("works inside the CMS admin's frame: SameSite=None; Secure; Partitioned on HTTPS, Lax on the plain-HTTP demo", () => {
    expect(previewCookieOptions(true)).toMatchObject({ httpOnly: true, sameSite: 'none', secure: true, partitioned: true });
    expect(previewCookieOptions(false)).toMatchObject({ httpOnly: true, sameSite: 'lax', secure: false });
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

  it('opens the preview as our signed cookie for that document and page, both cookies for the same short life', async () => {
    jar.clear();
    await expect(open(`token=${signPreviewToken(PRODUCT, KEY)}`)).rejects.toMatchObject({ to: expect.any(String) });
    const session = verifyPreviewSession(jar.get(PREVIEW_COOKIE)?.value, KEY);
    expect(session).toMatchObject({ uid: PRODUCT.uid, documentId: PRODUCT.documentId, path: '/it/preview-of/api::product.product/abcdefghijklmnopqrstuvwx' });
    expect(jar.get(PREVIEW_COOKIE)?.options).toMatchObject({ httpOnly: true, maxAge: PREVIEW_SESSION_SECONDS });
    expect(jar.get('__prerender_bypass')).toMatchObject({ value: 'build-preview-mode-id', options: { httpOnly: true, maxAge: PREVIEW_SESSION_SECONDS } });
  });

  it('opens the published page without draft mode (the Pubblicato tab), still with our cookie so the CMS may frame it', async () => {
    jar.clear();
    jar.set('__prerender_bypass', { value: 'build-preview-mode-id', options: {} });
    await expect(open(`token=${signPreviewToken({ ...PRODUCT, published: true }, KEY)}`)).rejects.toMatchObject({ to: expect.any(String) });
    expect(verifyPreviewSession(jar.get(PREVIEW_COOKIE)?.value, KEY)).toMatchObject({ documentId: PRODUCT.documentId });
    expect(jar.get('__prerender_bypass'), 'draft mode off').toMatchObject({ value: '', options: { expires: new Date(0) } });
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
