import type { ServerResponse } from 'node:http';

export const INTERNAL_HEADERS: readonly string[];
export function hideInternalHeaders(res: ServerResponse): void;
