// Production server of the website: Next's request handler, plus one rule Next cannot express:
// while the CMS is down, a page that fails to render (it was never cached) answers
// 503 with Retry-After instead of 500. Cached pages are served as usual (200). On SIGTERM it stops
// accepting connections and finishes the requests in flight (nginx sends new ones elsewhere). The
// search-as-you-type endpoint is answered before Next's router, whose cost per request is several
// times the search's. Responses are compressed here (compression.mjs; Next's own compression is off
// in next.config.ts). Every request gets an id, one log line and its metrics when it closes
// (request-log.mjs, metrics.mjs); /healthz and /readyz are answered first (health.mjs).
import fs from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import next from 'next';
import { createAdmission, serverLimits } from './admission.mjs';
import { compressResponse, createCompressedCache } from './compression.mjs';
import { pruneDiskCache } from './disk-cache.mjs';
import { hideInternalHeaders } from './internal-headers.mjs';
import { MAX_URL_BYTES, PAGE_CACHE_KEY, createPageCache, tooLongUrl } from './page-cache.mjs';
import { mediaUploadsUrl, optimizerUrl } from './image-path.mjs';
import { CLIENT_HEADER, markClientAddressServer, resolveClientAddress, trustedProxies } from './src/lib/server/client-address.mjs';
import { config, openBindRefusal, setting, settingNumber, settingText } from './config.mjs';
import { createLogger } from './logger.mjs';
import { METRICS_KEY, createMetrics, routeKind, startMetricsServer } from './metrics.mjs';
import { observeRequest, requestContext, requestId } from './request-log.mjs';
import { answerHealth, createReadiness } from './health.mjs';

// Every setting is checked before anything starts: a bad value stops the server, naming each one.
// So does an address beyond loopback while a secret has its public local-only value (issue 33.13).
try {
  config();
  const refusal = openBindRefusal(settingText('HOSTNAME') ?? '127.0.0.1', 'HOSTNAME');
  if (refusal) throw new Error(refusal);
} catch (error) {
  console.error(`[brina] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const log = createLogger('brina-web');

const port = Number(process.env.PORT ?? process.argv[process.argv.indexOf('-p') + 1] ?? 3000);
// Loopback unless HOSTNAME says otherwise: nginx, on this machine, is what faces the network.
const hostname = settingText('HOSTNAME') ?? '127.0.0.1';
// Who each visitor is: the socket's address, or what a trusted proxy reports (TRUSTED_PROXIES,
// default loopback). Decided here for every request; the site's code reads only CLIENT_HEADER.
const TRUSTED = trustedProxies();
markClientAddressServer();
const LIMITS = serverLimits();
const fromTrustedProxy = (peer) => {
  const address = (peer ?? '').replace(/^::ffff:(?=\d+\.)/, '');
  return TRUSTED.check(address, address.includes(':') ? 'ipv6' : 'ipv4');
};

// Next is told `localhost` whatever address we listen on: next-intl's rewrites come back as
// localhost URLs, and a rewrite to another origin than Next's own would be proxied over HTTP.
const app = next({ dev: false, dir: import.meta.dirname, hostname: 'localhost', port });
const handle = app.getRequestHandler();
await app.prepare();

// The CMS client keeps its health on globalThis (src/lib/cms/health.ts).
const health = () => globalThis[Symbol.for('brina.cms.health')];
// The search index (src/lib/search/service.ts) and Redis client (src/lib/redis.ts) too.
const searchState = () => globalThis[Symbol.for('brina.search')];

// Metrics are created here, before Next's code runs, so that src/lib/metrics.ts finds them; they
// are served only when METRICS_PORT is set, on that port (metrics.mjs).
const metrics = createMetrics({ state: { cmsHealth: health, searchState } });
globalThis[METRICS_KEY] = metrics;
if (setting('METRICS_PORT') !== null) {
  const metricsHost = settingText('METRICS_HOST') ?? '127.0.0.1';
  startMetricsServer({ registry: metrics.registry, port: settingNumber('METRICS_PORT'), host: metricsHost, token: settingText('METRICS_TOKEN') })
    .then(() => log.info({ host: metricsHost, port: settingNumber('METRICS_PORT') }, 'metrics listening'))
    .catch((error) => {
      log.fatal({ err: error instanceof Error ? error.message : String(error) }, 'metrics port unavailable');
      process.exit(1);
    });
}
const readiness = createReadiness({
  cmsUrl: settingText('CMS_URL') ?? 'http://localhost:1337',
  timeoutMs: settingNumber('CMS_TIMEOUT_MS'),
  searchReady: () => Boolean(searchState()?.built),
  redis: settingText('REDIS_URL') ? () => globalThis[Symbol.for('brina.redis')] ?? null : null,
  closing: () => closing,
});

// After an outage, pages rendered from answers kept from before it may be cached as fresh: once the
// CMS answers again, refresh every cached CMS answer through the site's own webhook route.
function revalidateSecret() {
  if (settingText('REVALIDATE_SECRET')) return settingText('REVALIDATE_SECRET');
  // The secrets rule of src/lib/secrets.ts: the local-only value only outside production or in the demo.
  return process.env.NODE_ENV !== 'production' || process.env.BRINA_DEMO === '1' ? 'local-only-revalidate-secret' : null;
}
setInterval(() => {
  const h = health();
  if (!h || !h.staleServed || h.outageSince !== null) return;
  h.staleServed = false;
  const secret = revalidateSecret();
  if (!secret) return;
  fetch(`http://${hostname === '0.0.0.0' ? '127.0.0.1' : hostname}:${port}/api/revalidate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-revalidate-secret': secret },
    body: JSON.stringify({ event: 'media.update', model: '' }),
  })
    .then((r) => log.info({ status: r.status }, 'CMS back: cached pages refreshed'))
    .catch((error) => log.error({ err: error instanceof Error ? error.message : String(error) }, 'CMS back, refresh failed'));
}, 1000).unref();

