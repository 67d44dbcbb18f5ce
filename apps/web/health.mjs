// /healthz and /readyz, answered by server.mjs before anything else (no render, no queue).
// /healthz: the process answers. /readyz: this instance can serve: the CMS answers its /_health
// within READY_TIMEOUT_MS (the CMS timeout, at most 700 ms, so that the check answers within a
// second), the search index was built, the server is not stopping, and Redis answers a PING when REDIS_URL is set.
// docs/operations.md, "Health".

const HEADERS = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

/** Rejects after `ms` (a check that hangs counts as failed). */
function within(promise, ms) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * The readiness check.
 * @param {{ cmsUrl: string, timeoutMs: number, searchReady: () => boolean, redis: (() => { ping(): Promise<string> } | null) | null, closing?: () => boolean }} options
 *   redis: null when REDIS_URL is unset, else a function returning the shared client (or null before it exists).
 */
export function createReadiness({ cmsUrl, timeoutMs, searchReady, redis, closing = () => false }) {
  const budget = Math.min(timeoutMs, 700);
  async function cms() {
    try {
      const response = await fetch(`${cmsUrl}/_health`, { signal: AbortSignal.timeout(budget) });
      return response.status < 400 ? 'ok' : `status ${response.status}`;
    } catch (error) {
      return error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'unreachable';
    }
  }
  async function redisCheck() {
    if (!redis) return 'off';
    const client = redis();
    if (!client) return 'not connected';
    try {
      return (await within(client.ping(), budget)) === 'PONG' ? 'ok' : 'bad answer';
    } catch {
      return 'unreachable';
    }
  }
  // Concurrent checks (two instances behind one monitor, a burst of probes) share one round.
  let running = null;
  return function check() {
    running ??= Promise.all([cms(), redisCheck()])
      .then(([cmsState, redisState]) => {
        // A stopping instance (SIGTERM) is no longer ready: monitors and proxies move on.
        const checks = { server: closing() ? 'closing' : 'ok', cms: cmsState, search: searchReady() ? 'ok' : 'building', redis: redisState };
        const ready = Object.values(checks).every((v) => v === 'ok' || v === 'off');
        return { ready, checks };
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
}

/** Answers /healthz and /readyz; false for any other request. */
export function answerHealth(req, res, readiness) {
  const path = (req.url ?? '').split('?')[0];
  if (path !== '/healthz' && path !== '/readyz') return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...HEADERS, Allow: 'GET, HEAD' });
    res.end('{"error":"method_not_allowed"}');
    return true;
  }
  if (path === '/healthz') {
    res.writeHead(200, HEADERS);
    res.end('{"status":"ok"}');
    return true;
  }
  readiness().then(({ ready, checks }) => {
    res.writeHead(ready ? 200 : 503, HEADERS);
    res.end(JSON.stringify({ status: ready ? 'ready' : 'not ready', checks }));
  });
  return true;
}
