import cronTasks from './cron-tasks';
import { openBindRefusal, secret } from './secrets';
import { flag, text, whole } from './settings';

/** Loopback unless told otherwise: the reference nginx and the website reach it on this machine. */
function listenHost(): string {
  const host = text('HOST') ?? '127.0.0.1';
  // Any other address only once no secret has its public local-only value (issue 33.13): the CMS
  // (start, develop, the seed, the admin build) stops here, naming the variables to set.
  const refusal = openBindRefusal(host, 'HOST');
  if (refusal) throw new Error(refusal);
  return host;
}

export default () => ({
  host: listenHost(),
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
