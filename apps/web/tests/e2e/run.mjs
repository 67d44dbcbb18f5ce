// Browser tests against a production build of the site and a freshly seeded CMS (see scripts/test.mjs).
import { run } from './harness.mjs';
import './foundation.e2e.mjs';
import './catalogue.e2e.mjs';
import './editorial.e2e.mjs';

await run();
