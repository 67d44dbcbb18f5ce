// Secrets come from the environment. The fallbacks below are for local development and tests only:
// they are public (they are in this file), so production refuses to start with them.
const LOCAL_ONLY: Record<string, string> = {
  APP_KEYS: 'local-only-key-a,local-only-key-b',
  API_TOKEN_SALT: 'local-only-api-token-salt',
  ADMIN_JWT_SECRET: 'local-only-admin-jwt-secret',
  TRANSFER_TOKEN_SALT: 'local-only-transfer-token-salt',
  JWT_SECRET: 'local-only-jwt-secret',
  ENCRYPTION_KEY: 'local-only-encryption-key-32chars!',
};

export function secret(name: keyof typeof LOCAL_ONLY): string {
  const value = process.env[name];
  if (value) return value;
  if (process.env.NODE_ENV === 'production') {
    throw new Error(`${name} must be set in production (see README, "Configuration")`);
  }
  return LOCAL_ONLY[name] as string;
}
