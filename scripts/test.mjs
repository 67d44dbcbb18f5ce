// `npm test`: the whole suite. Installs what is missing (npm packages, Debian's chromium), runs the
// lint and type checks (`npm run check`), starts one freshly seeded temporary CMS, runs the CMS HTTP
// tests, the website's unit tests, builds the website against that CMS and runs the browser tests on
// the production build. `TEST_DATABASE=postgres` runs that CMS on a throwaway PostgreSQL cluster
// instead of SQLite (the production database; no extra seed, so no extra time); otherwise the CMS
// HTTP tests also run on a second CMS seeded on PostgreSQL (as scripts/test-pg.mjs does alone).
//
// Two cores: what needs neither the CMS nor the other steps' results runs beside them. The checks
// (lint, types, formatting), the start command's own tests and the website's unit tests run while
// the admin panel is built and the CMS seeds; the PostgreSQL CMS seeds beside the SQLite one, and
// its HTTP tests run while the website builds. The browser tests run alone. Each step logs its
// duration, and the run ends with the time of each phase.
import './require-node.mjs';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SETTINGS as WEB_SETTINGS } from '../apps/web/config.mjs';
import { ROOT, ensureInstall, log, newestMtime, run, runAsync, start, stopAll, waitFor, waitForHttp } from './lib.mjs';
import { emailsInFiles } from './log-privacy.mjs';
import { startPostgres } from './services.mjs';

const CMS_PORT = process.env.CMS_TEST_PORT ?? '1338';
const WEB_PORT = process.env.WEB_TEST_PORT ?? '3100';
const COUNTER_PORT = process.env.CMS_COUNTER_PORT ?? '1339';
const SMTP_PORT = process.env.SMTP_TEST_PORT ?? '1340';
const cmsUrl = `http://127.0.0.1:${CMS_PORT}`;
const webUrl = `http://127.0.0.1:${WEB_PORT}`;
const hasWeb = fs.existsSync(path.join(ROOT, 'apps/web/src'));
const started = Date.now();
// The test website listens on every address (below), where the public local-only secrets are
// refused (issue 33.13): this run's own, random ones instead (every secret the website reads, from
// its list of settings), given to the website, to the test CMSes (which share the tokens, the
// preview key and the webhook's secret with it; they listen on loopback, where their other secrets
// may stay local-only) and to the tests that present them.
const testSecrets = Object.fromEntries(
  WEB_SETTINGS.filter((setting) => setting.kind === 'secret').map((setting) => [setting.name, `test-${randomBytes(24).toString('hex')}`]),
);

function ensureChromium() {
  if (!hasWeb || fs.existsSync('/usr/bin/chromium')) return;
  log('installing Debian chromium for the browser tests');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
}

/** Seconds since the run started. */
const elapsed = () => Math.round((Date.now() - started) / 1000);
const phases = [];
/** Runs `step` and notes how long it took (listed at the end of the run). */
async function phase(name, step) {
  const at = Date.now();
  const result = await step();
  phases.push(`${name} ${Math.round((Date.now() - at) / 1000)} s (ended at ${elapsed()} s)`);
  return result;
}

/**
 * A test CMS on a fresh database, seeded: `node scripts/test-server.js`. Resolves once its HTTP
 * server answers (the TypeScript is compiled by then); `ready` resolves with its data folder once
 * the seed has finished.
 */
