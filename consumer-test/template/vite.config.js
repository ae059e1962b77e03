// Plain Vite with the React plugin, and nothing else: the installed packages must need none
// of the workspace's build plugins (vanilla-extract) to build.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  logLevel: 'warn',
});
