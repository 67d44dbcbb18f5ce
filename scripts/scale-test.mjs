// `npm run test:scale`: the production topology on this machine. Starts PostgreSQL, Redis, the CMS
// (seeded, on PostgreSQL), one website build run as two `node server.mjs` instances sharing Redis,
// and nginx with deploy/nginx/brina.conf (ports and paths replaced), all on loopback. Then checks:
// both instances serve identical pages; a document published in the CMS shows on both instances,
// directly and through nginx, within 2 s; stopping an instance under load loses no request; a vote
// rate limit holds across instances; with the mail server down, newsletter signups posted through
// both instances each get their mail exactly once when it comes back; a backup (deploy/backup.sh)
// restores (deploy/restore.sh); a real Prometheus (deploy/prometheus, rules checked by promtool)
// scrapes both instances and the CMS, and its request counter and mail-queue gauge move with the
// traffic and the mail outage; one request's id is on the website's and the CMS's log lines, and
// no signup's email is in any log; both instances send OpenTelemetry traces (OTLP/HTTP, JSON from
// one, protobuf from the other) to a collector started here, whose spans (request, render, CMS call,
// search, mail) carry the request's id as trace id.
// Stops and removes everything it started. Ports: SCALE_BASE_PORT (2900) + 1..20.
import './require-node.mjs';
import fs from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { ROOT, log, run, start, stopAll, waitFor, waitForHttp } from './lib.mjs';
import { emailsInFiles } from './log-privacy.mjs';
import { startNginx, startPostgres, startPrometheus, startRedis, stopChild } from './services.mjs';

const base = Number(process.env.SCALE_BASE_PORT ?? 2900);
// Every port within base + 1..20, so that one range of 20 ports holds a run.
const PORT = {
  pg: base + 1,
  redis: base + 2,
  cms: base + 3,
  cmsSqlite: base + 4,
  smtp: base + 5,
  // Metrics listeners (CMS_METRICS_PORT, METRICS_PORT), Prometheus and the traces' collector.
  metricsCms: base + 6,
  prometheus: base + 7,
  otlp: base + 8,
  web: [base + 11, base + 12],
  metricsWeb: [base + 13, base + 14],
  nginx: base + 17,
  nginxCms: base + 18,
  nginxStatic: base + 19,
};
const READ_TOKEN = process.env.CMS_READ_TOKEN ?? 'local-only-brina-read-token-0123456789abcdef0123456789abcdef';
const BENCH = process.env.SCALE_BENCH === '1';
const WEB = path.join(ROOT, 'apps/web');
const CMS = path.join(ROOT, 'apps/cms');
const DIST = '.next-scale';
const PUBLISH_BUDGET_MS = 2000;
const started = Date.now();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'brina-scale-'));
const failures = [];
const results = {};
const url = {
  cms: `http://127.0.0.1:${PORT.cms}`,
  nginx: `http://127.0.0.1:${PORT.nginx}`,
  nginxCms: `http://127.0.0.1:${PORT.nginxCms}`,
  web: PORT.web.map((p) => `http://127.0.0.1:${p}`),
};

