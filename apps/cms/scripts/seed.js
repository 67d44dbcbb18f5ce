// `npm run seed [-- --if-empty]`: compiles the CMS, loads it without serving HTTP, writes the demo content, exits.
const path = require('node:path');
const { loadStrapi } = require('./app');

(async () => {
  const started = Date.now();
  const app = await loadStrapi();
  try {
    const { seed, isSeeded } = require(path.join(app.dirs.dist.src, 'seed', 'index.js'));
    if (process.argv.includes('--if-empty') && (await isSeeded(app))) {
      console.log('seed: already seeded, nothing to do (run `npm run seed` to refresh the demo content)');
      return;
    }
    await seed(app, (line) => console.log(line));
    console.log(`seed: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await app.destroy();
  }
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
