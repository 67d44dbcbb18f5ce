// Browser tests: Playwright Test driving Debian's chromium against a running production build
// (`npm test` at the root starts the CMS and the site and sets WEB_URL, CMS_TEST_URL, CMS_COUNTER_URL).
import { defineConfig, type Project } from '@playwright/test';

const chromium: NonNullable<Project['use']> = {
  browserName: 'chromium',
  viewport: { width: 1280, height: 900 },
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.spec.ts',
  reporter: 'list',
  workers: 2,
  // One retry: a test that passes only on its retry is reported as flaky in the list output (and
  // counted at the end), with a trace of the retry in test-results/. A CI run on a loaded
  // 2-core machine once lost a whole submission to a single click that never became actionable.
  retries: 1,
  forbidOnly: true,
  // Two workers share two cores with the site and the CMS: pages can be slow to answer.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: { baseURL: process.env.WEB_URL ?? 'http://127.0.0.1:3100', trace: 'on-first-retry' },
  projects: [
    // Count every request the site makes to the CMS, so they run while no other test loads pages.
    // Count the files of Next's caches too (crafted-urls.spec.ts): one file at a time.
    { name: 'quiet-cms', testMatch: ['cms-cache.spec.ts', 'crafted-urls.spec.ts'], use: chromium, fullyParallel: false, workers: 1 },
    { name: 'chromium', testIgnore: ['cms-cache.spec.ts', 'crafted-urls.spec.ts', '*outage.spec.ts'], dependencies: ['quiet-cms'], use: chromium },
    // Take the CMS away from the site: run last, alone, one file at a time.
    { name: 'outage', testMatch: '*outage.spec.ts', dependencies: ['chromium'], use: chromium, workers: 1 },
  ],
});
