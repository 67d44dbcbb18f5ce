// `npm run smoke`: `npm start` as a new user runs it, on its own ports and a fresh database and
// upload folder, until both servers are up with the seeded demo content; then one page and one CMS
// answer are checked and everything is stopped. CI runs it on the other supported Node line
// (`BRINA_NODE=22 scripts/with-node npm run smoke`).
import './require-node.mjs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { log, start, stopAll, waitForHttp } from './lib.mjs';

const cmsPort = process.env.SMOKE_CMS_PORT ?? '1437';
const webPort = process.env.SMOKE_WEB_PORT ?? '3200';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brina-smoke-'));
const started = Date.now();

try {
  fs.mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
  start('npm start', 'node', ['scripts/start.mjs'], {
    env: {
      CMS_PORT: cmsPort,
      WEB_PORT: webPort,
      DATABASE_FILENAME: path.join(dir, 'data.db'),
      PUBLIC_DIR: path.join(dir, 'public'),
      PRIVATE_UPLOADS_DIR: path.join(dir, 'private'),
    },
  });
  const cms = `http://localhost:${cmsPort}`;
  const web = `http://localhost:${webPort}`;
  await waitForHttp(`${cms}/_health`, { timeoutMs: 1_200_000 });
  await waitForHttp(`${web}/it`, { timeoutMs: 1_200_000 });

  // A seeded product's page proves the seed ran and the website reads it from the CMS.
  const product = '/it/prodotti/verdure/spinaci-in-foglia';
  const page = await fetch(`${web}${product}`);
  const html = await page.text();
  if (page.status !== 200 || !/<h1[^>]*>[^<]*Spinaci/i.test(html)) throw new Error(`${product} answered ${page.status} without the seeded product's title`);
  log(`${product}: 200 with the seeded product`);
  const health = await fetch(`${cms}/_health`);
  if (health.status !== 204) throw new Error(`the CMS health check answered ${health.status}`);
  const admin = await fetch(`${cms}/admin`);
  if (admin.status !== 200) throw new Error(`the CMS admin answered ${admin.status}`);
  // The demo's secrets are public: its servers must not answer on the machine's other addresses.
  const outside = Object.values(os.networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal);
  if (outside) {
    for (const port of [cmsPort, webPort]) {
      const reached = await fetch(`http://${outside.address}:${port}/`, { signal: AbortSignal.timeout(3000) }).then(
        () => true,
        () => false,
      );
      if (reached) throw new Error(`npm start answers on ${outside.address}:${port}; it must listen on loopback only`);
    }
    log(`both servers refuse ${outside.address} (loopback only)`);
  }
  log(`smoke passed on Node.js ${process.versions.node} in ${Math.round((Date.now() - started) / 1000)} s`);
  fs.rmSync(dir, { recursive: true, force: true });
  stopAll(0);
} catch (error) {
  console.error(`[brina] smoke failed: ${error.message}`);
  stopAll(1);
}
