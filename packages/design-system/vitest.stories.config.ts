import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

/** Every story is a test in Chromium: it renders, its `play` function runs, and axe finds no violation. */
export default defineConfig({
  plugins: [
    storybookTest({
      configDir: fileURLToPath(new URL('../../.storybook', import.meta.url)),
      storybookScript: 'pnpm storybook --ci',
    }),
  ],
  test: {
    name: 'design-system-stories',
    // One page for every story file: the preview, React and axe load once, not per file.
    isolate: false,
    // The first PdfViewer story loads react-pdf, pdf.js and its 1.3 MB worker through the dev
    // server: well over the browser default of 15 s when the machine is busy.
    testTimeout: 30_000,
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
    },
  },
});
