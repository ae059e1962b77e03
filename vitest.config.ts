import { defineConfig } from 'vitest/config';

/** The server suite runs once per database: always PGlite, and PostgreSQL when configured. */
function serverProject(databaseKind: 'pglite' | 'postgres') {
  return {
    extends: './packages/api-server/vitest.config.ts',
    root: './packages/api-server',
    test: { name: `server-${databaseKind}`, env: { TEST_DB_KIND: databaseKind } },
  };
}

export default defineConfig({
  test: {
    projects: [
      // Checks over the whole workspace (scripts, shared breakpoints, public pages); import
      // rules are dependency-cruiser's (.dependency-cruiser.cjs, a step of `npm test`).
      { test: { name: 'workspace', include: ['test/**/*.test.ts'], environment: 'node' } },
      'packages/api-sdk',
      'packages/domain',
      'packages/ats-app',
      // Design-system stories and gallery screenshots in Chromium (two config files).
      'packages/design-system/vitest.*.config.ts',
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
    ],
  },
});