// Next answers 500 for some malformed URLs before any of our code runs (static files and API
// paths): those are refused here as the bad requests they are. Pages under /it and /en reach the
// proxy, which answers them with the branded 404.
function isMalformed(url) {
  const path = (url ?? '/').split('?')[0];
  if (/^\/(it|en)(\/|$)/.test(path)) return false;
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}
const BASIC_HEADERS = {
  'Content-Type': 'text/plain; charset=utf-8',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'",
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

// The build's API routes (static paths, and patterns for dynamic ones such as /api/texts/[locale]/[name]
// and /api/qr/[gtin]). Any other /api/ address is answered 404 here: Next
// would render its not-found page for it, and take a form-encoded POST for a Server Action.
function apiRoutes() {
  try {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(import.meta.dirname, process.env.NEXT_DIST_DIR ?? '.next', 'server/app-paths-manifest.json'), 'utf8'),
    );
    return new Set(
      Object.keys(manifest)
        .filter((key) => key.startsWith('/api/') && key.endsWith('/route'))
        .map((key) => key.slice(0, -'/route'.length)),
    );
  } catch {
    return null;
  }
}
const API_ROUTES = apiRoutes();
const API_PATTERNS = [...(API_ROUTES ?? [])]
  .filter((route) => route.includes('['))
  .map((route) => new RegExp(`^${route.replace(/\[\.\.\.[^\]]+\]/g, '.+').replace(/\[[^\]]+\]/g, '[^/]+')}$`));
const isUnknownApi = (url) => {
  const pathname = (url ?? '/').split('?')[0].replace(/\/+$/, '');
  return API_ROUTES !== null && pathname.startsWith('/api/') && !API_ROUTES.has(pathname) && !API_PATTERNS.some((p) => p.test(pathname));
};

// A form post without JavaScript (no Next-Action header) reaches Next's Server Action decoder, which
// answers 500 when the body is not the form data its content type announces: that is a bad request.
const FORM_TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;
const isPlainFormPost = (req) => req.method === 'POST' && FORM_TYPES.test(req.headers['content-type'] ?? '') && !req.headers['next-action'];
const BAD_FORM_TEXT = 'Richiesta non valida: i dati del modulo non si leggono. / Bad request: the form data could not be read.';

// While the CMS is down, a page that cannot render gets this page (it needs no script, no CMS and
// no other request), in both languages, with 503 and Retry-After.
const UNAVAILABLE_HTML = `<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Brina – Sito momentaneamente non disponibile / Temporarily unavailable</title><style>body{margin:0;font-family:system-ui,sans-serif;background:#f3f7f4;color:#17251d}main{max-width:40rem;margin:0 auto;padding:4rem 1.25rem;text-align:center}.brand{font:700 2rem Georgia,serif;color:#15523a}h1,h2{font:700 1.75rem Georgia,serif;margin:1.5rem 0 .75rem}p{line-height:1.6}.en{margin-top:2.5rem;padding-top:2rem;border-top:1px solid #c9d8cf}a{color:#15523a;font-weight:600}</style></head><body><main data-error-page="unavailable"><p class="brand">Brina</p><h1>Sito momentaneamente non disponibile</h1><p>Non riusciamo a caricare i contenuti di questa pagina in questo momento. Riprova tra qualche secondo: le pagine già visitate restano disponibili.</p><p><a href="/it">Torna alla home</a></p><section class="en" lang="en"><h2>Temporarily unavailable</h2><p>We cannot load the content of this page right now. Please try again in a few seconds: pages you have already visited are still available.</p><p><a href="/en">Back to the home page</a></p></section></main></body></html>`;

