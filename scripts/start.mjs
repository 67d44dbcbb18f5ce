// `npm start`: installs what is missing, builds and seeds the CMS (first run only), starts it,
// builds the website when its sources changed, and starts it. Ctrl-C stops both. Both are
// supervised: a crashed CMS is restarted (with backoff) while the website keeps serving from cache.
import './require-node.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, ensureInstall, log, newestMtime, run, supervise, waitForHttp } from './lib.mjs';
import { listenRefusal } from './listen-check.mjs';

const CMS = path.join(ROOT, 'apps/cms');
const WEB = path.join(ROOT, 'apps/web');
const cmsPort = process.env.CMS_PORT ?? '1337';
const webPort = process.env.WEB_PORT ?? '3000';
const cmsUrl = process.env.CMS_URL ?? `http://localhost:${cmsPort}`;
// The demo runs with the local-only secrets (see README, "Configuration": the secrets rule) and the
// demo logins, which are public: so both servers listen on this machine only, unless LISTEN_HOST
// asks for more; then every secret and the first admin's login must be given (both apps refuse
// otherwise: this says so at once, before anything is installed or built; issue 33.13).
const demo = (process.env.BRINA_DEMO ?? '1') === '1';
const host = process.env.LISTEN_HOST ?? '127.0.0.1';
// Readable log lines on this console (production's default is JSON lines: docs/operations.md, "Logs").
const env = {
  CMS_URL: cmsUrl,
  WEB_ORIGIN: process.env.WEB_ORIGIN ?? `http://localhost:${webPort}`,
  BRINA_DEMO: demo ? '1' : '0',
  HOST: host,
  HOSTNAME: host,
  LOG_FORMAT: process.env.LOG_FORMAT ?? 'text',
};
const refusal = listenRefusal(host, { ...process.env, ...env });
if (refusal) {
  console.error(`[brina] ${refusal}`);
  process.exit(1);
}

ensureInstall();

const builtAt = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
if (builtAt(path.join(CMS, 'dist/build/index.html')) < newestMtime([path.join(CMS, 'src'), path.join(CMS, 'config')])) {
  run('npm', ['run', 'build', '--workspace', 'apps/cms'], { env });
}
run('npm', ['run', 'seed', '--workspace', 'apps/cms', '--', '--if-empty'], { env });
supervise('CMS', 'npm', ['run', 'start', '--workspace', 'apps/cms'], { env: { ...env, PORT: cmsPort } });
await waitForHttp(`${cmsUrl}/_health`);
log(`CMS ready: ${cmsUrl}/admin`);

if (fs.existsSync(path.join(WEB, 'src'))) {
  if (builtAt(path.join(WEB, '.next/BUILD_ID')) < newestMtime([path.join(WEB, 'src'), path.join(WEB, 'messages')])) {
    // Cached CMS answers survive builds; drop them so a rebuilt site reads the current content.
    fs.rmSync(path.join(WEB, '.next/cache/fetch-cache'), { recursive: true, force: true });
    run('npm', ['run', 'build', '--workspace', 'apps/web'], { env });
  }
  supervise('website', 'npm', ['run', 'start', '--workspace', 'apps/web', '--', '-p', webPort], { env });
  await waitForHttp(`http://localhost:${webPort}/it`);
  log(`Website ready: http://localhost:${webPort}`);
}
log('Press Ctrl-C to stop.');