function check(ok, message) {
  log(`${ok ? '\x1b[32mok\x1b[0m  ' : '\x1b[31mFAIL\x1b[0m'} ${message}`);
  if (!ok) failures.push(message);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;

/** deploy/nginx/brina.conf with this run's ports and folders; every replacement must apply. */
function nginxSite() {
  let conf = fs.readFileSync(path.join(ROOT, 'deploy/nginx/brina.conf'), 'utf8');
  const replace = (from, to) => {
    if (!conf.includes(from)) throw new Error(`deploy/nginx/brina.conf no longer contains "${from}": update scripts/scale-test.mjs`);
    conf = conf.split(from).join(to);
  };
  replace('server 127.0.0.1:3001 ', `server 127.0.0.1:${PORT.web[0]} `);
  replace('server 127.0.0.1:3002 ', `server 127.0.0.1:${PORT.web[1]} `);
  replace('server 127.0.0.1:1337;', `server 127.0.0.1:${PORT.cms};`);
  replace('/var/cache/nginx/', `${tmp}/nginx-cache/`);
  replace('/var/log/nginx/', `${tmp}/`);
  // nginx started as root runs its workers as nobody: they must reach and write the cache folder.
  fs.mkdirSync(path.join(tmp, 'nginx-cache'), { recursive: true });
  fs.chmodSync(tmp, 0o755);
  if (process.getuid?.() === 0) spawnSync('chown', ['nobody', path.join(tmp, 'nginx-cache')]);
  replace('listen 80 default_server;', `listen 127.0.0.1:${PORT.nginx};`);
  replace('listen 80;', `listen 127.0.0.1:${PORT.nginxCms};`);
  // The benchmarks compare with nginx serving a file of the page's size from disk.
  if (BENCH) conf += `\nserver {\n    listen 127.0.0.1:${PORT.nginxStatic};\n    root ${tmp}/static;\n}\n`;
  const file = path.join(tmp, 'brina.conf');
  fs.writeFileSync(file, conf);
  return file;
}

const webEnv = {
  CMS_URL: url.cms,
  CMS_MEDIA_URL: url.nginxCms,
  SITE_URL: url.nginx,
  NEXT_DIST_DIR: DIST,
  BRINA_DEMO: '1',
  NODE_ENV: 'production',
  HOSTNAME: '127.0.0.1',
  // Info: the request lines are checked (request ids, no personal data); JSON, as in production.
  LOG_LEVEL: 'info',
  LOG_FORMAT: 'json',
  // The mail server is down until mailExactlyOnce starts it; retry rounds every 5 s.
  SMTP_URL: `smtp://127.0.0.1:${PORT.smtp}`,
  MAIL_RETRY_SECONDS: '5',
  ALTCHA_COST: '10',
  // Traces to the collector started here (startTraceCollector), in batches every 200 ms.
  OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${PORT.otlp}`,
  OTEL_BSP_SCHEDULE_DELAY: '200',
};
/** Instance 1 sends its spans as JSON, instance 2 as protobuf (the default). */
const OTLP_PROTOCOL = ['http/json', 'http/protobuf'];
const instances = [];

function startWeb(i, redisUrl) {
  const out = fs.openSync(path.join(tmp, `web-${i + 1}.log`), 'a');
  instances[i] = start(`website ${i + 1}`, 'node', ['server.mjs'], {
    cwd: WEB,
    env: {
      ...webEnv,
      REDIS_URL: redisUrl,
      PORT: String(PORT.web[i]),
      METRICS_PORT: String(PORT.metricsWeb[i]),
      OTEL_EXPORTER_OTLP_PROTOCOL: OTLP_PROTOCOL[i],
    },
    stdio: ['ignore', out, out],
  });
  return waitForHttp(`${url.web[i]}/it`, { timeoutMs: 120_000 });
}

async function text(target, init) {
  const response = await fetch(target, { ...init, headers: { 'accept-encoding': 'identity', ...init?.headers } });
  return { status: response.status, body: await response.text(), headers: response.headers };
}

async function adminClient() {
  const login = await fetch(`${url.cms}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@brina.local', password: 'BrinaDemo2026!' }),
  }).then((r) => r.json());
  const jwt = login?.data?.token;
  if (!jwt) throw new Error(`admin login failed: ${JSON.stringify(login).slice(0, 200)}`);
  return async (route, method, body) => {
    const response = await fetch(`${url.cms}/content-manager${route}`, {
      method,
      headers: { Authorization: `Bearer ${jwt}`, 'Content-Type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await response.json().catch(() => null);
    if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(json).slice(0, 300)}`);
    return json;
  };
}

// ---- checks ----------------------------------------------------------------------------------

const PAGES = ['/it', '/en', '/it/prodotti/verdure/spinaci-in-foglia', '/en/recipes/desserts/mixed-berry-tart', '/it/news', '/it/prodotti?diets=VEGAN'];

/** A page rendered per request streams its RSC payload in timing-dependent order: compare the markup. */
const markup = (html) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');

async function identicalPages() {
  for (const page of PAGES) for (const target of url.web) await text(target + page);
  for (const page of PAGES) {
    const [a, b] = await Promise.all(url.web.map((target) => text(target + page)));
    const viaNginx = await text(url.nginx + page);
    const cached = a.headers.has('x-nextjs-cache');
    const same = (x, y) => (cached ? x === y : markup(x) === markup(y));
    const what = cached ? 'identical HTML' : 'identical markup (rendered per request)';
    check(
      a.status === 200 && b.status === 200 && same(a.body, b.body),
      `${page}: both instances answer ${a.status}/${b.status} with ${what}, ${a.body.length} bytes`,
    );
    check(viaNginx.status === 200 && same(viaNginx.body, a.body), `${page}: nginx (${viaNginx.headers.get('x-cache-status')}) answers the same`);
  }
}

/** The Italian path of the consumer search screen, read from the route table. */
function searchPath() {
  const routes = fs.readFileSync(path.join(WEB, 'src/lib/routing/routes.ts'), 'utf8');
  const it = /search:\s*\{[^}]*it:\s*'([^']+)'/.exec(routes)?.[1];
  if (!it) throw new Error('the route table has no Italian search path');
  return it;
}

async function publishShowsEverywhere() {
  const admin = await adminClient();
  const stamp = Date.now().toString(36);
  const title = `Prova di scala ${stamp}`;
  const slug = `prova-di-scala-${stamp}`;
  const targets = [
    ...[url.nginx, ...url.web].map((origin) => ({
      name: `${origin === url.nginx ? 'nginx' : `instance :${new URL(origin).port}`} /it/news`,
      href: `${origin}/it/news`,
    })),
    ...[url.nginx, ...url.web].map((origin) => ({
      name: `${origin === url.nginx ? 'nginx' : `instance :${new URL(origin).port}`} /it/news/${slug}`,
      href: `${origin}/it/news/${slug}`,
    })),
  ];
  const search = searchPath();
  targets.push(
    ...[url.nginx, ...url.web].map((origin) => ({ name: `search on ${new URL(origin).port}`, href: `${origin}/it${search}?q=${encodeURIComponent(stamp)}` })),
  );
  // Warm the list everywhere so that the check sees a cache being refreshed, not a first render.
  for (const target of targets)
    await fetch(target.href).catch((error) => log(`warm-up of ${target.name} failed (${error.message}); the check below still waits for it`));
  const created = await admin('/collection-types/api::news.news?locale=it', 'POST', {
    title,
    slug,
    excerpt: 'Documento creato dal test di scala.',
    content: `Contenuto pubblicato dal test di scala (${stamp}).`,
    date: new Date().toISOString().slice(0, 10),
    available_b2c: true,
    available_b2b: true,
  });
  const documentId = created?.data?.documentId;
  await admin(`/collection-types/api::news.news/${documentId}/actions/publish?locale=it`, 'POST', {});
  const publishedAt = Date.now();
  const seenAfter = {};
  while (Date.now() - publishedAt < 15_000 && Object.keys(seenAfter).length < targets.length) {
    await Promise.all(
      targets
        .filter((target) => !(target.name in seenAfter))
        .map(async (target) => {
          const { status, body } = await text(target.href).catch(() => ({ status: 0, body: '' }));
          // Markup removed: the search page highlights the matched word inside the title.
          if (status === 200 && body.replace(/<[^>]*>/g, '').includes(title)) seenAfter[target.name] = Date.now() - publishedAt;
        }),
    );
    await sleep(100);
  }
  for (const target of targets) {
    const ms = seenAfter[target.name];
    check(ms !== undefined && ms <= PUBLISH_BUDGET_MS, `published news on ${target.name}: ${ms === undefined ? 'not seen in 15 s' : `${ms} ms`}`);
  }
  results.publish = seenAfter;
  return { title, slug };
}

async function failoverUnderLoad(redisUrl, { hard }) {
  const { default: autocannon } = await import('autocannon');
  const page = '/it/prodotti/verdure/spinaci-in-foglia';
  // Authorization bypasses nginx's micro-cache: every request reaches an instance.
  const load = autocannon({ url: url.nginx + page, connections: 16, duration: 12, headers: { authorization: 'Bearer scale-test' } });
  // What failed and when, relative to the stop (a failure's cause in the check's message).
  const errors = [];
  let stoppedAt = Infinity;
  load.on('reqError', (error) => errors.push(`${error.code ?? error.message} at ${Date.now() - stoppedAt} ms`));
  await sleep(4000);
  const victim = instances[1];
  stoppedAt = Date.now();
  log(`${hard ? 'killing (SIGKILL)' : 'stopping (SIGTERM)'} instance 2 under load`);
  if (hard) {
    victim.expectedExit = true;
    process.kill(-victim.pid, 'SIGKILL');
  } else await stopChild(victim, 'SIGTERM');
  const result = await load;
  const failed = result.errors + result.timeouts + result.non2xx;
  results[hard ? 'killUnderLoad' : 'stopUnderLoad'] = {
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    failed,
    p99: result.latency.p99,
  };
  check(
    failed === 0 && result.requests.total > 100,
    `${hard ? 'SIGKILL' : 'SIGTERM'} of one instance under load: ${result.requests.total} requests through nginx, ${failed} failed (${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx)${errors.length ? `: ${errors.slice(0, 5).join(', ')}` : ''}`,
  );
  await startWeb(1, redisUrl);
}

async function voteLimitAcrossInstances() {
  const products = await fetch(`${url.cms}/api/products?locale=it&fields[0]=slug&pagination[pageSize]=2`, {
    headers: { Authorization: `Bearer ${READ_TOKEN}` },
  }).then((r) => r.json());
  const [first, second] = products.data.map((p) => p.documentId);
  const vote = (origin, product, forwardedFor) =>
    fetch(`${origin}/api/ratings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}) },
      body: JSON.stringify({ product, vote: 8, locale: 'it' }),
    }).then((r) => r.status);
  // The same visitor (as nginx reports it) voting through alternate instances: 3 per product and hour.
  const visitor = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
  const direct = [];
  for (let i = 0; i < 4; i += 1) direct.push(await vote(url.web[i % 2], first, visitor));
  check(
    JSON.stringify(direct) === JSON.stringify([201, 201, 201, 429]),
    `votes by one visitor alternating instances: ${direct.join(', ')} (expected 201, 201, 201, 429)`,
  );
  // Through nginx, a client cannot pose as a new visitor: nginx overwrites X-Forwarded-For.
  const proxied = [];
  for (let i = 0; i < 4; i += 1) proxied.push(await vote(url.nginx, second, `198.51.100.${i + 1}`));
  check(
    JSON.stringify(proxied) === JSON.stringify([201, 201, 201, 429]),
    `votes through nginx with forged X-Forwarded-For: ${proxied.join(', ')} (expected 201, 201, 201, 429)`,
  );
}

