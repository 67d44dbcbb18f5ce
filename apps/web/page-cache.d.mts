import type { IncomingMessage, ServerResponse } from 'node:http';

export const PAGE_CACHE_HEADER: string;
export const PAGE_CACHE_KEY: symbol;
export const MAX_URL_BYTES: number;
export function tooLongUrl(url: string | undefined): boolean;

export type PageCache = {
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  capture(req: IncomingMessage, res: ServerResponse): void;
  clear(): void;
  drop(matches: (path: string) => boolean): void;
  rendersInFlight(maxMs?: number): Promise<boolean>;
  readonly bytes: number;
  readonly size: number;
};

export function createPageCache(options: { maxBytes: number; ttlMs: number; now?: () => number }): PageCache;
