// Every environment variable of the website, read and checked in one place: its kind, default,
// range and whether its default is local-only (a public value from this repository, allowed only
// outside production or with BRINA_DEMO=1, the README's secrets rule). Plain JavaScript, because
// server.mjs, admission and the cache handler run without a build step; src/lib imports it too.
// The README's configuration table is checked against SETTINGS (tests/unit/config.test.ts).

const MINUTE = 60;
const DAY = 24 * 3600;

/**
 * @typedef {{ name: string, kind: 'int' | 'number' | 'string' | 'url' | 'enum' | 'flag' | 'secret',
 *   default?: string | number | null, min?: number, max?: number, values?: readonly string[],
 *   localOnly?: string }} Setting
 */

/** @type {readonly Setting[]} */
export const SETTINGS = [
  // The CMS
  { name: 'CMS_URL', kind: 'url', default: 'http://localhost:1337' },
  { name: 'CMS_MEDIA_URL', kind: 'url', default: null },
  { name: 'CMS_ADMIN_URL', kind: 'url', default: null },
  { name: 'CMS_API_VERSION', kind: 'enum', values: ['4', '5'], default: '5' },
  { name: 'CMS_READ_TOKEN', kind: 'secret', localOnly: 'local-only-brina-read-token-0123456789abcdef0123456789abcdef' },
  { name: 'CMS_WRITE_TOKEN', kind: 'secret', localOnly: 'local-only-brina-write-token-0123456789abcdef0123456789abcdef' },
  { name: 'CMS_REVALIDATE_SECONDS', kind: 'int', default: 3600, min: 60, max: 30 * DAY },
  { name: 'CMS_TIMEOUT_MS', kind: 'int', default: 3000, min: 100, max: 60_000 },
  { name: 'CMS_RETRY_AFTER_MS', kind: 'int', default: 5000, min: 0, max: 10 * MINUTE * 1000 },
  { name: 'CMS_UPLOAD_TIMEOUT_MS', kind: 'int', default: 20_000, min: 1000, max: 10 * MINUTE * 1000 },
  { name: 'CMS_LAST_GOOD_MB', kind: 'int', default: 24, min: 1, max: 4096 },
  { name: 'BRINA_DEMO', kind: 'flag', default: null },
  { name: 'MENU_NAVBAR_B2C_IT', kind: 'int', default: 2, min: 1, max: 1_000_000 },
  { name: 'MENU_NAVBAR_B2C_EN', kind: 'int', default: 8, min: 1, max: 1_000_000 },
  { name: 'MENU_NAVBAR_B2B_IT', kind: 'int', default: 3, min: 1, max: 1_000_000 },
  { name: 'MENU_NAVBAR_B2B_EN', kind: 'int', default: 10, min: 1, max: 1_000_000 },
  { name: 'MENU_FOOTER_SITEMAP_IT', kind: 'int', default: 1, min: 1, max: 1_000_000 },
  { name: 'MENU_FOOTER_SITEMAP_EN', kind: 'int', default: 5, min: 1, max: 1_000_000 },
  { name: 'MENU_FOOTER_LINKS_IT', kind: 'int', default: 4, min: 1, max: 1_000_000 },
  { name: 'MENU_FOOTER_LINKS_EN', kind: 'int', default: 11, min: 1, max: 1_000_000 },
  // The site
  { name: 'SITE_URL', kind: 'url', default: 'http://localhost:3000' },
  { name: 'PREVIEW_SECRET', kind: 'secret', localOnly: 'local-only-preview-secret' },
  { name: 'REVALIDATE_SECRET', kind: 'secret', localOnly: 'local-only-revalidate-secret' },
  { name: 'LOG_LEVEL', kind: 'enum', values: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], default: 'info' },
  // JSON lines (one object a line, for a log collector) or readable lines; unset: JSON in production (logger.mjs).
  { name: 'LOG_FORMAT', kind: 'enum', values: ['json', 'text'], default: null },
  // Prometheus metrics on their own listener (metrics.mjs): unset, none. Never the site's port.
  { name: 'METRICS_PORT', kind: 'int', default: null, min: 1, max: 65_535 },
  { name: 'METRICS_HOST', kind: 'string', default: '127.0.0.1' },
  // Required from any address but loopback (a Prometheus on another machine).
  { name: 'METRICS_TOKEN', kind: 'string', default: null },
  // OpenTelemetry traces over OTLP/HTTP (src/lib/tracing-sdk.ts): unset, no tracing SDK is loaded.
  // The exporter also reads the other standard OTEL_EXPORTER_OTLP_* variables (headers, timeout).
  { name: 'OTEL_EXPORTER_OTLP_ENDPOINT', kind: 'url', default: null },
  { name: 'OTEL_EXPORTER_OTLP_PROTOCOL', kind: 'enum', values: ['http/protobuf', 'http/json'], default: 'http/protobuf' },
  { name: 'OTEL_SERVICE_NAME', kind: 'string', default: 'brina-web' },
  { name: 'OTEL_BSP_SCHEDULE_DELAY', kind: 'int', default: 5000, min: 10, max: 60_000 },
  // Serving
  // The address server.mjs listens on: loopback (nginx on this machine faces the network). Any other
  // address is refused while a secret has its public local-only value (openBindRefusal).
  { name: 'HOSTNAME', kind: 'string', default: '127.0.0.1' },
  { name: 'COMPRESSED_CACHE_MB', kind: 'int', default: 16, min: 0, max: 4096 },
  { name: 'PAGE_CACHE_MB', kind: 'int', default: 16, min: 0, max: 4096 },
  { name: 'PAGE_CACHE_SECONDS', kind: 'int', default: 60, min: 1, max: 24 * 3600 },
  // Read by Next (cacheMaxMemorySize in next.config.ts): its in-memory copy of cached pages and data.
  { name: 'NEXT_CACHE_MB', kind: 'int', default: 32, min: 0, max: 4096 },
  // Without Redis: Next's caches on disk (run-time pages, CMS answers, pictures), pruned by server.mjs (disk-cache.mjs).
  { name: 'DISK_CACHE_MB', kind: 'int', default: 1024, min: 16, max: 1_048_576 },
  // The V8 heap bound: read by the start command (`node --max-old-space-size=$WEB_HEAP_MB`, in
  // apps/web/package.json and the systemd unit); checked here like every other setting.
  { name: 'WEB_HEAP_MB', kind: 'int', default: 256, min: 96, max: 16_384 },
  // The young generation's semi-space (`--max-semi-space-size`, same start commands): V8's default
  // lets it grow to tens of MB under a crowd of requests, reserved and rarely given back; 2 MB kept
  // the req/s and took ~140 MB off the resident memory (bench/README.md, issue 24).
  { name: 'WEB_YOUNG_MB', kind: 'int', default: 2, min: 1, max: 256 },
  { name: 'WEB_MAX_ACTIVE', kind: 'int', default: 8, min: 0, max: 10_000 },
  { name: 'SHUTDOWN_GRACE_MS', kind: 'int', default: 10_000, min: 0, max: 10 * MINUTE * 1000 },
  { name: 'WEB_MAX_BODY_MB', kind: 'int', default: 8, min: 1, max: 1024 },
  { name: 'WEB_BODY_BUFFER_MB', kind: 'int', default: 64, min: 1, max: 16_384 },
  // Default a quarter of WEB_BODY_BUFFER_MB (admission.mjs, serverLimits).
  { name: 'WEB_CLIENT_BODY_MB', kind: 'int', default: null, min: 1, max: 16_384 },
  { name: 'WEB_BODY_IDLE_MS', kind: 'int', default: 10_000, min: 1000, max: 10 * MINUTE * 1000 },
  { name: 'WEB_HEADERS_TIMEOUT_MS', kind: 'int', default: 15_000, min: 1000, max: 10 * MINUTE * 1000 },
  { name: 'WEB_REQUEST_TIMEOUT_MS', kind: 'int', default: 120_000, min: 1000, max: 60 * MINUTE * 1000 },
  { name: 'TRUSTED_PROXIES', kind: 'string', default: '127.0.0.0/8,::1' },
  { name: 'REDIS_URL', kind: 'url', default: null },
  { name: 'REDIS_TIMEOUT_MS', kind: 'int', default: 1000, min: 50, max: 60_000 },
  { name: 'REDIS_CACHE_TTL_SECONDS', kind: 'int', default: 14 * DAY, min: MINUTE, max: 365 * DAY },
  { name: 'REDIS_CACHE_PREFIX', kind: 'string', default: 'brina:next:' },
  { name: 'SEARCH_REBUILD_SECONDS', kind: 'int', default: 3600, min: 60, max: 30 * DAY },
  { name: 'SEARCH_LIMIT_PER_10S', kind: 'int', default: 120, min: 1, max: 100_000 },
  { name: 'MAP_TILE_URL', kind: 'string', default: null },
  { name: 'MAP_ATTRIBUTION', kind: 'string', default: null },
  // Forms and mail
  { name: 'ALTCHA_HMAC_KEY', kind: 'secret', localOnly: 'local-only-altcha-hmac-key' },
  { name: 'ALTCHA_COST', kind: 'int', default: 5000, min: 1, max: 1_000_000 },
  { name: 'RECAPTCHA_SITE_KEY', kind: 'string', default: null },
  { name: 'RECAPTCHA_SECRET', kind: 'string', default: null },
  { name: 'RECAPTCHA_MIN_SCORE', kind: 'number', default: 0.5, min: 0, max: 1 },
  { name: 'SMTP_URL', kind: 'url', default: null },
  { name: 'MAIL_DIR', kind: 'string', default: '.mail' },
  { name: 'MAIL_FROM', kind: 'string', default: 'Brina <noreply@brina.local>' },
  { name: 'MAIL_TO_DEFAULT', kind: 'string', default: 'info@brina.local' },
  { name: 'CONTACT_TO', kind: 'string', default: null },
  { name: 'SAMPLES_TO', kind: 'string', default: null },
  { name: 'KIT_TO', kind: 'string', default: null },
  { name: 'CAREERS_TO', kind: 'string', default: null },
  { name: 'MAIL_RETRY_SECONDS', kind: 'int', default: 60, min: 5, max: DAY },
  { name: 'NEWSLETTER_TOKEN_SECRET', kind: 'secret', localOnly: 'local-only-newsletter-token-secret' },
  { name: 'NEWSLETTER_CONFIRM_DAYS', kind: 'int', default: 7, min: 1, max: 365 },
  { name: 'PRIVACY_POLICY_VERSION', kind: 'string', default: '2026-01' },
  { name: 'FORM_RATE_LIMIT', kind: 'int', default: 10, min: 1, max: 10_000 },
  { name: 'SAMPLES_MIN', kind: 'int', default: 1, min: 1, max: 50 },
  { name: 'SAMPLES_MAX', kind: 'int', default: 5, min: 1, max: 50 },
  { name: 'KIT_VAT_LIMIT_DAYS', kind: 'int', default: 365, min: 1, max: 3650 },
  { name: 'RATING_LIMIT_PER_PRODUCT', kind: 'int', default: 3, min: 1, max: 10_000 },
  { name: 'RATING_LIMIT_PER_VISITOR', kind: 'int', default: 30, min: 1, max: 100_000 },
  { name: 'RATING_HMAC_KEY', kind: 'secret', localOnly: 'local-only-rating-hmac-key' },
  // Consent and analytics (read when building)
  { name: 'GTM_ID', kind: 'string', default: null },
  { name: 'COOKIE_POLICY_REVISION', kind: 'int', default: 1, min: 1, max: 1_000_000 },
  { name: 'COOKIE_POLICY_SLUG', kind: 'string', default: 'cookie-policy' },
];

