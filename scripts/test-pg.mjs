// `npm run test:pg`: the CMS HTTP tests (and the seed they start with) on PostgreSQL instead of
// SQLite. Starts a throwaway PostgreSQL cluster (Debian's package, installed when missing), points
// the unchanged test CMS at it with DATABASE_URL, runs the tests and removes the cluster.
import './require-node.mjs';
import path from 'node:path';
import { ROOT, log, run, stopAll } from './lib.mjs';
import { startPostgres } from './services.mjs';

const PG_PORT = Number(process.env.PG_TEST_PORT ?? 5433);
const CMS_PORT = process.env.CMS_TEST_PORT ?? '1338';
const started = Date.now();
let pg;
try {
  pg = await startPostgres({ port: PG_PORT, database: 'brina_test' });
  run('npx', ['vitest', 'run', '--config', 'vitest.config.mjs'], {
    cwd: path.join(ROOT, 'apps/cms'),
    env: { DATABASE_URL: pg.url, CMS_TEST_PORT: CMS_PORT, CMS_TEST_URL: '' },
  });
  log(`CMS tests passed on PostgreSQL in ${Math.round((Date.now() - started) / 1000)} s`);
  await pg.stop();
  stopAll(0);
} catch (error) {
  console.error(`[brina] PostgreSQL tests failed: ${error.message}`);
  await pg?.stop();
  stopAll(1);
}
