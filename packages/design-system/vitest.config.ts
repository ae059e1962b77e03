import { defineConfig } from 'vitest/config';

// Two browser projects (the stories as component tests, and the gallery screenshots) and the
// unit tests of plain logic in Node. The root vitest.config.ts lists the same files through
// the glob `vitest.*.config.ts`.
export default defineConfig({
  test: {
    projects: [
      './vitest.stories.config.ts',
      './vitest.screenshots.config.ts',
      './vitest.unit.config.ts',
    ],
  },
});
