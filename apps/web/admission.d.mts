// Types of admission.mjs (plain JavaScript: server.mjs runs it without a build step).
import type { IncomingMessage, ServerResponse } from 'node:http';

export type Admission = {
  admit(req: Pick<IncomingMessage, 'url' | 'socket'>, res: Pick<ServerResponse, 'once'>, run: () => void): void;
  stats(): { active: number; waiting: number };
};

export function createAdmission(max: number): Admission;
