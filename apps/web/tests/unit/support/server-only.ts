// Stand-in for the `server-only` marker in unit tests (see vitest.config.mts).
export {};
