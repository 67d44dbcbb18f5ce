// Server-side logs: one pino logger per process, in the format LOG_FORMAT says (logger.mjs).
import { createLogger } from '../../logger.mjs';

export const log = createLogger('brina-web');
