// Types of compression.mjs (plain JavaScript: server.mjs runs it without a build step).
import type { IncomingMessage, ServerResponse } from 'node:http';

export type CompressedCache = { get(key: string): Buffer | undefined; set(key: string, body: Buffer): void; readonly bytes: number; readonly size: number };

export function createCompressedCache(maxBytes?: number): CompressedCache;

export function compressResponse(req: IncomingMessage, res: ServerResponse, cache: CompressedCache): void;