const BY_NAME = new Map(SETTINGS.map((s) => [s.name, s]));

/** The README's secrets rule: local-only defaults outside production, or in the demo and the tests. */
export function localDefaultsAllowed(env = process.env) {
  return env.NODE_ENV !== 'production' || env.BRINA_DEMO === '1';
}

/**
 * Whether a listen address is reachable from this machine only: 127.0.0.0/8, ::1 (IPv4-mapped too)
 * or `localhost`. Anything else, the unspecified addresses (0.0.0.0, ::, empty) included, is not.
 * @param {string | null | undefined} host
 */
export function isLoopbackHost(host) {
  const h = String(host ?? '')
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (h === 'localhost' || h === '::1' || h === '0:0:0:0:0:0:0:1') return true;
  const v4 = h.replace(/^::ffff:/, '');
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) && v4.split('.').every((part) => Number(part) <= 255);
}

/**
 * The secrets whose value is the public local-only one: left unset where the secrets rule allows
 * the default (development, the demo, the tests), or set to that very value.
 * @param {Record<string, string | undefined>} [env]
 * @returns {string[]}
 */
export function publicSecretsInUse(env = process.env) {
  const { values } = readConfig(env);
  return SETTINGS.filter((s) => s.kind === 'secret' && s.localOnly && values[s.name] === s.localOnly).map((s) => s.name);
}