// Registered by the site's start hook (src/instrumentation.ts → src/lib/search/endpoint.ts).
const searchEndpoint = () => globalThis[Symbol.for('brina.search.endpoint')];
const SEARCH_PATH = /^\/api\/search(?:\?|$)/;

/** GET /api/search straight to the search endpoint; false when it is not registered (Next answers then). */
function answerSearch(req, res) {
  const endpoint = searchEndpoint();
  if (req.method !== 'GET' || !endpoint || !SEARCH_PATH.test(req.url ?? '')) return false;
  let params;
  try {
    params = new URL(req.url ?? '/', 'http://site').searchParams;
  } catch {
    return false;
  }
  endpoint(params, (name) => [req.headers[name]].flat()[0])
    .then(({ status, headers, body }) => {
      res.writeHead(status, headers);
      res.end(body);
    })
    .catch((error) => {
      log.error({ err: error instanceof Error ? error.message : String(error) }, 'search request failed');
      if (!res.headersSent) res.writeHead(503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify({ error: 'Search is unavailable' }));
    });
  return true;
}

const UPLOADS = mediaUploadsUrl();

// Compressed prerendered pages and static files, by URL and ETag (bench/README.md).
const compressed = createCompressedCache(settingNumber('COMPRESSED_CACHE_MB') * 1024 * 1024);

// At most WEB_MAX_ACTIVE requests are handled at once; the others queue (admission.mjs, bench/README.md).
// A request with a body queues only once its body has arrived (at most WEB_MAX_BODY_MB).
const { admit } = createAdmission(settingNumber('WEB_MAX_ACTIVE'), {
  maxBodyBytes: LIMITS.maxBodyBytes,
  bufferBytes: LIMITS.bufferBytes,
  clientBytes: LIMITS.clientBytes,
  bodyIdleMs: LIMITS.bodyIdleMs,
});

// Pages kept in front of Next by URL (page-cache.mjs): what Next caches for everyone (ISR) and the
// pages of the URL alone it renders per request (search, store locator, blog); the site empties it
// when content, the search index or a rating change.
const pageCache = createPageCache({ maxBytes: settingNumber('PAGE_CACHE_MB') * 1024 * 1024, ttlMs: settingNumber('PAGE_CACHE_SECONDS') * 1000 });
globalThis[PAGE_CACHE_KEY] = pageCache;

function serve(req, res, context) {
  // The internal path of a rewrite never leaves (kept pages are captured without it too).
  hideInternalHeaders(res);
  // Outermost: what Next writes is compressed before the unavailable-page rule sees it (a 5xx is never compressed).
  compressResponse(req, res, compressed);
  // A kept page needs no proxy, no router, no render and no place in the queue.
  const kept = pageCache.serve(req, res);
  if (req.method === 'GET' && context.kind !== 'static') metrics.pageCache.inc({ outcome: kept ? 'hit' : 'miss' });
  if (kept) {
    context.answeredBy = 'page-cache';
    return;
  }
  pageCache.capture(req, res);
  context.answeredBy = 'next';
  admit(req, res, () =>
    handle(req, res).catch((error) => {
      log.error({ reqId: context.id, err: error }, 'request failed');
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }),
  );
}

let closing = false;

function handleRequest(req, res) {
  // The request's id (nginx's, or a new one) and its log line and metrics when it closes; the rest
  // runs in its context, where the CMS client finds the id (src/lib/request-context.ts).
  const kind = routeKind(req.url);
  const id = requestId(req.headers['x-request-id'], fromTrustedProxy(req.socket.remoteAddress));
  const context = observeRequest(req, res, { id, kind, log, metrics });
  requestContext.run(context, answer, req, res, context);
}

