// Strapi's logger (winston): JSON lines in production (LOG_FORMAT=json, the default there), for
// journald and a log collector; readable lines otherwise (`npm start` sets LOG_FORMAT=text).
// Each request's line is written by global::observability with the website's request id.
import { formats, winston } from '@strapi/logger';
import { text } from './settings';

const json = (text('LOG_FORMAT') ?? (process.env.NODE_ENV === 'production' ? 'json' : 'text')) === 'json';

export default {
  transports: [
    new winston.transports.Console({
      level: 'http',
      format: json
        ? winston.format.combine(formats.levelFilter('http'), winston.format.uncolorize(), winston.format.timestamp(), winston.format.json())
        : winston.format.combine(formats.levelFilter('http'), formats.prettyPrint({ timestamps: 'YYYY-MM-DD HH:mm:ss.SSS' })),
    }),
  ],
};
