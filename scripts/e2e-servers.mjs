// The end-to-end tests' servers: one product server per Playwright worker, each with its own
// database, so that workers run at the same time without seeing each other's changes. Builds
// the web app once (as `npm start` would), starts every server, and says so when all answer.
//   E2E_PORT (first port), E2E_WORKERS (how many), E2E_RUN_DIR (their data directories).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureDependencies, ensureWebAppBuilt, root } from './workspace.mjs';

const firstPort = Number(process.env.E2E_PORT);
const count = Number(process.env.E2E_WORKERS);
const runDir = process.env.E2E_RUN_DIR;
if (!firstPort || !count || !runDir) {
  console.error('E2E_PORT, E2E_WORKERS and E2E_RUN_DIR are set by playwright.config.ts');
  process.exit(2);
}

ensureDependencies();
ensureWebAppBuilt();

const servers = Array.from({ length: count }, (_, index) =>
  spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'packages/api-server'),
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: String(firstPort + index),
      DATA_DIR: path.join(runDir, `data-${index}`),
    },
  }),
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const server of servers) server.kill(signal);
  });
}
for (const server of servers) {
  // One server gone means a broken run: stop the others too.
  server.on('exit', (code, signal) => {
    for (const other of servers) other.kill('SIGTERM');
    process.exit(code ?? (signal ? 1 : 0));
  });
}

async function healthy(port) {
  try {
    return (await fetch(`http://localhost:${port}/api/health`)).ok;
  } catch {
    return false;
  }
}

const waiting = new Set(servers.map((_, index) => firstPort + index));
while (waiting.size > 0) {
  for (const port of waiting) if (await healthy(port)) waiting.delete(port);
  await new Promise((resolve) => setTimeout(resolve, 250));
}
// playwright.config.ts waits for exactly this line.
console.log(`e2e servers ready on ports ${firstPort}-${firstPort + count - 1}`);
