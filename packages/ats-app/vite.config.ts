import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { type ConfigEnv, defineConfig, type Plugin, type UserConfig } from 'vite';
import { englishInCode } from './src/i18n/englishInCode.ts';

/** Where `pnpm dev` sends API and sign-in requests (the API server's default port). */
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

/**
 * The three pages: the signed-in app, and two small entries of their own: the login page
 * (without React) and the public job offer.
 */
const pages = {
  app: fileURLToPath(new URL('index.html', import.meta.url)),
  login: fileURLToPath(new URL('login.html', import.meta.url)),
  offer: fileURLToPath(new URL('offer.html', import.meta.url)),
};

/**
 * `pnpm dev` answers `/login` with login.html and `/offers/:recruitmentId` with offer.html,
 * as the server does after a build (there the offer has its head tags, and signed-in users
 * are sent on from /login); every other path falls back to index.html.
 */
function ownPagesInDevelopment(): Plugin {
  return {
    name: 'ats-own-pages',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const [path = '', query] = request.url?.split('?') ?? [];
        const search = query === undefined ? '' : `?${query}`;
        if (/^\/login\/?$/.test(path)) request.url = `/login.html${search}`;
        if (/^\/offers\/[^/]+\/?$/.test(path)) request.url = '/offer.html';
        next();
      });
    },
  };
}

export default defineConfig(
  ({ command }: ConfigEnv): UserConfig => ({
    // englishInCode: in the build, each chunk carries the English of its own screens.
    plugins: [react(), vanillaExtractPlugin(), ownPagesInDevelopment(), englishInCode()],
    resolve: {
      // The catalogues are compiled to ASTs (`pnpm i18n:compile`), so the production bundle
      // leaves the ICU parser out. Dev and tests keep it: they may format plain strings.
      alias:
        command === 'build'
          ? [
              {
                find: /^@formatjs\/icu-messageformat-parser$/,
                replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
              },
            ]
          : [],
    },
    // vanilla-extract adds these runtime imports only after the first transform; listing them
    // keeps the dev server, vitest and Storybook from re-optimising and reloading (STACK gotcha 5).
    optimizeDeps: {
      include: [
        '@ats/design-system > @vanilla-extract/recipes/createRuntimeFn',
        '@ats/design-system > @vanilla-extract/sprinkles/createRuntimeSprinkles',
      ],
    },
    server: {
      port: 5173,
      strictPort: true,
      proxy: {
        '/api': { target: apiTarget },
        '/dev-idp': { target: apiTarget },
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // dist/.vite/manifest.json maps source modules to chunks: bench/bundle-size.mjs reads it.
      manifest: true,
      // The size that counts is each route's gzipped JavaScript, held by the budgets of
      // bench/bundle-size.mjs (`npm run bench:bundle -- --check`). Vite's warning looks at one
      // minified chunk at a time, and the largest are lazy ones those budgets already cover:
      // the time-zone data of the meeting picker (~800 kB, 60 kB gzipped) and the PDF viewer
      // (~630 kB, its route "candidate profile with its resume shown" has 510 kB). 800 kB stays
      // just above them, so a new chunk that outgrows them still warns (issue 26).
      chunkSizeWarningLimit: 800,
      rolldownOptions: {
        input: pages,
        // Its "[PLUGIN_TIMINGS]" report (vanilla-extract's transforms take most of the build)
        // is for whoever profiles the build, not for every `npm start` (issue 26).
        checks: { bundlerTimings: false },
      },
    },
  }),
);
