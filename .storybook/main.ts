// Storybook for the design system. It lives at the top of the repository, but every package
// it needs is a dependency of packages/design-system, so they are resolved from there.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

process.env.STORYBOOK_DISABLE_TELEMETRY = '1';

const designSystemDir = fileURLToPath(new URL('../packages/design-system/', import.meta.url));
const requireFromDesignSystem = createRequire(join(designSystemDir, 'package.json'));

/** Absolute folder of a package installed for the design system (monorepo-safe addon names). */
function packageDir(name: string): string {
  return dirname(requireFromDesignSystem.resolve(`${name}/package.json`));
}

const config: StorybookConfig = {
  stories: ['../packages/design-system/src/**/*.stories.tsx'],
  framework: { name: packageDir('@storybook/react-vite'), options: {} },
  addons: [
    packageDir('@storybook/addon-docs'),
    packageDir('@storybook/addon-a11y'),
    packageDir('@storybook/addon-vitest'),
  ],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: {
    // The default docgen finds no props on recipe-typed components (STACK gotcha 15).
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: join(designSystemDir, 'tsconfig.json'),
      shouldExtractLiteralValuesFromEnum: true,
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  async viteFinal(viteConfig) {
    const vitePluginUrl = pathToFileURL(
      requireFromDesignSystem.resolve('@vanilla-extract/vite-plugin'),
    ).href;
    const { vanillaExtractPlugin } = (await import(
      vitePluginUrl
    )) as typeof import('@vanilla-extract/vite-plugin');
    const { mergeConfig } = (await import(
      pathToFileURL(requireFromDesignSystem.resolve('vite')).href
    )) as typeof import('vite');
    return mergeConfig(viteConfig, {
      // Storybook takes the folder above its config as the root; the design system's own
      // folder is the one whose node_modules hold React, Storybook and vanilla-extract.
      root: designSystemDir,
      plugins: [vanillaExtractPlugin()],
      // vanilla-extract adds these runtime imports only after the first transform; listing
      // them keeps Storybook and the story tests from re-optimising and reloading (gotcha 5).
      optimizeDeps: {
        include: [
          '@vanilla-extract/recipes/createRuntimeFn',
          '@vanilla-extract/sprinkles/createRuntimeSprinkles',
          // The design system's own dependencies, bundled up front for the same reason.
          '@ariakit/react',
          '@tanstack/react-virtual',
          'lucide-react',
          'react-dnd',
          'react-dnd-html5-backend',
          'sonner',
          'd3-scale',
          '@visx/group',
          '@visx/shape',
          'prosemirror-commands',
          'prosemirror-history',
          'prosemirror-keymap',
          'prosemirror-model',
          'prosemirror-schema-basic',
          'prosemirror-schema-list',
          'prosemirror-state',
          'prosemirror-view',
          'react-pdf',
        ],
      },
    });
  },
};

export default config;
