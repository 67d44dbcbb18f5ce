// Every environment variable of the CMS, read and checked in one place: its kind, default and
// range. Secrets follow the one rule of ./secrets.ts (local-only values outside production or with
// BRINA_DEMO=1). The config files and src/ read settings from here; the README's configuration
// table is checked against SETTINGS (tests/config.test.mjs).

type Kind = 'int' | 'bool' | 'string' | 'url' | 'list';
export type Setting = { name: string; kind: Kind; default: string | number | boolean | null; min?: number; max?: number };

export const SETTINGS = [
  { name: 'HOST', kind: 'string', default: '127.0.0.1' },
  { name: 'PORT', kind: 'int', default: 1337, min: 1, max: 65_535 },
  { name: 'CMS_PUBLIC_URL', kind: 'string', default: '' },
  { name: 'CMS_PROXY', kind: 'bool', default: true },
  { name: 'CMS_TRUSTED_PROXIES', kind: 'list', default: '127.0.0.1,::1' },
  { name: 'PUBLIC_DIR', kind: 'string', default: './public' },
  { name: 'CMS_MEDIA_URL', kind: 'url', default: null },
  { name: 'SERVE_ADMIN', kind: 'bool', default: true },
  { name: 'ADMIN_RATE_LIMIT', kind: 'bool', default: true },
  { name: 'WEB_ORIGIN', kind: 'url', default: 'http://localhost:3000' },
  { name: 'WEB_REVALIDATE_URL', kind: 'url', default: null },
  { name: 'CORS_ORIGINS', kind: 'list', default: null },
  { name: 'DATABASE_URL', kind: 'string', default: '' },
  { name: 'DATABASE_FILENAME', kind: 'string', default: '.tmp/data.db' },
  { name: 'DATABASE_SSL', kind: 'bool', default: false },
  { name: 'DATABASE_SSL_REJECT_UNAUTHORIZED', kind: 'bool', default: true },
  { name: 'DATABASE_POOL_MIN', kind: 'int', default: 2, min: 0, max: 100 },
  { name: 'DATABASE_POOL_MAX', kind: 'int', default: 10, min: 1, max: 200 },
  { name: 'DATABASE_STATEMENT_TIMEOUT_MS', kind: 'int', default: 15_000, min: 100, max: 600_000 },
  { name: 'UPLOAD_MAX_BYTES', kind: 'int', default: 10 * 1024 * 1024, min: 1024, max: 1024 * 1024 * 1024 },
  { name: 'PRIVATE_UPLOADS_DIR', kind: 'string', default: 'private/uploads' },
  { name: 'UPLOAD_TMP_DIR', kind: 'string', default: null },
  { name: 'NEWSLETTER_CONFIRM_DAYS', kind: 'int', default: 7, min: 1, max: 365 },
  { name: 'APPLICATION_RETENTION_DAYS', kind: 'int', default: 365, min: 1, max: 3650 },
  { name: 'APPLICATION_RETENTION_CRON', kind: 'string', default: '17 3 * * *' },
  { name: 'CRON_ENABLED', kind: 'bool', default: true },
  { name: 'CMS_ADMIN_EMAIL', kind: 'string', default: null },
  { name: 'CMS_ADMIN_PASSWORD', kind: 'string', default: null },
  // Logs and metrics (docs/operations.md, "Logs", "Metrics"): JSON lines by default in production.
  { name: 'LOG_FORMAT', kind: 'string', default: null },
  { name: 'CMS_METRICS_PORT', kind: 'int', default: null, min: 1, max: 65_535 },
  { name: 'CMS_METRICS_HOST', kind: 'string', default: '127.0.0.1' },
  { name: 'METRICS_TOKEN', kind: 'string', default: null },
] as const satisfies readonly Setting[];

export type SettingName = (typeof SETTINGS)[number]['name'];

/** The secrets (./secrets.ts), listed here too so that the README check sees every variable. */
export const SECRET_NAMES = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
  'CMS_READ_TOKEN',
  'CMS_WRITE_TOKEN',
  'PREVIEW_SECRET',
  'REVALIDATE_SECRET',
] as const;

type Value = string | number | boolean | null;

function readOne(setting: Setting, env: NodeJS.ProcessEnv): { value: Value; problem?: string } {
  const raw = env[setting.name]?.trim();
  if (raw === undefined || raw === '') return { value: setting.default };
  switch (setting.kind) {
    case 'int': {
      const n = Number(raw);
      const ok = Number.isInteger(n) && (setting.min === undefined || n >= setting.min) && (setting.max === undefined || n <= setting.max);
      return ok ? { value: n } : { value: setting.default, problem: `${setting.name}=${raw} is not a whole number from ${setting.min} to ${setting.max}` };
    }
    case 'bool':
      if (['true', '1', 'yes'].includes(raw.toLowerCase())) return { value: true };
      if (['false', '0', 'no'].includes(raw.toLowerCase())) return { value: false };
      return { value: setting.default, problem: `${setting.name}=${raw} is not true or false` };
    case 'url':
      try {
        return { value: new URL(raw).toString().replace(/\/$/, '') };
      } catch {
        return { value: setting.default, problem: `${setting.name}=${raw} is not a URL` };
      }
    default:
      return { value: raw };
  }
}

/** Every setting read from `env`, and the problems found. */
export function readSettings(env: NodeJS.ProcessEnv = process.env): { values: Record<SettingName, Value>; problems: string[] } {
  const values = {} as Record<SettingName, Value>;
  const problems: string[] = [];
  for (const setting of SETTINGS as readonly Setting[]) {
    const { value, problem } = readOne(setting, env);
    values[setting.name as SettingName] = value;
    if (problem) problems.push(problem);
  }
  if (Number(values.DATABASE_POOL_MIN) > Number(values.DATABASE_POOL_MAX)) problems.push('DATABASE_POOL_MIN is above DATABASE_POOL_MAX');
  return { values, problems };
}

/** One setting, checked: a bad value anywhere stops the CMS with every problem named. */
function checked(env: NodeJS.ProcessEnv = process.env): Record<SettingName, Value> {
  const { values, problems } = readSettings(env);
  if (problems.length) throw new Error(`Configuration: ${problems.join('; ')} (see README, "Configuration")`);
  return values;
}

export const text = (name: SettingName, env?: NodeJS.ProcessEnv): string | null => {
  const value = checked(env)[name];
  return typeof value === 'string' && value !== '' ? value : null;
};
export const whole = (name: SettingName, env?: NodeJS.ProcessEnv): number => Number(checked(env)[name]);
export const flag = (name: SettingName, env?: NodeJS.ProcessEnv): boolean => checked(env)[name] === true;
/** A comma-separated list, trimmed, without empty entries. */
export const list = (name: SettingName, env?: NodeJS.ProcessEnv): string[] =>
  (text(name, env) ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
