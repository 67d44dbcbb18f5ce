// One freshly seeded CMS for the whole HTTP test run, unless CMS_TEST_URL points at one already
// started (the root test command shares it with the website's end-to-end tests; it then gives
// the CMS data folder in CMS_TEST_DATA_DIR).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export default async function setup(project) {
  if (process.env.CMS_TEST_URL) {
    project.provide('cmsUrl', process.env.CMS_TEST_URL);
    project.provide('cmsDataDir', process.env.CMS_TEST_DATA_DIR ?? '');
    return undefined;
  }
  const { startTestCms } = require('../scripts/test-server.js');
  const server = await startTestCms({ port: Number(process.env.CMS_TEST_PORT || 1338) });
  project.provide('cmsUrl', server.url);
  project.provide('cmsDataDir', server.dir);
  return () => server.stop();
}
