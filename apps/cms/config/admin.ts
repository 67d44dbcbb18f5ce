import { secret } from './secrets';

export default ({ env }: { env: EnvFn }) => ({
  auth: { secret: secret('ADMIN_JWT_SECRET') },
  apiToken: { salt: secret('API_TOKEN_SALT') },
  transfer: { token: { salt: secret('TRANSFER_TOKEN_SALT') } },
  secrets: { encryptionKey: secret('ENCRYPTION_KEY') },
  // Tests and API-only deployments skip the admin bundle (saves a minute of build).
  serveAdminPanel: env.bool('SERVE_ADMIN', true),
  flags: { nps: false, promoteEE: false },
  preview: {
    enabled: true,
    config: {
      allowedOrigins: [env('WEB_ORIGIN', 'http://localhost:3000')],
    },
  },
});