/**
 * Why the server may not listen on `host`, or null when it may (issue 33.13): the local-only
 * secrets are public (they are in this repository), so they are served on loopback only. Beyond
 * it, every secret must have a value of its own, the demo and development included.
 * @param {string} host the listen address
 * @param {string} variable the setting that chose it, named in the message (HOSTNAME, LISTEN_HOST)
 * @param {Record<string, string | undefined>} [env]
 * @returns {string | null}
 */
export function openBindRefusal(host, variable, env = process.env) {
  if (isLoopbackHost(host)) return null;
  const names = publicSecretsInUse(env);
  if (!names.length) return null;
  return (
    `${variable}=${host || '(empty: every address)'} is not a loopback address, and ${names.join(', ')} ` +
    `${names.length > 1 ? 'have their' : 'has its'} public local-only value: set ${names.length > 1 ? 'each' : 'it'} to a secret of your own, ` +
    `or listen on 127.0.0.1 (README, "Configuration")`
  );
}

export class ConfigError extends Error {
  /** @param {string[]} problems */
  constructor(problems) {
    super(`Configuration: ${problems.join('; ')} (see README, "Configuration")`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/**
 * One setting's value, checked: the default when unset (or empty), an error for a value out of
 * its kind or range. Secrets: the variable, else the local-only value where the rule allows it.
 * @param {Setting} setting
 * @param {Record<string, string | undefined>} env
 * @returns {{ value: string | number | boolean | null, problem?: string }}
 */
function readOne(setting, env) {
  const raw = env[setting.name]?.trim();
  const unset = raw === undefined || raw === '';
  switch (setting.kind) {
    case 'secret':
      if (!unset) return { value: raw };
      if (localDefaultsAllowed(env)) return { value: setting.localOnly ?? null };
      return { value: null };
    case 'flag':
      return { value: raw === '1' };
    case 'int':
    case 'number': {
      if (unset) return { value: setting.default ?? null };
      const n = Number(raw);
      const whole = setting.kind === 'int' ? Number.isInteger(n) : Number.isFinite(n);
      if (!whole || (setting.min !== undefined && n < setting.min) || (setting.max !== undefined && n > setting.max)) {
        return {
          value: setting.default ?? null,
          problem: `${setting.name}=${raw} is not ${setting.kind === 'int' ? 'a whole number' : 'a number'} from ${setting.min} to ${setting.max}`,
        };
      }
      return { value: n };
    }
    case 'enum':
      if (unset) return { value: setting.default ?? null };
      if (!setting.values?.includes(raw))
        return { value: setting.default ?? null, problem: `${setting.name}=${raw} is not one of ${setting.values?.join(', ')}` };
      return { value: raw };
    case 'url':
      if (unset) return { value: setting.default ?? null };
      try {
        return { value: new URL(raw).toString().replace(/\/$/, '') };
      } catch {
        return { value: setting.default ?? null, problem: `${setting.name}=${raw} is not a URL` };
      }
    default:
      return { value: unset ? (setting.default ?? null) : raw };
  }
}

/**
 * Every setting read from `env`, and the problems found (empty when all is well).
 * @param {Record<string, string | undefined>} [env]
 */
export function readConfig(env = process.env) {
  /** @type {Record<string, string | number | boolean | null>} */
  const values = {};
  const problems = [];
  for (const setting of SETTINGS) {
    const { value, problem } = readOne(setting, env);
    values[setting.name] = value;
    if (problem) problems.push(problem);
  }
  if (Number(values.SAMPLES_MIN) > Number(values.SAMPLES_MAX))
    problems.push(`SAMPLES_MIN (${values.SAMPLES_MIN}) is above SAMPLES_MAX (${values.SAMPLES_MAX})`);
  return { values, problems };
}

let cached = null;

/**
 * The process's configuration, read once. Throws a ConfigError listing every bad value: a server
 * that starts with one (server.mjs calls this first) stops with that message.
 */
export function config() {
  // Unit tests change the environment between cases (vi.stubEnv): they read it every time.
  if (cached && !process.env.VITEST) return cached;
  const { values, problems } = readConfig(process.env);
  if (problems.length) throw new ConfigError(problems);
  cached = values;
  return cached;
}

/** One setting by name (a typo is a programming error, not a configuration one). */
export function setting(name) {
  if (!BY_NAME.has(name)) throw new Error(`No setting named ${name} in apps/web/config.mjs`);
  return config()[name];
}

/** A text setting, or null when unset. */
export function settingText(name) {
  const value = setting(name);
  return typeof value === 'string' && value !== '' ? value : null;
}

/** A number setting (always has a default). */
export function settingNumber(name) {
  return Number(setting(name));
}

/** A secret, or an error naming it when production has none (the secrets rule). */
export function secret(name) {
  const value = setting(name);
  if (typeof value !== 'string' || value === '') throw new Error(`${name} must be set in production (see README, "Configuration")`);
  return value;
}
