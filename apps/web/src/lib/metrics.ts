// Records the site's metrics into the registry server.mjs created (metrics.mjs), found on
// globalThis so that prom-client is not bundled into Next's chunks. Without it (next dev, unit
// tests, the build) every call does nothing.
type Counter = { inc(labels: Record<string, string>, value?: number): void };
type Histogram = { observe(labels: Record<string, string>, value: number): void };
type Metrics = {
  cmsDuration: Histogram;
  cmsFailures: Counter;
  botProofFailures: Counter;
  rateLimited: Counter;
  mailJobs: Counter;
};

const KEY = Symbol.for('brina.metrics');
const metrics = (): Metrics | undefined => (globalThis as typeof globalThis & { [KEY]?: Metrics })[KEY];

/** One CMS call: its method, outcome (ok, 4xx, 5xx, timeout, error) and seconds. */
export function recordCmsCall(method: string, outcome: string, seconds: number): void {
  metrics()?.cmsDuration.observe({ method, outcome }, seconds);
}

export function recordCmsFailureMetric(reason: string): void {
  metrics()?.cmsFailures.inc({ reason });
}

export function recordBotProofFailure(reason: string): void {
  metrics()?.botProofFailures.inc({ reason });
}

export function recordRateLimitRefusal(limit: string): void {
  metrics()?.rateLimited.inc({ limit });
}

export function recordMailJobs(outcome: 'sent' | 'failed', count = 1): void {
  if (count > 0) metrics()?.mailJobs.inc({ outcome }, count);
}
