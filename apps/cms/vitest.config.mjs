import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.mjs'],
    globalSetup: ['tests/global-setup.mjs'],
    testTimeout: 30_000,
    hookTimeout: 600_000,
    fileParallelism: false,
    // retention.test.mjs loads a Strapi app in the worker; a forked worker dies doing so, a thread does not.
    pool: 'threads',
  },
});
