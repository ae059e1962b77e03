import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests of plain logic (no DOM): every `*.test.ts` under src, in Node. Components are
// tested through their stories in Chromium (vitest.stories.config.ts).
export default defineConfig({
  // The package folder, also when run with `-c` from the top of the repository.
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'design-system-unit',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
