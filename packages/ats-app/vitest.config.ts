import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      // Files share their worker's modules and jsdom (set up once per worker, not per file:
      // seconds each). Tests render into the document and Testing Library cleans it after
      // each; no test mocks a module.
      isolate: false,
    },
  }),
);
