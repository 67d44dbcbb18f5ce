import { isIP } from 'node:net';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { IMAGE_PATH, mediaUploadsUrl } from './image-path.mjs';
import { tileImageSource } from './src/lib/stores/basemap';
import { settingNumber, settingText } from './config.mjs';
import { PREVIEW_COOKIE } from './src/lib/preview-token';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  // Messages are compiled at build time: the browser gets no ICU parser (about 9 KB of gzip on
  // every page) and the server formats faster (bench/README.md).
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const cmsMedia = new URL(settingText('CMS_MEDIA_URL') ?? settingText('CMS_URL') ?? 'http://localhost:1337');
const cmsOrigin = cmsMedia.origin;
// The store map's tile service (MAP_TILE_URL, read when the site is built): its images must be allowed.
const tileSource = tileImageSource(settingText('MAP_TILE_URL') ?? undefined);

const siteUrl = settingText('SITE_URL') ?? 'http://localhost:3000';
// The CMS admin's origin: its preview panel frames the site's preview answers (below).
const cmsAdminOrigin = new URL(settingText('CMS_ADMIN_URL') ?? settingText('CMS_URL') ?? 'http://localhost:1337').origin;

// Google Tag Manager's hosts are allowed only when a container is configured (GTM_ID at build
// time); without it the policy keeps every third-party script and beacon out.
const gtmConfigured = /^GTM-[A-Z0-9]{4,12}$/.test(settingText('GTM_ID') ?? '');
const gtm = (hosts: string) => (gtmConfigured ? ` ${hosts}` : '');
const GTM_SCRIPTS = 'https://*.googletagmanager.com';
const GTM_BEACONS = 'https://*.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com';
// reCAPTCHA v3 replaces the self-hosted ALTCHA only when both its keys are set (at build time too):
// only then may pages load Google's script, frame and verification calls.
const recaptcha = Boolean(settingText('RECAPTCHA_SITE_KEY') && settingText('RECAPTCHA_SECRET'));
const google = recaptcha ? ' https://www.google.com https://www.gstatic.com' : '';

/** The page headers; `framedBy` is who may frame the answer besides the site itself. */
const securityHeaders = (framedBy: string | null) => [
  // Browsers remember HTTPS only for a site served over HTTPS.
  ...(siteUrl.startsWith('https://') ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // X-Frame-Options cannot name another origin; where the CMS may frame, frame-ancestors alone rules.
  ...(framedBy ? [] : [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }]),
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
  {
    key: 'Content-Security-Policy',
    value: [
      "default-src 'self'",
      `img-src 'self' data: blob: ${cmsOrigin}${tileSource ? ` ${tileSource}` : ''}${gtm(GTM_BEACONS)}`,
      `media-src 'self' ${cmsOrigin}`,
      "style-src 'self' 'unsafe-inline'",
      // Next's inline bootstrap scripts (a different RSC payload on every page) need 'unsafe-inline':
      // a nonce would make every page dynamic, and a hash next to 'unsafe-inline' switches it off
      // (docs/decisions.md). Inline event-handler attributes are never ours nor Next's: refused.
      `script-src 'self' 'unsafe-inline'${gtm(GTM_SCRIPTS)}${google}`,
      "script-src-attr 'none'",
      "object-src 'none'",
      "font-src 'self'",
      `connect-src 'self'${gtm(GTM_BEACONS)}${google}`,
      ...(recaptcha ? [`frame-src${google}`] : []),
      `frame-ancestors 'self'${framedBy ? ` ${framedBy}` : ''}`,
      "base-uri 'self'",
      "form-action 'self'",
    ].join('; '),
  },
];

// The CMS admin's preview panel frames the preview: exactly the CMS's origin may frame the preview
// links' answers (/api/preview: the redirect, an expired or invalid link's page; /api/exit-preview)
// and the pages of a browser that holds a preview cookie (lib/preview-token.ts, PREVIEW_COOKIE;
// those answers are never stored by a cache: page-cache.mjs, deploy/nginx). Every other answer may
// be framed by the site alone.
const PREVIEW_ROUTES = '/api/(preview|exit-preview)';
const previewCookie = [{ type: 'cookie' as const, key: PREVIEW_COOKIE }];

