// The tests that need a real Redis (REDIS_TEST_URL): run by `npm run test:scale`, which starts one.
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src'), 'server-only': path.resolve(import.meta.dirname, 'tests/server-only-stub.ts') } },
  test: { include: ['tests/redis/**/*.test.ts'], environment: 'node' },
});
