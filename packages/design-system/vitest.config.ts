import { defineConfig } from 'vitest/config';

// Two browser projects: the stories as component tests, and the gallery screenshots. The
// root vitest.config.ts lists the same two files through the glob `vitest.*.config.ts`.
export default defineConfig({
  test: {
    projects: ['./vitest.stories.config.ts', './vitest.screenshots.config.ts'],
  },
});
