// The website's one logger (pino), for server.mjs and the site's code (src/lib/log.ts). LOG_FORMAT
// json writes one JSON object a line (for journald and a log collector), text a readable line;
// unset, JSON in production and text elsewhere. `npm start` sets text. No personal data goes in:
// callers log ids, types and reasons, never a visitor's address, email or message (docs/operations.md, "Logs").
import pino from 'pino';
import { settingText } from './config.mjs';

/** The format a log line is written in: LOG_FORMAT, else JSON in production. */
export function logFormat(env = process.env) {
  const chosen = settingText('LOG_FORMAT');
  if (chosen) return chosen;
  return env.NODE_ENV === 'production' ? 'json' : 'text';
}

const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const OMITTED = new Set(['level', 'time', 'pid', 'hostname', 'name', 'msg']);

/** A pino JSON line as a readable one: `13:04:05 INFO  message key=value …`. */
export function readableLine(json) {
  let entry;
  try {
    entry = JSON.parse(json);
  } catch {
    return json;
  }
  const time = new Date(entry.time ?? Date.now()).toISOString().slice(11, 19);
  const fields = Object.entries(entry)
    .filter(([key]) => !OMITTED.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ');
  return `${time} ${(LEVELS[entry.level] ?? String(entry.level)).padEnd(5)} ${entry.msg ?? ''}${fields ? ` ${fields}` : ''}\n`;
}

/** A pino logger named `name`, writing to stdout in the configured format. */
export function createLogger(name, { destination } = {}) {
  const options = { name, level: settingText('LOG_LEVEL') ?? 'info', base: { name } };
  const out = destination ?? process.stdout;
  if (logFormat() === 'json') return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
  return pino(options, { write: (line) => out.write(readableLine(line)) });
}
