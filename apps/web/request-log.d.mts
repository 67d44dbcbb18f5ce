import type { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { WebMetrics } from './metrics.mjs';

export type RequestContext = { id: string; kind: string; answeredBy: 'server' | 'page-cache' | 'next' };
export declare const REQUEST_CONTEXT_KEY: unique symbol;
export declare const requestContext: AsyncLocalStorage<RequestContext>;
export declare function requestId(header: string | string[] | undefined, fromTrustedProxy: boolean): string;
export declare function loggedPath(url: string | undefined): string;
export declare function observeRequest(
  req: IncomingMessage,
  res: ServerResponse,
  options: { id: string; kind: string; log: Logger; metrics: WebMetrics | null },
): RequestContext;
