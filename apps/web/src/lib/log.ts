// Server-side JSON logs.
import pino from 'pino';

export const log = pino({ name: 'brina-web', level: process.env.LOG_LEVEL ?? 'info' });
