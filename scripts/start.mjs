// `npm start`: install what is missing, build the web app if stale, run the server.
import { spawn } from 'node:child_process';
import { ensureDependencies, ensureWebAppBuilt, root, startEnvironment } from './workspace.mjs';

const launchedAt = Date.now();
ensureDependencies();
await ensureWebAppBuilt();

// Node runs the TypeScript server through tsx's loader; a direct child receives our signals.
const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: `${root}/packages/api-server`,
  stdio: 'inherit',
  env: startEnvironment(process.env, launchedAt),
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
