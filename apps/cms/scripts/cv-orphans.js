// `npm run cv:orphans [-- --dry-run]`: removes CVs in private storage that no job application refers
// to (left by deletions before the CVs went with their records, or by a crash between the two),
// older than an hour. Loads the CMS without serving HTTP; run it with the CMS's environment.
const path = require('node:path');
const { loadStrapi } = require('./app');

(async () => {
  const dryRun = process.argv.includes('--dry-run');
  const app = await loadStrapi();
  try {
    const { removeOrphanedCvs } = require(path.join(app.dirs.dist.src, 'utils', 'cv-erasure.js'));
    const orphans = await removeOrphanedCvs(app, { dryRun });
    for (const name of orphans) console.log(`${dryRun ? 'orphan' : 'removed'} ${name}`);
    console.log(`cv:orphans: ${orphans.length} orphaned CV file(s) ${dryRun ? 'found (nothing removed: --dry-run)' : 'removed'}`);
  } finally {
    await app.destroy();
  }
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