const nextConfig: NextConfig = {
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // Several instances share one cache in Redis (cache-handler.mjs); one instance keeps Next's default.
  ...(settingText('REDIS_URL') ? { cacheHandler: require.resolve('./cache-handler.mjs') } : {}),
  // Next's in-memory copy of cached pages and CMS answers, bounded by bytes (least recently used
  // go first; the disk or Redis copy stays).
  cacheMaxMemorySize: settingNumber('NEXT_CACHE_MB') * 1024 * 1024,
  poweredByHeader: false,
  // pdfkit reads its font metrics from its own folder at run time, and exceljs (the allergen matrix
  // as .xlsx, issue 37) is a large CommonJS library with stream dependencies: both loaded from
  // node_modules, not bundled (server-only route handlers). The OpenTelemetry SDK and exporters
  // (lib/tracing-sdk.ts, loaded only with OTEL_EXPORTER_OTLP_ENDPOINT) and its API, which Next's own
  // spans load from node_modules too: one copy of the API for Next and the site.
  serverExternalPackages: [
    'pdfkit',
    'exceljs',
    '@opentelemetry/api',
    '@opentelemetry/resources',
    '@opentelemetry/sdk-trace-node',
    '@opentelemetry/exporter-trace-otlp-http',
    '@opentelemetry/exporter-trace-otlp-proto',
  ],
  // server.mjs compresses (once per ETag, instead of on every request).
  compress: false,
  reactStrictMode: true,
  // Where CMS uploads are, for CmsImage in server and client components: only those URLs go
  // through the optimizer (remotePatterns below).
  // BRINA_IMAGE_PATH: the short picture addresses server.mjs answers (image-path.mjs); `next dev`
  // has no server.mjs and keeps the optimizer's own addresses.
  env: { BRINA_MEDIA_UPLOADS: mediaUploadsUrl(), BRINA_IMAGE_PATH: process.env.NODE_ENV === 'development' ? '' : IMAGE_PATH },
  // CMS uploads go through Next's image optimizer: WebP at the widths the layout asks for
  // (bench/README.md compares it with the CMS's own JPEG formats). Widths up to the 1600 px
  // originals; a few candidates keep each srcset short, as it is written into the HTML.
  images: {
    remotePatterns: [
      {
        protocol: cmsMedia.protocol.replace(':', '') as 'http' | 'https',
        hostname: cmsMedia.hostname,
        port: cmsMedia.port,
        pathname: `${cmsMedia.pathname.replace(/\/$/, '')}/uploads/**`,
      },
    ],
    // No local path goes through the optimizer (it would fetch `/api/…` for anyone: issue 33): the
    // site's pictures are the CMS's uploads above; its own files (logo, maps) are served as they are.
    localPatterns: [],
    formats: ['image/webp'],
    deviceSizes: [640, 828, 1080, 1280, 1600],
    imageSizes: [160, 320, 480],
    qualities: [75],
    // Upload names carry a hash of the file: a changed picture gets a new URL.
    minimumCacheTTL: 2_678_400,
    // A CMS configured by IP address or as localhost (one machine, a private network) is still
    // the only origin the optimizer may fetch from (remotePatterns above).
    dangerouslyAllowLocalIP: cmsMedia.hostname === 'localhost' || isIP(cmsMedia.hostname.replace(/^\[|\]$/g, '')) !== 0,
  },
  async headers() {
    return [
      { source: '/:path((?!api/preview$|api/exit-preview$).*)', missing: previewCookie, headers: securityHeaders(null) },
      { source: '/:path((?!api/preview$|api/exit-preview$).*)', has: previewCookie, headers: securityHeaders(cmsAdminOrigin) },
      { source: PREVIEW_ROUTES, headers: securityHeaders(cmsAdminOrigin) },
    ];
  },
};

export default withNextIntl(nextConfig);
