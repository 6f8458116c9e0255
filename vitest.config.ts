import { defineConfig } from 'vitest/config';

export default defineConfig({
  // graphql ships CJS and ESM without an exports map: Node (and so graphql-http) loads the CJS
  // copy, so tests must too, or two graphql instances meet.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'dist/**', 'data/**', 'dashboard/dist/**', '.tmp/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    reporters: ['default'],
  },
});
