import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { tileImageSource } from './src/lib/stores/basemap';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const cmsOrigin = new URL(process.env.CMS_MEDIA_URL ?? process.env.CMS_URL ?? 'http://localhost:1337').origin;
// The store map's tile service (MAP_TILE_URL, read when the site is built): its images must be allowed.
const tileSource = tileImageSource(process.env.MAP_TILE_URL);

const siteUrl = process.env.SITE_URL ?? 'http://localhost:3000';

// Google Tag Manager's hosts are allowed only when a container is configured (GTM_ID at build
// time); without it the policy keeps every third-party script and beacon out.
const gtmConfigured = /^GTM-[A-Z0-9]{4,12}$/.test(process.env.GTM_ID?.trim() ?? '');
const gtm = (hosts: string) => (gtmConfigured ? ` ${hosts}` : '');
const GTM_SCRIPTS = 'https://*.googletagmanager.com';
const GTM_BEACONS = 'https://*.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com';
// reCAPTCHA v3 replaces the self-hosted ALTCHA only when both its keys are set (at build time too):
// only then may pages load Google's script, frame and verification calls.
const recaptcha = Boolean(process.env.RECAPTCHA_SITE_KEY && process.env.RECAPTCHA_SECRET);
const google = recaptcha ? ' https://www.google.com https://www.gstatic.com' : '';

const securityHeaders = [
  // Browsers remember HTTPS only for a site served over HTTPS.
  ...(siteUrl.startsWith('https://') ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
  {
    key: 'Content-Security-Policy',
    value: [
      "default-src 'self'",
      `img-src 'self' data: blob: ${cmsOrigin}${tileSource ? ` ${tileSource}` : ''}${gtm(GTM_BEACONS)}`,
      `media-src 'self' ${cmsOrigin}`,
      "style-src 'self' 'unsafe-inline'",
      // Next's inline bootstrap scripts need 'unsafe-inline' without a nonce-based setup.
      `script-src 'self' 'unsafe-inline'${gtm(GTM_SCRIPTS)}${google}`,
      "font-src 'self'",
      `connect-src 'self'${gtm(GTM_BEACONS)}${google}`,
      ...(recaptcha ? [`frame-src${google}`] : []),
      "frame-ancestors 'self'",
      "base-uri 'self'",
      "form-action 'self'",
    ].join('; '),
  },
];

const nextConfig: NextConfig = {
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // Several instances share one cache in Redis (cache-handler.mjs); one instance keeps Next's default.
  ...(process.env.REDIS_URL ? { cacheHandler: require.resolve('./cache-handler.mjs') } : {}),
  poweredByHeader: false,
  reactStrictMode: true,
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default withNextIntl(nextConfig);
