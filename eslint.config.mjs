// Lint rules for the whole repository: Next's core-web-vitals set for the website, typescript-eslint
// strict for every TypeScript file, ESLint's recommended set for the plain JavaScript scripts and tests.
import js from '@eslint/js';
import nextVitals from 'eslint-config-next/core-web-vitals';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TS = ['**/*.{ts,tsx,mts,cts}'];

export default defineConfig([
  globalIgnores([
    '**/.next*/**',
    '**/out/**',
    '**/dist/**',
    '**/build/**',
    '**/.tmp/**',
    '**/.cache/**',
    '**/.strapi/**',
    '**/public/**',
    '**/test-results/**',
    '**/next-env.d.ts',
    'apps/cms/types/generated/**',
    'apps/cms/data/**',
  ]),

  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  { files: TS, extends: [tseslint.configs.strict] },

  // Next's set brings its own parser (Babel for JS, typescript-eslint for TS) and browser + Node globals.
  {
    files: ['apps/web/**/*.{js,jsx,mjs,ts,tsx,mts}'],
    extends: [nextVitals],
    settings: { next: { rootDir: 'apps/web/' } },
  },
  // Next's set parses `.mts` with Babel; give every TypeScript file the TypeScript parser.
  { files: TS, languageOptions: { parser: tseslint.parser } },

  // Node scripts outside the website: ES modules unless they are CommonJS `.js` files of the CMS.
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs', 'apps/cms/**/*.mjs', 'eslint.config.mjs'],
    languageOptions: { sourceType: 'module', globals: globals.node },
  },
  {
    files: ['apps/cms/**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },
  {
    files: ['apps/cms/**/*.{ts,mts}'],
    languageOptions: { globals: globals.node },
  },

  // Our habit: `type` over `interface` unless declaration merging is needed.
  {
    files: TS,
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      // `const { secret: _secret, ...rest } = value` drops a field on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, varsIgnorePattern: '^_', argsIgnorePattern: '^_' }],
    },
  },
]);
