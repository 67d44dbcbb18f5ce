// The one rule for secrets in the CMS: a secret comes from the environment; its local-only default
// (a public value, in this file) is used only outside production or in the demo and the tests
// (`BRINA_DEMO=1`, set by `npm start` and `npm test`). Otherwise the CMS refuses to start. The
// website applies the same rule (apps/web/src/lib/secrets.ts).
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
