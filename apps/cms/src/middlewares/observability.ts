// One log line and the metrics of every CMS request, its request id, and the readiness check.
// First of all middlewares (config/middlewares.ts), in place of strapi::logger.
// - Request id: the website's (`x-request-id`, or the trace id of its `traceparent`, which it sends
//   on cached reads: apps/web/src/lib/request-context.ts), else a new one; answered as X-Request-Id.
// - Log line: method, path without its query (a content-manager search may name a person), status,
//   milliseconds, request id; never the address, a body or a query.
// - GET /_ready: 204 when the database answers `select 1` within a second, else 503 (beside
//   Strapi's /_health, which only says the process answers).
// - Metrics (prom-client): request durations, and at each scrape the submissions stored and the
//   mail jobs pending per type with the oldest one's age (the website's mail queue lives here).
//   Served on CMS_METRICS_PORT (loopback by default) only; a scraper from any other address needs
//   `Authorization: Bearer METRICS_TOKEN`. docs/operations.md, "Health", "Logs", "Metrics".
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { Core } from '@strapi/strapi';
import client from 'prom-client';
import { text, whole } from '../../config/settings';
import { SUBMISSION_UIDS } from '../utils/submissions';

type Ctx = {
  req: IncomingMessage;
  method: string;
  path: string;
  status: number;
  body: unknown;
  state: Record<string, unknown>;
  set(name: string, value: string): void;
  get(name: string): string;
};

const HEX_ID = /^[0-9a-f]{32}$/;
const TRACEPARENT = /^00-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/;

/** The caller's request id (x-request-id, a UUID without dashes, or traceparent's trace id), else a new one. */
export function requestIdOf(header: string, traceparent: string): string {
  const given = header.toLowerCase().replace(/-/g, '');
  if (HEX_ID.test(given)) return given;
  const trace = TRACEPARENT.exec(traceparent.toLowerCase());
  return trace ? trace[1] : randomBytes(16).toString('hex');
}

/** A bounded label for a path: the part of the CMS it reaches. */
export function area(path: string): string {
  const first = path.split('/')[1] ?? '';
  if (first === '_health' || first === '_ready') return 'health';
  return ['api', 'admin', 'content-manager', 'upload', 'uploads', 'i18n', 'users-permissions'].includes(first) ? first : 'other';
}

export function metricsAllowed(peer: string | undefined, authorization: string | undefined, token: string | null): boolean {
  if (/^(127\.|::1$|::ffff:127\.)/.test(peer ?? '')) return true;
  if (!token || !authorization?.startsWith('Bearer ')) return false;
  const given = Buffer.from(authorization.slice('Bearer '.length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function createCmsMetrics(strapi: Core.Strapi) {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const duration = new client.Histogram({
    name: 'brina_cms_request_duration_seconds',
    help: 'CMS requests, by area (api, admin, content-manager, upload, …), method and status code.',
    labelNames: ['area', 'method', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const types = Object.entries(SUBMISSION_UIDS);
  new client.Gauge({
    name: 'brina_cms_submissions',
    help: 'Submissions stored, by type.',
    labelNames: ['type'],
    registers: [registry],
    async collect() {
      for (const [type, uid] of types) this.set({ type }, await strapi.db.query(uid as never).count({}));
    },
  });
  const pendingWhere = (type: string) => ({
    mail_sent: false,
    submission_key: { $notNull: true },
    ...(type === 'newsletter-signup' ? { confirmed: false } : {}),
  });
  new client.Gauge({
    name: 'brina_cms_mail_jobs_pending',
    help: 'Submissions whose mails the website has not sent yet, by type.',
    labelNames: ['type'],
    registers: [registry],
    async collect() {
      for (const [type, uid] of types) this.set({ type }, await strapi.db.query(uid as never).count({ where: pendingWhere(type) }));
    },
  });
  new client.Gauge({
    name: 'brina_cms_mail_job_oldest_seconds',
    help: 'Age of the oldest submission whose mails are not sent yet (0 when none).',
    registers: [registry],
    async collect() {
      let oldest = Infinity;
      for (const [type, uid] of types) {
        const row = (await strapi.db.query(uid as never).findOne({ where: pendingWhere(type), select: ['createdAt'], orderBy: { createdAt: 'asc' } })) as {
          createdAt?: string | Date;
        } | null;
        if (row?.createdAt) oldest = Math.min(oldest, new Date(row.createdAt).getTime());
      }
      this.set(Number.isFinite(oldest) ? (Date.now() - oldest) / 1000 : 0);
    },
  });
  return { registry, duration };
}

/** The database answers within `ms`. */
async function databaseReady(strapi: Core.Strapi, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      strapi.db.connection.raw('select 1').then(() => true),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), ms);
      }),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const metrics = createCmsMetrics(strapi);
  const json = (text('LOG_FORMAT') ?? (process.env.NODE_ENV === 'production' ? 'json' : 'text')) === 'json';
  // whole() is 0 for an unset port (no listener).
  const port = whole('CMS_METRICS_PORT') || null;
  if (port !== null) {
    const token = text('METRICS_TOKEN');
    const host = text('CMS_METRICS_HOST') ?? '127.0.0.1';
    const server = createServer((req, res) => {
      if (!metricsAllowed(req.socket.remoteAddress, req.headers.authorization, token)) {
        res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Forbidden: metrics need a loopback address or the bearer token.\n');
        return;
      }
      if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Not found\n');
        return;
      }
      metrics.registry
        .metrics()
        .then((body) => {
          res.writeHead(200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' });
          res.end(body);
        })
        .catch((error: unknown) => {
          res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
          res.end(`metrics failed: ${error instanceof Error ? error.message : String(error)}\n`);
        });
    });
    server.listen(port, host, () => strapi.log.info(`metrics listening on ${host}:${port}`));
    server.unref();
  }

  return async (ctx: Ctx, next: () => Promise<void>) => {
    const started = process.hrtime.bigint();
    const id = requestIdOf(ctx.get('x-request-id'), ctx.get('traceparent'));
    ctx.state.requestId = id;
    ctx.set('X-Request-Id', id);
    try {
      if (ctx.path === '/_ready' && (ctx.method === 'GET' || ctx.method === 'HEAD')) {
        const ready = await databaseReady(strapi, 1000);
        ctx.set('Cache-Control', 'no-store');
        ctx.status = ready ? 204 : 503;
        if (!ready) ctx.body = { status: 'not ready', checks: { database: 'unreachable' } };
        return;
      }
      await next();
    } finally {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const status = ctx.status;
      const where = area(ctx.path);
      metrics.duration.observe({ area: where, method: ctx.method, status: String(status) }, seconds);
      // Health checks (every few seconds) are counted, not logged, while they succeed.
      if (!(where === 'health' && status < 400)) {
        const ms = Math.round(seconds * 10_000) / 10;
        const path = ctx.path.slice(0, 300);
        if (json) strapi.log.http('request', { reqId: id, method: ctx.method, path, status, ms });
        else strapi.log.http(`${ctx.method} ${path} ${status} (${ms} ms) reqId=${id}`);
      }
    }
  };
};