/** The website's own libraries (altcha-lib, the test mail sink), resolved from apps/web. */
const webRequire = createRequire(path.join(WEB, 'package.json'));
const webImport = (specifier) => import(pathToFileURL(webRequire.resolve(specifier)).href);

/**
 * A newsletter signup as a browser without JavaScript posts it (the form's hidden fields, the
 * server action's included), with the bot proof solved here as the widget would solve it.
 */
async function postNewsletter(origin, email) {
  const html = await fetch(`${origin}/it`).then((r) => r.text());
  const form = /<form[^>]*data-form="newsletter"[\s\S]*?<\/form>/.exec(html)?.[0];
  if (!form) throw new Error(`no newsletter form on ${origin}/it`);
  const body = new FormData();
  for (const input of form.match(/<input[^>]*type="hidden"[^>]*>/g) ?? []) {
    const name = /name="([^"]*)"/.exec(input)?.[1];
    if (name) body.append(name, (/value="([^"]*)"/.exec(input)?.[1] ?? '').replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
  }
  const { solveChallenge } = await webImport('altcha-lib');
  const { deriveKey } = await webImport('altcha-lib/algorithms/pbkdf2');
  const challenge = await fetch(`${origin}/api/altcha/challenge`).then((r) => r.json());
  const solution = await solveChallenge({ challenge, deriveKey });
  body.append('altcha', Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'));
  body.append('email', email);
  body.append('privacy', 'on');
  body.append('over_16', 'on');
  const response = await fetch(`${origin}/it`, { method: 'POST', body, headers: { Origin: origin } });
  return { status: response.status, received: (await response.text()).includes('data-form-status="success"') };
}

