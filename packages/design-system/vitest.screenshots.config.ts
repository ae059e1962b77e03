import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

/**
 * Visual regression: every component's Gallery story compared with a committed screenshot
 * in Chromium (`src/__screenshots__/`). The first run writes a missing reference and fails.
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  optimizeDeps: {
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      '@storybook/react-vite',
      '@testing-library/react',
      'react-dom/client',
    ],
  },
  test: {
    name: 'design-system-screenshots',
    include: ['src/**/*.screenshot.test.tsx'],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: ['--disable-background-networking'],
        },
      }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1024, height: 768 },
      screenshotFailures: false,
    },
  },
});
