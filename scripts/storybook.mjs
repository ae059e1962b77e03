// `npm run storybook`: builds the design system's static Storybook (the site published for
// designers) and serves it on http://localhost:6006 (`STORYBOOK_PORT` overrides).
import { ensureDependencies, run } from './workspace.mjs';

const port = process.env.STORYBOOK_PORT ?? '6006';

ensureDependencies();
run('pnpm', ['--filter', '@ats/design-system', 'build-storybook']);
console.log(`\nStorybook: http://localhost:${port}`);
// `vite preview` serves a built folder as it is; the design system already depends on vite.
run('pnpm', [
  '--filter',
  '@ats/design-system',
  'exec',
  'vite',
  'preview',
  '--outDir',
  'storybook-static',
  '--port',
  port,
  '--strictPort',
]);