function answer(req, res, context) {
  if (answerHealth(req, res, readiness)) return;
  // While closing, a kept-alive connection is not reused: the proxy opens a new one elsewhere.
  if (closing) res.setHeader('Connection', 'close');
  req.headers[CLIENT_HEADER] = resolveClientAddress({
    peer: req.socket.remoteAddress,
    forwardedFor: [req.headers['x-forwarded-for']].flat().join(','),
    realIp: [req.headers['x-real-ip']].flat()[0],
    trusted: TRUSTED,
  });
  // An address longer than any of the site's links is crafted: refused before a cache or a render sees it.
  if (tooLongUrl(req.url)) {
    res.writeHead(414, { ...BASIC_HEADERS, 'Cache-Control': 'no-store', Connection: 'close' });
    res.end(`URI troppo lungo (più di ${MAX_URL_BYTES} byte). / URI too long (over ${MAX_URL_BYTES} bytes).`);
    return;
  }
  if (isMalformed(req.url)) {
    res.writeHead(400, BASIC_HEADERS);
    res.end('Bad request: the address is not valid.');
    return;
  }
  if (isUnknownApi(req.url)) {
    res.writeHead(404, { ...BASIC_HEADERS, 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    res.end('{"error":"not_found"}');
    return;
  }
  if (answerSearch(req, res)) return;
  // A CMS picture's short address (image-path.mjs) is the optimizer's request for that upload.
  if (req.url?.startsWith('/img/')) req.url = optimizerUrl(req.url, UPLOADS) ?? req.url;
  // API routes answer their own errors (JSON); only pages get the unavailable page.
  if (/^\/(api|_next)\//.test(req.url ?? '')) {
    serve(req, res, context);
    return;
  }
  const { writeHead, write, end } = res;
  let replaced = false;
  let replacement = UNAVAILABLE_HTML;
  const formPost = isPlainFormPost(req);
  res.writeHead = function brinaWriteHead(status, ...rest) {
    const h = health();
    if (status >= 500 && formPost && !(h && Date.now() < h.downUntil)) {
      replaced = true;
      replacement = BAD_FORM_TEXT;
      for (const name of ['content-length', 'content-encoding', 'etag', 'x-nextjs-cache', 'content-security-policy']) res.removeHeader(name);
      return writeHead.call(this, 400, { ...BASIC_HEADERS, 'Cache-Control': 'no-store' });
    }
    if (status >= 500 && h && Date.now() < h.downUntil) {
      replaced = true;
      for (const name of ['content-length', 'content-encoding', 'etag', 'x-nextjs-cache', 'content-security-policy']) res.removeHeader(name);
      return writeHead.call(this, 503, {
        'Content-Type': 'text/html; charset=utf-8',
        'Retry-After': String(Math.max(1, Math.ceil((h.downUntil - Date.now()) / 1000))),
        'Cache-Control': 'no-store',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
    }
    return writeHead.call(this, status, ...rest);
  };
  // The replaced page's body is ours; what Next writes after the status is dropped.
  // Headers go out before the first byte, as Node would do implicitly, so the status is decided first.
  const decide = () => {
    if (!res.headersSent) res.writeHead(res.statusCode);
  };
  res.write = function brinaWrite(...args) {
    decide();
    return replaced ? true : write.apply(this, args);
  };
  res.end = function brinaEnd(...args) {
    decide();
    if (!replaced) return end.apply(this, args);
    const done = args.find((a) => typeof a === 'function');
    return end.call(this, replacement, done);
  };
  serve(req, res, context);
}
const server = createServer(handleRequest);
// A client gets WEB_HEADERS_TIMEOUT_MS for its headers and WEB_REQUEST_TIMEOUT_MS for the whole request (408 after).
server.headersTimeout = LIMITS.headersTimeout;
server.requestTimeout = LIMITS.requestTimeout;
server.listen(port, hostname, () => log.info({ url: `http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}` }, 'Brina website ready'));

// Without Redis, Next keeps its caches on disk: bounded by DISK_CACHE_MB, pruned every minute (disk-cache.mjs).
if (!settingText('REDIS_URL')) {
  const distDir = path.join(import.meta.dirname, process.env.NEXT_DIST_DIR ?? '.next');
  const maxBytes = settingNumber('DISK_CACHE_MB') * 1024 * 1024;
  metrics.diskCacheLimit.set(maxBytes);
  let pruning = false;
  const prune = () => {
    if (pruning) return;
    pruning = true;
    pruneDiskCache(distDir, maxBytes)
      .then(({ before, after, removed }) => {
        metrics.diskCache.set(after);
        if (removed) log.info({ limitMb: settingNumber('DISK_CACHE_MB'), removed, before, after }, 'disk cache over its bound: entries removed');
      })
      .catch((error) => log.error({ err: error instanceof Error ? error.message : String(error) }, 'disk cache prune failed'))
      .finally(() => {
        pruning = false;
      });
  };
  prune();
  setInterval(prune, 60_000).unref();
}

function shutdown(signal) {
  if (closing) return;
  closing = true;
  log.info({ signal }, 'finishing the requests in flight');
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), settingNumber('SHUTDOWN_GRACE_MS')).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
