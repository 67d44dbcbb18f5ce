// Unit tests run in Node; component tests render the interactive leaves in jsdom.
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src'), 'server-only': path.resolve(import.meta.dirname, 'tests/server-only-stub.ts') } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // next-intl imports `next/navigation` without an extension: let Vite resolve it.
          server: { deps: { inline: ['next-intl'] } },
        },
      },
      {
        extends: true,
        // Strapi keeps React 18 at the workspace root; the components and the libraries that
        // render them must share the site's React 19, so those libraries go through Vite's
        // resolver (Testing Library through its ES module build) instead of Node's.
        resolve: {
          dedupe: ['react', 'react-dom'],
          alias: { '@testing-library/react': require.resolve('@testing-library/react/dist/@testing-library/react.esm.js') },
        },
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/components/setup.ts'],
          server: { deps: { inline: ['@testing-library/react', 'next-intl', 'use-intl', 'react-hook-form'] } },
        },
      },
    ],
  },
});
