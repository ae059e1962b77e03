// Helpers shared by start.mjs and test.mjs. Plain Node: they run before any dependency exists.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const pnpmVersion = '12.21.0';

/** Runs a command in the repository root, streaming its output; exits on failure. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    const where = `${command} ${args.join(' ')}`;
    console.error(`\n✗ ${where} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
}

function installedPnpmVersion() {
  const result = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** Makes sure the pinned pnpm exists and the dependencies match the lockfile. */
export function ensureDependencies() {
  if (installedPnpmVersion() !== pnpmVersion) {
    console.log(`Installing pnpm ${pnpmVersion} with npm...`);
    run('npm', ['install', '--global', `pnpm@${pnpmVersion}`, '--no-fund', '--no-audit']);
  }
  const lockfile = path.join(root, 'pnpm-lock.yaml');
  const installed = path.join(root, 'node_modules/.pnpm/lock.yaml');
  if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lockfile).mtimeMs) {
    run('pnpm', ['install', '--frozen-lockfile']);
  }
}

/** Folders under a package that hold output or dependencies, not sources of the web app. */
const notSources = new Set(['node_modules', 'dist', 'storybook-static', 'test-results', 'e2e']);

function newestModification(directory) {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (notSources.has(entry.name)) continue;
    const full = path.join(directory, entry.name);
    newest = Math.max(
      newest,
      entry.isDirectory() ? newestModification(full) : statSync(full).mtimeMs,
    );
  }
  return newest;
}

/** Builds the web app when its output is missing or older than any source it is built from. */
export function ensureWebAppBuilt({ force = false } = {}) {
  const output = path.join(root, 'packages/ats-app/dist/index.html');
  const sources = ['packages/ats-app', 'packages/design-system', 'packages/api-sdk'].map((dir) =>
    newestModification(path.join(root, dir)),
  );
  if (force || !existsSync(output) || statSync(output).mtimeMs < Math.max(...sources)) {
    run('pnpm', ['--filter', '@ats/ats-app', 'build']);
  }
}
