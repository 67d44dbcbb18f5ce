// Whether `npm start` may listen on LISTEN_HOST (issue 33.13). Both apps refuse an address beyond
// loopback while one of their secrets has its public local-only value (apps/web/config.mjs,
// apps/cms/config/secrets.ts); this asks their own rules before anything is installed or built, and
// answers with one message naming every variable to set. Node built-ins only (it runs before npm ci).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isLoopbackHost, publicSecretsInUse as webPublicSecrets } from '../apps/web/config.mjs';
import { ROOT } from './lib.mjs';

const CMS_SECRETS = pathToFileURL(path.join(ROOT, 'apps/cms/config/secrets.ts')).href;

/** The CMS's secrets with their public value under `env`: its own rule, read with Node's type stripping. */
export function cmsPublicSecrets(env) {
  const code = `const { publicSecretsInUse } = await import(${JSON.stringify(CMS_SECRETS)}); process.stdout.write(JSON.stringify(publicSecretsInUse()));`;
  const result = spawnSync(process.execPath, ['--experimental-strip-types', '--no-warnings', '--input-type=module', '-e', code], {
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`could not read the CMS's secrets rule (apps/cms/config/secrets.ts): ${result.stderr.trim()}`);
  return JSON.parse(result.stdout);
}

/**
 * Why `npm start` may not listen on `host` with the environment its servers get, or null. Beyond
 * loopback: no secret of either app may have its public value, and the first admin's login must be
 * given (the demo's seeded logins are refused there, and a CMS without an admin would let anyone on
 * the network create the first one).
 * @param {string} host
 * @param {Record<string, string | undefined>} env
 * @returns {string | null}
 */
export function listenRefusal(host, env) {
  if (isLoopbackHost(host)) return null;
  const missing = [...new Set([...webPublicSecrets(env), ...cmsPublicSecrets(env)])];
  for (const name of ['CMS_ADMIN_EMAIL', 'CMS_ADMIN_PASSWORD']) if (!env[name]?.trim()) missing.push(name);
  if (!missing.length) return null;
  return (
    `LISTEN_HOST=${host || '(empty: every address)'} is not a loopback address, and the demo's public values would be served to the network: ` +
    `set ${missing.join(', ')} to values of your own (the secrets shared by both apps once, for both), or listen on 127.0.0.1 (README, "Configuration")`
  );
}
