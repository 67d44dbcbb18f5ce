// The language switch's note to the page it lands on when the page the visitor left has no
// translation: a cookie for one minute holding that page's path, read and cleared by the home's
// notice (components/layout/language-notice.client.tsx). A cookie, not a query key, so the
// landing page stays the one cached page.

export const LANGUAGE_NOTICE_COOKIE = 'brina_language_notice';

/** The page the notice links back to, from the cookie's value: a local path only, else null. */
export function noticePath(value: string | undefined): string | null {
  if (!value) return null;
  let path: string;
  try {
    path = decodeURIComponent(value);
  } catch {
    return null;
  }
  return /^\/(it|en)(\/[^\s?#\\]*)?$/.test(path) && !path.startsWith('//') && path.length <= 300 ? path : null;
}
