// `npm test`: the whole suite. Installs what is missing (npm packages, Debian's chromium), runs the
// lint and type checks (`npm run check`), starts one freshly seeded temporary CMS, runs the CMS HTTP
// tests, the website's unit tests, builds the website against that CMS and runs the browser tests on
// the production build. `TEST_DATABASE=postgres` runs that CMS on a throwaway PostgreSQL cluster
// instead of SQLite (the production database; no extra seed, so no extra time); otherwise the CMS
// HTTP tests run a second time on PostgreSQL at the end (scripts/test-pg.mjs).
import './require-node.mjs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, ensureInstall, log, newestMtime, run, start, stopAll, waitFor, waitForHttp } from './lib.mjs';
import { startPostgres } from './services.mjs';

const CMS_PORT = process.env.CMS_TEST_PORT ?? '1338';
const WEB_PORT = process.env.WEB_TEST_PORT ?? '3100';
const COUNTER_PORT = process.env.CMS_COUNTER_PORT ?? '1339';
const SMTP_PORT = process.env.SMTP_TEST_PORT ?? '1340';
const cmsUrl = `http://127.0.0.1:${CMS_PORT}`;
const webUrl = `http://127.0.0.1:${WEB_PORT}`;
const hasWeb = fs.existsSync(path.join(ROOT, 'apps/web/src'));
const started = Date.now();

function ensureChromium() {
  if (!hasWeb || fs.existsSync('/usr/bin/chromium')) return;
  log('installing Debian chromium for the browser tests');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
}

try {
  ensureInstall();
  // Seconds, not minutes: a lint or type error fails the run before anything slow starts.
  run('npm', ['run', 'check']);
  ensureChromium();
  // The start command's supervisor (restarts a crashed CMS with backoff) and its Node version check.
  run('node', ['--test', 'scripts/supervise.test.mjs', 'scripts/require-node.test.mjs']);

  // The admin panel, for the browser test that signs in to it: built like `npm start` does, only
  // when the CMS sources are newer than the last build.
  const cmsDir = path.join(ROOT, 'apps/cms');
  const adminBuiltAt = fs.existsSync(path.join(cmsDir, 'dist/build/index.html')) ? fs.statSync(path.join(cmsDir, 'dist/build/index.html')).mtimeMs : 0;
  if (hasWeb && adminBuiltAt < newestMtime([path.join(cmsDir, 'src'), path.join(cmsDir, 'config')])) run('npm', ['run', 'build', '--workspace', 'apps/cms']);

  const readyFile = path.join(os.tmpdir(), `brina-cms-ready-${process.pid}`);
  fs.rmSync(readyFile, { force: true });
  const database =
    process.env.TEST_DATABASE === 'postgres'
      ? { DATABASE_URL: (await startPostgres({ port: Number(process.env.PG_TEST_PORT ?? 5433), database: 'brina_test' })).url }
      : {};
  start('test CMS', 'node', ['scripts/test-server.js'], {
    cwd: path.join(ROOT, 'apps/cms'),
    env: { PORT: CMS_PORT, WEB_ORIGIN: webUrl, CMS_READY_FILE: readyFile, SERVE_ADMIN: hasWeb ? 'true' : 'false', ...database },
  });
  // The HTTP server answers before the seed has finished: wait for the seed's ready file.
  await waitFor(() => fs.existsSync(readyFile), 'the seeded test CMS', 900_000);
  log(`test CMS ready at ${cmsUrl} (${Math.round((Date.now() - started) / 1000)} s)`);

  const { dir: cmsDataDir } = JSON.parse(fs.readFileSync(readyFile, 'utf8'));
  const env = { CMS_TEST_URL: cmsUrl, CMS_URL: cmsUrl, BRINA_DEMO: '1' };
  run('npx', ['vitest', 'run', '--config', 'vitest.config.mjs'], {
    cwd: path.join(ROOT, 'apps/cms'),
    env: { ...env, ...database, CMS_TEST_DATA_DIR: cmsDataDir },
  });

  if (hasWeb) {
    run('npx', ['vitest', 'run'], { cwd: path.join(ROOT, 'apps/web'), env });
    // The site reaches the CMS through a counting proxy (browsers load media from the CMS directly).
    const counter = { url: `http://127.0.0.1:${COUNTER_PORT}` };
    start('CMS request counter', 'node', ['scripts/cms-counter.mjs', COUNTER_PORT, cmsUrl]);
    await waitForHttp(`${counter.url}/__count`);
    // The site's mails go to a local SMTP server that files each one for the browser tests to read.
    const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brina-mail-'));
    start('mail sink', 'node', ['tests/e2e/mail-sink.mjs', SMTP_PORT, mailDir], { cwd: path.join(ROOT, 'apps/web') });
    const webEnv = {
      ...env,
      CMS_URL: counter.url,
      CMS_MEDIA_URL: cmsUrl,
      NEXT_DIST_DIR: '.next-test',
      SITE_URL: webUrl,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      MAIL_RETRY_SECONDS: '10',
    };
    // A fresh build: cached CMS answers from an earlier run would hold another database's ids.
    fs.rmSync(path.join(ROOT, 'apps/web/.next-test'), { recursive: true, force: true });
    run('npm', ['run', 'build', '--workspace', 'apps/web'], { env: webEnv });
    // On every address: a browser test reaches it from the machine's network address, as a client
    // that is not the trusted proxy (request-limits.spec.ts).
    start('test website', 'node', ['server.mjs', '-p', WEB_PORT], { cwd: path.join(ROOT, 'apps/web'), env: { ...webEnv, HOSTNAME: '0.0.0.0' } });
    await waitForHttp(`${webUrl}/it`);
    // PW_ARGS narrows the browser run while developing (e.g. PW_ARGS='--project chromium --no-deps tests/e2e/search.spec.ts').
    run('npx', ['playwright', 'test', ...(process.env.PW_ARGS ?? '').split(' ').filter(Boolean)], {
      cwd: path.join(ROOT, 'apps/web'),
      env: { ...env, WEB_URL: webUrl, CMS_COUNTER_URL: `${counter.url}/__count`, WEB_DIST_DIR: path.join(ROOT, 'apps/web/.next-test'), MAIL_SINK_DIR: mailDir },
    });
  }
  // The CMS HTTP tests again on PostgreSQL (the production database), unless this run already used
  // it, was narrowed with PW_ARGS, or TEST_PG=0 asks to skip it while developing.
  if (process.env.TEST_DATABASE !== 'postgres' && !process.env.PW_ARGS && process.env.TEST_PG !== '0') {
    run('node', ['scripts/test-pg.mjs'], { env: { CMS_TEST_PORT: String(Number(CMS_PORT) + 20) } });
  }
  log(`all tests passed in ${Math.round((Date.now() - started) / 1000)} s`);
  stopAll(0);
} catch (error) {
  console.error(`[brina] tests failed: ${error.message}`);
  stopAll(1);
}