async function mailExactlyOnce() {
  const stamp = Date.now().toString(36);
  const emails = Array.from({ length: 6 }, (_, i) => `scale-${stamp}-${i}@example.com`);
  // The mail server is down: each instance takes three signups; their first sends fail.
  const posted = await Promise.all(emails.map((email, i) => postNewsletter(url.web[i % 2], email)));
  check(
    posted.every((p) => p.status === 200 && p.received),
    `6 newsletter signups through both instances with the mail server down: ${posted.map((p) => `${p.status}${p.received ? ' received' : ' NOT received'}`).join(', ')}`,
  );
  await sleep(12_000);
  // Prometheus sees the queue: the six signups' mails pending on the CMS, the oldest aging.
  const pendingWhileDown = await metricValue('sum(brina_cms_mail_jobs_pending)');
  const oldestWhileDown = await metricValue('max(brina_cms_mail_job_oldest_seconds)');
  check(
    pendingWhileDown >= 6 && oldestWhileDown >= 5,
    `Prometheus: mail jobs pending on the CMS while the mail server is down ${pendingWhileDown} (at least 6), oldest ${Math.round(oldestWhileDown)} s`,
  );
  const dir = path.join(tmp, 'mail');
  const { startMailSink } = await import(pathToFileURL(path.join(WEB, 'tests/e2e/mail-sink.mjs')).href);
  const sink = await startMailSink({ port: PORT.smtp, dir });
  log('mail server up');
  const count = () => {
    const byRecipient = new Map(emails.map((e) => [e, 0]));
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      for (const to of JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')).to) if (byRecipient.has(to)) byRecipient.set(to, byRecipient.get(to) + 1);
    }
    return byRecipient;
  };
  const upAt = Date.now();
  // A timeout is not thrown here: the check below reports how many mails each signup received.
  await waitFor(() => [...count().values()].every((n) => n >= 1), 'every confirmation mail', 120_000).catch((error) => log(error.message));
  results.mailDelayAfterSmtpBackSeconds = Math.round((Date.now() - upAt) / 1000);
  // Three more retry rounds on each instance: nothing may arrive twice.
  await sleep(16_000);
  await sink.close();
  const counts = [...count().values()];
  check(
    counts.every((n) => n === 1),
    `after the mail server came back (${results.mailDelayAfterSmtpBackSeconds} s): confirmation mails per signup ${counts.join(', ')} (expected exactly 1 each)`,
  );
  const pendingAfter = await metricValue('sum(brina_cms_mail_jobs_pending)');
  const sentCounted = await metricValue('sum(brina_web_mail_jobs_total{outcome="sent"})');
  check(
    pendingAfter < pendingWhileDown && sentCounted >= 6,
    `Prometheus: mail jobs pending after the mail server came back ${pendingAfter}, sent counted by the instances ${sentCounted}`,
  );
  return emails;
}

