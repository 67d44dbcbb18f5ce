// Server-side JSON logs.
import { settingText } from '../../config.mjs';
import pino from 'pino';

export const log = pino({ name: 'brina-web', level: settingText('LOG_LEVEL') ?? 'info' });
