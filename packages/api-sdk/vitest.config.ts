import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The freshness check runs both generators (several seconds on two cores).
    testTimeout: 60_000,
  },
});
