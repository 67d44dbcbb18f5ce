// The website's Prometheus metrics (prom-client), created once by server.mjs and kept on globalThis:
// the site's code (bundled by Next) records through src/lib/metrics.ts, which finds them there and
// does nothing when they are absent (next dev, unit tests). Served only on their own listener
// (METRICS_PORT on METRICS_HOST, loopback by default), never on the site's port; a request from
// any address but loopback needs `Authorization: Bearer METRICS_TOKEN`. docs/operations.md, "Metrics".
import { timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import client from 'prom-client';

export const METRICS_KEY = Symbol.for('brina.metrics');

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * What a request is, from its path: a bounded label (never the path itself).
 * @param {string | undefined} url
 */
export function routeKind(url) {
  const path = (url ?? '/').split('?')[0];
  if (path === '/healthz' || path === '/readyz') return 'health';
  if (path === '/api/search') return 'search';
  if (path.startsWith('/api/')) return 'api';
  if (path.startsWith('/_next/static/')) return 'static';
  if (path.startsWith('/_next/image') || path.startsWith('/img/')) return 'image';
  if (path.startsWith('/_next/')) return 'next';
  return 'page';
}

/**
 * The registry and every metric of the website. `state` reads what other modules keep on
 * globalThis (CMS health, search index, mail) when Prometheus scrapes, so nothing is updated per request.
 * @param {{ state?: { cmsHealth?: () => ({ outageSince: number | null } | null | undefined), searchState?: () => ({ built: boolean, index: { stats(): Promise<{ builtAt?: string | null, updatedAt?: string | null }> } } | null | undefined) }, defaults?: boolean }} [options]
 */
export function createMetrics({ state = {}, defaults = true } = {}) {
  const registry = new client.Registry();
  if (defaults) client.collectDefaultMetrics({ register: registry });
  const m = {
    registry,
    requests: new client.Counter({
      name: 'brina_web_requests_total',
      help: 'Requests answered, by route kind and status code.',
      labelNames: ['kind', 'status'],
      registers: [registry],
    }),
    render: new client.Histogram({
      name: 'brina_web_render_duration_seconds',
      help: 'Time from request to the last byte for requests Next answered (not the page cache, search or health), by route kind.',
      labelNames: ['kind'],
      buckets: SECONDS,
      registers: [registry],
    }),
    pageCache: new client.Counter({
      name: 'brina_web_page_cache_total',
      help: "Pages and API GETs looked up in the server's page cache (page-cache.mjs), by outcome (hit, miss).",
      labelNames: ['outcome'],
      registers: [registry],
    }),
    nextCache: new client.Counter({
      name: 'brina_web_next_cache_total',
      help: 'Answers Next marked with x-nextjs-cache, by outcome (hit, stale, miss).',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    cmsDuration: new client.Histogram({
      name: 'brina_web_cms_request_duration_seconds',
      help: 'CMS calls of the website (reads answered by Next’s data cache included), by method and outcome.',
      labelNames: ['method', 'outcome'],
      buckets: SECONDS,
      registers: [registry],
    }),
    cmsFailures: new client.Counter({
      name: 'brina_web_cms_failures_total',
      help: 'CMS calls that failed (timeout, refused connection, 5xx), by reason.',
      labelNames: ['reason'],
      registers: [registry],
    }),
    botProofFailures: new client.Counter({
      name: 'brina_web_bot_proof_failures_total',
      help: 'Form posts refused for their bot-protection proof, by reason.',
      labelNames: ['reason'],
      registers: [registry],
    }),
    rateLimited: new client.Counter({
      name: 'brina_web_rate_limit_refusals_total',
      help: 'Requests refused by a rate limit, by limit name.',
      labelNames: ['limit'],
      registers: [registry],
    }),
    mailJobs: new client.Counter({
      name: 'brina_web_mail_jobs_total',
      help: 'Mail jobs this instance tried to send, by outcome (sent, failed). The queue itself is on the CMS (brina_cms_mail_jobs_pending).',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    diskCache: new client.Gauge({
      name: 'brina_web_disk_cache_bytes',
      help: "Bytes of Next's caches on disk after the last prune (without Redis; disk-cache.mjs).",
      registers: [registry],
    }),
    diskCacheLimit: new client.Gauge({
      name: 'brina_web_disk_cache_limit_bytes',
      help: 'DISK_CACHE_MB in bytes: the bound the prune keeps the disk cache under.',
      registers: [registry],
    }),
  };
  new client.Gauge({
    name: 'brina_web_cms_outage',
    help: '1 while the website counts the CMS as down (serving cached pages, 503 for the others).',
    registers: [registry],
    collect() {
      const h = state.cmsHealth?.();
      this.set(h && h.outageSince !== null ? 1 : 0);
    },
  });
  new client.Gauge({
    name: 'brina_web_search_index_ready',
    help: '1 once the search index was built from the CMS.',
    registers: [registry],
    collect() {
      this.set(state.searchState?.()?.built ? 1 : 0);
    },
  });
  new client.Gauge({
    name: 'brina_web_search_index_age_seconds',
    help: 'Seconds since the search index last changed (built or updated); absent before the first build.',
    registers: [registry],
    async collect() {
      this.reset();
      const s = state.searchState?.();
      if (!s?.built) return;
      const stats = await s.index.stats();
      const last = Math.max(...[stats.builtAt, stats.updatedAt].filter(Boolean).map((t) => Date.parse(t)));
      if (Number.isFinite(last)) this.set((Date.now() - last) / 1000);
    },
  });
  return m;
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * Whether a scrape may read the metrics: from loopback, or with the bearer token (compared in
 * constant time). Without METRICS_TOKEN, only loopback.
 * @param {{ peer: string | undefined, authorization: string | undefined, token: string | null }} request
 */
export function metricsAllowed({ peer, authorization, token }) {
  if (LOOPBACK.test(peer ?? '')) return true;
  if (!token || !authorization?.startsWith('Bearer ')) return false;
  const given = Buffer.from(authorization.slice('Bearer '.length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The metrics listener's request handler: GET /metrics, allowed scrapers only. */
export function metricsHandler(registry, token) {
  return (req, res) => {
    const plain = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' };
    if (!metricsAllowed({ peer: req.socket.remoteAddress, authorization: req.headers.authorization, token })) {
      res.writeHead(403, plain);
      res.end('Forbidden: metrics need a loopback address or the bearer token.\n');
      return;
    }
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, plain);
      res.end('Not found\n');
      return;
    }
    registry
      .metrics()
      .then((body) => {
        res.writeHead(200, { ...plain, 'Content-Type': registry.contentType });
        res.end(body);
      })
      .catch((error) => {
        res.writeHead(500, plain);
        res.end(`metrics failed: ${error instanceof Error ? error.message : String(error)}\n`);
      });
  };
}

/** Starts the metrics listener; resolves with the server once it listens. */
export function startMetricsServer({ registry, port, host = '127.0.0.1', token = null }) {
  const server = createServer(metricsHandler(registry, token));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
