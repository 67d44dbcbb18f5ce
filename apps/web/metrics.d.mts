import type { Server, IncomingMessage, ServerResponse } from 'node:http';
import type { Counter, Gauge, Histogram, Registry } from 'prom-client';

export declare const METRICS_KEY: unique symbol;
export declare function routeKind(url: string | undefined): 'health' | 'search' | 'api' | 'static' | 'image' | 'next' | 'page';
export type WebMetrics = {
  registry: Registry;
  requests: Counter<'kind' | 'status'>;
  render: Histogram<'kind'>;
  pageCache: Counter<'outcome'>;
  nextCache: Counter<'outcome'>;
  cmsDuration: Histogram<'method' | 'outcome'>;
  cmsFailures: Counter<'reason'>;
  botProofFailures: Counter<'reason'>;
  rateLimited: Counter<'limit'>;
  mailJobs: Counter<'outcome'>;
  diskCache: Gauge;
  diskCacheLimit: Gauge;
};
export declare function createMetrics(options?: { state?: { cmsHealth?: () => unknown; searchState?: () => unknown }; defaults?: boolean }): WebMetrics;
export declare function metricsAllowed(request: { peer: string | undefined; authorization: string | undefined; token: string | null }): boolean;
export declare function metricsHandler(registry: Registry, token: string | null): (req: IncomingMessage, res: ServerResponse) => void;
export declare function startMetricsServer(options: { registry: Registry; port: number; host?: string; token?: string | null }): Promise<Server>;
