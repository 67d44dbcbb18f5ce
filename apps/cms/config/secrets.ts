// The one rule for secrets in the CMS: a secret comes from the environment; its local-only default
// (a public value, in this file) is used only outside production or in the demo and the tests
// (`BRINA_DEMO=1`, set by `npm start` and `npm test`). Otherwise the CMS refuses to start. The
// website applies the same rule (apps/web/src/lib/secrets.ts). The local-only values are served on
// loopback only: config/server.ts refuses any other HOST while one is in use (openBindRefusal).
// No imports: scripts/start.mjs reads this file with Node's type stripping, before any install.
const LOCAL_ONLY = {
  APP_KEYS: 'local-only-key-a,local-only-key-b',
  API_TOKEN_SALT: 'local-only-api-token-salt',
  ADMIN_JWT_SECRET: 'local-only-admin-jwt-secret',
  TRANSFER_TOKEN_SALT: 'local-only-transfer-token-salt',
  JWT_SECRET: 'local-only-jwt-secret',
  ENCRYPTION_KEY: 'local-only-encryption-key-32chars!',
  CMS_READ_TOKEN: 'local-only-brina-read-token-0123456789abcdef0123456789abcdef',
  CMS_WRITE_TOKEN: 'local-only-brina-write-token-0123456789abcdef0123456789abcdef',
  PREVIEW_SECRET: 'local-only-preview-secret',
  REVALIDATE_SECRET: 'local-only-revalidate-secret',
} as const;

export type SecretName = keyof typeof LOCAL_ONLY;

export function localDefaultsAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV !== 'production' || env.BRINA_DEMO === '1';
}

export function secret(name: SecretName, env: NodeJS.ProcessEnv = process.env): string {
  const value = env[name];
  if (value) return value;
  if (!localDefaultsAllowed(env)) throw new Error(`${name} must be set in production (see README, "Configuration")`);
  return LOCAL_ONLY[name];
}

/**
 * Whether a listen address is reachable from this machine only: 127.0.0.0/8, ::1 (IPv4-mapped too)
 * or `localhost`. Anything else, the unspecified addresses (0.0.0.0, ::, empty) included, is not.
 * The website's apps/web/config.mjs has the same function.
 */
export function isLoopbackHost(host: string | null | undefined): boolean {
  const h = String(host ?? '')
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (h === 'localhost' || h === '::1' || h === '0:0:0:0:0:0:0:1') return true;
  const v4 = h.replace(/^::ffff:/, '');
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) && v4.split('.').every((part) => Number(part) <= 255);
}

/**
 * Where the demo's logins (the seeded accounts and their public password, README "Demo CMS login")
 * may exist: where the local-only defaults are allowed and the CMS listens on loopback (HOST).
 * Beyond loopback the demo password is as public as the secrets: nothing seeds it, and a start
 * with an account that still has it is refused (src/bootstrap/demo-passwords.ts).
 */
export function demoLoginsAllowed(env: NodeJS.ProcessEnv = process.env): boolean {
  return localDefaultsAllowed(env) && isLoopbackHost(env.HOST?.trim() || '127.0.0.1');
}

/** The secrets whose value is the public local-only one: left unset where the rule allows it, or set to it. */
export function publicSecretsInUse(env: NodeJS.ProcessEnv = process.env): SecretName[] {
  const names = Object.keys(LOCAL_ONLY) as SecretName[];
  return names.filter((name) => (env[name] || (localDefaultsAllowed(env) ? LOCAL_ONLY[name] : '')) === LOCAL_ONLY[name]);
}

/**
 * Why the CMS may not listen on `host`, or null when it may (issue 33.13): the local-only secrets
 * are public, so they are served on loopback only. Beyond it, every secret must have a value of its
 * own, the demo and development included. `variable` is the setting named in the message.
 */
export function openBindRefusal(host: string, variable: string, env: NodeJS.ProcessEnv = process.env): string | null {
  if (isLoopbackHost(host)) return null;
  const names = publicSecretsInUse(env);
  if (!names.length) return null;
  const many = names.length > 1;
  return (
    `${variable}=${host || '(empty: every address)'} is not a loopback address, and ${names.join(', ')} ` +
    `${many ? 'have their' : 'has its'} public local-only value: set ${many ? 'each' : 'it'} to a secret of your own, ` +
    `or listen on 127.0.0.1 (README, "Configuration")`
  );
}