// ---- observability (issue 36) -------------------------------------------------------------------

let prometheus = null;

/** One number from Prometheus (0 when the query has no result). */
async function metricValue(expr) {
  const [first] = await prometheus.query(expr);
  return first?.value ?? 0;
}

/** Prometheus scrapes both instances and the CMS, and the request counter follows the traffic. */
async function prometheusScrapes() {
  prometheus = await startPrometheus({
    port: PORT.prometheus,
    targets: { 'brina-web': PORT.metricsWeb.map((p) => `127.0.0.1:${p}`), 'brina-cms': [`127.0.0.1:${PORT.metricsCms}`] },
  });
  await waitFor(async () => (await prometheus.query('up == 1')).length === 3, 'Prometheus scraping both instances and the CMS', 30_000).catch((error) =>
    log(error.message),
  );
  const up = await prometheus.query('up');
  check(
    up.length === 3 && up.every((u) => u.value === 1),
    `Prometheus scrapes ${up.map((u) => `${u.labels.job} ${u.labels.instance}: ${u.value}`).join(', ')}`,
  );
  const before = await metricValue('sum(brina_web_requests_total{kind="page"})');
  for (let i = 0; i < 40; i += 1) await text(`${url.web[i % 2]}/it`);
  await sleep(3000);
  const after = await metricValue('sum(brina_web_requests_total{kind="page"})');
  check(after - before >= 40, `Prometheus: page requests counted ${before} → ${after} after 40 requests`);
  const renders = await metricValue('sum(brina_web_render_duration_seconds_count)');
  const cmsRequests = await metricValue('sum(brina_cms_request_duration_seconds_count{area="api"})');
  check(
    renders > 0 && cmsRequests > 0,
    `Prometheus: render histogram (${renders} observations) and CMS request histogram (${cmsRequests} API requests) filled`,
  );
}

// ---- traces (issue 36) ------------------------------------------------------------------------------

/**
 * An OTLP/HTTP receiver, as a collector would be: keeps the JSON posts' spans of the trace ids
 * watched (and every mail span), and the protobuf posts that hold a watched trace id; counts the rest.
 */
async function startTraceCollector() {
  const watched = new Set();
  const spans = [];
  const protobuf = [];
  const posts = { json: 0, protobuf: 0, other: 0 };
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const type = String(req.headers['content-type'] ?? '');
      if (req.url !== '/v1/traces') posts.other += 1;
      else if (type.startsWith('application/json')) {
        posts.json += 1;
        for (const resource of JSON.parse(body.toString()).resourceSpans ?? [])
          for (const scope of resource.scopeSpans ?? [])
            for (const span of scope.spans ?? []) if (watched.has(span.traceId) || span.name.startsWith('mail ')) spans.push(span);
      } else if (type.startsWith('application/x-protobuf')) {
        posts.protobuf += 1;
        if ([...watched].some((id) => body.includes(Buffer.from(id, 'hex')))) protobuf.push(body);
      } else posts.other += 1;
      res.writeHead(200, { 'Content-Type': type || 'application/json' });
      res.end(type.startsWith('application/json') ? '{}' : '');
    });
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(PORT.otlp, '127.0.0.1', resolve));
  log(`trace collector (OTLP/HTTP) on http://127.0.0.1:${PORT.otlp}`);
  return { watched, spans, protobuf, posts, close: () => new Promise((resolve) => server.close(resolve)) };
}

const newId = () => Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
const attribute = (span, key) => span.attributes?.find((a) => a.key === key)?.value?.stringValue;

/**
 * A page Next renders per request and a search, each sent with an id as nginx would (the website
 * takes X-Request-Id from a trusted proxy, loopback here): their spans reach the collector with that
 * id as trace id: Next's request and render spans, the CMS call's span (with the id as an attribute),
 * the search's (a search page: the overlay's endpoint makes a span only for a slow answer); from the
 * JSON instance and the protobuf one.
 */
