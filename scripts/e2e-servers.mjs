// The end-to-end tests' servers: one product server per Playwright worker, each with its own
// database, so that workers run at the same time without seeing each other's changes, and one
// more on the next port with a generated data set of 2,200 candidates instead of the demo
// data, for the checks of long lists (e2e/support/servers.ts). Builds the web app once (as
// `npm start` would), starts every server, and says so when all answer.
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
await ensureWebAppBuilt();

const serverDir = path.join(root, 'packages/api-server');
const servers = [];

function startServer(port, dataDir) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    stdio: 'inherit',
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
  });
  servers.push(server);
  // One server gone means a broken run: stop the others too.
  server.on('exit', (code, signal) => {
    for (const other of servers) other.kill('SIGTERM');
    process.exit(code ?? (signal ? 1 : 0));
  });
}

for (let index = 0; index < count; index++) {
  startServer(firstPort + index, path.join(runDir, `data-${index}`));
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const server of servers) server.kill(signal);
  });
}

// The long-lists server: `npm run bench:data -- --size 0.011` into its own PGlite (2,200
// candidates, 3,300 applications; a few seconds), then the server, which sees recruitments
// and adds no demo data. The demo accounts are there, so the recruiter signs in as usual.
const largeDataPort = firstPort + count;
const largeDataDir = path.join(runDir, 'data-large');
const generator = spawn(
  process.execPath,
  ['--import', 'tsx', 'src/seed/scale/cli.ts', '--size', '0.011'],
  {
    cwd: serverDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATA_DIR: largeDataDir },
  },
);
generator.on('exit', (code) => {
  if (code !== 0) {
    console.error(`Generating the long-lists data set failed (exit ${code})`);
    for (const server of servers) server.kill('SIGTERM');
    process.exit(1);
  }
  startServer(largeDataPort, largeDataDir);
});

async function healthy(port) {
  try {
    return (await fetch(`http://localhost:${port}/api/health`)).ok;
  } catch {
    return false;
  }
}

const waiting = new Set(Array.from({ length: count + 1 }, (_, index) => firstPort + index));
while (waiting.size > 0) {
  for (const port of waiting) if (await healthy(port)) waiting.delete(port);
  await new Promise((resolve) => setTimeout(resolve, 250));
}
// playwright.config.ts waits for exactly this line.
console.log(`e2e servers ready on ports ${firstPort}-${largeDataPort}`);
