// Starts the CMS on a fresh temporary database (and upload folder), seeds it, and serves HTTP.
// Used by the CMS tests and by the website's end-to-end run. Prints `CMS_READY <url>` when ready.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

async function startTestCms({ port = Number(process.env.PORT || 1338), log = () => {} } = {}) {
  // CMS_TEST_DIR keeps the database between runs (local iteration); by default every run is fresh.
  const keep = process.env.CMS_TEST_DIR;
  const dir = keep ? path.resolve(keep) : fs.mkdtempSync(path.join(os.tmpdir(), 'brina-cms-test-'));
  Object.assign(process.env, {
    DATABASE_FILENAME: path.join(dir, 'data.db'),
    PUBLIC_DIR: path.join(dir, 'public'),
    PRIVATE_UPLOADS_DIR: path.join(dir, 'private'),
    PORT: String(port),
    HOST: '127.0.0.1',
    // The admin bundle only when asked (npm test builds it for the admin's browser test).
    SERVE_ADMIN: process.env.SERVE_ADMIN ?? 'false',
  });
  fs.mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
  const { loadStrapi } = require('./app');
  const app = await loadStrapi({ listen: true });
  // The admin's login limits stay on (a test checks that they count per client behind the proxy),
  // except for the demo editor and the demo team accounts (src/seed/team.ts): every browser spec and
  // CMS test signs in as them from one address.
  const demoLogins = new Set([
    (process.env.CMS_ADMIN_EMAIL ?? 'admin@brina.local').toLowerCase(),
    'redazione@brina.local',
    'hr@brina.local',
    'commerciale@brina.local',
  ]);
  const rateLimit = app.config.get('admin.rateLimit') ?? {};
  app.config.set('admin.rateLimit', { ...rateLimit, skip: (ctx) => demoLogins.has(String(ctx.request.body?.email ?? '').toLowerCase()) });
  const { seed, isSeeded } = require(path.join(app.dirs.dist.src, 'seed', 'index.js'));
  if (!keep || !(await isSeeded(app))) await seed(app, log);
  return {
    url: `http://127.0.0.1:${port}`,
    dir,
    async stop() {
      await app.destroy();
      if (!keep) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

module.exports = { startTestCms };

if (require.main === module) {
  startTestCms({ log: (line) => console.log(line) })
    .then((server) => {
      console.log(`CMS_READY ${server.url}`);
      // Lets a parent process know the seed has finished (the HTTP server answers before that),
      // and where the data lives (the CMS tests check what it wrote to private storage).
      if (process.env.CMS_READY_FILE) {
        const partial = `${process.env.CMS_READY_FILE}.partial`;
        fs.writeFileSync(partial, JSON.stringify({ url: server.url, dir: server.dir }));
        fs.renameSync(partial, process.env.CMS_READY_FILE);
      }
      const stop = () => server.stop().finally(() => process.exit(0));
      process.on('SIGTERM', stop);
      process.on('SIGINT', stop);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
