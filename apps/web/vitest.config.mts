import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // `server-only` throws outside React's server build; unit tests import server modules directly.
  resolve: { alias: { '@': path.resolve(__dirname, 'src'), 'server-only': path.resolve(__dirname, 'tests/unit/support/server-only.ts') } },
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