async function startTestCms(name, { port, env }) {
  const readyFile = path.join(os.tmpdir(), `brina-cms-ready-${process.pid}-${port}`);
  fs.rmSync(readyFile, { force: true });
  const at = Date.now();
  start(name, 'node', ['scripts/test-server.js'], { cwd: path.join(ROOT, 'apps/cms'), env: { PORT: port, CMS_READY_FILE: readyFile, ...env } });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/_health`, { timeoutMs: 300_000 });
  const ready = (async () => {
    // The HTTP server answers before the seed has finished: wait for the seed's ready file.
    await waitFor(() => fs.existsSync(readyFile), `the seeded ${name}`, 900_000);
    phases.push(`${name} seeded in ${Math.round((Date.now() - at) / 1000)} s (ready at ${elapsed()} s)`);
    log(`${name} ready at ${url} (${elapsed()} s)`);
    return { url, dir: JSON.parse(fs.readFileSync(readyFile, 'utf8')).dir };
  })();
  // Awaited later by the phase that needs this CMS, where its error ends the run; this handler only
  // keeps Node from reporting the promise as unhandled while the other phases are still running.
  ready.catch(() => {});
  return { url, ready };
}

/** A step that runs beside the others: its failure ends the run at once. */
function beside(name, step) {
  const promise = phase(name, step);
  promise.catch((error) => {
    console.error(`[brina] tests failed: ${error.message}`);
    stopAll(1);
  });
  return promise;
}

try {
  await phase('install', async () => {
    ensureInstall();
    ensureChromium();
  });
  const env = { CMS_TEST_URL: cmsUrl, CMS_URL: cmsUrl, BRINA_DEMO: '1' };
  // Seconds, not minutes: a lint or type error fails the run before anything slow has finished.
  // The checks, the start command's supervisor (restarts a crashed CMS with backoff) and its Node
  // version check, then the website's unit tests (they need no CMS): beside the admin build and the seed.
  const quickTests = beside('checks, script tests, website unit tests', async () => {
    await runAsync('npm', ['run', 'check'], { quiet: true });
    await runAsync(
      'node',
      ['--test', 'scripts/supervise.test.mjs', 'scripts/require-node.test.mjs', 'scripts/cms-counter.test.mjs', 'scripts/listen-check.test.mjs'],
      { quiet: true },
    );
    if (hasWeb) await runAsync('npx', ['vitest', 'run'], { cwd: path.join(ROOT, 'apps/web'), env, quiet: true });
  });

  // The admin panel, for the browser test that signs in to it: built like `npm start` does, only
  // when the CMS sources are newer than the last build. Before the CMS starts: both compile the
  // CMS's TypeScript into dist/.
  const cmsDir = path.join(ROOT, 'apps/cms');
  const adminBuiltAt = fs.existsSync(path.join(cmsDir, 'dist/build/index.html')) ? fs.statSync(path.join(cmsDir, 'dist/build/index.html')).mtimeMs : 0;
  if (hasWeb && adminBuiltAt < newestMtime([path.join(cmsDir, 'src'), path.join(cmsDir, 'config')])) {
    await phase('admin build', () => runAsync('npm', ['run', 'build', '--workspace', 'apps/cms']));
  }

  const usePostgres = process.env.TEST_DATABASE === 'postgres';
  const database = usePostgres ? { DATABASE_URL: (await startPostgres({ port: Number(process.env.PG_TEST_PORT ?? 5433), database: 'brina_test' })).url } : {};
  const cms = await startTestCms('test CMS', {
    port: CMS_PORT,
    env: { WEB_ORIGIN: webUrl, SERVE_ADMIN: hasWeb ? 'true' : 'false', ...database, ...testSecrets },
  });
  // The CMS HTTP tests again on PostgreSQL (the production database), unless this run already used
  // it, was narrowed with PW_ARGS, or TEST_PG=0 asks to skip it while developing. Its CMS starts
  // once the first one has compiled the TypeScript (an unchanged compile writes nothing), and seeds
  // beside it.
  const pgPass = !usePostgres && !process.env.PW_ARGS && process.env.TEST_PG !== '0';
  const pgCms = pgPass
    ? await (async () => {
        const pg = await startPostgres({ port: Number(process.env.PG_TEST_PORT ?? 5433), database: 'brina_test' });
        const server = await startTestCms('PostgreSQL test CMS', {
          port: String(Number(CMS_PORT) + 20),
          env: { DATABASE_URL: pg.url, SERVE_ADMIN: 'false', ...testSecrets },
        });
        return { ...server, databaseUrl: pg.url };
      })()
    : null;

  const { dir: cmsDataDir } = await cms.ready;
  await phase('CMS HTTP tests', () =>
    runAsync('npx', ['vitest', 'run', '--config', 'vitest.config.mjs'], {
      cwd: path.join(ROOT, 'apps/cms'),
      env: { ...env, ...database, ...testSecrets, CMS_TEST_DATA_DIR: cmsDataDir },
    }),
  );
  const pgTests = pgCms
    ? beside('CMS HTTP tests on PostgreSQL', async () => {
        const { url, dir } = await pgCms.ready;
        await runAsync('npx', ['vitest', 'run', '--config', 'vitest.config.mjs'], {
          cwd: path.join(ROOT, 'apps/cms'),
          env: { CMS_TEST_URL: url, CMS_URL: url, BRINA_DEMO: '1', DATABASE_URL: pgCms.databaseUrl, CMS_TEST_DATA_DIR: dir, ...testSecrets },
          quiet: true,
        });
      })
    : null;

  if (hasWeb) {
    // The site reaches the CMS through a counting proxy (browsers load media from the CMS directly).
    const counter = { url: `http://127.0.0.1:${COUNTER_PORT}` };
    start('CMS request counter', 'node', ['scripts/cms-counter.mjs', COUNTER_PORT, cmsUrl]);
    await waitForHttp(`${counter.url}/__count`);
    // The site's mails go to a local SMTP server that files each one for the browser tests to read.
    const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brina-mail-'));
    start('mail sink', 'node', ['tests/e2e/mail-sink.mjs', SMTP_PORT, mailDir], { cwd: path.join(ROOT, 'apps/web') });
    const webEnv = {
      ...env,
      ...testSecrets,
      CMS_URL: counter.url,
      CMS_MEDIA_URL: cmsUrl,
      // The admin's preview panel (served by the test CMS) frames the site's preview answers.
      CMS_ADMIN_URL: cmsUrl,
      NEXT_DIST_DIR: '.next-test',
      SITE_URL: webUrl,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      MAIL_RETRY_SECONDS: '10',
    };
    // A fresh build: cached CMS answers from an earlier run would hold another database's ids.
    fs.rmSync(path.join(ROOT, 'apps/web/.next-test'), { recursive: true, force: true });
    await phase('website build', () => runAsync('npm', ['run', 'build', '--workspace', 'apps/web'], { env: webEnv }));
    // The browser tests run alone: whatever still runs beside them finishes first.
    await Promise.all([quickTests, pgTests]);
    // On every address: a browser test reaches it from the machine's network address, as a client
    // that is not the trusted proxy (request-limits.spec.ts).
    // Its log goes to a file, scanned for visitors' email addresses after the browser tests (issue 36).
    const webLog = path.join(os.tmpdir(), `brina-test-web-${process.pid}.log`);
    const webOut = fs.openSync(webLog, 'w');
    log(`test website log: ${webLog}`);
    start('test website', 'node', ['server.mjs', '-p', WEB_PORT], {
      cwd: path.join(ROOT, 'apps/web'),
      env: { ...webEnv, HOSTNAME: '0.0.0.0', LOG_FORMAT: 'json' },
      stdio: ['ignore', webOut, webOut],
    });
    await waitForHttp(`${webUrl}/it`);
    // PW_ARGS narrows the browser run while developing (e.g. PW_ARGS='--project chromium --no-deps tests/e2e/search.spec.ts').
    await phase('browser tests', () =>
      runAsync('npx', ['playwright', 'test', ...(process.env.PW_ARGS ?? '').split(' ').filter(Boolean)], {
        cwd: path.join(ROOT, 'apps/web'),
        env: {
          ...env,
          ...testSecrets,
          WEB_URL: webUrl,
          CMS_COUNTER_URL: `${counter.url}/__count`,
          WEB_DIST_DIR: path.join(ROOT, 'apps/web/.next-test'),
          MAIL_SINK_DIR: mailDir,
        },
      }),
    );
    // The forms were posted with test people's addresses (the mail sink received them): none may be in the log.
    const leaks = emailsInFiles([webLog]);
    if (Object.keys(leaks).length) throw new Error(`email addresses in the test website's log: ${JSON.stringify(leaks)}`);
    log(`no email address in the test website's log (${fs.statSync(webLog).size} bytes)`);
  }
  await Promise.all([quickTests, pgTests]);
  log(`phases: ${phases.join('; ')}`);
  log(`all tests passed in ${elapsed()} s`);
  stopAll(0);
} catch (error) {
  console.error(`[brina] tests failed: ${error.message}`);
  log(`phases until then: ${phases.join('; ')}`);
  stopAll(1);
}
