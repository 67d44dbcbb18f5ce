import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.mjs'],
    globalSetup: ['tests/global-setup.mjs'],
    testTimeout: 30_000,
    hookTimeout: 600_000,
    fileParallelism: false,
  },
});
