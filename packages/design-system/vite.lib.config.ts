import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The installable package (`pnpm build`): src/index.ts as ESM JavaScript in dist/, every
 * vanilla-extract style (the theme's CSS variables included) in one dist/design-system.css.
 * Not named vite.config.ts: Storybook and the stories' tests would pick that file up.
 * Declarations come from tsc (tsconfig.build.json); scripts/build.mjs runs both.
 */
const packageDir = fileURLToPath(new URL('.', import.meta.url));
const manifest = JSON.parse(readFileSync(`${packageDir}package.json`, 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
const externalPackages = [
  ...Object.keys(manifest.dependencies),
  ...Object.keys(manifest.peerDependencies),
];

/** A dependency's module stays an import; its CSS (react-pdf's text layer) joins our CSS file. */
function isExternal(id: string): boolean {
  if (id.endsWith('.css')) return false;
  return externalPackages.some((name) => id === name || id.startsWith(`${name}/`));
}

/**
 * The pdf.js worker stays `new URL('pdfjs-dist/…', import.meta.url)` in dist, for the
 * application's bundler to emit as its own asset (Vite and webpack both do). Library mode
 * would inline the 1.3 MB worker as base64 instead: the marker hides it from Vite's asset
 * plugin, and the finished chunk gets the plain expression back.
 */
function keepPdfWorkerUrl(): Plugin {
  const marker =
    "new URL(/* @vite-ignore */ 'pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url)";
  return {
    name: 'ats-keep-pdf-worker-url',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('PdfDocumentView.tsx')) return null;
      const compact = code.replace(
        /new URL\(\s*'pdfjs-dist\/build\/pdf\.worker\.min\.mjs',\s*import\.meta\.url,?\s*\)/,
        marker,
      );
      if (compact === code) this.error('PdfDocumentView no longer sets the worker as expected');
      return { code: compact, map: null };
    },
    renderChunk(code) {
      if (!code.includes('pdf.worker.min.mjs')) return null;
      return { code: code.replace(/new URL\(\s*\/\* @vite-ignore \*\/\s*/, 'new URL('), map: null };
    },
  };
}

/**
 * The theme's CSS variables get readable names (`--ats-color-primary-solid`), so that an
 * application can read or override a token in its own CSS; every other class and variable is
 * a short hash, as in the app's own build.
 */
const readableThemeNames = ({ hash, debugId, filePath }: ThemeIdentifierInput): string =>
  filePath.endsWith('/theme/contract.css.ts') && debugId ? `ats-${debugId}` : `_${hash}`;

interface ThemeIdentifierInput {
  hash: string;
  debugId?: string;
  filePath: string;
}

export default defineConfig({
  root: packageDir,
  plugins: [react(), vanillaExtractPlugin({ identifiers: readableThemeNames }), keepPdfWorkerUrl()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Readable output (no source maps needed): the application's bundler minifies.
    minify: false,
    cssCodeSplit: false,
    lib: {
      entry: 'src/index.ts',
      formats: ['es'],
      fileName: 'index',
      cssFileName: 'design-system',
    },
    rolldownOptions: { external: isExternal },
  },
});
