// `npm start`: install what is missing, build the web app if stale, run the server.
import { spawn } from 'node:child_process';
import { ensureDependencies, ensureWebAppBuilt, root } from './workspace.mjs';

ensureDependencies();
ensureWebAppBuilt();

// Node runs the TypeScript server through tsx's loader; a direct child receives our signals.
const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: `${root}/packages/api-server`,
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: process.env.DATA_DIR || `${root}/.data` },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
