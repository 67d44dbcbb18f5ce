// Where the site redirects to from a visitor's input (the rating form's `back`, the path a
// preview link names): a path on this site only. Browsers read `\` as `/` and drop TABs and newlines, so
// `/\evil.example` and `/<TAB>/evil.example` are other sites.
import { describe, expect, it, vi } from 'vitest';
import { signPreviewToken } from '@/lib/preview-token';
import { isLocalPath } from '@/lib/server/request-origin';

vi.mock('next/headers', () => ({
  draftMode: async () => ({ enable: () => {}, disable: () => {} }),
  cookies: async () => ({ get: () => undefined, set: () => {} }),
}));
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { to });
  },
}));
vi.mock('@/lib/cms/preview', () => ({ previewPath: async () => '/it' }));

const OTHER_SITES = [
  '/\\evil.example',
  '/\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '//evil.example',
  '/ /evil.example',
  'https://evil.example',
  'evil.example',
  '',
  '/\u0000/x',
];

describe('local paths', () => {
  it('accepts paths on this site and refuses everything a browser could take elsewhere', () => {
    for (const good of ['/', '/it', '/en/products/vegetables/spinach?x=1', '/it/ricette#x', '/it/%5Cx']) expect(isLocalPath(good), good).toBe(true);
    for (const bad of OTHER_SITES) expect(isLocalPath(bad), JSON.stringify(bad)).toBe(false);
  });

  it('the preview redirects only to such a path', async () => {
    const { GET } = await import('@/app/api/preview/route');
    const { NextRequest } = await import('next/server');
    const token = (path: string) => signPreviewToken({ path, locale: 'it' }, 'local-only-preview-secret');
    const open = (path: string) => GET(new NextRequest(`http://localhost:3000/api/preview?token=${token(path)}`));
    for (const bad of ['/\t/evil.example', '/\\evil.example', '//evil.example']) {
      const answer = await open(bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
    }
    await expect(open('/it/prodotti')).rejects.toMatchObject({ to: '/it/prodotti' });
  });
});
