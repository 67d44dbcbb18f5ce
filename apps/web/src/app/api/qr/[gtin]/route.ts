// The pack QR code of a GTIN (issue 26) as an SVG image: `/api/qr/{gtin}` encodes the pack's GS1
// Digital Link (`SITE_URL/01/{gtin14}`). The product page shows it with <img>, so its path data is
// neither in the page's HTML nor in its payload, and browsers and caches keep it. Drawn per request
// (a few milliseconds, nothing stored): any valid GTIN is accepted, so nothing here can fill a cache.
import { digitalLinkPath, normalizeGtin } from '@/lib/catalogue/gtin';
import { qrSvg } from '@/lib/catalogue/qr';
import { siteUrl } from '@/lib/seo/metadata';

export async function GET(_request: Request, { params }: { params: Promise<{ gtin: string }> }) {
  const gtin = normalizeGtin((await params).gtin);
  if (!gtin) return new Response('Not a valid GTIN', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const url = `${siteUrl()}${digitalLinkPath(gtin)}`;
  return new Response(qrSvg(url, url), {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff' },
  });
}
