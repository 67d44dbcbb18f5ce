import cronTasks from './cron-tasks';
import { secret } from './secrets';
import { flag, text, whole } from './settings';

export default () => ({
  // Loopback unless told otherwise: the reference nginx and the website reach it on this machine.
  host: text('HOST') ?? '127.0.0.1',
  port: whole('PORT'),
  // The address editors and browsers reach the CMS at (https://… behind the TLS proxy).
  url: text('CMS_PUBLIC_URL') ?? '',
  // Behind nginx: X-Forwarded-For (its last entry, the one nginx sets) is the client, and
  // X-Forwarded-Proto says the request came over TLS (the admin cookie is then sent with Secure).
  // global::client-address drops those headers from peers that are not a trusted proxy.
  proxy: { koa: flag('CMS_PROXY'), maxIpsCount: 1 },
  app: { keys: secret('APP_KEYS').split(',') },
  cron: { enabled: flag('CRON_ENABLED'), tasks: cronTasks },
  // Tests point this at a temporary folder so their uploads never mix with the local demo's.
  dirs: { public: text('PUBLIC_DIR') ?? './public' },
});
