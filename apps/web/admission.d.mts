// Types of admission.mjs (plain JavaScript: server.mjs runs it without a build step).
import type { IncomingMessage, ServerResponse } from 'node:http';

export type Admission = {
  admit(
    req: Pick<IncomingMessage, 'url' | 'socket'> & Partial<Pick<IncomingMessage, 'headers' | 'complete' | 'push'>>,
    res: Pick<ServerResponse, 'once'> & Partial<ServerResponse>,
    run: () => void,
  ): void;
  stats(): { active: number; waiting: number; receiving: number; bufferedBytes: number; clients: number };
};

export type AdmissionOptions = {
  /** Most bytes one request's body may have (413 past it). */
  maxBodyBytes?: number;
  /** Most bytes all the bodies waiting for admission may hold together (503 past it). */
  bufferBytes?: number;
  /** Most bytes one client's bodies may hold together (503 for that client past it; default a quarter of bufferBytes). */
  clientBytes?: number;
  /** A body that sends nothing for this long is ended (408; default 10 s). */
  bodyIdleMs?: number;
  /** Answers a refused body (default: plain text, and the connection closes). */
  refuse?: (res: ServerResponse, status: 408 | 413 | 503) => void;
};

export function createAdmission(max: number, options?: AdmissionOptions): Admission;

export function serverLimits(env?: Record<string, string | undefined>): {
  headersTimeout: number;
  requestTimeout: number;
  maxBodyBytes: number;
  bufferBytes: number;
  clientBytes: number;
  bodyIdleMs: number;
};
