import type { Logger } from 'pino';

export function logFormat(env?: Record<string, string | undefined>): 'json' | 'text';
export function readableLine(json: string): string;
export function createLogger(name: string, options?: { destination?: { write(line: string): unknown } }): Logger;