async function tracesCarryRequestIds(collector) {
  const page = `/it/news?scale=${Date.now().toString(36)}`;
  const ids = { page: newId(), search: newId(), protobuf: newId() };
  for (const id of Object.values(ids)) collector.watched.add(id);
  const pageStatus = (await text(url.web[0] + page, { headers: { 'X-Request-Id': ids.page } })).status;
  const searchStatus = (
    await text(`${url.web[0]}/it${searchPath()}?q=${encodeURIComponent(`spinaci ${Date.now().toString(36)}`)}`, { headers: { 'X-Request-Id': ids.search } })
  ).status;
  const protobufStatus = (await text(url.web[1] + page, { headers: { 'X-Request-Id': ids.protobuf } })).status;
  const of = (id) => collector.spans.filter((span) => span.traceId === id);
  // The protobuf instance's spans of its request, in whatever batches they came (raw: no decoder here).
  const protobufSpans = () => Buffer.concat(collector.protobuf.filter((body) => body.includes(Buffer.from(ids.protobuf, 'hex'))));
  const protobufComplete = () => ['GET /[locale]', 'render route (app)', 'CMS GET'].every((name) => protobufSpans().includes(name));
  await waitFor(
    () => of(ids.page).some((s) => !s.parentSpanId && /^GET \//.test(s.name)) && of(ids.search).length > 0 && protobufComplete(),
    'the spans at the collector',
    15_000,
  ).catch((error) => log(error.message));
  const spans = of(ids.page);
  const names = spans.map((s) => s.name);
  const request = spans.find((s) => !s.parentSpanId && /^GET \//.test(s.name));
  const render = spans.find((s) => s.name.startsWith('render route (app)'));
  const cms = spans.filter((s) => s.name.startsWith('CMS GET'));
  check(
    pageStatus === 200 && request !== undefined && render !== undefined,
    `traces: ${page} (${pageStatus}) sent ${spans.length} spans with its request id as trace id, Next's request span "${request?.name}" and render span "${render?.name}"`,
  );
  check(
    cms.length > 0 && cms.every((s) => attribute(s, 'brina.request_id') === ids.page && attribute(s, 'url.path')?.startsWith('/api/')),
    `traces: CMS call spans of that request carry its id: ${cms.map((s) => s.name).join(', ') || 'none'}`,
  );
  const search = of(ids.search);
  check(
    searchStatus === 200 && search.some((s) => s.name === 'search results' && attribute(s, 'brina.request_id') === ids.search),
    `traces: a search page (${searchStatus}) has its search span with the request id as trace id: ${search.map((s) => s.name).join(', ') || 'none'}`,
  );
  check(
    protobufStatus === 200 && protobufComplete(),
    `traces: the protobuf instance sent its request's spans (${collector.posts.protobuf} protobuf posts, ${collector.posts.json} JSON posts, ${collector.posts.other} other)`,
  );
  results.traceSpansOfOnePage = names.length;
  log(`spans of ${page}: ${names.join(' | ')}`);
}

/** The newsletter posts' mails have their spans: at the post (failed: the mail server was down) and the retry round's sends. */
function mailSpans(collector) {
  const web1 = fs
    .readFileSync(path.join(tmp, 'web-1.log'), 'utf8')
    .split('\n')
    .filter((l) => l.includes('"method":"POST"') && l.includes('"path":"/it"'))
    .map((l) => JSON.parse(l).reqId);
  const submissions = collector.spans.filter((s) => s.name === 'mail submission' && web1.includes(s.traceId));
  const sends = collector.spans.filter((s) => s.name === 'mail send');
  const rounds = collector.spans.filter((s) => s.name === 'mail retry round');
  check(
    submissions.length > 0 && sends.length > 0 && rounds.length > 0,
    `traces: mail spans — ${submissions.length} "mail submission" in newsletter posts' traces (their request ids), ${sends.length} "mail send", ${rounds.length} "mail retry round"`,
  );
}

/** A request's id on the website's line and on the CMS's line of the call it made; no signup email in any log. */
function logsCarryIdsWithoutPersonalData(emails) {
  const lines = (file) =>
    fs
      .readFileSync(path.join(tmp, file), 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => {
        try {
          return JSON.parse(l);
        } catch {
          return {};
        }
      });
  const web = [...lines('web-1.log'), ...lines('web-2.log')];
  const cms = lines('cms.log');
  const cmsIds = new Set(cms.filter((l) => l.message === 'request').map((l) => l.reqId));
  // The signups are form posts to /it (mailExactlyOnce); each stores its record on the CMS with the post's id.
  const signups = web.filter((l) => l.msg === 'request' && l.method === 'POST' && l.path === '/it');
  const matched = signups.filter((l) => cmsIds.has(l.reqId));
  check(
    signups.length > 0 && matched.length === signups.length,
    `request ids: ${matched.length} of ${signups.length} newsletter posts' ids found on the CMS's request lines`,
  );
  const logs = ['web-1.log', 'web-2.log', 'cms.log', 'brina-access.log'].map((f) => path.join(tmp, f)).filter((f) => fs.existsSync(f));
  const leaks = logs.filter((f) => emails.some((email) => fs.readFileSync(f, 'utf8').includes(email)));
  const anyAddress = emailsInFiles(logs);
  check(
    leaks.length === 0 && Object.keys(anyAddress).length === 0,
    `no signup email (nor any visitor's address) in ${logs.map((f) => path.basename(f)).join(', ')}${leaks.length ? `: signups in ${leaks.join(', ')}` : ''} ${JSON.stringify(anyAddress)}`,
  );
}

function sh(command, args, env) {
  const result = spawnSync(command, args, { encoding: 'utf8', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${result.stderr || result.stdout}`);
  return result.stdout.trim();
}

function listFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => {
      const full = path.join(e.parentPath ?? e.path, e.name);
      return `${path.relative(dir, full)}:${fs.statSync(full).size}`;
    })
    .sort();
}

async function backupAndRestore(pg, cmsDir, published) {
  const uploads = path.join(cmsDir, 'public', 'uploads');
  const privateDir = path.join(cmsDir, 'private');
  const backupDir = path.join(tmp, 'backups');
  const backup = sh(path.join(ROOT, 'deploy/backup.sh'), [], { DATABASE_URL: pg.url, UPLOADS_DIR: uploads, PRIVATE_DIR: privateDir, BACKUP_DIR: backupDir })
    .split('\n')
    .pop();
  pg.psql('CREATE DATABASE brina_restored');
  const restored = path.join(tmp, 'restored');
  sh(path.join(ROOT, 'deploy/restore.sh'), [backup], {
    DATABASE_URL: pg.urlFor('brina_restored'),
    UPLOADS_DIR: path.join(restored, 'uploads'),
    PRIVATE_DIR: path.join(restored, 'private'),
  });
  const counts = (db) => {
    const tables = pg.psql("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename", db).split('\n').filter(Boolean);
    return tables.map((t) => `${t}=${pg.psql(`SELECT count(*) FROM "${t}"`, db).trim()}`).join(' ');
  };
  const source = counts('brina');
  check(
    source === counts('brina_restored') && source.split(' ').length > 50,
    `restored database has the same ${source.split(' ').length} tables with the same row counts`,
  );
  const title = published.title.replace(/'/g, "''");
  check(
    pg.psql(`SELECT count(*) FROM news WHERE title = '${title}' AND published_at IS NOT NULL`, 'brina_restored').trim() === '1',
    'restored database holds the news item published during the test',
  );
  const files = listFiles(uploads);
  check(
    files.length > 0 && JSON.stringify(files) === JSON.stringify(listFiles(path.join(restored, 'uploads'))),
    `restored uploads: ${files.length} files, same names and sizes`,
  );
}

// The same product list on SQLite, for the benchmark: a second CMS seeded the same way, started
// while the first one seeds (two seeds side by side use both cores).
const sqliteReadyFile = path.join(tmp, 'cms-sqlite-ready');
function startSqliteCms() {
  const out = fs.openSync(path.join(tmp, 'cms-sqlite.log'), 'a');
  start('CMS on SQLite', 'node', ['scripts/test-server.js'], {
    cwd: CMS,
    env: {
      PORT: String(PORT.cmsSqlite),
      DATABASE_URL: '',
      CMS_TEST_DIR: path.join(tmp, 'cms-sqlite'),
      CMS_READY_FILE: sqliteReadyFile,
      WEB_ORIGIN: 'http://127.0.0.1:9',
    },
    stdio: ['ignore', out, out],
  });
}

async function bench() {
  const { benchCmsList, benchPages, markdown } = await import('../bench/topology.mjs');
  const page = '/it/prodotti/verdure/spinaci-in-foglia';
  const html = (await text(url.web[0] + page)).body;
  fs.mkdirSync(path.join(tmp, 'static'), { recursive: true });
  fs.writeFileSync(path.join(tmp, 'static', 'product.html'), html);
  await waitFor(() => fs.existsSync(sqliteReadyFile), 'the seeded CMS on SQLite', 1_500_000);
  const pages = await benchPages({ pageUrl: url.nginx + page, staticUrl: `http://127.0.0.1:${PORT.nginxStatic}/product.html`, directUrl: url.web[0] + page });
  const token = process.env.CMS_READ_TOKEN ?? 'local-only-brina-read-token-0123456789abcdef0123456789abcdef';
  const lists = { PostgreSQL: await benchCmsList(url.cms, token), SQLite: await benchCmsList(`http://127.0.0.1:${PORT.cmsSqlite}`, token) };
  results.bench = { pages, lists, size: Buffer.byteLength(html) };
  console.log(`\n${markdown(results.bench)}\n`);
}

// ---- run -------------------------------------------------------------------------------------

let pg;
try {
  pg = await startPostgres({ port: PORT.pg });
  const redis = await startRedis({ port: PORT.redis });

  const cmsDir = path.join(tmp, 'cms');
  const readyFile = path.join(tmp, 'cms-ready');
  const cmsOut = fs.openSync(path.join(tmp, 'cms.log'), 'a');
  start('CMS', 'node', ['scripts/test-server.js'], {
    cwd: CMS,
    env: {
      PORT: String(PORT.cms),
      DATABASE_URL: pg.url,
      CMS_TEST_DIR: cmsDir,
      CMS_READY_FILE: readyFile,
      WEB_ORIGIN: url.nginx,
      CMS_METRICS_PORT: String(PORT.metricsCms),
      LOG_FORMAT: 'json',
    },
    stdio: ['ignore', cmsOut, cmsOut],
  });
  if (BENCH) {
    // Once the first CMS answers it has compiled apps/cms/dist: the second must not compile beside it.
    await waitForHttp(`${url.cms}/_health`, { timeoutMs: 900_000, okStatuses: [204] });
    startSqliteCms();
  }
  await waitFor(() => fs.existsSync(readyFile), 'the seeded CMS on PostgreSQL', 1_500_000);
  log(`CMS seeded on PostgreSQL (${seconds()})`);
  results.seedOnPostgresSeconds = Math.round((Date.now() - started) / 1000);
  // The CMS HTTP tests on this CMS (PostgreSQL); DATABASE_URL lets the retention test make its own database.
  const cmsTestsStarted = Date.now();
  let cmsTestsPassed = true;
  try {
    run('npx', ['vitest', 'run', '--config', 'vitest.config.mjs'], {
      cwd: CMS,
      // WEB_ORIGIN: the origin this CMS allows (tests/cors.test.mjs).
      env: { CMS_TEST_URL: url.cms, CMS_TEST_DATA_DIR: cmsDir, DATABASE_URL: pg.url, BRINA_DEMO: '1', WEB_ORIGIN: url.nginx },
    });
  } catch {
    cmsTestsPassed = false;
  }
  results.cmsTestsOnPostgresSeconds = Math.round((Date.now() - cmsTestsStarted) / 1000);
  check(cmsTestsPassed, `CMS HTTP tests on PostgreSQL (${results.cmsTestsOnPostgresSeconds} s)`);

  run('npx', ['vitest', 'run', '--config', 'vitest.redis.config.mts'], { cwd: WEB, env: { REDIS_TEST_URL: redis.url } });

  if (process.env.SCALE_REUSE_BUILD === '1' && fs.existsSync(path.join(WEB, DIST, 'BUILD_ID'))) log(`reusing the build in apps/web/${DIST}`);
  else {
    fs.rmSync(path.join(WEB, DIST), { recursive: true, force: true });
    // Without REDIS_URL: the cache handler is chosen when a server starts (next.config.ts is read
    // again then), and a build has no use for the shared cache.
    run('npm', ['run', 'build', '--workspace', 'apps/web'], { env: { ...webEnv, REDIS_URL: '' } });
    log(`website built (${seconds()})`);
  }
  const collector = await startTraceCollector();
  await Promise.all([startWeb(0, redis.url), startWeb(1, redis.url)]);
  const nginx = await startNginx({ site: nginxSite(), port: PORT.nginx });
  log(`topology up (${seconds()}): nginx ${url.nginx} → ${url.web.join(', ')}; CMS ${url.cms} on PostgreSQL; Redis ${redis.url}`);

  await identicalPages();
  const published = await publishShowsEverywhere();
  await failoverUnderLoad(redis.url, { hard: false });
  await failoverUnderLoad(redis.url, { hard: true });
  await voteLimitAcrossInstances();
  await prometheusScrapes();
  await tracesCarryRequestIds(collector);
  const emails = await mailExactlyOnce();
  logsCarryIdsWithoutPersonalData(emails);
  mailSpans(collector);
  await collector.close();
  await backupAndRestore(pg, cmsDir, published);

  if (BENCH) await bench();

  fs.writeFileSync(path.join(tmp, 'results.json'), JSON.stringify(results, null, 2));
  log(`results: ${JSON.stringify(results)}`);
  await nginx.stop();
  await prometheus?.stop();
  if (failures.length) throw new Error(`${failures.length} check(s) failed:\n  - ${failures.join('\n  - ')}\nlogs: ${tmp}`);
  log(`scale test passed in ${seconds()}`);
  await Promise.all(instances.map((child) => stopChild(child)));
  await pg.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
  stopAll(0);
} catch (error) {
  console.error(`[brina] scale test failed: ${error.message}`);
  for (const name of ['web-1.log', 'web-2.log', 'cms.log']) {
    const file = path.join(tmp, name);
    if (fs.existsSync(file)) console.error(`--- last lines of ${file}\n${fs.readFileSync(file, 'utf8').split('\n').slice(-15).join('\n')}`);
  }
  await Promise.all(instances.map((child) => child && stopChild(child)));
  await prometheus?.stop();
  await pg?.stop();
  stopAll(1);
}
