// Types of client-address.mjs (plain JavaScript: server.mjs runs it without a build step).
import type { BlockList } from 'node:net';

export declare const CLIENT_HEADER: string;
export declare function normalizeAddress(value: unknown): string | null;
export declare function trustedProxies(value?: string): BlockList;
export declare function resolveClientAddress(request: {
  peer: string | undefined | null;
  forwardedFor?: string | null;
  realIp?: string | null;
  trusted: BlockList;
}): string;
export declare function visitorKey(address: string): string;
export declare function markClientAddressServer(): void;
export declare function requestClientAddress(header: (name: string) => string | null | undefined): string;
