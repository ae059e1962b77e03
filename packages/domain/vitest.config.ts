import { defineConfig } from 'vitest/config';

// Unit tests of the rules, next to them (`src/**/*.test.ts`), in Node.
export default defineConfig({
  test: {
    name: 'domain',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
