// The cookies of an open preview, set by /api/preview, removed by /api/exit-preview and by the proxy
// when they no longer hold. Both (ours and Next's `__prerender_bypass`) live as long as the preview
// (PREVIEW_SESSION_SECONDS) and are made to work inside the CMS admin's preview panel, a frame of
// another origin: on an HTTPS site `SameSite=None; Secure; Partitioned` (sent in a cross-site frame;
// partitioned, CHIPS, so a browser that blocks third-party cookies still keeps them for that frame).
// On plain HTTP (the local demo) a browser refuses `SameSite=None` without `Secure`, so they are
// `SameSite=Lax`: they still reach the frame there because the demo's CMS and site are the same
// site (localhost:1337 and localhost:3000; ports do not count), docs/decisions.md.
import 'server-only';
import { settingText } from '../../../config.mjs';
import { PREVIEW_COOKIE, PREVIEW_SESSION_SECONDS } from '../preview-token';

/** Next's draft-mode cookie (next/dist/server/api-utils COOKIE_NAME_PRERENDER_BYPASS). */
export const BYPASS_COOKIE = '__prerender_bypass';

type CookieOptions = { httpOnly: true; path: '/'; sameSite: 'none' | 'lax'; secure: boolean; partitioned?: boolean; maxAge?: number; expires?: Date };
type CookieJar = { set: (name: string, value: string, options: CookieOptions) => unknown };

/** Whether the site is served over HTTPS (SITE_URL), which decides the cookies' cross-site attributes. */
export function siteIsHttps(siteUrl = settingText('SITE_URL') ?? 'http://localhost:3000'): boolean {
  return siteUrl.startsWith('https://');
}

export function previewCookieOptions(https = siteIsHttps()): CookieOptions {
  return https
    ? { httpOnly: true, path: '/', sameSite: 'none', secure: true, partitioned: true }
    : { httpOnly: true, path: '/', sameSite: 'lax', secure: false };
}

/**
 * Sets our signed cookie and re-sets Next's (whose value draftMode().enable() chose) with the same
 * life and attributes; without `bypass` (the published page, no draft mode) Next's is removed.
 */
export function setPreviewCookies(jar: CookieJar, session: string, bypass: string | null, https = siteIsHttps()): void {
  const options = { ...previewCookieOptions(https), maxAge: PREVIEW_SESSION_SECONDS };
  jar.set(PREVIEW_COOKIE, session, options);
  if (bypass === null) jar.set(BYPASS_COOKIE, '', { ...previewCookieOptions(https), expires: new Date(0) });
  else jar.set(BYPASS_COOKIE, bypass, options);
}

/** Removes both (with the attributes they were set with: a partitioned cookie is removed only so). */
export function clearPreviewCookies(jar: CookieJar, https = siteIsHttps()): void {
  const options = { ...previewCookieOptions(https), expires: new Date(0) };
  jar.set(PREVIEW_COOKIE, '', options);
  jar.set(BYPASS_COOKIE, '', options);
}
