import { defineConfig } from 'vitest/config';

// Server tests go through HTTP against a real database: PGlite by default, PostgreSQL when
// the root config runs the `server-postgres` project (TEST_DB_KIND=postgres).
export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Files share their worker's modules: the server, PGlite's WebAssembly and the contract's
    // Ajv load once per worker instead of once per file (seconds each). Every file builds its
    // own app on its own database, and no server test mocks a module.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { TEST_DB_KIND: process.env.TEST_DB_KIND ?? 'pglite' },
  },
});
