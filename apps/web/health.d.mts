import type { IncomingMessage, ServerResponse } from 'node:http';

export type Readiness = () => Promise<{ ready: boolean; checks: Record<string, string> }>;
export declare function createReadiness(options: {
  cmsUrl: string;
  timeoutMs: number;
  searchReady: () => boolean;
  redis: (() => { ping(): Promise<string> } | null) | null;
  closing?: () => boolean;
}): Readiness;
export declare function answerHealth(req: IncomingMessage, res: ServerResponse, readiness: Readiness): boolean;
