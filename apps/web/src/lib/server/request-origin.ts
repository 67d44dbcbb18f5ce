// Checks for requests that change something without a token of their own: a browser's form post
// from another site (Origin or Sec-Fetch-Site says so) is refused; a local path to redirect to must
// stay on this site.
import 'server-only';
import { settingText } from '../../../config.mjs';

/**
 * Whether a POST may come from where it says it comes from: no Origin (not a browser's cross-site
 * post: browsers send Origin on every cross-origin POST), or an Origin whose host is the request's
 * own host or SITE_URL's. `Sec-Fetch-Site: cross-site` is refused in any case.
 */
export function isSameOriginPost(headers: Pick<Headers, 'get'>, siteUrl = settingText('SITE_URL') ?? undefined): boolean {
  if (headers.get('sec-fetch-site') === 'cross-site') return false;
  const origin = headers.get('origin');
  if (origin === null) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  // "null" (a sandboxed frame, a redirect across origins) does not parse as a URL: refused above.
  const allowed = new Set<string>();
  const own = headers.get('host');
  if (own) allowed.add(own.toLowerCase());
  if (siteUrl) {
    try {
      allowed.add(new URL(siteUrl).host);
    } catch {
      // A malformed SITE_URL allows nothing more.
    }
  }
  return allowed.has(host.toLowerCase());
}

/** The refusal of a cross-site post (403). */
export function crossSiteRefused(): Response {
  return Response.json({ error: 'Cross-site form posts are not accepted' }, { status: 403, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * A path on this site to redirect to: one leading slash, then no slash or backslash right after it,
 * no control characters or spaces (browsers drop TABs and newlines, and read `\` as `/`), and one
 * that resolves on this site's origin.
 */
export function isLocalPath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return false;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  // Controls (TAB, CR, LF, NUL…), spaces and backslashes anywhere.
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code <= 0x20 || code === 0x7f || char === '\\') return false;
  }
  try {
    const base = 'http://site.invalid';
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
}
